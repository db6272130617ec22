import { describe, it } from 'vitest';
import { expectCategory } from '../../extract/testing/expect-category';

describe('duurzaam_werken_en_leven', () => {
  it('reads: Artikel 60 Levensfasebudget', () => {
    expectCategory(
      'duurzaam_werken_en_leven',
      'Artikel 60 Levensfasebudget\nDe werknemer heeft recht op een persoonlijk ontwikkelbudget van € 500 per jaar.\nArtikel 61 Seniorenregeling\nDe werknemer van 63 jaar en ouder kan gebruik maken van de regeling 80-90-100.',
      { opleidingsbudget: 500, generatieregeling: '80-90-100' },
    );
  });
  it('reads: Artikel 40 Generatiepact', () => {
    expectCategory(
      'duurzaam_werken_en_leven',
      'Artikel 40 Generatiepact\nDe werknemer vanaf 60 jaar kan 80% werken met behoud van 90% loon en 100% pensioenopbouw.',
      { generatieregeling: '60 jaar' },
    );
  });
  it('leaves null: Artikel 45 Scholing', () => {
    expectCategory(
      'duurzaam_werken_en_leven',
      'Artikel 45 Scholing\nDe werkgever draagt jaarlijks € 150 per werknemer af aan het opleidingsfonds.',
      { opleidingsbudget: null },
    );
  });
});

describe('duurzaam_werken_en_leven, a budget without the word', () => {
  it('reads "recht op € 250 voor opleiding"', () => {
    expectCategory(
      'duurzaam_werken_en_leven',
      'Artikel 58 Opleiding\nElke werknemer heeft jaarlijks recht op € 250 voor opleiding naar eigen keuze.',
      {
        opleidingsbudget: 250,
      },
    );
  });
});
