import { describe, expect, it } from 'vitest';
import { findInlenersbeloning, mapInlenersItem } from './inlenersbeloning';
import { makeCao } from './testing/make-document';

describe('findInlenersbeloning', () => {
  it('reads an ABU-style list under another article title', () => {
    const doc = makeCao(
      [
        'Artikel 19 Beloning',
        '1. De uitzendkracht heeft recht op de inlenersbeloning.',
        '2. De inlenersbeloning bestaat uitsluitend uit de volgende elementen:',
        'a. het geldende periodeloon in de schaal;',
        'b. arbeidsduurverkorting;',
        'c. toeslagen voor overwerk en ploegendienst;',
        'd. initiële loonsverhoging;',
        'e. kostenvergoedingen;',
      ].join('\n'),
    );
    const found = findInlenersbeloning(doc);
    expect(found).toMatchObject({ article: '19', lid: '2' });
    expect(found!.elements).toEqual(
      expect.arrayContaining([
        'verlof.adv_dagen',
        'toeslagen.ploegentoeslag_3ploegen',
        'vergoedingen.reiskosten_per_km',
      ]),
    );
  });

  it('does not take an equal-pay article without a list of the inlener', () => {
    const doc = makeCao(
      'Artikel 4 Gelijke beloning\n1. De werkgever beloont gelijk werk gelijk.\n2. Hij toetst dit jaarlijks.',
    );
    expect(findInlenersbeloning(doc)).toBeNull();
  });

  it('maps list items to schema elements by their words', () => {
    expect(mapInlenersItem('de toeslag of compensatie voor het werken op feestdagen')).toEqual([
      'toeslagen.overwerk_zondag_feestdag',
    ]);
    expect(mapInlenersItem('de structurele eindejaarsuitkering')).toEqual([
      'bijzondere_uitkeringen.eindejaarsuitkering',
    ]);
  });
});
