import { describe, expect, it } from 'vitest';
import { describeDateDifference, formatDutchDate } from './format-date';

describe('Dutch calendar dates', () => {
  it('writes ISO days the Dutch way without shifting across time zones', () => {
    expect(formatDutchDate('2026-01-01')).toBe('1 januari 2026');
    expect(formatDutchDate('2027-12-31')).toBe('31 december 2027');
    expect(formatDutchDate('per direct')).toBe('per direct');
  });

  it('counts months between month ends and days otherwise', () => {
    expect(describeDateDifference('2026-06-30', '2027-12-31')).toBe('18 maanden later');
    expect(describeDateDifference('2025-07-01', '2025-06-01')).toBe('1 maand eerder');
    expect(describeDateDifference('2025-02-03', '2025-06-01')).toBe('118 dagen later');
    expect(describeDateDifference('2025-02-03', 'onbekend')).toBeNull();
  });
});
