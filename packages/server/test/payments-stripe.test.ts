import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { VALID_BILLING, purchaseEntries, readBalance, saveBilling } from './payments-helpers';
import { api, createOrganization, createSignedInUser, type TestUser } from './sign-in';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in';

const WEBHOOK_SECRET = 'whsec_test_standin_secret';

/** Sends a webhook event as Stripe does: JSON body, `Stripe-Signature` made by the real SDK. */
async function deliver(
  server: TestServer,
  event: object,
  options: { secret?: string; timestamp?: number } = {},
): Promise<number> {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
  const response = await fetch(`${server.url}/api/payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  return response.status;
}

let eventCounter = 0;
function sessionEvent(type: string, sessionId: string) {
  return {
    id: `evt_test_${++eventCounter}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid' } },
  };
}

describe('buying credits through Stripe (a local stand-in for its API)', () => {
  let stripe: StripeStandIn;
  let server: TestServer;
  let admin: TestUser;
  let member: TestUser;
  let outsider: TestUser;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    server = await startTestServer({
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
      STRIPE_API_URL: stripe.url,
    });
    const organizationId = await createOrganization(server);
    [admin, member, outsider] = await Promise.all([
      createSignedInUser(server, organizationId, 'org_administrator', 'beheerder'),
      createSignedInUser(server, organizationId, 'org_member', 'lid'),
      createSignedInUser(server, await createOrganization(server), 'org_administrator', 'ander'),
    ]);
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
  });

  async function openSession(quantity: number): Promise<string> {
    const response = await api(server, admin, 'POST', '/payments/create-checkout-session', {
      credits_quantity: quantity,
    });
    expect(response.status).toBe(200);
    return response.body.session_id as string;
  }

  it('answers the publishable key and the tiers in cents', async () => {
    expect((await api(server, admin, 'GET', '/payments/config')).body).toEqual({
      publishable_key: 'pk_test_standin',
      provider: 'stripe',
    });
    const pricing = await api(server, admin, 'GET', '/payments/pricing');
    expect(pricing.body.tiers.tier_2).toEqual({
      min_quantity: 10,
      max_quantity: 24,
      price_per_credit_cents: 3900,
    });
    expect((await api(server, member, 'GET', '/payments/pricing')).status).toBe(403);
  });

  it('refuses to open a checkout before the billing details are complete', async () => {
    const response = await api(server, admin, 'POST', '/payments/create-checkout-session', {
      credits_quantity: 5,
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'billing_incomplete' });
    expect(response.body.detail).toMatch(/bedrijfsgegevens/);
    expect(stripe.sessions.size).toBe(0);
  });

  it('opens a Checkout Session priced on the server, with organisation and quantity in metadata', async () => {
    await saveBilling(server, admin);
    const response = await api(server, admin, 'POST', '/payments/create-checkout-session', {
      credits_quantity: 15,
    });
    expect(response.status).toBe(200);
    const session = stripe.sessions.get(response.body.session_id)!;
    expect(response.body.url).toBe(session.url);
    expect(session).toMatchObject({
      mode: 'payment',
      currency: 'eur',
      amount_total: 15 * 3900,
      customer_email: VALID_BILLING.account_email,
      metadata: { organization_id: admin.organizationId, credits_quantity: '15' },
      success_url: `${server.url}/payment/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${server.url}/payment/cancel`,
    });
    expect(stripe.requests.every((r) => r.authorization === `Bearer ${stripe.secretKey}`)).toBe(true);
  });

  it.each([0, 10_000, 2.5, 'veel'])('refuses credits_quantity %j with a clear message', async (quantity) => {
    const response = await api(server, admin, 'POST', '/payments/create-checkout-session', {
      credits_quantity: quantity,
    });
    expect(response.status).toBe(400);
    expect(response.body.detail).toMatch(/credit|getal/);
  });

  it('lets only those who may view credits buy', async () => {
    const response = await api(server, member, 'POST', '/payments/create-checkout-session', {
      credits_quantity: 5,
    });
    expect(response.status).toBe(403);
  });

  it('refuses a bad signature and a stale timestamp with 400, crediting nothing', async () => {
    const id = await openSession(5);
    stripe.pay(id);
    const before = await readBalance(server, admin);
    const event = sessionEvent('checkout.session.completed', id);
    expect(await deliver(server, event, { secret: 'whsec_wrong' })).toBe(400);
    expect(await deliver(server, event, { timestamp: Math.floor(Date.now() / 1000) - 600 })).toBe(400);
    const unsigned = await fetch(`${server.url}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(400);
    expect(await readBalance(server, admin)).toBe(before);
  });

  it('credits nothing for a session that is not paid', async () => {
    const id = await openSession(7);
    const before = await readBalance(server, admin);
    expect(await deliver(server, sessionEvent('checkout.session.completed', id))).toBe(200);
    expect(await readBalance(server, admin)).toBe(before);
    const status = await api(server, admin, 'GET', `/payments/session/${id}`);
    expect(status.body).toMatchObject({ payment_status: 'unpaid', is_fulfilled: false });
  });

  it('credits once when one event arrives 10 times at once', async () => {
    const id = await openSession(15);
    stripe.pay(id);
    const before = await readBalance(server, admin);
    const event = sessionEvent('checkout.session.completed', id);
    const statuses = await Promise.all(Array.from({ length: 10 }, () => deliver(server, event)));
    expect(statuses).toEqual(Array(10).fill(200));
    expect(await readBalance(server, admin)).toBe(before + 15);
    const entries = (await purchaseEntries(server, admin.organizationId!)).filter(
      (entry) => entry.idempotency_key === `checkout:${id}`,
    );
    expect(entries).toHaveLength(1);
    const activity = await api(
      server,
      admin,
      'GET',
      '/statistics/organization/activity?scope=billing&limit=50',
    );
    const purchases = (
      activity.body.items as { activity_type: string; reference_id: string | null }[]
    ).filter((item) => item.activity_type === 'credit.purchased' && item.reference_id === id);
    expect(purchases).toHaveLength(1);
  });

  it('credits once for completed plus async_payment_succeeded, and the success page racing them', async () => {
    const id = await openSession(25);
    stripe.pay(id);
    const before = await readBalance(server, admin);
    const [completed, succeeded, page] = await Promise.all([
      deliver(server, sessionEvent('checkout.session.completed', id)),
      deliver(server, sessionEvent('checkout.session.async_payment_succeeded', id)),
      api(server, admin, 'GET', `/payments/session/${id}`),
    ]);
    expect([completed, succeeded, page.status]).toEqual([200, 200, 200]);
    expect(page.body).toMatchObject({ session_id: id, payment_status: 'paid', credits_quantity: 25 });
    expect(await readBalance(server, admin)).toBe(before + 25);
    const balance = (await api(server, admin, 'GET', '/credits/balance')).body;
    expect(balance.total_purchased).toBeGreaterThanOrEqual(25);
  });

  it('fulfils from the success page alone when no webhook came', async () => {
    const id = await openSession(3);
    stripe.pay(id);
    const before = await readBalance(server, admin);
    const first = await api(server, admin, 'GET', `/payments/session/${id}`);
    expect(first.body).toMatchObject({
      payment_status: 'paid',
      is_fulfilled: true,
      amount_total_cents: 3 * 4900,
    });
    await api(server, admin, 'GET', `/payments/session/${id}`);
    expect(await readBalance(server, admin)).toBe(before + 3);
  });

  it("never shows or credits another organisation's session, nor one we did not open", async () => {
    const id = await openSession(2);
    expect((await api(server, outsider, 'GET', `/payments/session/${id}`)).status).toBe(404);
    expect((await api(server, member, 'GET', `/payments/session/${id}`)).status).toBe(403);
    expect((await api(server, admin, 'GET', '/payments/session/cs_test_unknown')).status).toBe(404);
    expect(await deliver(server, sessionEvent('checkout.session.completed', 'cs_test_not_ours'))).toBe(200);
  });
});
