import type { FastifyPluginAsync } from 'fastify';
import Stripe from 'stripe';
import type { Db } from '../db/database';
import { badRequest } from '../http/errors';
import { fulfilCheckout } from './fulfil-checkout';
import type { PaymentProvider } from './payment-provider';

export const WEBHOOK_PATH = '/api/payments/webhook';

/** The events that mean a session may now be paid (Stripe's fulfilment guide). */
const FULFIL_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/** Signature checks need no API key: the SDK's webhook helpers are static. */
export const stripeWebhooks = Stripe.webhooks;

/**
 * POST /api/payments/webhook: Stripe's (or the built-in checkout's) signed events. The signature
 * is checked on the raw bytes, so this plugin keeps JSON bodies unparsed; a bad or stale
 * signature (older than Stripe's 5-minute tolerance) is a 400 and nothing happens.
 */
export const webhookRoute: FastifyPluginAsync<{ db: Db; provider: PaymentProvider | null }> = async (
  app,
  { db, provider },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    WEBHOOK_PATH,
    { schema: { tags: ['payments'], hide: true }, bodyLimit: 262_144 },
    async (request, reply) => {
      if (!provider) throw badRequest('Betalingen zijn op deze installatie niet ingesteld.');
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw badRequest('Webhook zonder geldige handtekening.');
      }
      let event: Stripe.Event;
      try {
        event = stripeWebhooks.constructEvent(request.body, signature, provider.webhookSecret);
      } catch {
        throw badRequest('Webhook met een ongeldige of verlopen handtekening.');
      }
      if (FULFIL_EVENTS.has(event.type)) {
        const session = event.data.object as { id?: unknown };
        if (typeof session.id === 'string') {
          const result = await fulfilCheckout(db, provider, session.id);
          if (result.outcome === 'mismatch') {
            request.log.error({ sessionId: session.id }, 'checkout session does not match what we opened');
          }
          return reply.send({ received: true, outcome: result.outcome });
        }
      }
      return reply.send({ received: true });
    },
  );
};
