import type { ComparisonResult } from '@caoscan/core';
import { describe, expect, it } from 'vitest';
import { groupResults, searchResults, summariseResults } from './group-results';

function row(
  categorie: string,
  element: string,
  verschil: string,
  outcomes: Partial<Pick<ComparisonResult, 'current_outcome' | 'client_outcome'>> = {},
): ComparisonResult {
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
    current_outcome: 'found',
    client_outcome: 'found',
    ...outcomes,
  };
}

const rows = [
  row('verlof', 'Vakantiedagen', '+2 dagen'),
  row('extra', 'Iets', 'Gelijk'),
  row('beloning', 'Normale arbeidsduur per week', 'Gelijk'),
  row('beloning', 'Laagste schaal', '+ € 100,00'),
  row('initiele_verhogingen', 'Eerste verhoging', 'Niet geregeld', {
    current_outcome: 'not_regulated',
    client_outcome: 'not_regulated',
  }),
  row('verlof', 'ADV-dagen', 'Niet gevonden in cao klant — controleer handmatig', {
    client_outcome: 'not_found',
  }),
];

describe('groupResults', () => {
  it('orders categories and counts differences and equalities', () => {
    const counts = groupResults(rows).map((g) => [
      g.key,
      g.label,
      g.rows.length,
      g.differences,
      g.equalities,
      g.toCheck,
    ]);
    expect(counts).toEqual([
      ['beloning', 'Beloning', 2, 1, 1, 0],
      ['initiele_verhogingen', 'Initiële verhogingen', 1, 0, 0, 0],
      ['verlof', 'Verlof', 2, 1, 0, 1],
      ['extra', 'Extra', 1, 0, 1, 0],
    ]);
  });
});

describe('summariseResults', () => {
  it('counts comparisons, categories, differences, equalities and rows to check by hand', () => {
    expect(summariseResults(rows)).toEqual({
      total: 6,
      categories: 4,
      differences: 2,
      equalities: 2,
      toCheck: 1,
    });
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
