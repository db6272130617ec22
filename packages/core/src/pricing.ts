import {
  MAX_CREDITS_QUANTITY,
  MIN_CREDITS_QUANTITY,
  PRICING_TIER_KEYS,
  type Pricing,
  type PricingTier,
  type PricingTierKey,
} from './schemas/payments';

/** Spec 02 §9: prices per credit in cents; the server answers these from GET /payments/pricing. */
export const DEFAULT_PRICING: Pricing = {
  tiers: {
    tier_1: { min_quantity: 1, max_quantity: 9, price_per_credit_cents: 4900 },
    tier_2: { min_quantity: 10, max_quantity: 24, price_per_credit_cents: 3900 },
    tier_3: { min_quantity: 25, max_quantity: MAX_CREDITS_QUANTITY, price_per_credit_cents: 2900 },
  },
  currency: 'eur',
  vat_rate_percent: 21,
};

export const PRICING_TIER_NAMES: Record<PricingTierKey, string> = {
  tier_1: 'Starter',
  tier_2: 'Professioneel',
  tier_3: 'Enterprise',
};

export const UNLIMITED_QUANTITY = MAX_CREDITS_QUANTITY;

/** The tier a quantity falls in (the last tier for anything above the others). */
export function findPricingTier(
  pricing: Pricing,
  quantity: number,
): { key: PricingTierKey; tier: PricingTier } {
  for (const key of PRICING_TIER_KEYS) {
    const tier = pricing.tiers[key];
    if (quantity >= tier.min_quantity && quantity <= tier.max_quantity) return { key, tier };
  }
  return { key: 'tier_3', tier: pricing.tiers.tier_3 };
}

/** What `quantity` credits cost in cents, from the server's tiers. */
export function priceInCents(pricing: Pricing, quantity: number): number {
  return findPricingTier(pricing, quantity).tier.price_per_credit_cents * quantity;
}

/** Spec 02 §9: the price excluding VAT is the tier price divided by 1.21, rounded down. */
export function excludingVatCents(cents: number, vatRatePercent = 21): number {
  // Integer arithmetic: 4900 * 100 / 121 without a floating-point 1.21.
  return Math.floor((cents * 100) / (100 + vatRatePercent));
}

/** The saving of a tier against the first, in whole percent (39 vs 49 → 20 %). */
export function tierSavingPercent(pricing: Pricing, key: PricingTierKey): number {
  const base = pricing.tiers.tier_1.price_per_credit_cents;
  const price = pricing.tiers[key].price_per_credit_cents;
  if (base <= 0 || price >= base) return 0;
  return Math.round((1 - price / base) * 100);
}

/** A number input's value as a quantity: anything invalid falls back to 1 (spec 02 §5). */
export function parseCreditsQuantity(value: string | number): number {
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(number) || number < MIN_CREDITS_QUANTITY) return MIN_CREDITS_QUANTITY;
  return Math.min(number, MAX_CREDITS_QUANTITY);
}

/** '1 - 9', '25 - ∞': a maximum of 9999 means no upper limit (spec 02 §9). */
export function formatTierRange(tier: PricingTier): string {
  const max = tier.max_quantity >= UNLIMITED_QUANTITY ? '∞' : String(tier.max_quantity);
  return `${tier.min_quantity} - ${max}`;
}
