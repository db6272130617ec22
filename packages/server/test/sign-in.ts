import { randomUUID } from 'node:crypto';
import { bookCreditsNow } from '../src/credits/ledger';
import { readLatestEmail, type TestServer } from './harness';

/**
 * People for API tests, signed in through the built-in auth API as the apps do it: POST
 * /auth/v1/otp, the code from the dev outbox, POST /auth/v1/verify. Organisations and role
 * assignments are written directly (the admin API belongs to another issue).
 */
let ipCounter = 0;
const nextIp = () => `10.77.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

export interface TestUser {
  id: string;
  email: string;
  organizationId: string | null;
  token: string;
  /** Authorization header for fetch. */
  auth: { Authorization: string };
}

export async function createOrganization(
  server: TestServer,
  options: { name?: string; shareScans?: boolean; credits?: number } = {},
): Promise<string> {
  const { db } = server.database;
  const org = await db
    .insertInto('organizations')
    .values({
      name: options.name ?? `Org ${randomUUID().slice(0, 8)}`,
      type: 'client',
      parent_id: null,
      share_scans_with_organization: options.shareScans ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.credits) {
    await bookCreditsNow(db, {
      organizationId: org.id,
      type: 'purchase',
      amount: options.credits,
      description: 'Testtegoed',
      idempotencyKey: `test:${org.id}`,
    });
  }
  return org.id;
}

export async function setShareScans(server: TestServer, organizationId: string, share: boolean) {
  await server.database.db
    .updateTable('organizations')
    .set({ share_scans_with_organization: share })
    .where('id', '=', organizationId)
    .execute();
}

/** Signs an existing user in through /auth/v1 and returns the access token. */
export async function signIn(server: TestServer, email: string): Promise<string> {
  const headers = { 'Content-Type': 'application/json', 'X-Forwarded-For': nextIp() };
  const sent = await fetch(`${server.url}/auth/v1/otp`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, create_user: false }),
  });
  if (!sent.ok) throw new Error(`otp for ${email}: ${sent.status} ${await sent.text()}`);
  const mail = await readLatestEmail(server.url, email);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  const verified = await fetch(`${server.url}/auth/v1/verify`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ type: 'email', email, token: code }),
  });
  if (!verified.ok) throw new Error(`verify for ${email}: ${verified.status} ${await verified.text()}`);
  return ((await verified.json()) as { access_token: string }).access_token;
}

/** A new user in `organizationId` with `role`, signed in. */
export async function createSignedInUser(
  server: TestServer,
  organizationId: string | null,
  role: 'admin' | 'org_administrator' | 'org_member' = 'org_member',
  label = 'user',
): Promise<TestUser> {
  const { db } = server.database;
  const email = `${label}-${randomUUID().slice(0, 8)}@test.caoscan.nl`;
  const user = await db
    .insertInto('users')
    .values({ email, display_name: label, organization_id: organizationId, status: 'active' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const roleRow = await db
    .selectFrom('roles')
    .select('id')
    .where('name', '=', role)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('role_assignments')
    .values({
      user_id: user.id,
      role_id: roleRow.id,
      organization_id: role === 'admin' ? null : organizationId,
    })
    .execute();
  const token = await signIn(server, email);
  return { id: user.id, email, organizationId, token, auth: { Authorization: `Bearer ${token}` } };
}

/** fetch + JSON for the product API: `api(server, user, 'POST', '/cao-scans', body)`. */
export async function api(
  server: TestServer,
  user: TestUser | null,
  method: string,
  path: string,
  body?: unknown,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read JSON answers loosely
): Promise<{ status: number; body: any; headers: Headers }> {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      ...(user ? user.auth : {}),
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON: keep text */
  }
  return { status: response.status, body: parsed, headers: response.headers };
}
