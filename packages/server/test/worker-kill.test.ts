import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnInGroup, stopGroup } from '../../../tests/support/process-group';
import { TEST_DB, type TestServer } from './harness';
import { readCorpus, startScanServer, uploadFile, waitFor } from './scans-helpers';
import { api, createOrganization, createSignedInUser, type TestUser } from './sign-in';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

/** The URL of the harness's fresh test database, for a process of our own. */
async function databaseUrl(server: TestServer): Promise<string> {
  const { rows } = await server.database.db.executeQuery<{ name: string }>({
    sql: 'select current_database() as name',
    parameters: [],
    query: { kind: 'RawNode' } as never,
    queryId: { queryId: 'current-database' },
  });
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  url.pathname = `/${rows[0]!.name}`;
  return url.toString();
}

/** `pnpm worker`, as a real separate process (group): node --import tsx src/worker.ts. */
function startWorker(env: Record<string, string>, output: string[]): ChildProcess {
  const child = spawnInGroup(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return child;
}

describe.skipIf(TEST_DB !== 'postgres')('a worker killed mid-scan (PostgreSQL, separate processes)', () => {
  let server: TestServer & { dataDir: string };
  let user: TestUser;
  let workerEnv: Record<string, string>;
  const output: string[] = [];
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    // The server only sends jobs; the separate worker processes work them.
    server = await startScanServer({ EMBEDDED_WORKER: 'false', JOB_MONITOR_SECONDS: '1' });
    user = await createSignedInUser(
      server,
      await createOrganization(server, { credits: 3 }),
      'org_administrator',
      'nacht',
    );
    workerEnv = {
      DATABASE_URL: await databaseUrl(server),
      DATA_DIR: server.dataDir,
      JOB_MONITOR_SECONDS: '1',
      NODE_ENV: 'test',
      SEED_DEMO: 'false',
    };
  });
  afterAll(async () => {
    await Promise.all(workers.map((worker) => stopGroup(worker, 'SIGKILL')));
    await server.close();
  });

  it('is finished by the next worker, with one credit debited', { timeout: 240_000 }, async () => {
    const { body: scan } = await api(server, user, 'POST', '/cao-scans', { name: 'Nachtdienst' });
    const client = await uploadFile(
      server,
      user,
      scan.id,
      await readCorpus('cao-logistiek-lang.pdf'),
      'logistiek.pdf',
      {
        kind: 'client',
      },
    );
    expect(client.status).toBe(201);
    const selection = {
      is_abu_cao: true,
      client_cao_file_id: client.body.file_id,
      client_cao_name: 'Cao Logistiek en Wegvervoer',
      client_cao_sector: 'Transport en logistiek',
    };
    expect(
      (await api(server, user, 'POST', `/cao-scans/${scan.id}/start-comparison`, selection)).status,
    ).toBe(202);

    const t0 = Date.now();
    const first = startWorker(workerEnv, output);
    workers.push(first);
    const progressOf = async () =>
      (await api(server, user, 'GET', `/cao-scans/${scan.id}/section-tasks`)).body;
    // Kill it as soon as it has done some of the work, without warning.
    const before = await waitFor(
      async () => {
        const progress = await progressOf();
        return progress.progress.completed >= 2 ? progress : null;
      },
      120_000,
      40,
    );
    const killedAt = Date.now();
    expect(await stopGroup(first, 'SIGKILL')).toBe('SIGKILL');
    const atKill = await progressOf();
    expect(atKill.progress.completed, output.join('')).toBeLessThan(48);
    const doneAtKill = new Map<string, string>(
      atKill.sections
        .filter((s: { status: string }) => s.status === 'completed')
        .map((s: { id: string; completed_at: string }) => [s.id, s.completed_at]),
    );
    expect(doneAtKill.size).toBeGreaterThanOrEqual(before.progress.completed);
    expect((await api(server, user, 'GET', `/cao-scans/${scan.id}`)).body.status).toBe('processing');

    const second = startWorker(workerEnv, output);
    workers.push(second);
    const finished = await waitFor(
      async () => {
        const progress = await progressOf();
        return progress.overall_status === 'processing' ? null : progress;
      },
      180_000,
      500,
    );
    expect(finished.overall_status, output.join('')).toBe('completed');
    expect(finished.progress).toEqual({ percentage: 100, completed: 48, total: 48 });
    // Resume: what was done before the kill was not done again.
    for (const section of finished.sections as { id: string; completed_at: string }[]) {
      if (doneAtKill.has(section.id)) expect(section.completed_at).toBe(doneAtKill.get(section.id));
    }

    const usage = await server.database.db
      .selectFrom('credit_transactions')
      .selectAll()
      .where('organization_id', '=', user.organizationId!)
      .where('transaction_type', '=', 'usage')
      .execute();
    expect(usage).toHaveLength(1);
    expect(usage[0]).toMatchObject({ scan_id: scan.id, credits_amount: -1, balance_after: 2 });

    console.log(
      `killed after ${killedAt - t0} ms at ${doneAtKill.size}/48; finished ${Date.now() - killedAt} ms later`,
    );
    expect(await stopGroup(second, 'SIGTERM', 60_000)).toBe(0);
  });
});
