import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopGroup, waitForExit } from '../../../tests/support/process-group';
import { startServerProcess, type ServerProcess } from './crash/processes';
import { startWorkerProcess } from './crash/worker-crash';
import { TEST_DB, type TestServer } from './harness';
import { readCorpus, startScanServer, uploadFile, waitFor } from './scans-helpers';
import { api, createOrganization, createSignedInUser, type TestUser } from './sign-in';

/**
 * SIGTERM (a deploy, a scale-down): a worker finishes the task it is on and hands the scan back
 * at once, without spending a retry, and exits 0; a server answers the request in flight and exits 0.
 */
describe.skipIf(TEST_DB !== 'postgres')(
  'graceful shutdown on SIGTERM (PostgreSQL, separate processes)',
  () => {
    let harness: TestServer & { dataDir: string };
    let server: ServerProcess;
    let user: TestUser;
    let workerEnv: Record<string, string>;
    const output: string[] = [];
    const workers: ChildProcess[] = [];

    beforeAll(async () => {
      harness = await startScanServer({ EMBEDDED_WORKER: 'false', JOB_MONITOR_SECONDS: '1' });
      const env = {
        DATABASE_URL: harness.env.DATABASE_URL!,
        DATA_DIR: harness.dataDir,
        EMBEDDED_WORKER: 'false',
        JOB_MONITOR_SECONDS: '1',
      };
      workerEnv = { ...env, NODE_ENV: 'test', SEED_DEMO: 'false' };
      server = await startServerProcess(env);
      user = await createSignedInUser(
        server.as(harness),
        await createOrganization(harness, { credits: 2 }),
        'org_administrator',
        'netjes',
      );
    }, 120_000);
    afterAll(async () => {
      await Promise.all([...workers, server?.child].filter(Boolean).map((c) => stopGroup(c!, 'SIGKILL')));
      await harness?.close();
    });

    it('a worker finishes its task, hands the scan back and exits 0', { timeout: 240_000 }, async () => {
      const current = server.as(harness);
      const { body: scan } = await api(current, user, 'POST', '/cao-scans', { name: 'Netjes stoppen' });
      const client = await uploadFile(
        current,
        user,
        scan.id,
        await readCorpus('cao-logistiek-lang.pdf'),
        'logistiek.pdf',
        { kind: 'client' },
      );
      expect(client.status).toBe(201);
      const started = await api(current, user, 'POST', `/cao-scans/${scan.id}/start-comparison`, {
        is_abu_cao: true,
        client_cao_file_id: client.body.file_id,
        client_cao_name: 'Cao Logistiek',
      });
      expect(started.status).toBe(202);
      const first = startWorkerProcess(workerEnv, output);
      workers.push(first);
      const progressOf = async () =>
        (await api(current, user, 'GET', `/cao-scans/${scan.id}/section-tasks`)).body;
      await waitFor(async () => (await progressOf()).progress.completed >= 2, 120_000, 40);

      expect(await stopGroup(first, 'SIGTERM', 60_000), output.join('')).toBe(0);
      const atStop = await progressOf();
      expect(atStop.overall_status).toBe('processing');
      expect(atStop.sections.filter((s: { status: string }) => s.status === 'in_progress')).toEqual([]);
      // Handed back: a queued job for the scan, no retry spent, none failed.
      const { rows: jobs } = await sql<{ state: string; retry_count: number }>`
      select state, retry_count from pgboss.job where singleton_key = ${scan.id}`.execute(
        harness.database.db,
      );
      expect(jobs).toContainEqual({ state: 'created', retry_count: 0 });
      expect(jobs.map((j) => j.state)).not.toContain('failed');

      const second = startWorkerProcess(workerEnv, output);
      workers.push(second);
      const finished = await waitFor(
        async () => {
          const progress = await progressOf();
          return progress.overall_status === 'processing' ? null : progress;
        },
        180_000,
        300,
      );
      expect(finished.overall_status, output.join('').slice(-3000)).toBe('completed');
      expect((await api(current, user, 'GET', '/credits/balance')).body.current_balance).toBe(1);
      expect(await stopGroup(second, 'SIGTERM', 60_000)).toBe(0);
    });

    it('a server answers the upload in flight, then exits 0', { timeout: 60_000 }, async () => {
      const { body: scan } = await api(server.as(harness), user, 'POST', '/cao-scans', {
        name: 'Laatste upload',
      });
      const bytes = await readCorpus('cao-retail-fictief.pdf');
      const boundary = `----netjes${randomBytes(8).toString('hex')}`;
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="cao_scan_id"\r\n\r\n${scan.id}\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="retail.pdf"\r\n` +
            'Content-Type: application/pdf\r\n\r\n',
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const answer = new Promise<number>((resolve, reject) => {
        const request = http.request(`${server.url}/api/files/upload`, {
          method: 'POST',
          headers: {
            ...user.auth,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': String(body.length),
          },
        });
        request.on('response', (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on('error', reject);
        request.write(body.subarray(0, body.length / 2));
        setTimeout(() => {
          process.kill(-server.child.pid!, 'SIGTERM'); // mid-body
          setTimeout(() => request.end(body.subarray(body.length / 2)), 500);
        }, 300);
      });
      expect(await answer).toBe(201);
      expect(await waitForExit(server.child)).toBe(0);
    });
  },
);
