import Stripe from 'stripe';
import type { Env } from '../env';
import type { PaymentProvider, ProviderSession } from './payment-provider';

const STATUSES = ['open', 'complete', 'expired'] as const;
const PAYMENT_STATUSES = ['paid', 'unpaid', 'no_payment_required'] as const;

/** Stripe may add values; anything we do not know counts as not paid. */
function known<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.includes(value as T) ? (value as T) : fallback;
}

function toProviderSession(session: Stripe.Checkout.Session): ProviderSession {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(session.metadata ?? {})) metadata[key] = String(value);
  return {
    id: session.id,
    status: known(STATUSES, session.status, 'open'),
    payment_status: known(PAYMENT_STATUSES, session.payment_status, 'unpaid'),
    amount_total: session.amount_total,
    metadata,
  };
}

/** Stripe Checkout through the official SDK: hosted payment page, mode payment, amount from our tiers. */
export function createStripeProvider(env: Env): PaymentProvider {
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null;
  const stripe = new Stripe(env.STRIPE_SECRET_KEY!, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
  return {
    kind: 'stripe',
    publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
    async createCheckout(input) {
      const metadata = {
        organization_id: input.organizationId,
        credits_quantity: String(input.quantity),
        created_by: input.userId,
      };
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: input.quantity,
            price_data: {
              currency: 'eur',
              unit_amount: input.unitAmountCents,
              product_data: { name: 'Scan credits', description: 'CAO Scan: 1 credit per voltooide scan' },
            },
          },
        ],
        metadata,
        payment_intent_data: { metadata },
        client_reference_id: input.organizationId,
        ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
        locale: 'nl',
        success_url: `${input.successUrl}?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: input.cancelUrl,
      });
      if (!session.url) throw new Error('Stripe answered a checkout session without a url');
      return { id: session.id, url: session.url };
    },
    async retrieveSession(id) {
      try {
        return toProviderSession(await stripe.checkout.sessions.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },
  };
}
