import type { Env } from '../env';
import type { Db } from '../db/database';
import type { CheckoutProvider } from '../db/schema';
import { createLocalProvider } from './local-provider';
import { createStripeProvider } from './stripe-provider';

/** A checkout session as the provider knows it: the part fulfilment reads. */
export interface ProviderSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  amount_total: number | null;
  metadata: Record<string, string>;
}

export interface NewCheckout {
  organizationId: string;
  userId: string;
  quantity: number;
  unitAmountCents: number;
  customerEmail: string | null;
  /** Absolute addresses for Stripe; the built-in checkout sends the browser to paths on this origin. */
  successUrl: string;
  cancelUrl: string;
}

export interface PaymentProvider {
  kind: CheckoutProvider;
  publishableKey: string | null;
  /** Signs (local) and verifies (both) webhook events. */
  webhookSecret: string;
  createCheckout(input: NewCheckout): Promise<{ id: string; url: string }>;
  /** The provider's own record, the source of truth for "paid" (Stripe's fulfilment guide). */
  retrieveSession(id: string): Promise<ProviderSession | null>;
}

/**
 * Stripe when STRIPE_SECRET_KEY is set; else the built-in test checkout unless LOCAL_CHECKOUT=off
 * (or production without LOCAL_CHECKOUT=on): then null, and buying says payments are not set up.
 */
export function choosePaymentProvider(env: Env, db: Db): PaymentProvider | null {
  if (env.STRIPE_SECRET_KEY) return createStripeProvider(env);
  if (env.LOCAL_CHECKOUT === 'off') return null;
  if (env.LOCAL_CHECKOUT === 'auto' && env.isProduction) return null;
  return createLocalProvider(env, db);
}
