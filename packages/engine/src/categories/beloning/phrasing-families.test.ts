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

  it('reads a row of scale ends over the header, euro signs after the amounts and youth rows under adults', () => {
    expectCategory(
      'beloning',
      [
        'Bijlage IV, Loontabellen',
        'Loontabel per 1 maart 2032',
        '3-2-2032 09:15',
        'eindlonen na beoordeling 2.100,00€ 2.250,50€ 2.400,75€',
        'basislonen % I = WML II III',
        '21 jaar of ouder 100 1.900,00€ 2.000,00€ 2.150,00€',
        '20 jaar 85 1.615,00€ 1.700,00€ 1.827,50€',
        '19 jaar 70 1.330,00€ 1.400,00€ 1.505,00€',
      ].join('\n'),
      { laagste_schaal_minimum: 1900, hoogste_schaal_maximum: 2400.75, aantal_loonschalen: 3 },
    );
  });

  it('takes the adult row of a table whose ages fall row by row ("21 jaar of ouder", "20 jaar" …)', () => {
    expectCategory(
      'beloning',
      [
        'Artikel 9 Lonen',
        'Maandlonen per 1 mei 2032',
        'Leeftijd A B C',
        '21 jaar of ouder € 2.010,00 € 2.120,00 € 2.260,00',
        '20 jaar € 1.708,50 € 1.802,00 € 1.921,00',
        '18 jaar € 1.407,00 € 1.484,00 € 1.582,00',
      ].join('\n'),
      { laagste_schaal_minimum: 2010, hoogste_schaal_maximum: 2260 },
    );
  });

  it('counts the scales in the rows when the numbered columns are steps ("stappen" over them)', () => {
    expectCategory(
      'beloning',
      [
        'Bijlage 3 Salarisschalen',
        'Salaristabel per 1 april 2032',
        'stappen',
        'schaal 1 2 3 4 5',
        'A / 1 1700 1750 1800',
        'B / 2 1800 1860 1920 1980',
        'C / 3 1900 1970 2040 2110 2180',
        'D / 4 Min 2300 Max 2900',
      ].join('\n'),
      { aantal_loonschalen: 4, laagste_schaal_minimum: 1700, hoogste_schaal_maximum: 2900 },
    );
  });
});

/** How cao's state the normal working week (own fictional sentences). */
describe('beloning: the normal working week', () => {
  it('takes the general week, not the hours of a special roster in the next sub-article', () => {
    expectCategory(
      'beloning',
      [
        'Artikel 5.1 Arbeidsduur',
        '1. De arbeidsduur bedraagt bij een volledig dienstverband:',
        'a. voor werknemers in de schalen 1 tot en met 6, gemiddeld 37 uur per week;',
        'b. voor werknemers in de hogere schalen gemiddeld 39 uur per week.',
        '2. Voor werknemers die in de volcontinudienst werken bedraagt de arbeidsduur op jaarbasis gemiddeld 34,2 uur per week.',
      ].join('\n'),
      { arbeidsduur_per_week: 37 },
    );
  });

  it('does not take the limits of the law printed in an annex as the norm', () => {
    expectCategory(
      'beloning',
      [
        'Artikel 3 Werktijden',
        'De werkgever stelt de werktijden vast in overleg met de ondernemingsraad.',
        'Bijlage 6 Wetteksten',
        'Arbeidstijd: over een referentieperiode van zestien weken gemiddeld 47 uur per week.',
      ].join('\n'),
      { arbeidsduur_per_week: null },
    );
  });
});

/** How cao's say how often the wage is paid (own fictional sentences). */
describe('beloning: the pay period', () => {
  it('reads a salary term defined as the gross sum per month in an article of terms', () => {
    expectCategory(
      'beloning',
      [
        'Artikel 6.1 Begrippen',
        'In dit hoofdstuk wordt verstaan onder:',
        'Functiesalaris:',
        'het bruto bedrag per maand dat bij de functie hoort volgens de tabel in bijlage 4.',
      ].join('\n'),
      { betalingsperiode: 'per maand' },
    );
  });

  it('reads a salary made payable by a day of the month or period as both periods', () => {
    expectCategory(
      'beloning',
      [
        'Artikel 2 Definities',
        '5. Basissalaris: het salaris per maand of periode volgens de tabel.',
        'Artikel 17 Toepassing van de schalen',
        'Het maand- of periodesalaris wordt per giro betaalbaar gesteld, zodat de werknemer er uiterlijk op de 28e van de maand of periode over beschikt.',
      ].join('\n'),
      { betalingsperiode: 'uiterlijk op de 28e van de maand of periode' },
    );
  });
});
