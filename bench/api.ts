/**
 * `pnpm bench:api`: the read routes of the real server (scan list, credit balance) on PostgreSQL,
 * beside a bare Fastify + pg route doing the least the scan list must do (the newest 20 scans of an
 * organisation plus a count), in the same run. A fresh database gets the demo plus 2,000 scans in
 * one organisation; the real server (`packages/server/src/server.ts`) and the bare route each run in
 * their own process; autocannon (50 connections) loads one target at a time, bare and real taking
 * turns. Targets (issue D): each read route ≥ 60 % of the bare route's req/s and p99 ≤ 50 ms.
 *
 * The machine's CPU is shared, so absolute figures move from run to run: compare within one run.
 * Options: --no-record (do not append to bench/RESULTS.md); env BENCH_DATABASE_URL (server to
 * create the database on, default TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test),
 * BENCH_SECONDS (per measurement, default 10), BENCH_CONNECTIONS (default 50), BENCH_ROUNDS (default 2),
 * BENCH_CPU_PROF (a directory for a CPU profile of the server).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrateToLatest, openDatabase } from '../packages/server/src/db/database';
import { seedDemo } from '../packages/server/src/db/seed';
import {
  CONNECTIONS,
  createDatabase,
  freePort,
  measure,
  reportTable,
  median,
  signIn,
  startProcess,
  stopProcess,
  tearDownBench,
  waitForUrl,
  type Measurement,
} from './support/api-harness';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const SCANS = 2000;
const BENCH_USER = 'lid@demo-uitzend.test';
const ORGANIZATION = 'Demo Uitzendbureau';
const TARGET_SHARE = 0.6;
const TARGET_P99_MS = 50;

// ---------- the run ----------

/** The demo, then 2,000 scans of the bench user (a quarter completed with two documents) and their credits. */
async function seed(databaseUrl: string): Promise<{ organizationId: string }> {
  const handle = await openDatabase({ databaseUrl });
  try {
    await migrateToLatest(handle.db);
    await seedDemo(handle.db);
  } finally {
    await handle.close();
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ user_id: string; organization_id: string }>(
      `select u.id as user_id, o.id as organization_id from users u join organizations o on o.name = $2
       where lower(u.email) = $1`,
      [BENCH_USER, ORGANIZATION],
    );
    const { user_id: userId, organization_id: organizationId } = rows[0]!;
    const files = await client.query<{ id: string }>(
      `insert into stored_files (organization_id, uploaded_by, kind, original_filename, content_type, format,
         file_size, page_count, sha256, storage_key, cao_name, sector)
       values ($1, $2, 'current', 'cao-huidig.pdf', 'application/pdf', 'pdf', 123456, 40, repeat('a', 64), 'bench/a', 'Cao A', 'Logistiek'),
              ($1, $2, 'client', 'cao-inlener.pdf', 'application/pdf', 'pdf', 234567, 80, repeat('b', 64), 'bench/b', 'Cao B', 'Metaal')
       returning id`,
      [organizationId, userId],
    );
    const [currentFile, clientFile] = files.rows.map((row) => row.id);
    await client.query(
      `insert into cao_scans (organization_id, user_id, name, description, status, current_step, is_abu_cao,
         current_cao_name, current_cao_sector, current_cao_file_id, client_cao_name, client_cao_sector,
         client_cao_file_id, started_at, completed_at, created_at, updated_at)
       select $1, $2, 'Benchscan ' || i, case when i % 3 = 0 then 'Vergelijking voor klant ' || i end,
         (array['draft','in_progress','processing','completed','failed'])[1 + i % 5],
         1 + i % 4, i % 4 = 0,
         'Cao A', 'Logistiek', case when i % 4 = 3 then $3::uuid end,
         'Cao B', 'Metaal', case when i % 4 = 3 then $4::uuid end,
         case when i % 5 >= 2 then now() - (i || ' minutes')::interval end,
         case when i % 5 = 3 then now() - (i || ' minutes')::interval end,
         now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
       from generate_series(1, $5::int) as i`,
      [organizationId, userId, currentFile, clientFile, SCANS],
    );
    // A ledger as long as the scans: one usage per completed scan, a purchase every 50 scans.
    await client.query(
      `insert into credit_transactions (organization_id, transaction_type, credits_amount, balance_after,
         description, idempotency_key, created_at)
       select $1, case when i % 50 = 0 then 'purchase' else 'usage' end,
         case when i % 50 = 0 then 50 else -1 end, 25, 'Bench', 'bench:' || i, now() - (i || ' minutes')::interval
       from generate_series(1, $2::int) as i`,
      [organizationId, SCANS],
    );
    await client.query('analyze');
    return { organizationId };
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const record = !argv.includes('--no-record');

  const database = await createDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'caoscan-bench-'));
  let server: ChildProcess | null = null;
  let bare: ChildProcess | null = null;
  const stopAll = () => {
    stopProcess(server);
    stopProcess(bare);
  };
  process.once('exit', stopAll);
  process.once('SIGINT', () => process.exit(130));
  try {
    const seeded = Date.now();
    const { organizationId } = await seed(database.url);
    console.log(`seeded ${SCANS} scans and ${SCANS} ledger rows in ${Date.now() - seeded} ms`);

    const [serverPort, barePort] = [await freePort(), await freePort()];
    const serverUrl = `http://127.0.0.1:${serverPort}`;
    server = startProcess(['packages/server/src/server.ts'], {
      DATABASE_URL: database.url,
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      PUBLIC_URL: serverUrl,
      DATA_DIR: dataDir,
      EMBEDDED_WORKER: 'false',
      SEED_DEMO: 'false',
      NODE_ENV: 'development',
      // BENCH_CPU_PROF=DIR: a V8 CPU profile of the server for the whole run, written when it stops.
      ...(process.env.BENCH_CPU_PROF
        ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}` }
        : {}),
    });
    bare = startProcess(['bench/support/bare-route.ts', String(barePort), database.url, organizationId], {});
    await waitForUrl(`${serverUrl}/api/health`, server);
    await waitForUrl(`http://127.0.0.1:${barePort}/bare/cao-scans`, bare);
    const token = await signIn(serverUrl, BENCH_USER);
    const auth = { Authorization: `Bearer ${token}` };

    const targets = [
      {
        name: 'bare Fastify + pg (20 newest + count)',
        url: `http://127.0.0.1:${barePort}/bare/cao-scans`,
        headers: {},
        group: bare.pid,
      },
      {
        name: 'GET /api/cao-scans?limit=20',
        url: `${serverUrl}/api/cao-scans?limit=20`,
        headers: auth,
        group: server.pid,
      },
      {
        name: 'GET /api/credits/balance',
        url: `${serverUrl}/api/credits/balance`,
        headers: auth,
        group: server.pid,
      },
    ];
    const check = await fetch(targets[1]!.url, { headers: auth });
    const list = (await check.json()) as { total: number; scans: unknown[] };
    if (list.total !== SCANS || list.scans.length !== 20) throw new Error(`unexpected list: ${list.total}`);

    for (const target of targets) await measure(target.url, target.headers, 2); // warm-up (JIT, pools)
    const results = new Map<string, Measurement[]>(targets.map((t) => [t.name, []]));
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const target of targets) {
        const measured = await measure(target.url, target.headers, SECONDS, target.group);
        results.get(target.name)!.push(measured);
        console.log(
          `round ${round} ${target.name}: ${measured.requests.toFixed(0)} req/s, p99 ${measured.p99} ms, ` +
            `${measured.cpuMs.toFixed(2)} ms CPU/request` +
            (measured.errors ? `, ${measured.errors} errors` : ''),
        );
      }
    }

    const summary = targets.map((target) => {
      const runs = results.get(target.name)!;
      return {
        name: target.name,
        requests: median(runs.map((r) => r.requests)),
        p50: median(runs.map((r) => r.p50)),
        p99: median(runs.map((r) => r.p99)),
        errors: runs.reduce((sum, r) => sum + r.errors, 0),
        cpuMs: median(runs.map((r) => r.cpuMs)),
      };
    });
    const bareRequests = summary[0]!.requests;
    const load1 = os.loadavg()[0]!.toFixed(1);
    const lines = [
      `## bench:api ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC — ${os.cpus().length} × ${os.cpus()[0]?.model.split(' ').slice(0, 2).join(' ')}, load ${load1}, Node ${process.version}, PostgreSQL, ${CONNECTIONS} connections, ${ROUNDS} × ${SECONDS} s each (median)`,
      '',
      '| route | req/s | p50 | p99 | share of bare | ≥ 60 % | p99 ≤ 50 ms | app CPU per request | errors |',
      '| --- | ---: | ---: | ---: | ---: | --- | --- | ---: | ---: |',
      ...summary.map((row, index) => {
        const share = row.requests / bareRequests;
        const yesNo = (ok: boolean) => (index === 0 ? '–' : ok ? 'yes' : 'NO');
        return `| ${row.name} | ${row.requests.toFixed(0)} | ${row.p50} ms | ${row.p99} ms | ${(share * 100).toFixed(0)} % | ${yesNo(share >= TARGET_SHARE)} | ${yesNo(row.p99 <= TARGET_P99_MS)} | ${row.cpuMs.toFixed(2)} ms | ${row.errors} |`;
      }),
      '',
    ];
    reportTable(lines, record);
  } finally {
    await tearDownBench(stopAll, database, dataDir);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
