/**
 * `pnpm bench:load`: the main read routes of the real server on realistic data (issue J "Load").
 * A fresh PostgreSQL database gets the demo plus 200 organisations, 5,000 users, 20,000 scans (a fifth
 * completed, each with a comparison result per section), 50,000 ledger entries and 20,000 activity
 * events (packages/server/test/load-seed.ts, set-based inserts). The real server and the bare
 * Fastify + pg route (bench/support/bare-route.ts, the same scan table) run as their own processes;
 * autocannon loads one route at a time: the bare route first, then each read route, then the bare
 * route again (the baseline is the mean of both, so a load change during the run shows).
 * Targets: p99 ≤ 50 ms, 0 errors, ≥ 60 % of the bare route's req/s.
 *
 * Options: --no-record (do not append to bench/RESULTS.md); env BENCH_SECONDS (per route, default 30),
 * BENCH_CONNECTIONS (default 50), BENCH_DATABASE_URL, BENCH_CPU_PROF (a directory for a CPU profile of
 * the server), BENCH_ONLY (a part of a route's name: only those routes, beside the bare one),
 * BENCH_ENCODINGS (Accept-Encoding values, comma-separated, e.g. `identity,gzip,br`: each route once
 * per value, so the CPU an encoding costs shows within one run; default: no Accept-Encoding header).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrateToLatest, openDatabase } from '../packages/server/src/db/database';
import { seedDemo } from '../packages/server/src/db/seed';
import {
  DEMO_MEMBER,
  FULL_LOAD,
  loadRoutes,
  PLATFORM_ADMIN,
  seedLoadData,
  type LoadData,
} from '../packages/server/test/load-seed';
import {
  CONNECTIONS,
  createDatabase,
  freePort,
  measure,
  reportTable,
  signIn,
  startProcess,
  stopProcess,
  tearDownBench,
  waitForUrl,
  waitUntilIdle,
  type Measurement,
} from './support/api-harness';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const ONLY = process.env.BENCH_ONLY;
const ENCODINGS = process.env.BENCH_ENCODINGS?.split(',').map((value) => value.trim()) ?? [null];
const TARGET_SHARE = 0.6;
const TARGET_P99_MS = 50;

async function seed(databaseUrl: string): Promise<LoadData> {
  const handle = await openDatabase({ databaseUrl });
  try {
    await migrateToLatest(handle.db);
    await seedDemo(handle.db);
    return await seedLoadData(handle.db, FULL_LOAD);
  } finally {
    await handle.close();
  }
}

async function main(): Promise<void> {
  const record = !process.argv.includes('--no-record');
  const database = await createDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'caoscan-load-'));
  let server: ChildProcess | null = null;
  let bare: ChildProcess | null = null;
  const stopAll = () => {
    stopProcess(server);
    stopProcess(bare);
  };
  process.once('exit', stopAll);
  process.once('SIGINT', () => process.exit(130));
  try {
    const started = Date.now();
    const data = await seed(database.url);
    console.log(
      `seeded ${FULL_LOAD.organizations} organisations, ${FULL_LOAD.users} users, ${FULL_LOAD.scans} scans, ` +
        `${FULL_LOAD.ledgerEntries} ledger entries, ${FULL_LOAD.activityEvents} events in ${Date.now() - started} ms`,
    );

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
      ...(process.env.BENCH_CPU_PROF
        ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}` }
        : {}),
    });
    bare = startProcess(
      ['bench/support/bare-route.ts', String(barePort), database.url, data.organizationId],
      {},
    );
    await waitForUrl(`${serverUrl}/api/health`, server);
    console.log(`server idle after its start-up work in ${(await waitUntilIdle(server.pid)).toFixed(0)} s`);
    const bareUrl = `http://127.0.0.1:${barePort}/bare/cao-scans`;
    await waitForUrl(bareUrl, bare);
    const headers = {
      member: { Authorization: `Bearer ${await signIn(serverUrl, DEMO_MEMBER)}` },
      admin: { Authorization: `Bearer ${await signIn(serverUrl, PLATFORM_ADMIN)}` },
    };
    const routes = loadRoutes(data).filter((route) => !ONLY || route.name.includes(ONLY));
    for (const route of routes) {
      const answer = await fetch(`${serverUrl}${route.path}`, { headers: headers[route.as] });
      if (!answer.ok) throw new Error(`${route.path}: ${answer.status} ${await answer.text()}`);
    }

    const measured: { name: string; result: Measurement }[] = [];
    const run = async (name: string, url: string, auth: Record<string, string>, group?: number) => {
      await measure(url, auth, 2); // warm-up (JIT, pools)
      const result = await measure(url, auth, SECONDS, group, database.name);
      measured.push({ name, result });
      console.log(
        `${name}: ${result.requests.toFixed(0)} req/s, p99 ${result.p99} ms, ` +
          `${result.cpuMs.toFixed(2)} ms CPU/request (PostgreSQL ${result.databaseCpuMs.toFixed(2)} ms), ` +
          `${result.errors} errors`,
      );
    };
    const bareName = 'bare Fastify + pg (20 newest + count)';
    await run(bareName, bareUrl, {}, bare.pid);
    for (const route of routes) {
      for (const encoding of ENCODINGS) {
        await run(
          `GET ${route.path.replace(data.completedScanId, ':id')} (${route.name}${encoding ? `, ${encoding}` : ''})`,
          `${serverUrl}${route.path}`,
          { ...headers[route.as], ...(encoding ? { 'Accept-Encoding': encoding } : {}) },
          server.pid,
        );
      }
    }
    await run(`${bareName}, again`, bareUrl, {}, bare.pid);

    const bares = [measured[0]!.result, measured.at(-1)!.result];
    const baseline = (bares[0]!.requests + bares[1]!.requests) / 2;
    const load1 = os.loadavg()[0]!.toFixed(1);
    const lines = [
      `## bench:load ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC — ${os.cpus().length} × ${os.cpus()[0]?.model.split(' ').slice(0, 2).join(' ')}, load ${load1}, Node ${process.version}, PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s each`,
      '',
      `Data: ${FULL_LOAD.organizations} organisations, ${FULL_LOAD.users} users, ${FULL_LOAD.scans} scans (${data.memberScans} in the member's organisation), ${FULL_LOAD.ledgerEntries} ledger entries, ${FULL_LOAD.activityEvents} activity events. Baseline: the mean of the two bare runs (${baseline.toFixed(0)} req/s).`,
      '',
      '| route | req/s | p50 | p99 | errors | share of bare | ≥ 60 % | p99 ≤ 50 ms | app CPU per request | PostgreSQL CPU per request |',
      '| --- | ---: | ---: | ---: | ---: | ---: | --- | --- | ---: | ---: |',
      ...measured.map(({ name, result }) => {
        const isBare = name.startsWith(bareName);
        const share = result.requests / baseline;
        const yesNo = (ok: boolean) => (isBare ? '–' : ok ? 'yes' : 'NO');
        return `| ${name} | ${result.requests.toFixed(0)} | ${result.p50} ms | ${result.p99} ms | ${result.errors} | ${(share * 100).toFixed(0)} % | ${yesNo(share >= TARGET_SHARE)} | ${yesNo(result.p99 <= TARGET_P99_MS)} | ${result.cpuMs.toFixed(2)} ms | ${result.databaseCpuMs.toFixed(2)} ms |`;
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
