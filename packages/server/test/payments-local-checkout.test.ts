import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env';
import { choosePaymentProvider } from '../src/payments/payment-provider';
import { startTestServer, type TestServer } from './harness';
import { purchaseEntries, readBalance, saveBilling } from './payments-helpers';
import { api, createOrganization, createSignedInUser, type TestUser } from './sign-in';

/** A form post as the checkout page's buttons make it; redirects are read, not followed. */
function post(server: TestServer, path: string, headers: Record<string, string> = {}) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: '',
    redirect: 'manual',
  });
}

describe('the built-in test checkout (no Stripe configured)', () => {
  let server: TestServer;
  let admin: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createSignedInUser(
      server,
      await createOrganization(server),
      'org_administrator',
      'beheerder',
    );
    await saveBilling(server, admin);
  }, 180_000);
  afterAll(() => server.close());

  async function open(quantity: number) {
    const response = await api(server, admin, 'POST', '/payments/create-checkout-session', {
      credits_quantity: quantity,
    });
    expect(response.status).toBe(200);
    return response.body as { session_id: string; url: string };
  }

  it('says it is the local checkout in the config', async () => {
    expect((await api(server, admin, 'GET', '/payments/config')).body).toEqual({
      publishable_key: null,
      provider: 'local',
    });
  });

  it('shows the order in Dutch, and paying credits exactly once through the signed webhook', async () => {
    const { session_id: id, url } = await open(15);
    expect(url).toBe(`/api/payments/local-checkout/${id}`);
    const page = await fetch(`${server.url}${url}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('Ingebouwde testbetaling');
    expect(html).toContain('Betalen');
    expect(html).toContain('Annuleren');
    expect(html).toMatch(/585,00/);

    const before = await readBalance(server, admin);
    const paid = await post(server, `${url}/pay`);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/payment/success?session_id=${id}`);
    expect(await readBalance(server, admin)).toBe(before + 15);

    // Paying again, the success page and a second visit change nothing.
    expect((await post(server, `${url}/pay`)).status).toBe(303);
    const status = await api(server, admin, 'GET', `/payments/session/${id}`);
    expect(status.body).toMatchObject({ payment_status: 'paid', status: 'complete', is_fulfilled: true });
    expect((await fetch(`${server.url}${url}`, { redirect: 'manual' })).status).toBe(303);
    expect(await readBalance(server, admin)).toBe(before + 15);
    const history = await api(server, admin, 'GET', '/credits/history?transaction_type=purchase');
    expect(history.body.transactions[0]).toMatchObject({
      credits_amount: 15,
      description: 'Aankoop van 15 credits (testbetaling)',
    });
    expect((await purchaseEntries(server, admin.organizationId!)).length).toBe(1);
  });

  it('cancelling changes nothing, and a cancelled session cannot be paid later', async () => {
    const { session_id: id, url } = await open(5);
    const before = await readBalance(server, admin);
    const cancelled = await post(server, `${url}/cancel`);
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe('/payment/cancel');
    expect((await post(server, `${url}/pay`)).status).toBe(410);
    expect(await readBalance(server, admin)).toBe(before);
    const status = await api(server, admin, 'GET', `/payments/session/${id}`);
    expect(status.body).toMatchObject({ payment_status: 'unpaid', status: 'expired', is_fulfilled: false });
  });

  it('lets only a browser on the server machine pay (LOCAL_CHECKOUT=auto)', async () => {
    const { url } = await open(5);
    const before = await readBalance(server, admin);
    const remote = await post(server, `${url}/pay`, { 'x-forwarded-for': '203.0.113.9' });
    expect(remote.status).toBe(403);
    expect(await remote.text()).toContain('Testbetaling niet toegestaan');
    expect(await readBalance(server, admin)).toBe(before);
  });

  it('a forged event signed with another secret credits nothing', async () => {
    const { session_id: id } = await open(4);
    const response = await fetch(`${server.url}/api/payments/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=00`,
      },
      body: JSON.stringify({ id: 'evt_x', type: 'checkout.session.completed', data: { object: { id } } }),
    });
    expect(response.status).toBe(400);
  });
});

describe('payments without Stripe and without the built-in checkout', () => {
  let server: TestServer;
  let admin: TestUser;

  beforeAll(async () => {
    server = await startTestServer({ LOCAL_CHECKOUT: 'off' });
    admin = await createSignedInUser(
      server,
      await createOrganization(server),
      'org_administrator',
      'beheerder',
    );
    await saveBilling(server, admin);
  }, 180_000);
  afterAll(() => server.close());

  it('says so instead of opening a checkout', async () => {
    expect((await api(server, admin, 'GET', '/payments/config')).body.provider).toBe('off');
    const response = await api(server, admin, 'POST', '/payments/create-checkout-session', {
      credits_quantity: 5,
    });
    expect(response.status).toBe(503);
    expect(response.body.detail).toMatch(/niet ingesteld/);
    expect((await fetch(`${server.url}/api/payments/local-checkout/cs_local_${'a'.repeat(32)}`)).status).toBe(
      404,
    );
  });

  it('production has no built-in checkout unless LOCAL_CHECKOUT=on is set deliberately', () => {
    const base = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
    const db = server.database.db;
    expect(choosePaymentProvider(loadEnv(base), db)).toBeNull();
    expect(choosePaymentProvider(loadEnv({ ...base, LOCAL_CHECKOUT: 'on' }), db)?.kind).toBe('local');
    expect(
      choosePaymentProvider(loadEnv({ NODE_ENV: 'development', JWT_SECRET: 'x'.repeat(40) }), db)?.kind,
    ).toBe('local');
    expect(() => loadEnv({ ...base, STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });
});
