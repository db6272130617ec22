import { randomInt } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopGroup } from '../../../tests/support/process-group';
import { startServerProcess, type ServerProcess } from './crash/processes';
import { TEST_DB, type TestServer } from './harness';
import { api, signIn, type TestUser } from './sign-in';

/**
 * The embedded database (PGlite in DATA_DIR/pglite) when the server process is killed (SIGKILL)
 * while writes are in flight: after a restart the database opens and every write that was
 * acknowledged (answered 2xx) is there. Two rounds, each killing at a random moment of a burst
 * of scans being created by several clients at once.
 */
// One run is enough: the process under test is the same in both projects.
describe.skipIf(TEST_DB !== 'pglite')('the embedded PGlite database, server killed while writing', () => {
  let dataDir: string;
  let server: ServerProcess | null = null;
  let user: TestUser;

  const start = async () => {
    server = await startServerProcess(
      { DATA_DIR: dataDir, SEED_DEMO: 'true', DATABASE_URL: '' },
      server ? Number(new URL(server.url).port) : undefined,
    );
    return server;
  };
  const asServer = () => ({ url: server!.url }) as TestServer;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'caoscan-pglite-crash-'));
    await start();
    const email = 'admin@demo-uitzend.test';
    const token = await signIn(asServer(), email);
    user = { id: '', email, organizationId: null, token, auth: { Authorization: `Bearer ${token}` } };
  }, 120_000);
  afterAll(async () => {
    if (server) await stopGroup(server.child, 'SIGKILL');
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write and opens again', { timeout: 240_000 }, async () => {
    const acknowledged: string[] = [];
    for (let round = 0; round < 2; round++) {
      let stop = false;
      let answered = 0;
      // Four clients create scans one after another as fast as the server answers.
      const client = async (n: number) => {
        for (let i = 0; !stop; i++) {
          const answer = await api(asServer(), user, 'POST', '/cao-scans', {
            name: `Ronde ${round} klant ${n} nr ${i}`,
          }).catch(() => null);
          if (!answer) return; // the server died under this request: not acknowledged
          if (answer.status === 201 || answer.status === 200) {
            acknowledged.push(answer.body.id as string);
            answered += 1;
          } else if (!stop) throw new Error(`create scan: ${answer.status} ${JSON.stringify(answer.body)}`);
        }
      };
      const clients = Promise.all([0, 1, 2, 3].map(client));
      await new Promise((resolve) => setTimeout(resolve, randomInt(300, 1500)));
      expect(await stopGroup(server!.child, 'SIGKILL')).toBe('SIGKILL');
      stop = true;
      await clients;
      expect(answered).toBeGreaterThan(0);
      await start(); // the database must open after the kill
      const listed = await api(asServer(), user, 'GET', '/cao-scans?limit=1');
      expect(listed.status).toBe(200);
      for (const id of acknowledged) {
        const scan = await api(asServer(), user, 'GET', `/cao-scans/${id}`);
        expect(scan.status, `acknowledged scan ${id} after round ${round}`).toBe(200);
      }
    }
    console.log(`PGlite crash: ${acknowledged.length} acknowledged writes, all present after 2 kills`);
  });
});
