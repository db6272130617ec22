import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopGroup } from '../../../tests/support/process-group';
import { signInStaff, uploadCatalogueVersion } from './catalogue-helpers';
import { startWorkerProcess } from './crash/worker-crash';
import { TEST_DB } from './harness';
import { readCorpus, startScanServer, waitFor } from './scans-helpers';
import type { TestUser } from './sign-in';

/**
 * A catalogue version's extraction is a job the worker processes work, as scans are (issue K): a
 * server without an embedded worker only sends it, so the version waits; a worker killed in the
 * middle of it (SIGKILL) leaves the job to the next worker, which finishes it.
 */
describe.skipIf(TEST_DB !== 'postgres')('catalogue extraction in the worker processes (PostgreSQL)', () => {
  let server: Awaited<ReturnType<typeof startScanServer>>;
  let admin: TestUser;
  let workerEnv: Record<string, string>;
  const workers: ChildProcess[] = [];
  const output: string[] = [];

  beforeAll(async () => {
    server = await startScanServer({ EMBEDDED_WORKER: 'false', JOB_MONITOR_SECONDS: '1' });
    admin = await signInStaff(server, 'beheer@caoscan.test');
    workerEnv = {
      DATABASE_URL: server.env.DATABASE_URL!,
      DATA_DIR: server.dataDir,
      EMBEDDED_WORKER: 'false',
      JOB_MONITOR_SECONDS: '1',
      NODE_ENV: 'test',
      SEED_DEMO: 'false',
    };
  }, 120_000);
  afterAll(async () => {
    await Promise.all(workers.map((worker) => stopGroup(worker, 'SIGKILL')));
    await server?.close();
  });

  const readVersion = (id: string) =>
    server.database.db
      .selectFrom('catalogue_cao_versions')
      .select(['extraction_status', 'extraction_error', 'sha256'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('waits for a worker, which extracts it; a killed worker’s job is finished by the next', async () => {
    const uploaded = await uploadCatalogueVersion(
      server,
      admin,
      { name: 'Cao Lange Logistiek (fictief)', sector: 'Logistiek', label: 'v1' },
      await readCorpus('cao-logistiek-lang.pdf'),
      'logistiek.pdf',
    );
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const versionId = uploaded.body.version.id as string;

    // The server only sent the job: nothing extracts it until a worker runs.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect((await readVersion(versionId)).extraction_status).toBe('queued');

    const first = startWorkerProcess(workerEnv, output);
    workers.push(first);
    await waitFor(
      async () => (await readVersion(versionId)).extraction_status === 'in_progress',
      60_000,
      100,
    );
    await stopGroup(first, 'SIGKILL');
    expect((await readVersion(versionId)).extraction_status).toBe('in_progress');

    workers.push(startWorkerProcess(workerEnv, output));
    const done = await waitFor(
      async () => {
        const version = await readVersion(versionId);
        return version.extraction_status === 'completed' || version.extraction_status === 'failed'
          ? version
          : null;
      },
      180_000,
      500,
    );
    expect(done.extraction_status, output.join('').slice(-3000)).toBe('completed');
    const cached = await server.database.db
      .selectFrom('extraction_cache')
      .select('section_name')
      .where('sha256', '=', done.sha256)
      .execute();
    expect(cached).toHaveLength(17);
  }, 300_000);
});
