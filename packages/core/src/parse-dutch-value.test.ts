import { describe, expect, it } from 'vitest';
import { parseDutchNumber, parseDutchValue } from './parse-dutch-value';

describe('parseDutchValue', () => {
  it('reads amounts, percentages and quantities in Dutch notation', () => {
    expect(parseDutchValue('€ 2.345,67', 'eur_per_month')).toEqual({ ok: true, value: 2345.67 });
    expect(parseDutchValue('2345,67 per maand', 'eur_per_month')).toEqual({ ok: true, value: 2345.67 });
    expect(parseDutchValue('€ 12,-', 'eur')).toEqual({ ok: true, value: 12 });
    expect(parseDutchValue('3,5%', 'pct')).toEqual({ ok: true, value: 3.5 });
    expect(parseDutchValue('38 uur per week', 'hours_per_week')).toEqual({ ok: true, value: 38 });
    expect(parseDutchValue('25 dagen', 'days_per_year')).toEqual({ ok: true, value: 25 });
  });

  it('reads dates and text', () => {
    expect(parseDutchValue('1-7-2025', 'date')).toEqual({ ok: true, value: '2025-07-01' });
    expect(parseDutchValue('1 juli 2025', 'date')).toEqual({ ok: true, value: '2025-07-01' });
    expect(parseDutchValue(' maandelijks ', 'text')).toEqual({ ok: true, value: 'maandelijks' });
  });

  it('refuses a value in another unit with a Dutch message', () => {
    for (const [value, unit] of [
      ['3,5%', 'eur_per_month'],
      ['€ 38', 'hours_per_week'],
      ['38 dagen', 'hours_per_week'],
      ['veel', 'pct'],
      ['31-2-2025', 'date'],
    ] as const) {
      const parsed = parseDutchValue(value, unit);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.message).toMatch(/^Deze waarde past niet bij de eenheid /);
    }
  });

  it('tells thousands from decimals', () => {
    expect(parseDutchNumber('2.345')).toBe(2345);
    expect(parseDutchNumber('2.5')).toBe(2.5);
    expect(parseDutchNumber('1,25')).toBe(1.25);
    expect(parseDutchNumber('1,2,3')).toBeNull();
  });
});
