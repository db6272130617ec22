import { describe, it } from 'vitest';
import { expectCategory } from '../../extract/testing/expect-category';

/** The common ways Dutch cao's state an individual choice budget, in our own fictional sentences. */
describe('ikb, phrasing families', () => {
  it('reads "het IKB bedraagt x% van het salaris"', () => {
    expectCategory(
      'ikb',
      'Artikel 18 Individueel keuzebudget\nHet individueel keuzebudget bedraagt 17,25% van het maandsalaris.',
      { ikb_percentage: 17.25 },
    );
  });
  it('reads "de werknemer spaart maandelijks x% op in zijn keuzebudget"', () => {
    expectCategory(
      'ikb',
      'Artikel 18 Persoonlijk budget\nDe werknemer bouwt iedere maand een keuzebudget op van 16,5% van zijn bruto maandloon.',
      { ikb_percentage: 16.5 },
    );
  });
});

describe('ikb, phrasing families: a budget in time', () => {
  it('reads a choice budget granted in hours under its title line', () => {
    expectCategory(
      'ikb',
      'Artikel 4.2 Werkdruk\n1. De regeling geldt voor docenten.\nIndividueel keuzebudget\n2. Iedere docent ontvangt per schooljaar een basisbudget van 36 klokuren om zelf in te zetten.',
      { ikb_bronnen: '36 klokuren', ikb_percentage: null },
    );
  });
  it('leaves null: a personal budget of hours for study is no choice budget', () => {
    expectCategory(
      'ikb',
      'Artikel 9.1 Persoonlijk budget\nDe werknemer heeft per jaar een persoonlijk budget van 50 uur voor professionalisering.',
      { ikb_bronnen: null },
    );
  });
});
