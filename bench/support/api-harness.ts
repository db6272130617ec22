/**
 * What the API benchmarks (`bench/api.ts`, `bench/load.ts`) share: a fresh PostgreSQL database,
 * processes started through tsx in their own group, signing in through the built-in auth service,
 * and one autocannon measurement with the answering process's CPU time per request (from /proc).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { appendFileSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

export async function freePort(): Promise<number> {
  const probe = net.createServer();
  const port = await new Promise<number>((resolve) =>
    probe.listen(0, '127.0.0.1', () => resolve((probe.address() as net.AddressInfo).port)),
  );
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function createDatabase(): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `caoscan_bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export function startProcess(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    detached: true,
  });
}

export function stopProcess(child: ChildProcess | null): void {
  if (!child?.pid || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM'); // the whole group: tsx and its node child
  } catch {
    /* already gone */
  }
}

export async function waitForUrl(url: string, child: ChildProcess, seconds = 90): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process for ${url} ended with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** Signs a user in through the built-in auth service, as the apps do (code from the dev outbox). */
export async function signIn(baseUrl: string, email: string): Promise<string> {
  const json = { 'Content-Type': 'application/json' };
  const sent = await fetch(`${baseUrl}/auth/v1/otp`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, create_user: false }),
  });
  if (!sent.ok) throw new Error(`otp: ${sent.status} ${await sent.text()}`);
  const outbox = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const messages = (await outbox.json()) as { text: string }[];
  const code = /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1];
  if (!code) throw new Error('no sign-in code in the dev outbox');
  const verified = await fetch(`${baseUrl}/auth/v1/verify`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ type: 'email', email, token: code }),
  });
  if (!verified.ok) throw new Error(`verify: ${verified.status} ${await verified.text()}`);
  return ((await verified.json()) as { access_token: string }).access_token;
}

/** CPU ticks (user + system) of each process /proc lists, with its process group. */
function processTicks(): { pid: number; group: number; ticks: number }[] {
  const processes = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      processes.push({
        pid: Number(entry),
        group: Number(fields[2]),
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      /* the process ended meanwhile */
    }
  }
  return processes;
}

const USER_HZ = 100;

/**
 * CPU seconds (user + system) used so far by every process of a group (tsx and the node it starts),
 * from /proc: unlike req/s, CPU per request barely moves when other work shares the cores.
 */
export function groupCpuSeconds(groupId: number | undefined): number {
  if (!groupId) return 0;
  const ticks = processTicks().filter((process) => process.group === groupId);
  return ticks.reduce((sum, process) => sum + process.ticks, 0) / USER_HZ;
}

/**
 * CPU ticks so far of each PostgreSQL backend connected to a database (the pools of the server and
 * of the bare route), by pid: the part of a request's cost the app's own CPU time does not show.
 * Needs PostgreSQL on this machine (/proc); elsewhere the map is empty.
 */
export async function backendTicks(databaseName: string): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1',
      [databaseName],
    );
    const pids = new Set(rows.map((row) => row.pid));
    return new Map(
      processTicks().flatMap((process) => (pids.has(process.pid) ? [[process.pid, process.ticks]] : [])),
    );
  } finally {
    await client.end();
  }
}

/** CPU seconds the backends used between two readings (a backend that started meanwhile counts whole). */
function backendCpuSeconds(before: Map<number, number>, after: Map<number, number>): number {
  let ticks = 0;
  for (const [pid, now] of after) ticks += now - (before.get(pid) ?? 0);
  return ticks / USER_HZ;
}

/**
 * Waits until a process group has used (almost) no CPU for a second, at most `seconds`: the server
 * resumes the seeded 'processing' scans at start (thousands of queue sends), which would otherwise
 * be counted in the first routes' CPU per request when BENCH_SECONDS is short.
 */
export async function waitUntilIdle(groupId: number | undefined, seconds = 180): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < seconds * 1000) {
    const before = groupCpuSeconds(groupId);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (groupCpuSeconds(groupId) - before < 0.05) break;
  }
  return (Date.now() - started) / 1000;
}

export interface Measurement {
  requests: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU milliseconds of the answering process per request. */
  cpuMs: number;
  /** CPU milliseconds of PostgreSQL's backends per request (0 without a database name). */
  databaseCpuMs: number;
}

export async function measure(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  groupId?: number,
  databaseName?: string,
): Promise<Measurement> {
  const cpuBefore = groupCpuSeconds(groupId);
  const backendsBefore = databaseName ? await backendTicks(databaseName) : new Map<number, number>();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  const cpu = groupCpuSeconds(groupId) - cpuBefore;
  const backendsAfter = databaseName ? await backendTicks(databaseName) : new Map<number, number>();
  const databaseCpu = backendCpuSeconds(backendsBefore, backendsAfter);
  const bad = result.errors + result.timeouts + result.non2xx;
  return {
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: bad,
    cpuMs: result.requests.total ? (cpu * 1000) / result.requests.total : 0,
    databaseCpuMs: result.requests.total ? (databaseCpu * 1000) / result.requests.total : 0,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Prints a bench's table and appends it to bench/RESULTS.md unless `--no-record`. */
export function reportTable(lines: string[], record: boolean): void {
  console.log(`\n${lines.join('\n')}`);
  if (record) appendFileSync(path.join(ROOT, 'bench/RESULTS.md'), `\n${lines.join('\n')}`);
}

/** The end of every API bench: the last answers finish, the processes stop, the database and data go. */
export async function tearDownBench(
  stopAll: () => void,
  database: { drop: () => Promise<void> },
  dataDir: string,
): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  stopAll();
  await new Promise((resolve) => setTimeout(resolve, 500));
  await database
    .drop()
    .catch((error: unknown) => console.warn(`could not drop the bench database: ${String(error)}`));
  rmSync(dataDir, { recursive: true, force: true });
}
