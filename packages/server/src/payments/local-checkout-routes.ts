import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../context';
import { isSameMachine } from '../http/same-machine';
import { renderCheckoutMessage, renderCheckoutPage } from './local-checkout-page';
import { LOCAL_CHECKOUT_PATH } from './local-provider';
import type { PaymentProvider } from './payment-provider';
import { fulfilCheckout } from './fulfil-checkout';
import { WEBHOOK_PATH, stripeWebhooks } from './webhook-route';

const ParamsSchema = z.object({ id: z.string().regex(/^cs_local_[A-Za-z0-9_-]{16,64}$/) });

/** The event Stripe would send for a paid session, in Stripe's format (only the fields we read). */
function completedEvent(session: { id: string; amount_total: number; metadata: Record<string, string> }) {
  const created = Math.floor(Date.now() / 1000);
  return {
    id: `evt_local_${randomBytes(12).toString('base64url')}`,
    object: 'event',
    api_version: null,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'checkout.session.completed',
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: 'paid',
        currency: 'eur',
        amount_total: session.amount_total,
        metadata: session.metadata,
        created,
      },
    },
  };
}

/** Delivers a signed event to our own webhook route, through the whole route as Stripe's would go. */
async function deliverEvent(app: FastifyInstance, secret: string, event: object): Promise<void> {
  const payload = JSON.stringify(event);
  const response = await app.inject({
    method: 'POST',
    url: WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': stripeWebhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
  if (response.statusCode !== 200) throw new Error(`local webhook answered ${response.statusCode}`);
}

/**
 * The built-in test checkout (no STRIPE_SECRET_KEY): GET shows the order, POST …/pay marks the
 * session paid and sends `checkout.session.completed` signed with the webhook secret to
 * /api/payments/webhook, POST …/cancel ends it unpaid. Paying gives credits for free, so with
 * LOCAL_CHECKOUT=auto only a browser on the server's own machine may pay (the demo, the tests);
 * LOCAL_CHECKOUT=on lets anyone holding the link pay, and production needs that setting at all.
 */
export const localCheckoutRoutes: FastifyPluginAsync<{ ctx: AppContext; provider: PaymentProvider }> = async (
  app,
  { ctx, provider },
) => {
  const { db, env } = ctx;
  // The page's forms post without fields.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, _b, done) =>
    done(null, {}),
  );
  const schema = { hide: true, params: ParamsSchema };
  const findOpen = (id: string) =>
    db
      .selectFrom('checkout_sessions')
      .innerJoin('organizations', 'organizations.id', 'checkout_sessions.organization_id')
      .select([
        'checkout_sessions.id',
        'checkout_sessions.status',
        'checkout_sessions.payment_status',
        'checkout_sessions.credits_quantity',
        'checkout_sessions.amount_total_cents',
        'checkout_sessions.organization_id',
        'organizations.name as organization_name',
      ])
      .where('checkout_sessions.id', '=', id)
      .where('checkout_sessions.provider', '=', 'local')
      .executeTakeFirst();
  // Paying marks the session paid, then sends the event: a process killed in between (kill -9)
  // leaves a paid session without its credits, and no Stripe will send that event again. So at
  // start the built-in checkout redelivers to itself: every paid, unfulfilled session is fulfilled
  // (once, like any other delivery: fulfil-checkout.ts).
  app.addHook('onReady', async () => {
    const unfulfilled = await db
      .selectFrom('checkout_sessions')
      .select('id')
      .where('provider', '=', 'local')
      .where('payment_status', '=', 'paid')
      .where('fulfilled_at', 'is', null)
      .execute();
    for (const { id } of unfulfilled) {
      await fulfilCheckout(db, provider, id).catch((error: unknown) =>
        app.log.error({ err: error, sessionId: id }, 'fulfilling a paid local checkout failed'),
      );
    }
  });
  const html = (status: number, body: string) => ({ status, body });
  const successUrl = (id: string) => `/payment/success?session_id=${encodeURIComponent(id)}`;

  app.get<{ Params: { id: string } }>(`${LOCAL_CHECKOUT_PATH}/:id`, { schema }, async (request, reply) => {
    const session = await findOpen(request.params.id);
    const page = !session
      ? html(404, renderCheckoutMessage('Betaling niet gevonden', 'Deze betaalsessie bestaat niet.'))
      : session.payment_status === 'paid'
        ? null
        : session.status !== 'open'
          ? html(
              410,
              renderCheckoutMessage('Betaling beëindigd', 'Deze betaalsessie is geannuleerd of verlopen.'),
            )
          : html(
              200,
              renderCheckoutPage({
                id: session.id,
                quantity: session.credits_quantity,
                unitCents: Math.round(session.amount_total_cents / session.credits_quantity),
                totalCents: session.amount_total_cents,
                organizationName: session.organization_name,
              }),
            );
    if (!page) return reply.redirect(successUrl(request.params.id), 303);
    return reply.code(page.status).type('text/html; charset=utf-8').send(page.body);
  });

  app.post<{ Params: { id: string } }>(
    `${LOCAL_CHECKOUT_PATH}/:id/pay`,
    { schema },
    async (request, reply) => {
      if (env.LOCAL_CHECKOUT !== 'on' && !isSameMachine(request, env.PUBLIC_URL)) {
        return reply
          .code(403)
          .type('text/html; charset=utf-8')
          .send(
            renderCheckoutMessage(
              'Testbetaling niet toegestaan',
              'De ingebouwde testbetaling werkt alleen in een browser op de server zelf. Stel Stripe in (STRIPE_SECRET_KEY) om echt te betalen.',
            ),
          );
      }
      const { id } = request.params;
      const paid = await db
        .updateTable('checkout_sessions')
        .set({ status: 'complete', payment_status: 'paid', updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .where('provider', '=', 'local')
        .where('status', '=', 'open')
        .returning(['id', 'amount_total_cents', 'organization_id', 'credits_quantity'])
        .executeTakeFirst();
      if (paid) {
        await deliverEvent(
          app,
          provider.webhookSecret,
          completedEvent({
            id: paid.id,
            amount_total: paid.amount_total_cents,
            metadata: {
              organization_id: paid.organization_id,
              credits_quantity: String(paid.credits_quantity),
            },
          }),
        );
      } else if ((await findOpen(id))?.payment_status !== 'paid') {
        return reply
          .code(410)
          .type('text/html; charset=utf-8')
          .send(renderCheckoutMessage('Betaling beëindigd', 'Deze betaalsessie is geannuleerd of verlopen.'));
      }
      return reply.redirect(successUrl(id), 303);
    },
  );

  app.post<{ Params: { id: string } }>(
    `${LOCAL_CHECKOUT_PATH}/:id/cancel`,
    { schema },
    async (request, reply) => {
      await db
        .updateTable('checkout_sessions')
        .set({ status: 'expired', updated_at: sql<Date>`now()` })
        .where('id', '=', request.params.id)
        .where('provider', '=', 'local')
        .where('status', '=', 'open')
        .execute();
      return reply.redirect('/payment/cancel', 303);
    },
  );
};
