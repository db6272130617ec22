import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopGroup } from '../../../tests/support/process-group';
import { startServerProcess, type ServerProcess } from './crash/processes';
import { startWorkerProcess } from './crash/worker-crash';
import { TEST_DB, type TestServer } from './harness';
import { purchaseEntries, saveBilling } from './payments-helpers';
import { readCorpus, startScanServer, uploadFile, waitFor } from './scans-helpers';
import { api, createOrganization, createSignedInUser, type TestUser } from './sign-in';
import { startS3StandIn, type S3StandIn } from './s3-stand-in';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in';

const BUCKET = 'caoscan-several';
const WEBHOOK_SECRET = 'whsec_several_secret';
const DOCUMENTS = [
  'cao-retail-fictief.pdf',
  'cao-metaal-fictief.pdf',
  'cao-uitzend-fictief.pdf',
  'cao-schoonmaak-fictief.pdf',
  'cao-schoonmaak-fictief.docx',
];

/**
 * Production's shape (README "Productie"): two server processes and two worker processes on one
 * PostgreSQL, documents in an S3-compatible store (s3rver), one JWT secret, each process its own
 * DATA_DIR. Ten scans started at once through both servers all complete, for one credit each; a
 * payment webhook delivered to both servers at once credits once.
 */
describe.skipIf(TEST_DB !== 'postgres')('two servers and two workers on one PostgreSQL and S3', () => {
  let s3: S3StandIn | undefined;
  let stripe: StripeStandIn;
  let harness: TestServer & { dataDir: string };
  const servers: ServerProcess[] = [];
  const workers: ChildProcess[] = [];
  const workerOutput: string[] = [];
  const dataDirs: string[] = [];
  let user: TestUser;

  beforeAll(async () => {
    s3 = await startS3StandIn(BUCKET);
    const s3Endpoint = s3.endpoint;
    stripe = await startStripeStandIn();
    const shared = {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3Endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
      STRIPE_API_URL: stripe.url,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      EMBEDDED_WORKER: 'false',
      JOB_MONITOR_SECONDS: '2',
    };
    // The harness makes the database (and migrates it once); it serves nothing in this test.
    harness = await startScanServer(shared);
    const own = async () => {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'caoscan-proc-'));
      dataDirs.push(dir);
      return dir;
    };
    const env = { ...shared, DATABASE_URL: harness.env.DATABASE_URL! };
    servers.push(
      ...(await Promise.all([
        startServerProcess({ ...env, DATA_DIR: await own() }),
        startServerProcess({ ...env, DATA_DIR: await own() }),
      ])),
    );
    for (let i = 0; i < 2; i++) {
      workers.push(
        startWorkerProcess(
          { ...env, DATA_DIR: await own(), NODE_ENV: 'test', SEED_DEMO: 'false' },
          workerOutput,
        ),
      );
    }
    user = await createSignedInUser(
      servers[0]!.as(harness),
      await createOrganization(harness, { credits: 10 }),
      'org_administrator',
      'samen',
    );
  }, 180_000);
  afterAll(async () => {
    await Promise.all([...workers, ...servers.map((s) => s.child)].map((c) => stopGroup(c, 'SIGKILL')));
    await harness?.close();
    await stripe?.close();
    await s3?.stop();
    for (const dir of dataDirs) await fs.rm(dir, { recursive: true, force: true });
  });

  it('finish 10 scans started at once, one credit each', { timeout: 300_000 }, async () => {
    const via = (n: number) => servers[n % 2]!.as(harness);
    const scanIds = await Promise.all(
      Array.from({ length: 10 }, async (_, n) => {
        const { body: scan } = await api(via(n), user, 'POST', '/cao-scans', { name: `Samen ${n}` });
        const name = DOCUMENTS[n % DOCUMENTS.length]!;
        const upload = await uploadFile(via(n + 1), user, scan.id, await readCorpus(name), name, {
          kind: 'client',
        });
        expect(upload.status).toBe(201);
        const started = await api(via(n), user, 'POST', `/cao-scans/${scan.id}/start-comparison`, {
          is_abu_cao: true,
          client_cao_file_id: upload.body.file_id,
          client_cao_name: `Cao ${n}`,
        });
        expect(started.status).toBe(202);
        return scan.id as string;
      }),
    );
    const scans = await waitFor(
      async () => {
        const rows = await harness.database.db
          .selectFrom('cao_scans')
          .select(['id', 'status', 'error_message'])
          .where('id', 'in', scanIds)
          .execute();
        return rows.every((r) => r.status !== 'processing') ? rows : null;
      },
      240_000,
      500,
    );
    expect(
      scans.map((s) => s.status),
      workerOutput.join('').slice(-3000),
    ).toEqual(Array(10).fill('completed'));
    const usage = await harness.database.db
      .selectFrom('credit_transactions')
      .select(['scan_id', 'credits_amount'])
      .where('organization_id', '=', user.organizationId!)
      .where('transaction_type', '=', 'usage')
      .execute();
    expect(usage.map((u) => u.scan_id).sort()).toEqual([...scanIds].sort());
    expect(usage.every((u) => u.credits_amount === -1)).toBe(true);
    expect((await api(via(0), user, 'GET', '/credits/balance')).body.current_balance).toBe(0);
    // The documents went to the shared store, none to a process's own disk.
    for (const dir of dataDirs) expect(await fs.readdir(path.join(dir, 'files')).catch(() => [])).toEqual([]);
  });

  it('credit a payment once when its webhook reaches both servers at once', async () => {
    await saveBilling(servers[0]!.as(harness), user);
    const opened = await api(servers[1]!.as(harness), user, 'POST', '/payments/create-checkout-session', {
      credits_quantity: 20,
    });
    expect(opened.status).toBe(200);
    const sessionId = opened.body.session_id as string;
    stripe.pay(sessionId);
    const payload = JSON.stringify({
      id: 'evt_several_1',
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid' } },
    });
    const deliver = (server: ServerProcess) =>
      fetch(`${server.url}/api/payments/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
        },
        body: payload,
      }).then((r) => r.status);
    const statuses = await Promise.all([0, 1, 0, 1, 0, 1].map((n) => deliver(servers[n]!)));
    expect(statuses).toEqual(Array(6).fill(200));
    const entries = (await purchaseEntries(harness, user.organizationId!)).filter(
      (entry) => entry.idempotency_key === `checkout:${sessionId}`,
    );
    expect(entries).toHaveLength(1);
    expect((await api(servers[0]!.as(harness), user, 'GET', '/credits/balance')).body.current_balance).toBe(
      20,
    );
  });
});
