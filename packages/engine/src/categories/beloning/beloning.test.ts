import { describe, expect, it } from 'vitest';
import { extractCategorySync } from '../../extract/builtin-extractor';
import { expectCategory } from '../../extract/testing/expect-category';
import { makeCao } from '../../extract/testing/make-document';

describe('beloning', () => {
  it('reads the norm "De normale werktijd bedraagt … gemiddeld ten hoogste 37 uur per week"', () => {
    expectCategory(
      'beloning',
      'Artikel 7 Werk- en rusttijden\n1. De normale werktijd bedraagt ten hoogste 10 uur per dag en gemiddeld ten hoogste 37 uur per week, gerekend over een kwartaal.\n2. Voor wie voor 1 januari 2020 in dienst kwam, is er overwerk als hij over 13 weken meer dan gemiddeld 35 uur per week werkt, tenzij een 37-urige werkweek is afgesproken.',
      { arbeidsduur_per_week: 37 },
    );
  });
  it('reads the norm "niet meer dan gemiddeld 39 uur per week"', () => {
    expectCategory(
      'beloning',
      'Artikel 5 Arbeidsduur\nDe werknemer werkt niet meer dan gemiddeld 39 uur per week, gerekend over 26 weken.',
      { arbeidsduur_per_week: 39 },
    );
  });
  it('reads: Artikel 6 Arbeidsduur', () => {
    expectCategory(
      'beloning',
      'Artikel 6 Arbeidsduur\nDe arbeidsduur van een fulltime werknemer bedraagt gemiddeld 36 uur per week.\nArtikel 8 Salarisbetaling\nHet salaris wordt maandelijks uitbetaald.',
      { arbeidsduur_per_week: 36, betalingsperiode: 'maand' },
    );
  });
  it('reads: Artikel 3 Werktijden', () => {
    expectCategory(
      'beloning',
      'Artikel 3 Werktijden\n1. De werknemer heeft een 38-urige werkweek.\n2. Het loon wordt per periode van vier weken betaald.',
      { arbeidsduur_per_week: 38, betalingsperiode: 'vier weken' },
    );
  });
  it('reads: Artikel 10 Arbeidsduur', () => {
    expectCategory(
      'beloning',
      'Artikel 10 Arbeidsduur\nDe normale arbeidsduur bedraagt 152 uur per vier weken.',
      { arbeidsduur_per_week: 38 },
    );
  });
  it('reads: Artikel 12 Salarisschalen', () => {
    expectCategory(
      'beloning',
      'Artikel 12 Salarisschalen\n1. Er zijn 12 salarisschalen.\nTabel salarisschalen per 1 januari 2025 (bedragen per maand)\nSchaal Minimum Maximum\n1 € 2.100,00 € 2.400,00\n2 € 2.200,00 € 2.600,00\n3 € 2.350,00 € 2.900,00\n12 € 5.100,00 € 7.250,50',
      { aantal_loonschalen: 12, laagste_schaal_minimum: 2100, hoogste_schaal_maximum: 7250.5 },
    );
  });
  it('reads: Artikel 13 Lonen', () => {
    expectCategory(
      'beloning',
      'Artikel 13 Lonen\nHet maandloon is het uurloon vermenigvuldigd met 156.\nUurlonen per 1 januari 2025\nLoongroep A B C\n1 € 14,40 € 14,80 € 15,20\n2 € 15,00 € 15,50 € 16,00\n3 € 16,10 € 16,70 € 17,25',
      { laagste_schaal_minimum: 2246.4, hoogste_schaal_maximum: 2691 },
    );
  });
  it('reads: Artikel 13 Salaris', () => {
    expectCategory('beloning', 'Artikel 13 Salaris\nDe salarisschalen lopen van A tot en met K.', {
      aantal_loonschalen: 11,
    });
  });
  it('reads: Artikel 4 Arbeidsduur', () => {
    expectCategory(
      'beloning',
      'Artikel 4 Arbeidsduur\n4.1 Een volledig dienstverband omvat 36 uur per week.\n4.2 De werknemer kan in overleg maximaal 40 uur per week werken.',
      { arbeidsduur_per_week: 36 },
    );
  });
  it('leaves null: Artikel 6 Arbeids- en rusttijden', () => {
    expectCategory(
      'beloning',
      'Artikel 6 Arbeids- en rusttijden\nDe werknemer werkt ten hoogste 12 uur per dienst en maximaal 60 uur per week.',
      { arbeidsduur_per_week: null },
    );
  });
  it('leaves null: Artikel 6 Deeltijd', () => {
    expectCategory(
      'beloning',
      'Artikel 6 Deeltijd\nEen werknemer met een arbeidsovereenkomst van minder dan 38 uur per week is deeltijdwerker.',
      { arbeidsduur_per_week: null },
    );
  });
  it('reads a month from the deadline: "uiterlijk op de laatste werkdag van de maand"', () => {
    expectCategory(
      'beloning',
      'Artikel 8 Loonbetaling\nDe werkgever betaalt het loon uiterlijk op de laatste werkdag van de maand.',
      { betalingsperiode: 'maand' },
    );
  });
  it('reads a month from a day of the month: "vóór de 25e van elke maand"', () => {
    expectCategory(
      'beloning',
      'Artikel 8 Salarisbetaling\nHet salaris wordt vóór de 25e van elke maand op de rekening van de werknemer overgemaakt.',
      { betalingsperiode: 'maand' },
    );
  });
  it('reads "de werknemer ontvangt zijn loon per periode van vier weken"', () => {
    expectCategory(
      'beloning',
      'Artikel 8 Loon\nDe werknemer ontvangt zijn loon per periode van vier weken.',
      { betalingsperiode: 'vier weken' },
    );
  });
  it('leaves null: a payment sentence without any period', () => {
    expectCategory(
      'beloning',
      'Artikel 8 Loonbetaling\nDe werkgever betaalt het loon per bank op een rekening van de werknemer.',
      { betalingsperiode: null },
    );
  });
});

describe('beloning, wage tables', () => {
  it('leaves youth rows out and reads amounts without thousands separators', () => {
    expectCategory(
      'beloning',
      [
        'Artikel 12 Loontabel',
        'Tabel maandlonen per 1 januari 2025',
        'Leeftijd/schaal A B',
        '18 jaar 1450,00 1500,00',
        '21 jaar en ouder 2450,10 2600,00',
        'Schaal C 2700,00 3100,45',
      ].join('\n'),
      { laagste_schaal_minimum: 2450.1, hoogste_schaal_maximum: 3100.45 },
    );
  });
});

describe('beloning, four-weekly wages', () => {
  it('converts a table per four weeks to months (× 13/12)', () => {
    expectCategory(
      'beloning',
      [
        'Artikel 12 Lonen',
        'Tabel 1 Lonen per vier weken per 1 januari 2025',
        'Schaal Min Max',
        'A € 2.400,00 € 2.600,00',
        'B € 2.500,00 € 3.000,00',
      ].join('\n'),
      { laagste_schaal_minimum: 2600, hoogste_schaal_maximum: 3250 },
    );
  });
  it.each([
    [
      'ARTIKEL 4 – ARBEIDSDUUR\nlid 1 De arbeidsduur van een fulltime werknemer bedraagt 152 uur per periode van vier weken.',
      { arbeidsduur_per_week: 38 },
    ],
    [
      'ARTIKEL 10 – FUNCTIE-INDELING\nlid 1 Functies worden ingedeeld in acht functieniveaus, I tot en met VIII.',
      { aantal_loonschalen: 8 },
    ],
    [
      '3.3.2 Salarisschalen\nHet salarishuis bestaat uit twaalf FWG-groepen, van FWG 15 tot en met FWG 70.',
      { aantal_loonschalen: 12 },
    ],
    [
      'Artikel 4:4 Betaling van het loon\n1. De uitzendonderneming betaalt het loon per week of per vier weken.',
      { betalingsperiode: 'vier weken' },
    ],
  ])('reads other house styles: %s', (body, expected) => {
    expectCategory('beloning', body, expected);
  });
});

describe('beloning, second hold-out phrasings', () => {
  it('reads "elke vier weken of maandelijks" and "de functiegroepen A tot en met H"', () => {
    expectCategory(
      'beloning',
      'Artikel 24 Loongebouw\n1. De functies zijn ingedeeld in de functiegroepen A tot en met H.\nArtikel 17 Loon\n17.2 Het salaris wordt elke vier weken of maandelijks betaald.',
      { aantal_loonschalen: 8, betalingsperiode: 'elke vier weken of maandelijks' },
    );
  });
  it('reads a pay period listed as adverbs, with slashes, or after "loonbedrag"', () => {
    expectCategory(
      'beloning',
      'Artikel 20 Uitbetaling\n1. De uitbetaling van het salaris vindt, naar gelang de afspraak, wekelijks, vierwekelijks dan wel maandelijks plaats.',
      { betalingsperiode: 'wekelijks, vierwekelijks dan wel maandelijks' },
    );
    expectCategory(
      'beloning',
      'Artikel 21 Loonstrook\nDe uitbetaling van de beloning vindt plaats aan het einde van iedere week/maand.',
      { betalingsperiode: 'iedere week/maand' },
    );
    expectCategory(
      'beloning',
      'Artikel 22 Betaling\n1. De werkgever betaalt het netto loonbedrag per bank per 4 weken of per maand.\n2. Een voorschot wordt per week betaald.',
      { betalingsperiode: 'per 4 weken of per maand' },
    );
  });
});

describe('beloning, real phrasings', () => {
  it('reads "De werkweek bedraagt … gemiddeld 37 uur" and not the upper end of a range', () => {
    expectCategory(
      'beloning',
      'Artikel 8 Flexibele werktijden\nDe arbeidsduur kan per week liggen tussen 30 en 45 uur per week.\nArtikel 30 Arbeidsduur\n1. De werkweek bedraagt voor een voltijder gemiddeld 37 uur.',
      { arbeidsduur_per_week: 37 },
    );
  });
  it('counts the numbered columns over the wage table', () => {
    expectCategory(
      'beloning',
      [
        'Bijlage 1 Loonschalen',
        'Loonschalen per maand per 1 januari 2025',
        'Groep 1 2 3 4',
        'Trede',
        '0 € 2.100,00 € 2.200,00 € 2.300,00 € 2.400,00',
        '1 € 2.150,00 € 2.250,00 € 2.350,00 € 2.450,00',
      ].join('\n'),
      { aantal_loonschalen: 4 },
    );
  });
});

describe('beloning, scales named by letters over the table', () => {
  it('counts the letters of the header row over the monthly wages', () => {
    expectCategory(
      'beloning',
      [
        'Bijlage 2 Lonen per 1 mei 2025',
        'MAANDLONEN',
        'Trede/schaal C D E F',
        '0 € 2.150,00 € 2.240,00 € 2.390,00 € 2.510,00',
        '1 € 2.210,00 € 2.320,00 € 2.470,00 € 2.600,00',
      ].join('\n'),
      { aantal_loonschalen: 4, laagste_schaal_minimum: 2150 },
    );
  });
});

describe('beloning, scales named by Roman numerals or labels over the table', () => {
  it('counts the Roman numerals of the header row over the monthly wages', () => {
    expectCategory(
      'beloning',
      [
        'Bijlage 4 Salarissen',
        'Salarisschalen per maand per 1 april 2025',
        'Salaris-',
        'groep I II III IV V',
        '0 fj € 2.150,00 € 2.240,00 € 2.390,00 € 2.510,00 € 2.700,00',
        '1 fj € 2.210,00 € 2.320,00 € 2.470,00 € 2.600,00 € 2.810,00',
      ].join('\n'),
      { aantal_loonschalen: 5, laagste_schaal_minimum: 2150, hoogste_schaal_maximum: 2810 },
    );
  });
  it('counts a group 0 before the Roman numerals under a head naming the rows', () => {
    expectCategory(
      'beloning',
      [
        'Bijlage 2 Loontabel',
        'Maandlonen per 1 juli 2025',
        'leeftijd en 0 I II III',
        'functiejaar',
        '21/0 € 2.150,00 € 2.240,00 € 2.390,00 € 2.510,00',
        '21/1 € 2.210,00 € 2.320,00 € 2.470,00 € 2.600,00',
      ].join('\n'),
      { aantal_loonschalen: 4 },
    );
  });
  it('counts letters that carry the number of their job group ("A / 2 B / 3 …")', () => {
    expectCategory(
      'beloning',
      [
        'Artikel 33 Salarissen per maand',
        'Salaristabel per maand per 1 maart 2025',
        'SALARISGROEPEN',
        'FUNCTIEJAREN A / 2 B / 3 C / 4',
        '0 2100,00 2250,00 2400,00',
        '1 2150,00 2300,00 2460,00',
      ].join('\n'),
      { aantal_loonschalen: 3 },
    );
  });
  it('counts a group paid the legal minimum wage, printed without an amount', () => {
    expectCategory(
      'beloning',
      [
        'Bijlage 3 Loontabellen',
        'Garantielonen per maand per 1 maart 2025',
        'leeftijd functiejaren groep 1 groep 2 groep 3 groep 4',
        '21 0 min.loon 2.240 2.390 2.510',
        '1 2.320 2.470 2.600',
      ].join('\n'),
      { aantal_loonschalen: 4 },
    );
  });
});

describe('beloning, youth wages as a share of the adult wage above the scales', () => {
  it('reads the scales under the youth rows, dated by the title over both', () => {
    expectCategory(
      'beloning',
      [
        'Artikel 5 Salarisschalen',
        'Maandsalarissen per 1 juli 2025',
        'Leeftijd I II III staffel',
        '18 jaar 1.010,00 1.080,00 1.150,00 50%',
        '20 jaar 1.420,00 1.510,00 1.610,00 70%',
        '22 jaar 1.820,00 1.940,00 2.070,00 90%',
        'Schaaltrede I II III',
        '0 2.020,00 2.150,00 2.300,00',
        '1 2.080,00 2.230,00 2.390,00',
        '2 2.140,00 2.310,00 2.480,00',
      ].join('\n'),
      { aantal_loonschalen: 3, laagste_schaal_minimum: 2020, hoogste_schaal_maximum: 2480 },
    );
  });
});

describe('beloning, a pay period told by the salaries the cao defines', () => {
  it('reads a month salary beside a salary per four weeks as payment per month or per four weeks', () => {
    expectCategory(
      'beloning',
      'Artikel 6 Begrippen\nHet jaarloon bedraagt 12 maal het maandloon of 13 maal het periodeloon bij betaling per vier weken.',
      { betalingsperiode: 'vier weken' },
    );
    expectCategory(
      'beloning',
      'Artikel 6 Begrippen\nHet jaarloon bedraagt 12 maal het maandloon of 13 maal het periodeloon bij betaling per vier weken.',
      { betalingsperiode: 'maand' },
    );
  });

  it('reads nothing from a month salary alone', () => {
    expectCategory('beloning', 'Artikel 6 Begrippen\nHet jaarloon bedraagt 12 maal het maandloon.', {
      betalingsperiode: null,
    });
  });
});

describe('beloning, the pay period told in other ways', () => {
  it('reads the longest pay period a cao allows: "een loontijdvak duurt ten hoogste een maand"', () => {
    expectCategory(
      'beloning',
      [
        'Artikel 2 Verhoging van de lonen',
        'De lonen gaan omhoog, per datum afhankelijk van loonbetaling per maand of per week.',
        'Artikel 3 Betaling van het loon',
        'Het loon wordt voldaan binnen het lopende betalingstijdvak. Een betalingstijdvak mag niet langer zijn dan een maand.',
      ].join('\n'),
      { betalingsperiode: 'maand' },
    );
    const values = extractCategorySync(
      makeCao(
        'Artikel 2 Verhoging van de lonen\nDe lonen gaan omhoog, per datum afhankelijk van loonbetaling per maand of per week.\nArtikel 3 Betaling van het loon\nHet loon wordt voldaan binnen het lopende betalingstijdvak. Een betalingstijdvak mag niet langer zijn dan een maand.',
      ),
      'beloning',
    );
    expect(values.betalingsperiode?.article).toBe('3');
  });

  it('passes over a pay period named as the condition of a notice period', () => {
    const body = [
      'Artikel 9 Opzegging',
      'Vindt de loonbetaling elke vier weken plaats, dan bedraagt de opzegtermijn vier weken.',
      'Artikel 14 Loonstrook',
      'Het loon wordt uiterlijk op de laatste werkdag van de maand overgemaakt.',
    ].join('\n');
    expectCategory('beloning', body, { betalingsperiode: 'maand' });
    expect(extractCategorySync(makeCao(body), 'beloning').betalingsperiode?.article).toBe('14');
  });

  it('does not take "de arbeidsduur per week" for a pay period', () => {
    expectCategory(
      'beloning',
      [
        'Artikel 20 Zorgverlof',
        'In overleg kan de werknemer een langere betalingsperiode krijgen dan tweemaal de arbeidsduur per week.',
        'Artikel 6 Arbeidsovereenkomst',
        'De arbeidsovereenkomst noemt in elk geval:',
        'a. de functie;',
        'b. het brutosalaris per maand of periode.',
      ].join('\n'),
      { betalingsperiode: 'maand of periode' },
    );
  });

  it('takes the length of an unnamed pay period from the wage tables', () => {
    const values = extractCategorySync(
      makeCao(
        [
          'Artikel 11 Salaris',
          'De werkgever voldoet het salaris na afloop van iedere betalingsperiode.',
          'Bijlage 2 Salaristabellen',
          'Salaris per maand per 1 juli 2025',
          'Schaal 1 2 3',
          'Min € 2.100,00 € 2.300,00 € 2.500,00',
          'Max € 2.400,00 € 2.700,00 € 3.000,00',
          'Salaris per 4 weken per 1 juli 2025',
          'Schaal 1 2 3',
          'Min € 1.938,46 € 2.123,08 € 2.307,69',
          'Max € 2.215,38 € 2.492,31 € 2.769,23',
        ].join('\n'),
      ),
      'beloning',
    );
    expect(values.betalingsperiode?.value).toContain('per maand of per vier weken');
    expect(values.betalingsperiode?.article).toBe('11');
    expect(values.betalingsperiode?.as_printed).toBe('iedere betalingsperiode');
  });

  it('falls back on the definition of the salary as a sum per month, not on expenses paid with it', () => {
    const body = [
      'Artikel 1 Definities',
      'Salaris: het bruto salaris per maand volgens de salaristabel.',
      'Artikel 7 Onkosten',
      'c. De onkostenvergoedingen worden maandelijks met het salaris uitbetaald.',
    ].join('\n');
    expectCategory('beloning', body, { betalingsperiode: 'per maand' });
    expect(extractCategorySync(makeCao(body), 'beloning').betalingsperiode?.article).toBe('1');
  });
});

describe('beloning, the full-time week in a definition', () => {
  it('reads "werknemer in volledige dienst: wie gemiddeld 38 uren per week werkt", not a minimum for trainees', () => {
    expectCategory(
      'beloning',
      [
        'Artikel 6 Leerlingen',
        'De arbeidsduur van een leerling is ten hoogste 30 en minimaal 12 uur per week.',
        'Artikel 21 Begrippen',
        '21.4 Werknemer in volledige dienst',
        'Hieronder wordt verstaan: de werknemer die gemiddeld 38 uren per week arbeid verricht.',
      ].join('\n'),
      { arbeidsduur_per_week: 38 },
    );
  });
});

describe('beloning, scales named by labels over the table', () => {
  it('counts "Groep 3 Groep 4 … Groep 6" over the amounts, before a series in the job list', () => {
    const body = [
      'Bijlage 1 Functielijst',
      'De functies zijn ingedeeld in de functiegroepen 3 t/m 6.',
      'Bijlage 2 Salarissen',
      'Per maand Per 1 maart 2025',
      'Groep 3 Groep 4 Groep 5 Groep 6',
      'Min € 2.000,00 € 2.150,00 € 2.300,00 € 2.500,00',
      'Max € 2.400,00 € 2.650,00 € 2.900,00 € 3.200,00',
    ].join('\n');
    expectCategory('beloning', body, { aantal_loonschalen: 4 });
    expect(extractCategorySync(makeCao(body), 'beloning').aantal_loonschalen?.article).toBe('Bijlage 2');
  });
});

describe('beloning, one row per scale', () => {
  it('counts the rows 1 to n of a table "Functiegroep | Begin | Eind"', () => {
    expectCategory(
      'beloning',
      [
        'Bijlage 3 Salarissen',
        'Maandsalarissen per 1 september 2025',
        'Functiegroep Beginsalaris Eindsalaris',
        '1 € 2.150,00 € 2.450,00',
        '2 € 2.250,00 € 2.640,00',
        '3 € 2.380,00 € 2.910,00',
        '4 € 2.520,00 € 3.180,00',
        '5 € 2.700,00 € 3.520,00',
      ].join('\n'),
      { aantal_loonschalen: 5, laagste_schaal_minimum: 2150, hoogste_schaal_maximum: 3520 },
    );
  });
  it('does not count rows of steps under scales printed side by side', () => {
    expectCategory(
      'beloning',
      [
        'Bijlage 3 Salarissen',
        'Maandsalarissen per 1 september 2025',
        'Trede Schaal 4 Schaal 7',
        '1 € 2.150,00 € 2.450,00',
        '2 € 2.250,00 € 2.640,00',
        '3 € 2.380,00 € 2.910,00',
      ].join('\n'),
      { aantal_loonschalen: 2 },
    );
  });
  it('reads "de wekelijkse arbeidsduur bedraagt voor … 36 uur", not the upper end of a range', () => {
    expectCategory(
      'beloning',
      [
        'Artikel 4 Arbeidsduur',
        'De gemiddelde wekelijkse arbeidsduur bedraagt voor een voltijder 37 uur.',
        'Artikel 5 Werktijden',
        'Toelichting: de werkweek in het bedrijf kan lopen van 37 tot 40 uur per week, naar het rooster.',
      ].join('\n'),
      { arbeidsduur_per_week: 37 },
    );
  });
  it('reads "heeft bij een volledige betrekking een werkweek van 39 uur", not a part-timer\'s week', () => {
    expectCategory(
      'beloning',
      [
        'Artikel 2 Deeltijd',
        'Voor wie een werkweek heeft van minder dan gemiddeld 39 uur per week gelden de regels naar rato.',
        'Artikel 3 Arbeidsduur',
        '1. De werknemer heeft bij een volledige betrekking een werkweek van 39 uur.',
        '2. De normale wekelijkse arbeidsduur bedraagt, gerekend over een jaar, gemiddeld 39 uren.',
      ].join('\n'),
      { arbeidsduur_per_week: 39 },
    );
    expect(
      extractCategorySync(
        makeCao(
          'Artikel 2 Deeltijd\nVoor wie minder dan gemiddeld 36 uur per week werkt gelden de regels naar rato.',
        ),
        'beloning',
      ).arbeidsduur_per_week?.value ?? null,
    ).toBeNull();
  });
  it('cites the article stating the norm, not a right bound to "met een normale arbeidsduur van"', () => {
    const body = [
      'Artikel 6 Arbeidstijden',
      '2. De normale arbeidsduur bedraagt:',
      'a. gemiddeld 39 uur per week berekend over vier weken,',
      'b. ten hoogste 9 uur per dag.',
      'Artikel 7 Arbeidsduurverkorting',
      '1. De werknemer met een normale wekelijkse arbeidsduur van 39 uur heeft recht op 104 roostervrije uren.',
    ].join('\n');
    expectCategory('beloning', body, { arbeidsduur_per_week: 39 });
    expect(extractCategorySync(makeCao(body), 'beloning').arbeidsduur_per_week?.article).toBe('6');
  });
  it('cites the article stating the norm, not a part-time rule measured against it', () => {
    const body = [
      'Artikel 2',
      'Op deeltijdwerkers zijn de bepalingen naar evenredigheid van toepassing ten opzichte van de gemiddelde 37-urige werkweek.',
      'Artikel 18',
      '1. De normale wekelijkse arbeidsduur bedraagt, berekend over een jaar, gemiddeld 37 uren.',
    ].join('\n');
    expectCategory('beloning', body, { arbeidsduur_per_week: 37 });
    expect(extractCategorySync(makeCao(body), 'beloning').arbeidsduur_per_week?.article).toBe('18');
  });
  it('reads "de arbeidsduur voor een volledige werkweek is 37,5 uur"', () => {
    expectCategory(
      'beloning',
      'Artikel 6 Arbeidsduur\nDe arbeidsduur voor een volledige werkweek is 37,5 uur.',
      { arbeidsduur_per_week: 37.5 },
    );
  });
});

describe('beloning, the pay period stated as a label, by a deadline or by the salary the cao defines', () => {
  const period = (body: string): string | null => {
    const value = extractCategorySync(makeCao(body), 'beloning').betalingsperiode?.value;
    return typeof value === 'string' ? value.toLowerCase() : null;
  };
  it('reads "Betaalperiode: vier weken- en maandloon", not a notice period bound to monthly payment', () => {
    const got = period(
      [
        'Artikel 9 Opzegging',
        'Bij loonbetalingen per week geldt een opzegtermijn van een week.',
        'Artikel 12 Beloning',
        '1. De werknemer wordt ingedeeld in een loongroep.',
        '2. Betaalperiode: vier weken- en maandloon.',
      ].join('\n'),
    );
    expect(got).toContain('vier weken');
    expect(got).toContain('maand');
  });
  it('reads a deadline by which the worker "kan beschikken over zijn salaris"', () => {
    expectCategory(
      'beloning',
      'Artikel 5 Betaling van het salaris\n1. Elke maand kan de werknemer uiterlijk de laatste dag van die maand beschikken over zijn salaris.',
      { betalingsperiode: 'maand' },
    );
  });
  it('reads "hetzij per maand hetzij per vierwekenperiode" under a heading printed in capitals', () => {
    const got = period(
      [
        'Artikel 20 Vakantie',
        '4. Vakantie wordt in overleg vastgesteld.',
        'SALARISBETALING PER MAAND OF PER VIERWEKENPERIODE',
        'Artikel 21 Salarisbetaling',
        '1. De salarisbetaling vindt hetzij per maand hetzij per vierwekenperiode plaats.',
      ].join('\n'),
    );
    expect(got).toBe('per maand hetzij per vierwekenperiode');
  });
  it('takes the month wage of the definitions, not how often one works or a date that follows a period', () => {
    const got = period(
      [
        'Artikel 1 Definities',
        'Loon: het vaste brutomaandloon.',
        'Artikel 3 Leerplichtigen',
        'Voor een scholier telt alleen de dag waarop hij wekelijks werkt voor het loon.',
        'Artikel 8 Promotie',
        'De hogere functiegroep geldt met ingang van de betalingsperiode volgend op de promotie.',
      ].join('\n'),
    );
    expect(got).toContain('maand');
    expect(got).not.toContain('week');
  });
  it('takes a month salary beside a period salary in the definitions', () => {
    const got = period(
      ['Artikel 1 Definities', 'Salaris: het maand-/periodesalaris volgens hoofdstuk 5.'].join('\n'),
    );
    expect(got).toContain('maand');
    expect(got).toContain('vier weken');
  });
  it('takes a wage reckoned per month when nothing else says how it is paid', () => {
    expectCategory(
      'beloning',
      'Artikel 4 Uurloon\nHet uurloon is het brutoloon per maand gedeeld door 164,67.',
      { betalingsperiode: 'per maand' },
    );
  });
});
