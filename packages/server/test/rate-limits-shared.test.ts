import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { readAnonKey } from './auth-helpers';
import { TEST_DB, type TestServer } from './harness';
import { startScanServer, uploadFile } from './scans-helpers';
import { api, createOrganization, createSignedInUser } from './sign-in';

const RATE =
  /^Uw organisatie heeft het maximum van 4 uploads per uur bereikt\. Probeer het over \d+ minuten? opnieuw\.$/;

/**
 * Two server processes on one PostgreSQL database (issue D): the rate limits are counted in the
 * database, so a client sending to both gets one limit, not one per process. (Two app instances
 * in this test process, each with its own connection pool, as two processes would have.)
 */
describe.skipIf(TEST_DB !== 'postgres')('rate limits shared by two servers on one database', () => {
  let first: TestServer & { dataDir: string };
  let secondApp: FastifyInstance;
  let secondDatabase: DatabaseHandle;
  let second: TestServer;

  beforeAll(async () => {
    first = await startScanServer({ UPLOADS_PER_HOUR: '4' });
    secondDatabase = await openDatabase({ databaseUrl: first.env.DATABASE_URL });
    secondApp = await buildApp({ env: first.env, db: secondDatabase.db });
    await secondApp.listen({ port: 0, host: '127.0.0.1' });
    const address = secondApp.server.address() as { port: number };
    second = { ...first, app: secondApp, url: `http://127.0.0.1:${address.port}`, database: secondDatabase };
  });
  afterAll(async () => {
    await secondApp?.close();
    await secondDatabase?.close();
    await first?.close();
  });

  it("an organisation's hourly uploads are counted once over both servers", async () => {
    const user = await createSignedInUser(
      first,
      await createOrganization(first, { credits: 1 }),
      'org_member',
    );
    const scanId = (await api(first, user, 'POST', '/cao-scans', { name: 'Twee servers' })).body.id as string;
    const text = (i: number) =>
      Buffer.from(`Artikel 1 Werkingssfeer\nDeze cao, versie ${i}, geldt voor iedereen.\n`);
    for (let i = 0; i < 4; i++) {
      const server = i % 2 === 0 ? first : second;
      expect((await uploadFile(server, user, scanId, text(i), `cao-${i}.txt`)).status).toBe(201);
    }
    for (const server of [first, second]) {
      const refused = await uploadFile(server, user, scanId, text(9), 'cao-9.txt');
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({
        detail: expect.stringMatching(RATE),
        code: 'upload_rate_limited',
      });
    }
  });

  it('the sign-in code limit per address is one limit over both servers', async () => {
    const anonKey = await readAnonKey(first);
    const askCode = (server: TestServer, i: number) =>
      fetch(`${server.url}/auth/v1/otp`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', apikey: anonKey, 'X-Forwarded-For': '10.201.0.1' },
        body: JSON.stringify({ email: `onbekend-${i}@test.caoscan.nl`, create_user: false }),
      });
    // 30 per 10 minutes per address (auth/rate-limits.ts): 15 on each server uses them all up.
    // (An address range of its own: sign-in.ts signs test users in from 10.77.x.x.)
    for (let i = 0; i < 30; i++) {
      expect((await askCode(i % 2 === 0 ? first : second, i)).status, `code ${i}`).not.toBe(429);
    }
    expect((await askCode(first, 30)).status).toBe(429);
    expect((await askCode(second, 31)).status).toBe(429);
    // Another address is not affected.
    const other = await fetch(`${second.url}/auth/v1/otp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: anonKey, 'X-Forwarded-For': '10.201.0.2' },
      body: JSON.stringify({ email: 'onbekend@test.caoscan.nl', create_user: false }),
    });
    expect(other.status).not.toBe(429);
  });
});
