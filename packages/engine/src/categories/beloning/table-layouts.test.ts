import { describe, it } from 'vitest';
import { expectCategory } from '../../extract/testing/expect-category';

/** More wage-table layouts (own fictional tables and figures). */
describe('beloning: wage-table layout families', () => {
  it('reads scales as labelled columns ("Schaal 1 Schaal 2 …") with steps as rows', () => {
    expectCategory(
      'beloning',
      [
        'Artikel 14 Salarisschalen',
        'Salarisschalen per maand per 1 januari 2031',
        'Periodiek Schaal 1 Schaal 2 Schaal 3 Schaal 4',
        '0 2.010,00 2.140,00 2.300,00 2.480,00',
        '1 2.060,00 2.200,00 2.370,00 2.560,00',
        '2 2.110,00 2.260,00 2.440,00 2.640,00',
      ].join('\n'),
      { laagste_schaal_minimum: 2010, hoogste_schaal_maximum: 2640, aantal_loonschalen: 4 },
    );
  });

  it('reads a table per four weeks (× 13/12) and a table by function group letters', () => {
    expectCategory(
      'beloning',
      [
        'Artikel 14 Lonen',
        'Loontabel per 4 weken per 1 januari 2031',
        'Functiejaren A B C D E',
        '0 1.800,00 1.880,00 1.960,00 2.050,00 2.150,00',
        '1 1.840,00 1.925,00 2.010,00 2.105,00 2.210,00',
        '2 1.880,00 1.970,00 2.060,00 2.160,00 2.270,00',
      ].join('\n'),
      { laagste_schaal_minimum: 1950, hoogste_schaal_maximum: 2459.17, aantal_loonschalen: 5 },
    );
  });

  it('leaves a youth table out and reads the adult table below it', () => {
    expectCategory(
      'beloning',
      [
        'Artikel 15 Lonen',
        'Jeugdlonen per maand per 1 januari 2031',
        'Leeftijd Groep 1 Groep 2 Groep 3',
        '16 jaar 800,00 850,00 900,00',
        '18 jaar 1.100,00 1.160,00 1.220,00',
        'Maandlonen per 1 januari 2031 (21 jaar en ouder)',
        'Trede Groep 1 Groep 2 Groep 3',
        '0 2.000,00 2.100,00 2.250,00',
        '1 2.060,00 2.170,00 2.330,00',
      ].join('\n'),
      { laagste_schaal_minimum: 2000, hoogste_schaal_maximum: 2330 },
    );
  });

  it('reads a table with rows "Minimum" and "Maximum" per salary group', () => {
    expectCategory(
      'beloning',
      [
        'Artikel 16 Salarisgroepen',
        'Salarissen per maand per 1 januari 2031',
        'Salarisgroep 1 2 3 4 5',
        'Minimum 2.100 2.250 2.400 2.600 2.850',
        'Maximum 2.500 2.700 2.950 3.250 3.600',
      ].join('\n'),
      { laagste_schaal_minimum: 2100, hoogste_schaal_maximum: 3600, aantal_loonschalen: 5 },
    );
  });
});
