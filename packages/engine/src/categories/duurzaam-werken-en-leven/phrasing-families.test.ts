import { describe, it } from 'vitest';
import { expectCategory } from '../../extract/testing/expect-category';

/**
 * The common ways Dutch cao's state a scheme for older workers and a study budget, in our own fictional
 * sentences; a sentence that only refers to an annex, or says an old scheme has lapsed, is not the scheme.
 */
describe('duurzaam werken en leven, phrasing families', () => {
  it('reads "80-90-100" for older workers', () => {
    expectCategory(
      'duurzaam_werken_en_leven',
      'Artikel 52 Generatieregeling\nDe werknemer van 62 jaar of ouder kan 80% werken tegen 90% loon met 100% pensioenopbouw.',
      { generatieregeling: '80%' },
    );
  });
  it('reads seniorenverlof in hours per year from an age, with an own contribution', () => {
    expectCategory(
      'duurzaam_werken_en_leven',
      'Artikel 53 Seniorenverlof\nDe werknemer van 58 jaar of ouder heeft recht op 120 uur seniorenverlof per jaar, tegen een eigen bijdrage van 35% van het loon over die uren.',
      { generatieregeling: 'seniorenverlof' },
    );
  });
  it('takes the annex that holds the scheme, not the article that says the old one lapsed and points there', () => {
    expectCategory(
      'duurzaam_werken_en_leven',
      'Artikel 3.6 Overgangsregeling seniorenverlof\nSinds 1 januari 2030 bestaat de regeling seniorenverlof voor oudere werknemers niet meer; zie Bijlage 9 voor de overgangsregeling.\f' +
        'Bijlage 9 Overgangsregeling\nWie op 1 januari 2030 in dienst was, houdt vanaf 57 jaar jaarlijks 64 uren seniorenverlof.',
      { generatieregeling: '64 uren' },
    );
  });
  it('reads an opleidingsbudget per year', () => {
    expectCategory(
      'duurzaam_werken_en_leven',
      'Artikel 44 Ontwikkeling\nIedere werknemer heeft een persoonlijk opleidingsbudget van € 600 per jaar.',
      { opleidingsbudget: 600 },
    );
  });
  it('reads a four-day week for older workers as working less', () => {
    expectCategory(
      'duurzaam_werken_en_leven',
      'Artikel 31 Oudere werknemers\nVanaf 58 jaar mag een werknemer kiezen de werkweek te verdelen over vier dagen, elk van 9 uur.',
      { generatieregeling: '58 jaar' },
    );
  });
  it('reads a yearly allowance for courses up to a maximum under a title about study', () => {
    expectCategory(
      'duurzaam_werken_en_leven',
      'Artikel 18 Scholing\nIedere werknemer heeft recht op een tegemoetkoming in de cursuskosten tot een maximum van € 350 per kalenderjaar.',
      { opleidingsbudget: 350 },
    );
  });
});
