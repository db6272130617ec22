import { describe, expect, it } from 'vitest';
import { CATEGORY_ORDER, compareCategoryKeys, labelCategory, orderCategories } from './categories';

describe('category order', () => {
  it('keeps the spec order and puts unknown categories last, alphabetically', () => {
    const shuffled = ['zzz_extra', 'pensioen', 'aaa_extra', ...[...CATEGORY_ORDER].reverse()];
    const sorted = [...new Set(shuffled)].sort(compareCategoryKeys);
    expect(sorted).toEqual([...CATEGORY_ORDER, 'aaa_extra', 'zzz_extra']);
    expect(orderCategories(shuffled)).toEqual(sorted);
  });
});

describe('labelCategory', () => {
  it('labels known keys and spells out unknown ones', () => {
    expect(labelCategory('initiele_verhogingen')).toBe('Initiële verhogingen');
    expect(labelCategory('ikb')).toBe('Individueel Keuzebudget (IKB)');
    expect(labelCategory('extra_regels')).toBe('Extra regels');
  });
});
