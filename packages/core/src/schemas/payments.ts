import { z } from 'zod';

/** Credits bought in one purchase (spec 02 §5, §9). */
export const MIN_CREDITS_QUANTITY = 1;
export const MAX_CREDITS_QUANTITY = 9999;
export const CREDIT_QUICK_PICKS = [5, 15, 50] as const;

export const PricingTierSchema = z.object({
  min_quantity: z.number().int(),
  /** 9999 means unlimited (shown as ∞). */
  max_quantity: z.number().int(),
  price_per_credit_cents: z.number().int(),
});
export type PricingTier = z.infer<typeof PricingTierSchema>;

export const PRICING_TIER_KEYS = ['tier_1', 'tier_2', 'tier_3'] as const;
export type PricingTierKey = (typeof PRICING_TIER_KEYS)[number];

export const PricingSchema = z.object({
  tiers: z.object({ tier_1: PricingTierSchema, tier_2: PricingTierSchema, tier_3: PricingTierSchema }),
  currency: z.literal('eur'),
  vat_rate_percent: z.number(),
});
export type Pricing = z.infer<typeof PricingSchema>;

export const PaymentConfigSchema = z.object({
  /** Stripe's publishable key; null with the built-in test checkout. */
  publishable_key: z.string().nullable(),
  provider: z.enum(['stripe', 'local', 'off']),
});
export type PaymentConfig = z.infer<typeof PaymentConfigSchema>;

export const CreditsQuantitySchema = z.coerce
  .number({ error: 'Aantal credits moet een getal zijn.' })
  .int({ error: 'Aantal credits moet een heel getal zijn.' })
  .min(MIN_CREDITS_QUANTITY, { error: 'U koopt minimaal 1 credit.' })
  .max(MAX_CREDITS_QUANTITY, { error: 'U koopt maximaal 9999 credits per keer.' });

export const CreateCheckoutSessionSchema = z.object({ credits_quantity: CreditsQuantitySchema });
export type CreateCheckoutSession = z.infer<typeof CreateCheckoutSessionSchema>;

export const CheckoutSessionCreatedSchema = z.object({
  session_id: z.string(),
  /** The payment page to send the browser to (Stripe's, or the built-in test checkout). */
  url: z.string(),
});
export type CheckoutSessionCreated = z.infer<typeof CheckoutSessionCreatedSchema>;

export const PAYMENT_STATUSES = ['paid', 'unpaid', 'no_payment_required'] as const;

export const CheckoutSessionStatusSchema = z.object({
  session_id: z.string(),
  payment_status: z.enum(PAYMENT_STATUSES),
  /** open, complete or expired, as Stripe names a session's state. */
  status: z.enum(['open', 'complete', 'expired']),
  credits_quantity: z.number().int(),
  amount_total_cents: z.number().int(),
  /** True once the credits are on the organisation's balance. */
  is_fulfilled: z.boolean(),
});
export type CheckoutSessionStatus = z.infer<typeof CheckoutSessionStatusSchema>;
