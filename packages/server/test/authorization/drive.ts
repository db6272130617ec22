import { randomUUID } from 'node:crypto';
import type { TestServer } from '../harness';
import { resourceOf, type RouteEntry } from './route-table';
import type { Org, Subject, Target, World } from './world';

let ipCounter = 0;
/** Every request its own client address, so per-address rate limits never answer for the table. */
export const nextAddress = () =>
  `10.${90 + Math.floor(ipCounter / 62_500)}.${Math.floor(ipCounter / 250) % 250}.${(ipCounter++ % 250) + 1}`;

export interface Answer {
  status: number;
  text: string;
  contentType: string;
}

/** One request as a browser or script would send it: real HTTP, no redirects followed. */
export async function send(
  server: TestServer,
  method: string,
  path: string,
  options: { token?: string | null; body?: string | Buffer; contentType?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'X-Forwarded-For': nextAddress() };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = options.contentType ?? 'application/json';
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers,
    body: options.body,
    redirect: 'manual',
  });
  return {
    status: response.status,
    text: await response.text(),
    contentType: response.headers.get('content-type') ?? '',
  };
}

/** The caller's own organisation (A, except for the admin of B) and the other one. */
export function orgsFor(world: World, subject: Subject): { own: Org; other: Org } {
  return subject === 'otherOrgAdmin'
    ? { own: world.orgB, other: world.orgA }
    : { own: world.orgA, other: world.orgB };
}

const UNKNOWN: Record<string, string> = { token: 'onbekend-token', checkout: 'cs_local_onbekend' };

/** The concrete path and body for one cell: `:params` filled from the target. */
export async function prepareCell(
  world: World,
  method: string,
  url: string,
  entry: RouteEntry,
  subject: Subject,
  target: Target,
): Promise<{ path: string; body: unknown; orgId: string }> {
  const orgs = orgsFor(world, subject);
  const org = target === 'other' ? orgs.other : orgs.own;
  const resource = resourceOf(url, entry);
  let id: string = randomUUID();
  if (resource && target !== 'unknown') {
    id = await world.resource(resource, org, method !== 'GET');
  } else if (resource && target === 'unknown') {
    id = UNKNOWN[resource] ?? id;
  }
  const orgId = target === 'unknown' ? randomUUID() : org.id;
  const path = url
    .replace(/:(id|organizationId|token)\b/g, encodeURIComponent(id))
    .replace(':side', 'current')
    .replace(':page', '1')
    .replace(/\*$/, 'matrix-onbekend');
  const body = entry.body?.({ id, orgId, memberRoleId: world.memberRoleId });
  return { path, body, orgId };
}

/** Runs `tasks` a few at a time: enough to be quick, few enough for a 2-core CI machine. */
export async function inBatches<T>(tasks: (() => Promise<T>)[], size = 12): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < tasks.length; start += size) {
    results.push(...(await Promise.all(tasks.slice(start, start + size).map((task) => task()))));
  }
  return results;
}
