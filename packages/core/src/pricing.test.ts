import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRICING,
  excludingVatCents,
  formatTierRange,
  parseCreditsQuantity,
  priceInCents,
  tierSavingPercent,
} from './pricing';

describe('pricing (spec 02 §9)', () => {
  it('picks the tier by quantity', () => {
    expect(priceInCents(DEFAULT_PRICING, 5)).toBe(5 * 4900);
    expect(priceInCents(DEFAULT_PRICING, 15)).toBe(15 * 3900);
    expect(priceInCents(DEFAULT_PRICING, 9999)).toBe(9999 * 2900);
  });

  it('derives the price excluding VAT by dividing by 1.21, rounded down', () => {
    expect(excludingVatCents(4900)).toBe(4049);
    expect(excludingVatCents(3900)).toBe(3223);
    expect(excludingVatCents(2900)).toBe(2396);
    expect(excludingVatCents(121)).toBe(100);
  });

  it('shows the savings 20 % and 41 %, and 9999 as infinity', () => {
    expect(tierSavingPercent(DEFAULT_PRICING, 'tier_2')).toBe(20);
    expect(tierSavingPercent(DEFAULT_PRICING, 'tier_3')).toBe(41);
    expect(formatTierRange(DEFAULT_PRICING.tiers.tier_1)).toBe('1 - 9');
    expect(formatTierRange(DEFAULT_PRICING.tiers.tier_3)).toBe('25 - ∞');
  });

  it('falls back to 1 for an invalid quantity', () => {
    expect(parseCreditsQuantity('')).toBe(1);
    expect(parseCreditsQuantity('abc')).toBe(1);
    expect(parseCreditsQuantity('2.5')).toBe(1);
    expect(parseCreditsQuantity('0')).toBe(1);
    expect(parseCreditsQuantity('15')).toBe(15);
    expect(parseCreditsQuantity('123456')).toBe(9999);
  });
});
