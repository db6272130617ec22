import { describe, expect, it } from 'vitest';
import { labelUnit } from './unit-labels';

describe('labelUnit', () => {
  it('gives the Dutch words for unit codes, and unknown codes as they are', () => {
    expect(labelUnit('hours_per_week')).toBe('uur per week');
    expect(labelUnit('eur_per_month')).toBe('euro per maand');
    expect(labelUnit('pct')).toBe('procent');
    expect(labelUnit('toString')).toBe('toString');
    expect(labelUnit('lichtjaren')).toBe('lichtjaren');
  });
});
