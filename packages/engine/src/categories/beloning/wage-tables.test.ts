import { describe, expect, it } from 'vitest';
import { extractCategorySync } from '../../extract/builtin-extractor';
import { expectCategory } from '../../extract/testing/expect-category';
import { makeCao } from '../../extract/testing/make-document';

/** Wage tables as other house styles print them. */
describe('wage tables', () => {
  it('reads the month column of a table with a period per column (× 13/12 for four weeks)', () => {
    expectCategory(
      'beloning',
      [
        'Artikel 4 Lonen',
        'De lonen worden per 1 juni 2025 verhoogd met 3%.',
        'Bijlage 2 Loontabellen',
        'Tabel 1 Garantielonen per 1 juni 2025, bedragen in euro',
        'Functiegroep Per uur Per week Per periode van 4 weken',
        'B 17,04 681,60 2.726,40',
        'C 17,82 712,80 2.851,20',
        'H 24,31 972,40 3.889,60',
      ].join('\n'),
      { laagste_schaal_minimum: 2953.6, hoogste_schaal_maximum: 4213.73 },
    );
  });

  it('reads one scale per small table, in whole euros, from the column of the first increase', () => {
    expectCategory(
      'beloning',
      [
        'Artikel 5 Salarisverhoging',
        'De salarissen worden per 1 juli 2025 verhoogd met 3%.',
        'Bijlage A Salarisschalen',
        'Alle bedragen zijn bedragen per maand.',
        'Schaal 1 functie',
        '1-1-2025 1-7-2025',
        '1.01 2100 2163',
        '1.02 2150 2215',
        'Schaal 2 functie',
        '1-1-2025 1-7-2025',
        '2.01 2300 2369',
        '2.02 2400 2472',
        '2.03 2500 2575',
      ].join('\n'),
      { laagste_schaal_minimum: 2163, hoogste_schaal_maximum: 2575 },
    );
  });

  it('reads the column of the first increase where the columns are dates written out', () => {
    expectCategory(
      'beloning',
      [
        'Artikel 5 Salarisverhoging',
        'De salarissen worden per 1 juli 2025 verhoogd met 2%.',
        'Artikel 6 Salarisschaal',
        'Maandsalarissen',
        'Trede 1 januari 2025 1 juli 2025',
        '0 € 2.000,00 € 2.040,00',
        '1 € 2.100,00 € 2.142,00',
      ].join('\n'),
      { laagste_schaal_minimum: 2040, hoogste_schaal_maximum: 2142 },
    );
  });

  it('reads whole euros without a thousands separator, the last step with one amount included', () => {
    expectCategory(
      'beloning',
      [
        'Artikel 30 Salarissen',
        'Salaristabel per maand per 1 maart 2025',
        'Functiejaren A B C',
        '0 2100 2250 2400',
        '1 2150 2300 2460',
        '2 2520',
      ].join('\n'),
      { aantal_loonschalen: 3, laagste_schaal_minimum: 2100, hoogste_schaal_maximum: 2520 },
    );
  });

  it('reads no scale from a table of which only one amount could be read', () => {
    expectCategory(
      'beloning',
      [
        'Artikel 30 Salarissen per maand',
        'Salaristabel per maand vanaf 1 maart 2025',
        '20 jaar 1201,50 1500 1650',
        '21 jaar 1402,50 1700 1850',
      ].join('\n'),
      { laagste_schaal_minimum: null, hoogste_schaal_maximum: null },
    );
  });

  it('takes the first of two tables printed one after the other, each under its own title row', () => {
    expectCategory(
      'beloning',
      [
        'Artikel 13 Loontabellen',
        '1. Het maandloon is het uurloon vermenigvuldigd met 164,67.',
        '2. De uurlonen voor werknemers van 21 jaar en ouder zijn:',
        'Uurlonen per 1 januari 2025',
        'Niveau Trede 0 Trede 1',
        'I € 14,40 € 14,76',
        'II € 15,26 € 23,90',
        'Uurlonen per 1 januari 2026',
        'Niveau Trede 0 Trede 1',
        'I € 14,98 € 15,35',
        'II € 15,87 € 24,86',
      ].join('\n'),
      { laagste_schaal_minimum: 2371.25, hoogste_schaal_maximum: 3935.61 },
    );
  });

  it('skips a yearly periodiek column between minimum and maximum', () => {
    expectCategory(
      'beloning',
      [
        'Bijlage II Salarisschalen',
        'Salarisschalen per 1 april 2025',
        'Salarisgroep Minimum Periodiek Maximum',
        'per maand per jaar per maand',
        '1 2.412,00 96,48 2.990,88',
        '12 4.674,63 186,98 5.796,51',
        'Salarisschalen per 1 januari 2026',
        'Salarisgroep Minimum Periodiek Maximum',
        'per maand per jaar per maand',
        '1 2.484,36 99,37 3.080,58',
        '12 4.814,87 192,59 5.970,41',
      ].join('\n'),
      { laagste_schaal_minimum: 2412, hoogste_schaal_maximum: 5796.51 },
    );
  });

  it('leaves out the youth rows of a table by age, also when the ages are bare numbers', () => {
    expectCategory(
      'beloning',
      [
        'Artikel 12 Salarissen',
        '1. Per 1 maart 2025 worden de salarissen met 2% verhoogd.',
        '2. Salaristabel per maand per 1 maart 2025',
        'LEEFTIJD 1 2 3',
        '18 1.012,40 1.104',
        '19 1.215,10 1.302',
        '20 1.630,55 1.711 1.790',
        '21 2.040,80 2.101 2.245',
      ].join('\n'),
      { laagste_schaal_minimum: 2040.8, hoogste_schaal_maximum: 2245 },
    );
  });

  it('keeps the experience rows under the adult age and reads the month table under a title with a percentage', () => {
    expectCategory(
      'beloning',
      [
        'Bijlage 3 Loonschalen',
        'LOONSCHALEN PER 1-6-2025 PER VIER WEKEN +2,5%',
        'Groep A B C',
        'Leeftijd/jaren',
        '20 1.400,00 1.500,00',
        '1 1.450,00 1.550,00',
        '21/0 1.900,00 2.000,00 2.100,00',
        '1 1.950,00 2.050,00 2.150,00',
        '2 2.000,00 2.100,00 2.300,00',
        'LOONSCHALEN PER 1-6-2025 PER MAAND +2,5%',
        'Groep A B C',
        'Leeftijd/jaren',
        '20 1.516,67 1.625,00',
        '1 1.570,83 1.679,17',
        '21/0 2.058,33 2.166,67 2.275,00',
        '1 2.112,50 2.220,83 2.329,17',
        '2 2.166,67 2.275,00 2.491,67',
      ].join('\n'),
      { laagste_schaal_minimum: 2058.33, hoogste_schaal_maximum: 2491.67 },
    );
  });

  it('reads no adult scale from a table of youth ages only', () => {
    expectCategory(
      'beloning',
      [
        'Bijlage 4 Lonen per 1 januari 2025',
        'MAANDLONEN Schaal A B',
        '16 jaar € 801,20 € 850,10',
        '17 jaar € 912,40 € 960,30',
        '21 jaar en ouder',
        'Trede',
        '0 € 2.100,00 € 2.200,00',
        '1 € 2.150,00 € 2.300,00',
      ].join('\n'),
      { laagste_schaal_minimum: 2100, hoogste_schaal_maximum: 2300 },
    );
  });
});

describe('wage tables, a month formula over the weekly hours', () => {
  it('converts hourly wages with "4 x de arbeidsduur per week x 13 : 12 x het uurloon"', () => {
    expectCategory(
      'beloning',
      [
        'Artikel 5 Arbeidsduur',
        'De normale arbeidsduur bedraagt 36 uur per week.',
        'Artikel 6 Salarisschalen',
        'Het maandsalaris is 4 x de arbeidsduur per week x 13 : 12 x het uurloon.',
        'Uurlonen per 1 januari 2025',
        'schaal minimum maximum',
        'A 12,00 14,00',
        'B 13,00 16,50',
      ].join('\n'),
      { laagste_schaal_minimum: 1872, hoogste_schaal_maximum: 2574 },
    );
  });
});

describe('wage tables with scales side by side', () => {
  it('reads the month column of each scale and joins the pairs under one caption', () => {
    expectCategory(
      'beloning',
      [
        'Bijlage 3 Salaristabellen',
        'Tabel A Salarisschalen per 1 mei 2025',
        'Schaal 10 Schaal 20',
        'Trede Maandsalaris Periodesalaris Uurloon Trede Maandsalaris Periodesalaris Uurloon',
        '0 2.210,00 2.040,00 14,10 0 2.390,00 2.206,15 15,25',
        '1 2.280,00 2.104,62 14,55 1 2.470,00 2.280,00 15,76',
        '2 2.350,00 2.169,23 15,00',
        'Schaal 30 Schaal 40',
        'Trede Maandsalaris Periodesalaris Uurloon Trede Maandsalaris Periodesalaris Uurloon',
        '0 2.600,00 2.400,00 16,59 0 3.100,00 2.861,54 19,78',
        '1 2.700,00 2.492,31 17,23 1 3.250,00 3.000,00 20,74',
        'Tabel B Salarisschalen per 1 mei 2026',
        'Schaal 10 Schaal 20',
        'Trede Maandsalaris Periodesalaris Uurloon Trede Maandsalaris Periodesalaris Uurloon',
        '0 2.280,00 2.104,62 14,55 0 2.460,00 2.270,77 15,70',
        '1 2.350,00 2.169,23 15,00 1 2.540,00 2.344,62 16,21',
      ].join('\n'),
      { laagste_schaal_minimum: 2210, hoogste_schaal_maximum: 3250 },
    );
  });
});

describe('wage tables, conversion to a month (a stated factor first, else calendar arithmetic)', () => {
  const hourly = [
    'Artikel 7 Werktijden',
    'De normale arbeidsduur bedraagt gemiddeld 37 uur per week.',
    'Bijlage 1 Uurlonen',
    'Uurlonen per 1 maart 2025',
    'Loongroep A B C',
    'Trede 0 12,00 13,00 14,00',
    'Trede 1 12,50 13,50 15,00',
  ];

  it('converts hourly wages with the factor the cao states, before anything else', () => {
    const values = extractCategorySync(
      makeCao([...hourly, 'Een maandloon is het uurloon maal 160,33.'].join('\n')),
      'beloning',
    );
    expect(values.laagste_schaal_minimum?.value).toBe(1923.96);
    expect(values.laagste_schaal_minimum?.normalisation).toContain('maandloonfactor uit de cao');
  });

  it("without a stated factor: hourly × the cao's own weekly hours × 52/12, said in the normalisation", () => {
    const values = extractCategorySync(makeCao(hourly.join('\n')), 'beloning');
    // 37 × 52 / 12 = 160,333…
    expect(values.laagste_schaal_minimum?.value).toBe(1924);
    expect(values.hoogste_schaal_maximum?.value).toBe(2405);
    expect(values.laagste_schaal_minimum?.conversion?.factor).toBeCloseTo(160.333333, 5);
    expect(values.laagste_schaal_minimum?.normalisation).toContain('37 uur per week × 52/12');
    expect(values.laagste_schaal_minimum?.normalisation).toContain('noemt geen maandloonfactor');
  });

  it('converts a four-weekly table × 13/12 and a weekly table × 52/12, and says so', () => {
    const fourWeekly = extractCategorySync(
      makeCao(
        [
          'Bijlage 2 Lonen',
          'Lonen per vier weken per 1 april 2025',
          'Groep 1 2',
          'Trede 0 € 2.400,00 € 2.600,00',
          'Trede 1 € 2.500,00 € 2.760,00',
        ].join('\n'),
      ),
      'beloning',
    );
    expect(fourWeekly.laagste_schaal_minimum?.value).toBe(2600);
    expect(fourWeekly.laagste_schaal_minimum?.normalisation).toContain('13/12');
    const weekly = extractCategorySync(
      makeCao(
        [
          'Bijlage 2 Lonen',
          'Weeklonen per 1 april 2025',
          'Groep 1 2',
          'Trede 0 € 600,00 € 660,00',
          'Trede 1 € 630,00 € 690,00',
        ].join('\n'),
      ),
      'beloning',
    );
    expect(weekly.laagste_schaal_minimum?.value).toBe(2600);
    expect(weekly.hoogste_schaal_maximum?.value).toBe(2990);
    expect(weekly.laagste_schaal_minimum?.normalisation).toContain('52/12');
  });

  it('converts a weekly or four-weekly table with the factor the cao states, before 52/12 or 13/12', () => {
    const weekly = extractCategorySync(
      makeCao(
        [
          'Artikel 4 Loon',
          'Wie per maand wordt betaald, ontvangt het weekloon maal 4,35.',
          'Bijlage 2 Lonen',
          'Weeklonen per 1 april 2025',
          'Groep 1 2',
          'Trede 0 € 600,00 € 660,00',
          'Trede 1 € 630,00 € 690,00',
        ].join('\n'),
      ),
      'beloning',
    );
    expect(weekly.laagste_schaal_minimum?.value).toBe(2610);
    expect(weekly.laagste_schaal_minimum?.normalisation).toContain('maandfactor uit de cao');
    const fourWeekly = extractCategorySync(
      makeCao(
        [
          'Artikel 4 Loon',
          'Voor een maand geldt het periodeloon × 1,0833.',
          'Bijlage 2 Lonen',
          'Lonen per vier weken per 1 april 2025',
          'Groep 1 2',
          'Trede 0 € 2.400,00 € 2.600,00',
          'Trede 1 € 2.500,00 € 2.760,00',
        ].join('\n'),
      ),
      'beloning',
    );
    expect(fourWeekly.laagste_schaal_minimum?.value).toBe(2599.92);
    expect(fourWeekly.laagste_schaal_minimum?.normalisation).toContain('× 1,0833');
  });

  it('finds no monthly wage in an hourly table when the cao states neither a factor nor weekly hours', () => {
    expectCategory('beloning', hourly.slice(2).join('\n'), {
      laagste_schaal_minimum: null,
      hoogste_schaal_maximum: null,
    });
  });
});

describe('wage tables by age, then by years of service', () => {
  it('takes the rows under the service-years sub-header as the scale, not the last age row', () => {
    expectCategory(
      'beloning',
      [
        'Artikel 9 Arbeidsduur',
        'De normale arbeidsduur bedraagt 40 uur per week.',
        'Bijlage 3 Lonen',
        'Het uurloon per 1 januari 2025 bedraagt:',
        'Loongroep 1 2 3',
        'Uurloon naar leeftijd',
        '18 jaar 6,00 6,50 7,00',
        '20 jaar 8,00 8,50 9,00',
        '21 jaar 9,00 9,60 10,20',
        'Uurloon naar dienstjaren',
        '0 tot 5 12,00 12,60 13,20',
        '5 en meer 12,30 12,90 13,50',
      ].join('\n'),
      // 40 × 52 / 12 = 173,333…
      { laagste_schaal_minimum: 2080, hoogste_schaal_maximum: 2340 },
    );
  });
});

describe('wage tables: compound titles, service years, notes and stated minimum rows', () => {
  it('reads a "Functie-uurloontabel" whose note refers to the legal minimum (youth) wage', () => {
    expectCategory(
      'beloning',
      [
        'Artikel 3 Werknemer in volledige dienst',
        'Dat is de werknemer die gemiddeld 40 uren per week werkt.',
        'Artikel 5 Functie-uurloontabellen',
        'Functie-uurloontabel per 1 april 2025',
        'Groep A0: het loon is gelijk aan het wettelijk minimum(jeugd)-uurloon. Groep A Groep B Groep C Leeftijd',
        '18 jaar € 9,00 € 9,50',
        '20 jaar € 11,00 € 11,50 € 12,00',
        '21 jaar € 13,00 € 13,40 € 13,80',
        'Dienstjaren',
        '0 jaar € 13,00 € 13,40 € 13,80',
        '1 jaar € 13,30 € 13,70 € 14,20',
        '2 jaar € 14,50 € 15,00',
      ].join('\n'),
      // 40 × 52 / 12 = 173,333…: 13,00 → 2.253,33 and 15,00 → 2.600,00
      { laagste_schaal_minimum: 2253.33, hoogste_schaal_maximum: 2600 },
    );
  });

  it('reads the next table when a note on who may use the table above stands between them', () => {
    const values = extractCategorySync(
      makeCao(
        [
          'Bijlage 4 Salarissen',
          'Per maand Per 1 mei 2025',
          'Groep 1 Groep 2 Groep 3',
          'Min € 2.000,00 € 2.200,00 € 2.400,00',
          'Max € 2.300,00 € 2.600,00 € 2.900,00',
          'Deze bedragen gelden ook voor wie jonger dan 21 jaar is.',
          'Per 4 weken Per 1 mei 2025',
          'Groep 1 Groep 2 Groep 3',
          'Min € 1.846,15 € 2.030,77 € 2.215,38',
          'Max € 2.123,08 € 2.400,00 € 2.676,92',
          'Artikel 9 Betaling',
          'De werkgever betaalt het salaris na afloop van elke betalingsperiode.',
        ].join('\n'),
      ),
      'beloning',
    );
    expect(values.betalingsperiode?.value).toContain('per maand of per vier weken');
  });

  it('takes the minimum from the row labelled "Min", not from the starter steps below it', () => {
    expectCategory(
      'beloning',
      [
        'Bijlage 2 Loontabel',
        'Salarissen per maand per 1 januari 2025',
        'Groep 1 Groep 2 Groep 3',
        'Instapjaar 1 € 1.800,00 € 1.900,00 € 2.000,00',
        'Min € 2.000,00 € 2.110,00 € 2.220,00',
        'Max € 2.500,00 € 2.800,00 € 3.100,00',
        'Instapjaren liggen op 90% van het minimum van de groep.',
      ].join('\n'),
      { laagste_schaal_minimum: 2000, hoogste_schaal_maximum: 3100 },
    );
  });
});

describe('wage tables read with a lost decimal comma', () => {
  it('gives no scale ends when a cell lost its comma (as OCR of an image may)', () => {
    expectCategory(
      'beloning',
      [
        'Bijlage 1 Salarisschalen',
        'Salarisschalen per maand per 1 juli 2025',
        'Groep Aanvangssalaris Eindsalaris',
        'Groep 1 2050,10 214833',
        'Groep 2 2120,40 2390,75',
        'Groep 3 2230,00 2610,20',
      ].join('\n'),
      { laagste_schaal_minimum: null, hoogste_schaal_maximum: null },
    );
  });
});

describe('wage tables said to be for adults', () => {
  it('reads a table whose lead-in says it is for 21 and older, though it names the youth wages', () => {
    expectCategory(
      'beloning',
      [
        'Bijlage 1 Lonen',
        'Deze maandlonen gelden vanaf 21 jaar; wie jonger is, krijgt een jeugdloon naar leeftijd.',
        'Groep Minimum Maximum',
        'A € 2.080,00 € 2.390,00',
        'B € 2.190,00 € 2.610,00',
      ].join('\n'),
      { laagste_schaal_minimum: 2080, hoogste_schaal_maximum: 2610 },
    );
  });
  it('still leaves out a table of youth wages', () => {
    expectCategory(
      'beloning',
      [
        'Bijlage 2 Jeugdlonen',
        'Maandlonen voor werknemers jonger dan 21 jaar',
        'Leeftijd Groep A Groep B',
        '18 jaar € 1.200,00 € 1.300,00',
        '19 jaar € 1.400,00 € 1.500,00',
      ].join('\n'),
      { laagste_schaal_minimum: null, hoogste_schaal_maximum: null },
    );
  });
});
