import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopGroup } from '../../../tests/support/process-group';
import { createS3Storage } from '../src/storage/s3-storage';
import {
  startHoldingProxy,
  startServerProcess,
  type HoldingProxy,
  type ServerProcess,
} from './crash/processes';
import { TEST_DB, type TestServer } from './harness';
import { purchaseEntries, readBalance, saveBilling } from './payments-helpers';
import { readCorpus, startScanServer, waitFor } from './scans-helpers';
import { api, createOrganization, createSignedInUser, type TestUser } from './sign-in';
import { startS3StandIn, type S3StandIn } from './s3-stand-in';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in';

const BUCKET = 'caoscan-crash';
const WEBHOOK_SECRET = 'whsec_crash_secret';

/**
 * The server process killed (SIGKILL) in the middle of an upload and of a payment webhook: a real
 * `src/server.ts` process on PostgreSQL, files in an S3-compatible store (s3rver) and Stripe's API
 * (the stand-in) behind proxies that can hold a request, so the kill lands exactly while the upload
 * is being stored or the payment is being fulfilled. After a restart nothing is half there: no
 * file row without its content, no temp file, and a redelivered webhook credits exactly once.
 */
describe.skipIf(TEST_DB !== 'postgres')('the server process killed mid-request (PostgreSQL)', () => {
  let s3: S3StandIn | undefined;
  let s3Proxy: HoldingProxy;
  let stripe: StripeStandIn;
  let stripeProxy: HoldingProxy;
  let harness: TestServer & { dataDir: string };
  let processEnv: Record<string, string>;
  let server: ServerProcess;
  let user: TestUser;
  let s3Endpoint: string;

  // A restarted process listens where the killed one did, as behind a load balancer.
  const start = async () => {
    server = await startServerProcess(processEnv, server ? Number(new URL(server.url).port) : undefined);
    return server;
  };
  const kill = async () => expect(await stopGroup(server.child, 'SIGKILL')).toBe('SIGKILL');

  beforeAll(async () => {
    s3 = await startS3StandIn(BUCKET);
    s3Endpoint = s3.endpoint;
    s3Proxy = await startHoldingProxy(s3Endpoint);
    stripe = await startStripeStandIn();
    stripeProxy = await startHoldingProxy(stripe.url);
    const s3Env = {
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    };
    const stripeEnv = {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
    };
    // The harness server only makes the database and reads it; the process under test is another.
    harness = await startScanServer({
      ...s3Env,
      ...stripeEnv,
      S3_ENDPOINT: s3Endpoint,
      STRIPE_API_URL: stripe.url,
      EMBEDDED_WORKER: 'false',
    });
    const systemTemp = path.join(harness.dataDir, 'system-tmp');
    await fs.mkdir(systemTemp);
    processEnv = {
      ...s3Env,
      ...stripeEnv,
      S3_ENDPOINT: s3Proxy.url,
      STRIPE_API_URL: stripeProxy.url,
      EMBEDDED_WORKER: 'false',
      DATABASE_URL: harness.env.DATABASE_URL!,
      DATA_DIR: harness.dataDir,
      TMPDIR: systemTemp,
    };
    await start();
    user = await createSignedInUser(
      server.as(harness),
      await createOrganization(harness, { credits: 5 }),
      'org_administrator',
      'noodstop',
    );
  }, 180_000);
  afterAll(async () => {
    if (server) await stopGroup(server.child, 'SIGKILL');
    await harness?.close();
    await s3Proxy?.close();
    await stripeProxy?.close();
    await stripe?.close();
    await s3?.stop();
  });

  const tempFiles = async () => fs.readdir(path.join(harness.dataDir, 'tmp')).catch(() => [] as string[]);
  const rowsFor = (sha256: string) =>
    harness.database.db
      .selectFrom('stored_files')
      .select(['id', 'storage_key'])
      .where('organization_id', '=', user.organizationId!)
      .where('sha256', '=', sha256)
      .execute();
  const storage = () =>
    createS3Storage({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: s3Endpoint,
      forcePathStyle: true,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });

  function multipart(bytes: Buffer, filename: string) {
    const boundary = `----crash${randomBytes(8).toString('hex')}`;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    return { body: Buffer.concat([head, bytes, tail]), type: `multipart/form-data; boundary=${boundary}` };
  }

  it('killed while an upload streams in: no row, and its temp file goes at the next start', async () => {
    const bytes = await readCorpus('cao-metaal-fictief.pdf');
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const { body, type } = multipart(bytes, 'metaal.pdf');
    const request = http.request(`${server.url}/api/files/upload`, {
      method: 'POST',
      headers: { ...user.auth, 'content-type': type, 'content-length': String(body.length) },
    });
    request.on('error', () => {}); // the server dies under it
    request.write(body.subarray(0, Math.floor(body.length / 2)));
    await waitFor(async () => (await tempFiles()).length > 0, 20_000, 50);
    await kill();
    request.destroy();
    expect(await tempFiles()).toHaveLength(1); // what the killed process left behind
    await start();
    expect(await tempFiles()).toEqual([]);
    expect(await rowsFor(sha256)).toEqual([]);
  });

  it('killed while the upload is being stored: no file row without its content, and a retry stores it', async () => {
    const bytes = await readCorpus('cao-retail-fictief.pdf');
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const { body, type } = multipart(bytes, 'retail.pdf');
    // The store is slow: the content's PUT is held until the process is dead.
    s3Proxy.shouldHold = (req) => req.method === 'PUT';
    s3Proxy.held = 0;
    const answer = fetch(`${server.url}/api/files/upload`, {
      method: 'POST',
      headers: { ...user.auth, 'content-type': type },
      body,
    }).then(
      (r) => r.status,
      () => 'no answer',
    );
    await waitFor(async () => s3Proxy.held > 0, 30_000, 50);
    await kill();
    expect(await answer).toBe('no answer');
    s3Proxy.shouldHold = () => false;
    s3Proxy.release();
    // Not acknowledged, so not there: a row without its content would be a file that cannot be read.
    expect(await rowsFor(sha256)).toEqual([]);

    await start();
    expect(await tempFiles()).toEqual([]);
    const retry = await fetch(`${server.url}/api/files/upload`, {
      method: 'POST',
      headers: { ...user.auth, 'content-type': type },
      body,
    });
    expect(retry.status).toBe(201);
    const rows = await rowsFor(sha256);
    expect(rows).toHaveLength(1);
    const stored = await storage().read(rows[0]!.storage_key);
    expect(createHash('sha256').update(stored).digest('hex')).toBe(sha256);
  });

  async function deliver(sessionId: string): Promise<number | 'no answer'> {
    const payload = JSON.stringify({
      id: `evt_crash_${randomBytes(6).toString('hex')}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid' } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return fetch(`${server.url}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    }).then(
      (r) => r.status,
      () => 'no answer' as const,
    );
  }

  it('killed during a payment webhook: the redelivered event credits exactly once', async () => {
    const current = server.as(harness);
    await saveBilling(current, user);
    const opened = await api(current, user, 'POST', '/payments/create-checkout-session', {
      credits_quantity: 12,
    });
    expect(opened.status).toBe(200);
    const sessionId = opened.body.session_id as string;
    stripe.pay(sessionId);
    const before = await readBalance(current, user);

    // Fulfilment re-reads the session from Stripe; that read is held and the server dies meanwhile.
    stripeProxy.shouldHold = (req) => req.method === 'GET' && (req.url ?? '').includes(sessionId);
    stripeProxy.held = 0;
    const first = deliver(sessionId);
    await waitFor(async () => stripeProxy.held > 0, 20_000, 50);
    await kill();
    expect(await first).toBe('no answer');
    stripeProxy.shouldHold = () => false;
    stripeProxy.release();
    expect(await readBalance(harness, user)).toBe(before);

    // Stripe delivers again (no 2xx came), a few times: credited once.
    const restarted = (await start()).as(harness);
    expect(await deliver(sessionId)).toBe(200);
    expect(await Promise.all([deliver(sessionId), deliver(sessionId)])).toEqual([200, 200]);
    expect(await readBalance(restarted, user)).toBe(before + 12);
    const entries = (await purchaseEntries(harness, user.organizationId!)).filter(
      (entry) => entry.idempotency_key === `checkout:${sessionId}`,
    );
    expect(entries).toHaveLength(1);
  });

  it('killed at random moments of webhook deliveries: each payment credits exactly once', async () => {
    const current = () => server.as(harness);
    for (let round = 0; round < 2; round++) {
      const opened = await api(current(), user, 'POST', '/payments/create-checkout-session', {
        credits_quantity: 10 + round,
      });
      const sessionId = opened.body.session_id as string;
      stripe.pay(sessionId);
      const before = await readBalance(current(), user);
      const delivered = deliver(sessionId);
      await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 40)));
      await kill();
      await delivered;
      await start();
      expect(await deliver(sessionId)).toBe(200);
      expect(await readBalance(current(), user)).toBe(before + 10 + round);
    }
  });
});

/**
 * The built-in checkout (no Stripe) sends its event to itself: a server killed between marking
 * the session paid and crediting it has nobody to redeliver, so at start it fulfils such sessions.
 */
describe.skipIf(TEST_DB !== 'postgres')(
  'the built-in checkout, server killed while paying (PostgreSQL)',
  () => {
    let harness: TestServer & { dataDir: string };
    let server: ServerProcess;
    let user: TestUser;
    let env: Record<string, string>;

    beforeAll(async () => {
      harness = await startScanServer({ EMBEDDED_WORKER: 'false' });
      env = { DATABASE_URL: harness.env.DATABASE_URL!, DATA_DIR: harness.dataDir, EMBEDDED_WORKER: 'false' };
      server = await startServerProcess(env);
      user = await createSignedInUser(
        server.as(harness),
        await createOrganization(harness),
        'org_administrator',
        'testbetaling',
      );
      await saveBilling(server.as(harness), user);
    }, 120_000);
    afterAll(async () => {
      if (server) await stopGroup(server.child, 'SIGKILL');
      await harness?.close();
    });

    const restart = async () => {
      expect(await stopGroup(server.child, 'SIGKILL')).toBe('SIGKILL');
      server = await startServerProcess(env, Number(new URL(server.url).port));
    };
    const open = async (quantity: number) => {
      const opened = await api(server.as(harness), user, 'POST', '/payments/create-checkout-session', {
        credits_quantity: quantity,
      });
      expect(opened.status).toBe(200);
      return opened.body.session_id as string;
    };
    const ledgerFor = async (sessionId: string) =>
      (await purchaseEntries(harness, user.organizationId!)).filter(
        (e) => e.idempotency_key === `checkout:${sessionId}`,
      );

    it(
      'credits a session left paid but uncredited at the next start, once',
      { timeout: 120_000 },
      async () => {
        const sessionId = await open(9);
        // What a kill between the two steps of paying leaves: paid, no credits.
        await harness.database.db
          .updateTable('checkout_sessions')
          .set({ status: 'complete', payment_status: 'paid' })
          .where('id', '=', sessionId)
          .execute();
        await restart();
        await waitFor(async () => (await ledgerFor(sessionId)).length === 1, 20_000, 200);
        await restart(); // and not again
        expect(await ledgerFor(sessionId)).toHaveLength(1);
        expect(await readBalance(harness, user)).toBe(9);
      },
    );

    it('credits once, however the kill falls during paying', { timeout: 120_000 }, async () => {
      const sessionId = await open(4);
      const before = await readBalance(harness, user);
      const paying = fetch(`${server.url}/api/payments/local-checkout/${sessionId}/pay`, {
        method: 'POST',
        redirect: 'manual',
      }).catch(() => null);
      await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 30)));
      await restart();
      await paying;
      const session = await harness.database.db
        .selectFrom('checkout_sessions')
        .select('payment_status')
        .where('id', '=', sessionId)
        .executeTakeFirstOrThrow();
      const credited = session.payment_status === 'paid' ? 4 : 0;
      await waitFor(async () => (await readBalance(harness, user)) === before + credited, 20_000, 200);
      expect(await ledgerFor(sessionId)).toHaveLength(credited ? 1 : 0);
    });
  },
);
