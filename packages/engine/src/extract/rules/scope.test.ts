import { describe, expect, it } from 'vitest';
import { extractCategorySync } from '../builtin-extractor';
import { makeCao } from '../testing/make-document';

/** Articles written for one group or one part of the sector only are not the cao's general rule. */
describe('scope: an article for one group only', () => {
  it('takes no km allowance from an article that limits itself to one work site', () => {
    const values = extractCategorySync(
      makeCao(
        [
          'Artikel 20 Reiskosten',
          'De werkgever vergoedt woon-werkverkeer tot het bedrag dat de fiscus onbelast toestaat.',
          'Artikel 21 Reiskosten haventerrein',
          '1. Dit artikel geldt alleen voor werknemers die op het haventerrein werken.',
          '2. De reiskostenvergoeding bedraagt € 0,12 per kilometer.',
        ].join('\n'),
      ),
      'vergoedingen',
    );
    expect(values.reiskosten_per_km?.value ?? null).toBeNull();
  });

  it('takes the general article and not a chapter for special groups', () => {
    const body = (general: string[]): string =>
      [
        'Hoofdstuk 3 Salaris',
        'Artikel 8 Periodieken',
        ...general,
        'Hoofdstuk 9 Bijzondere groepen',
        'Artikel 30 Beloning voor werkzoekenden met een afstand tot de arbeidsmarkt',
        'De werknemer uit deze groep krijgt elk jaar een periodieke verhoging van 2% van zijn uurloon.',
      ].join('\n');
    const without = extractCategorySync(
      makeCao(body(['De werkgever beslist zelf over verhogingen binnen de schaal.'])),
      'periodieken',
    );
    expect(without.periodiek_hoogte?.value ?? null).toBeNull();
    const withGeneral = extractCategorySync(
      makeCao(body(['De werknemer krijgt jaarlijks een periodieke verhoging van 3% van zijn salaris.'])),
      'periodieken',
    );
    expect(withGeneral.periodiek_hoogte).toMatchObject({ value: 3, article: '8' });
  });

  it('takes no surcharge from a chapter of deviating arrangements for one branch', () => {
    const values = extractCategorySync(
      makeCao(
        [
          'Hoofdstuk 4 Werktijden',
          'Artikel 4.1 Werktijden',
          'De werkgever stelt het rooster vast.',
          'Hoofdstuk 8 Specifieke afspraken voor het drukkerijbedrijf',
          'Artikel 8.2 Overwerk',
          'Voor overwerk op zondag ontvangt de werknemer een toeslag van 60%.',
        ].join('\n'),
      ),
      'toeslagen',
    );
    expect(values.overwerk_zondag_feestdag?.value ?? null).toBeNull();
  });

  it('still reads a figure the special article gives for the whole cao', () => {
    const values = extractCategorySync(
      makeCao(
        [
          'Hoofdstuk 6 Bijzondere groepen',
          'Artikel 25 Beloning voor leerlingen',
          'De tabel rekent met de voor deze cao geldende normale arbeidsduur: 38 uur per week.',
        ].join('\n'),
      ),
      'beloning',
    );
    expect(values.arbeidsduur_per_week).toMatchObject({ value: 38, article: '25' });
  });
});

describe('scope: a law quoted in the cao', () => {
  it('takes no sick pay from the text of the civil code an annex quotes', () => {
    const values = extractCategorySync(
      makeCao(
        [
          'Artikel 30 Ziekte',
          'De werkgever vult het loon bij ziekte aan volgens de regeling van het fonds.',
          'Bijlage 4 Wetsartikelen',
          'Artikel 7:629 BW',
          '1. De werknemer behoudt bij ziekte voor een tijdvak van 104 weken recht op 65% van het loon.',
        ].join('\n'),
      ),
      'loondoorbetaling_ziekte',
    );
    expect(values.ziekte_eerste_jaar?.value ?? null).toBeNull();
    expect(values.ziekte_tweede_jaar?.value ?? null).toBeNull();
  });
});
