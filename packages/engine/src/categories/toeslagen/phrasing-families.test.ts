import { describe, it } from 'vitest';
import { expectCategory } from '../../extract/testing/expect-category';

/**
 * The common ways Dutch cao's state evening and night surcharges, in our own fictional sentences: a
 * percentage on top, a percentage of the wage ("150%"), a table by day and time window (also with its
 * header over two lines and an empty daytime cell), a list of windows per day under a lead-in, a first
 * step of a staffel, and grandfathered rights that are not the rate now.
 */
describe('toeslagen, phrasing families: evening and night', () => {
  it('reads "een toeslag van 30%" per window', () => {
    expectCategory(
      'toeslagen',
      'Artikel 12 Toeslag onregelmatige uren\nVoor werk op maandag tot en met vrijdag tussen 19.00 en 23.00 uur geldt een toeslag van 30%. Voor werk tussen 23.00 en 06.00 uur geldt een toeslag van 55%.',
      { onregelmatigheid_avond: 30, onregelmatigheid_nacht: 55 },
    );
  });
  it('reads a table whose header of windows runs over two lines, with an empty daytime cell', () => {
    expectCategory(
      'toeslagen',
      'Artikel 12 Inconveniëntentoeslag\nDe toeslag volgt uit deze tabel:\nToeslag voor 00.00- 08.00- 20.00-\nonregelmatige uren 08.00 uur 20.00 uur 24.00 uur\nMaandag t/m vrijdag 35% 25%\nZaterdag 50% 40% 50%\nZon- en feestdagen 60% 60% 60%',
      { onregelmatigheid_avond: 25, onregelmatigheid_nacht: 35 },
    );
  });
  it('reads a list of windows per day under "… plus een toeslag van:", the weekday list only', () => {
    expectCategory(
      'toeslagen',
      'Artikel 7 Toeslagen in de filialen\n1. De werknemer krijgt voor ieder gewerkt uur zijn uurloon plus een toeslag van:\na. van maandag tot vrijdag\n- tussen 00.00 en 05.00 uur 60%\n- tussen 19.00 en 22.00 uur 20%\nb. op zaterdag\n- tussen 17.00 en 24.00 uur 45%',
      { onregelmatigheid_avond: 20, onregelmatigheid_nacht: 60 },
    );
  });
  it('takes the first step of an evening staffel, in a fraction: "33 1/3%" then "50%"', () => {
    expectCategory(
      'toeslagen',
      'Artikel 7 Toeslagen in de filialen\nDe werknemer krijgt voor ieder gewerkt uur zijn uurloon plus een toeslag van:\n- tussen 19.00 en 20.00 uur 33 1/3%\n- tussen 20.00 en 24.00 uur 50%',
      { onregelmatigheid_avond: 33.33 },
    );
  });
  it('does not take the rate of kept historical rights over the rate now', () => {
    expectCategory(
      'toeslagen',
      'Artikel 7 Toeslagen in de filialen\nDe werknemer krijgt voor ieder gewerkt uur zijn uurloon plus een toeslag van:\n- tussen 19.00 en 24.00 uur 25%\f' +
        'Bijlage 3 Historische rechten\nDe werknemer die al vóór 1 mei 1990 in de avond werkte, houdt voor avondwerk een toeslag van 50%.',
      { onregelmatigheid_avond: 25 },
    );
  });
  it('reads "betaald tegen 150% van het uurloon" as a surcharge of 50%', () => {
    expectCategory(
      'toeslagen',
      'Artikel 12 Avond- en nachtwerk\nUren die van maandag t/m vrijdag tussen 20.00 en 24.00 uur vallen, worden betaald tegen 150% van het uurloon. Uren tussen 00.00 en 06.00 uur worden betaald tegen 175%.',
      { onregelmatigheid_avond: 50, onregelmatigheid_nacht: 75 },
    );
  });
  it('reads a window and its rate in an article titled "Toeslagen", without the word in the sentence', () => {
    expectCategory(
      'toeslagen',
      'Artikel 9 Toeslagen\nVoor werk op maandag tot en met vrijdag tussen 18.00 en 21.00 uur geldt 25%. Voor werk tussen 21.00 en 06.00 uur geldt 45%. Overwerk tussen 18.00 en 21.00 uur wordt betaald tegen 150%.',
      { onregelmatigheid_avond: 25, onregelmatigheid_nacht: 45, overwerk_maandag_vrijdag: 50 },
    );
  });
  it('reads a table with a row per day and time window', () => {
    expectCategory(
      'toeslagen',
      'Artikel 12 Toeslag onregelmatige uren\nDag Tijdvak Toeslag\nmaandag t/m vrijdag 19.00 - 22.00 uur 20%\nmaandag t/m vrijdag 22.00 - 06.00 uur 40%\nzaterdag 06.00 - 24.00 uur 50%',
      { onregelmatigheid_avond: 20, onregelmatigheid_nacht: 40 },
    );
  });
});

describe('toeslagen, phrasing families: overtime and shifts', () => {
  it('reads overtime per kind of day in one sentence', () => {
    expectCategory(
      'toeslagen',
      'Artikel 14 Overwerk\nDe toeslag voor overwerk bedraagt op werkdagen 25%, op zaterdag 50% en op zon- en feestdagen 100%.',
      { overwerk_maandag_vrijdag: 25, overwerk_zaterdag: 50, overwerk_zondag_feestdag: 100 },
    );
  });
  it('reads rates per kind of day listed under a lead-in about overtime, not a right kept by earlier hires', () => {
    expectCategory(
      'toeslagen',
      'Artikel 8 Vergoeding overuren\nDe toeslag voor overuren bedraagt:\n• 35% voor de uren op maandag t/m zaterdag;\n• voor werknemers in dienst vóór 1 maart 2001 geldt voor overuren op zaterdag een toeslag van 70%;\n• 90% voor uren op zon- en feestdagen.',
      { overwerk_maandag_vrijdag: 35, overwerk_zaterdag: 35, overwerk_zondag_feestdag: 90 },
    );
  });
  it('reads "uitbetalen van 100% uurloon" per overtime hour as no surcharge', () => {
    expectCategory(
      'toeslagen',
      'Artikel 6 Vergoeding van overwerk\nOverwerk compenseer je met vrije tijd. Lukt dat niet binnen een half jaar, dan volgt uitbetaling van 100% uurloon per overwerkuur.',
      { overwerk_maandag_vrijdag: 0, overwerk_zaterdag: 0, overwerk_zondag_feestdag: 0 },
    );
  });
  it('takes the payout rate of overtime hours not taken off over hour-for-hour time off', () => {
    expectCategory(
      'toeslagen',
      'Artikel 11 Overwerk\nVoor elk uur overwerk krijgt de werknemer een uur vrije tijd.\fArtikel 19 Toeslagen en compensatie\nUren die aan het eind van het jaar niet zijn opgenomen, worden uitbetaald: overwerkuren tegen 140%, uren vanwege nachtdiensten tegen 30%.',
      { overwerk_maandag_vrijdag: 40, overwerk_zaterdag: 40, overwerk_zondag_feestdag: 40 },
    );
  });
  it('reads a night surcharge named only in its article title: "De toeslag is 12%"', () => {
    expectCategory(
      'toeslagen',
      'Artikel 4.3 Nachttoeslag receptie\n1. Wie bij de receptie een dienst over de hele nacht draait, krijgt een toeslag.\n2. De toeslag is 12% op het uurloon van die dienst.',
      { onregelmatigheid_nacht: 12 },
    );
  });
  it('reads "2- ploegendienst" with a space the text layer put after the hyphen', () => {
    expectCategory(
      'toeslagen',
      'Artikel 5.2 Ploegendiensten\n1. Wie vast in 2- ploegendienst werkt, krijgt een vergoeding ter grootte van 9,5% van het schaalsalaris.',
      { ploegentoeslag_2ploegen: 9.5 },
    );
  });
  it('reads a rate per number of shifts', () => {
    expectCategory(
      'toeslagen',
      'Artikel 15 Ploegendienst\nDe werknemer in een tweeploegendienst ontvangt een toeslag van 12%; in een drieploegendienst bedraagt de toeslag 18%.',
      { ploegentoeslag_2ploegen: 12, ploegentoeslag_3ploegen: 18 },
    );
  });
});

describe('toeslagen, phrasing families: overtime paid in time off', () => {
  it('reads hours off per overtime hour as the hour plus a surcharge, per kind of day', () => {
    expectCategory(
      'toeslagen',
      'Artikel 10 Overwerk\nOverwerk wordt gecompenseerd in vrije tijd. Voor ieder uur overwerk op maandag tot en met vrijdag krijgt de werknemer anderhalf uur vrij; voor overwerk op zaterdag twee uur vrij.',
      { overwerk_maandag_vrijdag: 50, overwerk_zaterdag: 100 },
    );
  });
  it('reads "per overuur 1,25 uur compensatieverlof" in figures', () => {
    expectCategory(
      'toeslagen',
      'Artikel 10 Meeruren en overwerk\nDe werknemer bouwt per overuur 1,25 uur compensatieverlof op.',
      { overwerk_maandag_vrijdag: 25 },
    );
  });
  it('reads "tijd voor tijd" (one hour off per overtime hour) as no surcharge', () => {
    expectCategory(
      'toeslagen',
      'Artikel 10 Overwerk\nVoor elk overuur ontvangt de werknemer één uur vrije tijd (tijd voor tijd).',
      { overwerk_maandag_vrijdag: 0 },
    );
  });
  it('prefers a surcharge in money printed beside the time off', () => {
    expectCategory(
      'toeslagen',
      'Artikel 10 Overwerk\nVoor ieder overuur krijgt de werknemer een uur vrije tijd. Daarnaast ontvangt hij voor overwerk op werkdagen een toeslag van 30% in geld.',
      { overwerk_maandag_vrijdag: 30 },
    );
  });
});
