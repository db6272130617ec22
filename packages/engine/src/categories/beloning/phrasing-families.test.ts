import { describe, it } from 'vitest';
import { expectCategory } from '../../extract/testing/expect-category';

/** Layouts of wage tables other cao's print (own fictional tables and figures). */
describe('beloning: layout families of wage tables', () => {
  it('dates tables by the note under them ("Deze salarissen gaan in per …") and takes the first raise', () => {
    expectCategory(
      'beloning',
      [
        'Artikel 1 Looptijd',
        'Deze cao loopt van 1 april 2031 tot en met 31 maart 2033.',
        'Artikel 20 Salarisverhoging',
        'Het salaris wordt per 1 november 2031 met 2% verhoogd.',
        'Artikel 21 Salarissen per maand',
        'FUNCTIEJAREN A B C D',
        '0 1800,00 1900 2000 2100',
        '1 1850 1950 2050 2150',
        '2 1900 2000 2100 2200',
        'Bovenstaande salarissen golden vanaf 1 april 2031.',
        'FUNCTIEJAREN A B C D',
        '0 1836,00 1938 2040 2142',
        '1 1887 1989 2091 2193',
        '2 1938 2040 2142 2244',
        'Deze salarissen gaan in per 1 november 2031.',
      ].join('\n'),
      { laagste_schaal_minimum: 1836, hoogste_schaal_maximum: 2244, aantal_loonschalen: 4 },
    );
  });

  it('dates a table by a note "De bedragen in deze tabel gelden met ingang van …"', () => {
    expectCategory(
      'beloning',
      [
        'Artikel 1 Looptijd',
        'Deze cao loopt van 1 januari 2031 tot en met 31 december 2031.',
        'Artikel 20 Loonsverhoging',
        'De lonen worden per 1 juli 2031 verhoogd met 3%.',
        'Artikel 21 Maandlonen',
        'Groep 1 2 3',
        '0 2000 2100 2200',
        '1 2050 2150 2260',
        'De bedragen in deze tabel gelden vanaf 1 januari 2031.',
        'Groep 1 2 3',
        '0 2060 2163 2266',
        '1 2112 2215 2328',
        'De bedragen in deze tabel gelden met ingang van 1 juli 2031.',
      ].join('\n'),
      { laagste_schaal_minimum: 2060, hoogste_schaal_maximum: 2328 },
    );
  });

  it('leaves out rows of extra steps ("u1", "u2", "a" … "c") under the numbered steps', () => {
    expectCategory(
      'beloning',
      [
        'Bijlage 3 Salarisschalen',
        'Maandbedragen vanaf 1 januari 2031',
        '1 2 3 4',
        '0 1700 1800 1950 2100',
        '1 1750 1860 2010 2180',
        '2 1800 1920 2080 2260',
        '3 1850 1980 2150 2340',
        'u1 1900 2040 2220 2420',
        'u2 1950 2100 2290 2500',
        'a 2000 2160 2360 2580',
        'b 2050 2220 2430 2660',
      ].join('\n'),
      { laagste_schaal_minimum: 1700, hoogste_schaal_maximum: 2340 },
    );
  });

  it('reads a table "per vierwekenperiode" as four-weekly amounts (× 13/12)', () => {
    expectCategory(
      'beloning',
      [
        'Artikel 22 Salarissen per vierwekenperiode',
        'Salarisgroep A B C',
        '0 1200,00 1300,00 1400,00',
        '1 1250,00 1350,00 1500,00',
      ].join('\n'),
      { laagste_schaal_minimum: 1300, hoogste_schaal_maximum: 1625 },
    );
  });
});
