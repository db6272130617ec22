import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import type { Env } from '../env';
import type { PaymentProvider } from './payment-provider';

/** Where the built-in checkout page lives; the browser goes there instead of Stripe's page. */
export const LOCAL_CHECKOUT_PATH = '/api/payments/local-checkout';

/**
 * The webhook secret of the built-in checkout: STRIPE_WEBHOOK_SECRET when set, else derived from
 * JWT_SECRET, so every server process of one installation signs and verifies alike and no secret
 * is written in the source.
 */
export function localWebhookSecret(env: Env): string {
  if (env.STRIPE_WEBHOOK_SECRET) return env.STRIPE_WEBHOOK_SECRET;
  return `whsec_${createHmac('sha256', env.JWT_SECRET).update('caoscan local checkout webhook').digest('base64url')}`;
}

/**
 * Plays Stripe's hosted checkout without Stripe: the session is a row of ours (checkout_sessions),
 * its id as unguessable as Stripe's, and paying it on the page sends a signed
 * `checkout.session.completed` event to the same webhook route Stripe would call.
 */
export function createLocalProvider(env: Env, db: Db): PaymentProvider {
  return {
    kind: 'local',
    publishableKey: null,
    webhookSecret: localWebhookSecret(env),
    async createCheckout() {
      // The row itself is written by the caller (create-checkout.ts), as for Stripe's sessions.
      const id = `cs_local_${randomBytes(24).toString('base64url')}`;
      return { id, url: `${LOCAL_CHECKOUT_PATH}/${id}` };
    },
    async retrieveSession(id) {
      const row = await db
        .selectFrom('checkout_sessions')
        .select([
          'id',
          'status',
          'payment_status',
          'amount_total_cents',
          'organization_id',
          'credits_quantity',
        ])
        .where('id', '=', id)
        .where('provider', '=', 'local')
        .executeTakeFirst();
      if (!row) return null;
      return {
        id: row.id,
        status: row.status,
        payment_status: row.payment_status,
        amount_total: row.amount_total_cents,
        metadata: { organization_id: row.organization_id, credits_quantity: String(row.credits_quantity) },
      };
    },
  };
}
