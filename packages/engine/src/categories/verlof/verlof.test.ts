import { describe, expect, it } from 'vitest';
import { extractCategorySync } from '../../extract/builtin-extractor';
import { makeCao } from '../../extract/testing/make-document';
import { expectCategory } from '../../extract/testing/expect-category';

describe('verlof', () => {
  it('reads: Artikel 33 Vakantie', () => {
    expectCategory(
      'verlof',
      'Artikel 33 Vakantie\n1. De werknemer met een volledig dienstverband heeft per kalenderjaar recht op 200 vakantie-uren.\nArtikel 34 Roostervrije dagen\nDe werknemer heeft recht op 12 roostervrije dagen per jaar.\nArtikel 35 Buitengewoon verlof\nDe werknemer heeft recht op buitengewoon verlof met behoud van loon:\na. bij ondertrouw: 1 dag;\nb. bij zijn huwelijk: 2 dagen;\nc. bij het huwelijk van een kind: 1 dag.',
      { vakantiedagen: 25, adv_dagen: 12, bijzonder_verlof_huwelijk: 2 },
    );
  });
  it('reads: Artikel 30 Vakantie', () => {
    expectCategory(
      'verlof',
      'Artikel 30 Vakantie\n30.1 Een werknemer met een fulltime dienstverband bouwt per jaar 192 vakantie-uren op.\n30.2 Daarnaast heeft de werknemer recht op 96 uur ADV per jaar.',
      { vakantiedagen: 24, adv_dagen: 12 },
    );
  });
  it('reads: Artikel 31 Bijzonder verlof', () => {
    expectCategory(
      'verlof',
      'Artikel 31 Bijzonder verlof\nDe werknemer heeft recht op verlof met behoud van loon in de volgende gevallen:\n- bij ondertrouw: 1 dag\n- bij het huwelijk van de werknemer: 2 dagen\n- bij het huwelijk van een kind, broer of zuster: 1 dag',
      { bijzonder_verlof_huwelijk: 2 },
    );
  });
  it('leaves null: Artikel 30 Vakantie', () => {
    expectCategory(
      'verlof',
      'Artikel 30 Vakantie\n1. Van de vakantiedagen zijn 20 wettelijke vakantiedagen.\n2. De werknemer van 55 jaar of ouder heeft recht op 3 extra vakantiedagen.',
      { vakantiedagen: null },
    );
  });
  it('leaves null: Artikel 30 Vakantierechten', () => {
    expectCategory(
      'verlof',
      'Artikel 30 Vakantierechten\nDe werknemer heeft per kalenderjaar recht op vier maal de overeengekomen arbeidsduur per week aan wettelijke vakantie-uren en daarnaast 40 bovenwettelijke vakantie-uren.',
      { vakantiedagen: null },
    );
  });
  it('leaves null: Artikel 32 Bijzonder verlof', () => {
    expectCategory(
      'verlof',
      'Artikel 32 Bijzonder verlof\na. bij 25- en 40-jarig huwelijksfeest van de werknemer: 1 dag;\nb. bij het huwelijk van een kind: 1 dag.',
      { bijzonder_verlof_huwelijk: null },
    );
  });
});

describe('verlof, other phrasings', () => {
  it('reads "een vakantie van 25 werkdagen"', () => {
    expectCategory(
      'verlof',
      'Artikel 30 Vakantie\nDe werknemer heeft per kalenderjaar recht op een vakantie van 25 werkdagen met behoud van salaris.',
      {
        vakantiedagen: 25,
      },
    );
  });
  it.each([
    [
      '§ 5.3 Bijzonder verlof\nGebeurtenis Verlof\nEigen huwelijk of geregistreerd partnerschap 2 dagen\nVerhuizing 1 dag',
      2,
    ],
    [
      'Art. 14 Buitengewoon verlof.\n(1) De werknemer heeft recht op verlof:\nsub a gedurende twee dagen bij zijn huwelijk;\nsub b gedurende één dag bij het huwelijk van een kind.',
      2,
    ],
    [
      'ARTIKEL 18 – BIJZONDER VERLOF\nlid 1 Verlof:\na) bij zijn eigen huwelijk: 2 diensten;\nb) bij verhuizing: 1 dienst.',
      2,
    ],
    [
      'Artikel 5.3 Bijzonder verlof\na. bij zijn eigen huwelijk of de registratie van zijn partnerschap: 16 uur;',
      2,
    ],
  ])('reads wedding leave as a table row, before the event, in shifts or in hours: %s', (body, value) => {
    expectCategory('verlof', body, { bijzonder_verlof_huwelijk: value });
  });
});

describe('verlof, the count after the noun', () => {
  it('reads "Het aantal vakantiedagen bedraagt 25 per kalenderjaar"', () => {
    expectCategory(
      'verlof',
      'Art. 13 Vakantie.\n(1) Het aantal vakantiedagen bedraagt 25 per kalenderjaar bij een volledige arbeidsduur.\n(2) De werknemer van 50 jaar of ouder krijgt daarnaast 1 seniorendag.',
      { vakantiedagen: 25 },
    );
  });
  it('reads hours per worked month, a doubled noun and a money word in the title', () => {
    expectCategory(
      'verlof',
      'Artikel 20 Vakantiedagen\n1. De werknemer heeft bij elke volledig gewerkte maand recht op 15 1/3 uur vakantie.',
      { vakantiedagen: 23 },
    );
    expectCategory(
      'verlof',
      'Artikel 30 Vakantiedagen\n1. De werknemer die het hele jaar in voltijd werkt, heeft in dat jaar recht op 24 doorbetaalde vakantiedagen.',
      { vakantiedagen: 24 },
    );
    expectCategory(
      'verlof',
      'Artikel 31 Vakantie en vakantietoeslag\nDe werknemer met een voltijds dienstverband heeft per jaar recht op 26 vakantiedagen.\nBijlage 3 Opname van vakantie\nHet aantal wettelijke vakantiedagen is 20 dagen.',
      { vakantiedagen: 26 },
    );
  });
  it("converts holiday hours with the cao's own working week", () => {
    expectCategory(
      'verlof',
      'Artikel 7 Vakantie-uren\n1. In totaal heb je 216 vakantie-uren bij een gemiddelde arbeidsduur van 36 uur per week.',
      { vakantiedagen: 30 },
    );
  });
});

describe('verlof, a list of occasions under the number of days', () => {
  it('reads the days printed above "- bij het huwelijk van de werknemer"', () => {
    expectCategory(
      'verlof',
      'Artikel 34 Bijzonder verlof\nMet behoud van loon krijgt de werknemer bijzonder verlof:\n1 Dag\n- bij verhuizing;\n- bij het 25-jarig huwelijk van de werknemer;\n3 Dagen\n- bij het huwelijk van de werknemer;\n- bij het overlijden van een ouder.',
      { bijzonder_verlof_huwelijk: 3 },
    );
  });
});

describe('verlof, holiday in weeks or as a share of each hour', () => {
  it('reads weeks of the working week, the extra week in the next sub-article, in days', () => {
    expectCategory(
      'verlof',
      '5.2 Vakantie\n5.2.1 Wettelijke vakantie\nIedere werknemer krijgt per jaar vakantie ter grootte van vier maal de overeengekomen arbeidsduur per week.\n5.2.2 Extra vakantie\nDaarbovenop geldt een bovenwettelijke vakantie van eenmaal de overeengekomen arbeidsduur per week.',
      { vakantiedagen: 25 },
    );
  });
  it('reads the statutory weeks alone when no extra week follows', () => {
    expectCategory(
      'verlof',
      'Artikel 9 Vakantie\nDe werknemer bouwt vakantie op gelijk aan vier keer zijn arbeidsduur per week.',
      { vakantiedagen: 20 },
    );
  });
  it('converts a share of every paid hour to days a full-time year', () => {
    expectCategory(
      'verlof',
      'Artikel 14 Vakantie\n1. Per betaald uur bouwt de werknemer vakantie op: de opbouw is 9% van ieder betaald uur.',
      { vakantiedagen: 23.4 },
    );
  });
});

describe('verlof, a right kept from an earlier cao', () => {
  it('leaves ADV null when only workers from the previous cao keep their days', () => {
    expectCategory(
      'verlof',
      'Artikel 12 Arbeidsduur\nDe arbeidsduur is 40 uur per week. Wie al in dienst was onder de vorige cao van de sector en 40 uur blijft werken, houdt recht op 4 roostervrije dagen per jaar.',
      { adv_dagen: null },
    );
  });
});

describe('verlof, holiday pay accrued per hour', () => {
  it('does not read holiday pay per worked hour as days', () => {
    expectCategory(
      'verlof',
      'Artikel 14 Vakantie\nDe opbouw van het vakantiegeld bedraagt 8% van ieder gewerkt uur.',
      { vakantiedagen: null },
    );
  });
});

describe('verlof, holiday as a multiple of the hours worked per week', () => {
  it('reads "4,8 x het gemiddelde aantal uren per week" as 24 days', () => {
    expectCategory(
      'verlof',
      'Artikel 7 Vakantie\nDe werknemer bouwt per jaar vakantie op: 4,8 x het gemiddelde aantal uren per week dat hij werkt.',
      { vakantiedagen: 24 },
    );
  });
  it('reads "vijf maal de wekelijkse arbeidsduur" as 25 days', () => {
    expectCategory(
      'verlof',
      'Artikel 7 Vakantie\nElk jaar krijgt de werknemer betaalde vakantie: vijf maal de wekelijkse arbeidsduur.',
      { vakantiedagen: 25 },
    );
  });
});

describe('verlof, extra weeks for some workers only', () => {
  it('leaves extra holiday for shift workers and fractions of a week out of the yearly days', () => {
    expectCategory(
      'verlof',
      [
        'Artikel 7 Vakantie',
        'a. De werknemer bouwt per jaar vakantie op: 5 x het gemiddelde aantal uren per week dat hij werkt.',
        'b. Wie een heel jaar in ploegendienst werkt, krijgt extra vakantie-uren: 3/5 x zijn arbeidsduur per week.',
      ].join('\n'),
      { vakantiedagen: 25 },
    );
  });
});

describe('verlof, wedding leave in lists', () => {
  it('reads the count on the line above the occasions ("b. 2 dagen aaneengesloten bij:")', () => {
    expectCategory(
      'verlof',
      [
        'Artikel 20 Buitengewoon verlof',
        'De werknemer krijgt verlof met behoud van salaris:',
        'a. 1 dag bij zijn verhuizing;',
        'b. 2 dagen aaneengesloten bij:',
        '- het huwelijk van de werknemer, op te nemen rond de trouwdag;',
        '- de geboorte van een kind van de werknemer.',
      ].join('\n'),
      { bijzonder_verlof_huwelijk: 2 },
    );
  });
  it('reads the leave in a clause that goes on after a semicolon ("; in dat geval …")', () => {
    expectCategory(
      'verlof',
      'Artikel 20 Kort verzuim\nDe werknemer mag verzuimen bij:\n1. zijn eigen huwelijk of de registratie van zijn partnerschap; in dat geval heeft hij recht op 2 dagen vrij met behoud van loon;\n2. het huwelijk van een kind; in dat geval heeft hij recht op 1 dag vrij.',
      { bijzonder_verlof_huwelijk: 2 },
    );
  });
  it('reads past "c.q." and beside an anniversary in the same list', () => {
    expectCategory(
      'verlof',
      'Artikel 20 Verzuim\nDe werknemer mag verzuimen bij zijn eigen huwelijk c.q. de registratie van zijn partnerschap: 2 dagen; bij het 25-jarig huwelijksjubileum van zijn ouders: 1 dag.',
      { bijzonder_verlof_huwelijk: 2 },
    );
  });
});

describe('verlof, holiday in parts and in lists', () => {
  it('sums the statutory and the extra hours of one sentence, in days of the week stated', () => {
    expectCategory(
      'verlof',
      'Artikel 12 Vakantie\na. Bij een werkweek van 36 uur per week krijgt de werknemer per kalenderjaar 144 uur wettelijke vakantie en 36 uur bovenwettelijke vakantie-uren.\nb. Vanaf 55 jaar komen er 10 uur bij.',
      { vakantiedagen: 25 },
    );
  });
  it('sums "20 wettelijke en 6 bovenwettelijke vakantiedagen"', () => {
    expectCategory(
      'verlof',
      'Artikel 12 Vakantie\nEen voltijder heeft recht op 20 wettelijke en 6 bovenwettelijke vakantiedagen per jaar.',
      { vakantiedagen: 26 },
    );
  });
  it('sums the statutory and the extra hours over two sentences joined by "Daarnaast"', () => {
    expectCategory(
      'verlof',
      'Artikel 12 Vakantie\nDe werknemer heeft recht op 152 uur wettelijke vakantie. Daarnaast krijgt de werknemer 48 uur bovenwettelijke vakantie.',
      { vakantiedagen: 25 },
    );
  });
  it('leaves the sum alone when the extra part is for workers of an age', () => {
    expectCategory(
      'verlof',
      'Artikel 12 Vakantie\nDe werknemer heeft recht op 152 uur wettelijke vakantie. Daarnaast krijgt de werknemer vanaf 60 jaar 48 uur bovenwettelijke vakantie.',
      { vakantiedagen: null },
    );
  });
  it('reads "Het aantal vakantiedagen per kalenderjaar is 26." and hours after the full-time condition', () => {
    expectCategory('verlof', 'Artikel 12 Vakantie\nHet aantal vakantiedagen per kalenderjaar is 26.', {
      vakantiedagen: 26,
    });
    expectCategory(
      'verlof',
      'Artikel 12 Vakantie\nDe vakantieaanspraak bedraagt bij een voltijd dienstverband 200 uur per jaar.',
      { vakantiedagen: 25 },
    );
  });
  it('reads the first item of a list whose lead-in names the holiday count', () => {
    expectCategory(
      'verlof',
      'Artikel 9 Vakantie\n1. Het aantal vakantiedagen bedraagt per jaar:\na. 23 dagen;\nb. voor wie 50 jaar of ouder is: 25 dagen.',
      { vakantiedagen: 23 },
    );
  });
  it('leaves null a list of days for other leave', () => {
    expectCategory(
      'verlof',
      'Artikel 9 Verlof\n1. Het verlof bedraagt:\na. 2 dagen;\nb. bij verhuizing 1 dag.',
      { vakantiedagen: null },
    );
  });
});

describe('verlof, a wedding occasion over lines per person', () => {
  it('reads the line for the employee under "bij het huwelijk van:"', () => {
    expectCategory(
      'verlof',
      'Artikel 27 Kort verzuim\n1. De werknemer krijgt verlof met behoud van loon:\na. bij het huwelijk van:\nde werknemer zelf                 3 dagen\neen kind of kleinkind             1 dag\nb. bij verhuizing: 1 dag',
      { bijzonder_verlof_huwelijk: 3 },
    );
  });
});

describe('verlof, holiday hours over a day the cao defines, ADV as a rate', () => {
  it('divides "vakantie uren" by the holiday day the lead-in defines', () => {
    expectCategory(
      'verlof',
      'Artikel 20 Vakantie\n1. Per jaar bestaat recht op betaalde vakantie (een vakantiedag van 7,6 uren):\na. 182,4 vakantie uren per jaar;\nb. 190 vakantie uren per jaar indien de werknemer 50 jaar of ouder is.',
      { vakantiedagen: 24 },
    );
  });
  it('reads "recht op tenminste 26 dagen per jaar" in the holiday article, not the count for the young', () => {
    expectCategory(
      'verlof',
      'Artikel 14 Vakantiedagen\n1. Elke werknemer heeft recht op tenminste 26 dagen per jaar. Een werknemer die nog geen 18 jaar oud is, krijgt 29 vakantiedagen.',
      { vakantiedagen: 26 },
    );
  });
  it('reads 136 roostervrije uren per kalenderjaar as 17 days', () => {
    expectCategory(
      'verlof',
      'Artikel 8 Arbeidsduurverkorting\n1. De voltijdwerknemer heeft recht op 136 roostervrije uren per kalenderjaar.',
      { adv_dagen: 17 },
    );
  });
  it('reads an ADV rate of hours per four weeks as days per year', () => {
    expectCategory(
      'verlof',
      'Artikel 8 Vormen van arbeidsduurverkorting\nDe werkgever kiest een van de volgende vormen:\n- 4 uren aaneengesloten ADV-tijd per 4 weken;\n- 1 uur ADV-tijd per week.',
      { adv_dagen: 6.5 },
    );
  });
  it('cites the article that grants the days off, not the one that describes the roster', () => {
    const body =
      'Artikel 3 Arbeidsduur\nEen werkweek van 40 uur met 12 roostervrije dagen per jaar is een andere vorm van de normale arbeidsduur.\nArtikel 4 Inroostering\na. Een voltijder heeft recht op 12 roostervrije dagen indien hij gemiddeld 40 uur per week werkt.';
    expect(extractCategorySync(makeCao(body), 'verlof').adv_dagen).toMatchObject({ value: 12, article: '4' });
  });
  it('reads "3 aaneengesloten dagen" for the own wedding', () => {
    expectCategory(
      'verlof',
      'Artikel 40 Buitengewoon verlof\nVerlof met behoud van loon wordt gegeven:\na. bij het eigen huwelijk 3 aaneengesloten dagen, rond de trouwdag;\nb. bij verhuizing 1 dag.',
      { bijzonder_verlof_huwelijk: 3 },
    );
  });
  it('reads "over twee dagen aaneengesloten bij:" above the wedding line', () => {
    expectCategory(
      'verlof',
      'Artikel 50 Kort verlof\nVrijaf met doorbetaling van loon wordt gegeven:\na. over drie dagen bij:\n- overlijden van de partner;\nb. over twee dagen aaneengesloten bij:\n- huwelijk van de werknemer;\nc. over één dag bij:\n- huwelijk van een kind;',
      { bijzonder_verlof_huwelijk: 2 },
    );
  });
});
