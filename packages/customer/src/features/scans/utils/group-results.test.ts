import type { ComparisonResult } from '@caoscan/core';
import { describe, expect, it } from 'vitest';
import { groupResults, searchResults, summariseResults } from './group-results';

function row(categorie: string, element: string, verschil: string): ComparisonResult {
  return {
    categorie,
    element,
    element_key: element.toLowerCase().replace(/\W+/g, '_'),
    waarde_huidig: '1',
    art_nr_huidig: '1',
    waarde_nieuw: '2',
    art_nr_nieuw: '2',
    verschil,
    eenheid: 'tekst',
    favourable: 'unknown',
    is_inlenersbeloning: false,
  };
}

const rows = [
  row('verlof', 'Vakantiedagen', '+2 dagen'),
  row('extra', 'Iets', 'Gelijk'),
  row('beloning', 'Normale arbeidsduur per week', 'Gelijk'),
  row('beloning', 'Laagste schaal', '+ € 100,00'),
  row('initiele_verhogingen', 'Eerste verhoging', 'Niet geregeld'),
];

describe('groupResults', () => {
  it('orders categories and counts differences and equalities', () => {
    const groups = groupResults(rows);
    expect(groups.map((g) => [g.key, g.label, g.rows.length, g.differences, g.equalities])).toEqual([
      ['beloning', 'Beloning', 2, 1, 1],
      ['initiele_verhogingen', 'Initiële verhogingen', 1, 0, 0],
      ['verlof', 'Verlof', 1, 1, 0],
      ['extra', 'Extra', 1, 0, 1],
    ]);
  });
});

describe('summariseResults', () => {
  it('counts comparisons, categories, differences and equalities', () => {
    expect(summariseResults(rows)).toEqual({ total: 5, categories: 4, differences: 2, equalities: 2 });
  });
});

describe('searchResults', () => {
  const groups = groupResults(rows);

  it('keeps a matching category whole and only matching rows of others', () => {
    expect(searchResults(groups, 'BELONING').map((g) => [g.key, g.rows.length])).toEqual([['beloning', 2]]);
    expect(searchResults(groups, 'schaal').map((g) => [g.key, g.rows.length, g.differences])).toEqual([
      ['beloning', 1, 1],
    ]);
  });

  it('ignores accents and returns everything for an empty query', () => {
    expect(searchResults(groups, 'initiele').map((g) => g.key)).toEqual(['initiele_verhogingen']);
    expect(searchResults(groups, '  ')).toHaveLength(4);
    expect(searchResults(groups, 'bestaat niet')).toEqual([]);
  });
});
