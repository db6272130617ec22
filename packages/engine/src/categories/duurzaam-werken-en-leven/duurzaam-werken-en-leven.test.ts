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

describe('duurzaam_werken_en_leven, a scheme described rather than named', () => {
  it('reads working fewer hours from an age on, with the percentages in the list below', () => {
    expectCategory(
      'duurzaam_werken_en_leven',
      'Artikel 12 Minder uren voor ouderen\nWie 61 jaar of ouder is, mag op eigen verzoek korter gaan werken. Daarvoor geldt:\na. de werknemer werkt voortaan 70% van zijn uren;\nb. hij ontvangt 85% van zijn salaris.',
      { generatieregeling: '61 jaar' },
    );
    expectCategory(
      'duurzaam_werken_en_leven',
      'Artikel 12 Minder uren voor ouderen\nWie 61 jaar of ouder is, mag op eigen verzoek korter gaan werken. Daarvoor geldt:\na. de werknemer werkt voortaan 70% van zijn uren;\nb. hij ontvangt 85% van zijn salaris.',
      { generatieregeling: '85%' },
    );
  });
  it('reads a scheme named only in a later sentence of the paragraph', () => {
    expectCategory(
      'duurzaam_werken_en_leven',
      'Artikel 30 Afbouwen naar het pensioen\n1. Ben je 62 jaar, dan kun je je gespaarde verlof gebruiken om minder te werken. Wij noemen dat de landingsbaan.',
      { generatieregeling: 'landingsbaan' },
    );
  });
  it('leaves null: fewer hours for a course, with no age in it', () => {
    expectCategory(
      'duurzaam_werken_en_leven',
      'Artikel 14 Werktijdvermindering voor studie\nDe werknemer die een opleiding volgt, kan tijdelijk 80% werken tegen 90% loon.',
      { generatieregeling: null },
    );
  });
});

describe('duurzaam_werken_en_leven, schemes for older workers and promises to talk', () => {
  it('reads "vermindering van de arbeidsduur" for older workers as the scheme', () => {
    expectCategory(
      'duurzaam_werken_en_leven',
      'Artikel 21 Langer doorwerken\nOudere werknemers kunnen met hun werkgever een vermindering van de arbeidsduur tot 80% afspreken, met 90% van het loon en volledige pensioenopbouw.\nDe extra leeftijdsdagen vervallen dan.',
      { generatieregeling: '80%' },
    );
  });
  it('leaves null a promise to talk about a scheme for older workers', () => {
    expectCategory(
      'duurzaam_werken_en_leven',
      'Artikel 40 Afspraken voor later\nDe partijen bij deze cao zullen in de komende jaren met elkaar in gesprek gaan over een ouderenregeling.',
      { generatieregeling: null },
    );
  });
});
