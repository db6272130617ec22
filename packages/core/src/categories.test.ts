import { describe, expect, it } from 'vitest';
import { CATEGORY_ORDER, compareCategoryKeys, labelCategory, orderCategories } from './categories';
import { CATEGORY_CATALOGUE } from './catalogue';

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

describe('element catalogue', () => {
  it('has 16 categories and element keys unique across all of them', () => {
    expect(CATEGORY_CATALOGUE).toHaveLength(16);
    const keys = CATEGORY_CATALOGUE.flatMap((category) => category.elements.map((element) => element.key));
    expect(new Set(keys).size).toBe(keys.length);
    expect(CATEGORY_ORDER).toEqual(CATEGORY_CATALOGUE.map((category) => category.key));
  });
});
