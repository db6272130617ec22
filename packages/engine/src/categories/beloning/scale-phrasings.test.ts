import { describe, it } from 'vitest';
import { expectCategory } from '../../extract/testing/expect-category';

/** How cao's name and count their scales, and tables of other periods (own fictional text). */
describe('beloning: phrasing families of the scales', () => {
  const counts: Array<[string, number]> = [
    ['Artikel 10 Functie-indeling\nDe functies zijn ingedeeld in acht loongroepen.', 8],
    ['Artikel 10 Loongebouw\nHet loongebouw kent elf functiegroepen.', 11],
    ['Artikel 10 Salarisschalen\nEr zijn 12 salarisschalen.', 12],
    ['Artikel 10 Indeling\nDe cao telt zes salarisgroepen.', 6],
    ['Artikel 10 Functie-indeling\nDe functiegroepen zijn aangeduid met de letters A tot en met G.', 7],
    ['Artikel 10 Salarisschalen\nDe salarisschalen zijn genummerd 1 tot en met 9.', 9],
    ['Artikel 10 Indeling in klassen\nDe functies worden ingedeeld in de loonklassen I tot en met V.', 5],
    ['Artikel 10 Functieklassen\nEr zijn tien functieklassen.', 10],
  ];
  for (const [text, count] of counts) {
    it(`counts: ${text.split('\n')[1]}`, () => {
      expectCategory('beloning', text, { aantal_loonschalen: count });
    });
  }

  it('reads an hourly table as a month over the weekly hours (× hours × 52/12)', () => {
    expectCategory(
      'beloning',
      [
        'Artikel 5 Arbeidsduur',
        'De normale arbeidsduur bedraagt gemiddeld 38 uur per week.',
        'Artikel 11 Uurlonen',
        'Uurlonen per 1 januari 2031',
        'Trede Groep 1 Groep 2 Groep 3',
        '0 € 14,00 € 15,00 € 16,50',
        '1 € 14,40 € 15,50 € 17,10',
      ].join('\n'),
      { laagste_schaal_minimum: 2305.33, hoogste_schaal_maximum: 2815.8, aantal_loonschalen: 3 },
    );
  });

  it('counts a scale split in two parts over the table ("Groep 2a Groep 2b")', () => {
    expectCategory(
      'beloning',
      [
        'Artikel 11 Salarissen',
        'Maandsalarissen per 1 januari 2031',
        'Trede Groep 1 Groep 2a Groep 2b Groep 3',
        '0 € 2.100,00 € 2.180,00 € 2.260,00 € 2.400,00',
        '1 € 2.150,00 € 2.240,00 € 2.330,00 € 2.480,00',
      ].join('\n'),
      { aantal_loonschalen: 4, laagste_schaal_minimum: 2100, hoogste_schaal_maximum: 2480 },
    );
  });

  it('reads a weekly table as a month (× 52/12)', () => {
    expectCategory(
      'beloning',
      [
        'Artikel 11 Weeklonen',
        'Weeklonen per 1 januari 2031',
        'Loongroep A B C',
        '0 € 520,00 € 560,00 € 600,00',
        '1 € 540,00 € 585,00 € 630,00',
      ].join('\n'),
      { laagste_schaal_minimum: 2253.33, hoogste_schaal_maximum: 2730 },
    );
  });

  it('reads steps as columns, one row per scale, and leaves youth rows out', () => {
    expectCategory(
      'beloning',
      [
        'Artikel 12 Salarisschalen',
        'Maandsalarissen per 1 januari 2031',
        'Schaal Trede 0 Trede 1 Trede 2 Trede 3',
        '1 € 2.000,00 € 2.050,00 € 2.100,00 € 2.150,00',
        '2 € 2.100,00 € 2.160,00 € 2.220,00 € 2.280,00',
        '3 € 2.250,00 € 2.320,00 € 2.390,00 € 2.460,00',
        'Jeugdlonen per maand',
        '18 jaar € 1.100,00',
        '19 jaar € 1.300,00',
      ].join('\n'),
      { laagste_schaal_minimum: 2000, hoogste_schaal_maximum: 2460 },
    );
  });
});
