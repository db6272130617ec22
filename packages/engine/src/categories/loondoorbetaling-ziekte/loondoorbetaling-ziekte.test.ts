import { describe, it } from 'vitest';
import { expectCategory } from '../../extract/testing/expect-category';

describe('loondoorbetaling_ziekte', () => {
  it('reads: Artikel 40 Loondoorbetaling bij ziekte', () => {
    expectCategory(
      'loondoorbetaling_ziekte',
      'Artikel 40 Loondoorbetaling bij ziekte\n1. In het eerste jaar van ziekte ontvangt de werknemer 100% van het loon.\n2. In het tweede jaar van ziekte ontvangt de werknemer 70% van het loon.\n3. Er gelden geen wachtdagen.',
      { ziekte_eerste_jaar: 100, ziekte_tweede_jaar: 70, wachtdagen: 0 },
    );
  });
  it('reads: Artikel 40 Ziekte', () => {
    expectCategory(
      'loondoorbetaling_ziekte',
      'Artikel 40 Ziekte\nGedurende de eerste 52 weken van arbeidsongeschiktheid wordt het loon voor 95% doorbetaald en gedurende de daaropvolgende 52 weken voor 75%.',
      { ziekte_eerste_jaar: 95, ziekte_tweede_jaar: 75 },
    );
  });
  it('reads: Artikel 12 Loon bij ziekte', () => {
    expectCategory(
      'loondoorbetaling_ziekte',
      'Artikel 12 Loon bij ziekte\nTijdens de eerste 104 weken van ziekte ontvangt de werknemer: in het eerste ziektejaar 100% van het loon en in het tweede ziektejaar 80% van het loon. De eerste ziektedag is een wachtdag.',
      { ziekte_eerste_jaar: 100, ziekte_tweede_jaar: 80, wachtdagen: 1 },
    );
  });
  it('leaves null: Artikel 38 Zorgverlof', () => {
    expectCategory(
      'loondoorbetaling_ziekte',
      'Artikel 38 Zorgverlof\nTijdens kortdurend zorgverlof betaalt de werkgever 70% van het loon door gedurende het eerste jaar.',
      { ziekte_eerste_jaar: null },
    );
  });
});

describe('loondoorbetaling_ziekte, years as twelve months', () => {
  it('reads "de eerste twaalf maanden … de daaropvolgende twaalf maanden"', () => {
    expectCategory(
      'loondoorbetaling_ziekte',
      '5.1.1 Loondoorbetaling\nGedurende de eerste twaalf maanden van arbeidsongeschiktheid ontvangt de werknemer 100% van zijn salaris; gedurende de daaropvolgende twaalf maanden 75%.',
      { ziekte_eerste_jaar: 100, ziekte_tweede_jaar: 75 },
    );
  });
});

describe('loondoorbetaling_ziekte, ordinals and weeks', () => {
  it('reads "1e ziektejaar" and "van week 53 tot en met week 104"', () => {
    expectCategory(
      'loondoorbetaling_ziekte',
      'Artikel 30 – Ziekte\n• 1e ziektejaar: 90% van het loon;\n• 2e ziektejaar: 70% van het loon.',
      {
        ziekte_eerste_jaar: 90,
        ziekte_tweede_jaar: 70,
      },
    );
    expectCategory(
      'loondoorbetaling_ziekte',
      'Artikel 50 Ziekte\n1. Gedurende de eerste 52 weken vult de werkgever het loon aan tot 100%.\n2. Van week 53 tot en met week 104 vult de werkgever aan tot 70%.',
      {
        ziekte_tweede_jaar: 70,
      },
    );
  });
  it('reads tiers of weeks: the first period, and the tier holding week 53', () => {
    expectCategory(
      'loondoorbetaling_ziekte',
      'Artikel 30 Ziekte\n1. Bij arbeidsongeschiktheid heeft de werknemer recht op doorbetaling van het salaris:\na. gedurende de eerste periode van 26 weken 95%;\nb. gedurende de 27e week tot en met de 80e week 80%;\nc. gedurende de 81e week tot en met de 104e week 70%.',
      { ziekte_eerste_jaar: 95, ziekte_tweede_jaar: 80 },
    );
  });
  it('reads the period after its percentage', () => {
    expectCategory(
      'loondoorbetaling_ziekte',
      'Artikel 31 Ziekte\nDe werknemer heeft recht op doorbetaling van 95% gedurende de eerste periode van 26 weken, 80% gedurende de 27e tot en met de 80e week en 70% gedurende de 81e tot en met de 104e week.',
      { ziekte_eerste_jaar: 95, ziekte_tweede_jaar: 80 },
    );
  });
  it('reads the first days of sickness left unpaid as waiting days', () => {
    expectCategory(
      'loondoorbetaling_ziekte',
      'Artikel 32 Uitkering bij ziekte\n4. Werknemers krijgen de eerste drie dagen van arbeidsongeschiktheid het loon niet betaald.',
      { wachtdagen: 3 },
    );
    expectCategory(
      'loondoorbetaling_ziekte',
      'Artikel 33 Loon bij ziekte\n2. Voor iedere medewerker geldt: de eerste twee dagen van ziekte gelden als wachtdag.',
      { wachtdagen: 2 },
    );
  });
});

describe('loondoorbetaling_ziekte, supplements, tiers and periods of 26 weeks', () => {
  it('takes the supplement the employer tops the statutory pay up to', () => {
    expectCategory(
      'loondoorbetaling_ziekte',
      'Artikel 9 Loon bij ziekte\na. Gedurende de eerste 26 weken van ziekte betaalt de werkgever 70% van het loon door.\nb. Gedurende de eerste 26 weken ontvangt de zieke werknemer daarbovenop een aanvulling tot 95% van het loon.\nc. Gedurende de tweede periode van 26 weken ontvangt de werknemer een aanvulling tot 85% van het loon.\nd. In het tweede jaar van ziekte ontvangt de werknemer een aanvulling tot 72% van het loon.',
      { ziekte_eerste_jaar: 95, ziekte_tweede_jaar: 72 },
    );
  });
  it('reads the period after what the percentage is of, and ordinals like "53ste"', () => {
    expectCategory(
      'loondoorbetaling_ziekte',
      'Artikel 14 Arbeidsongeschiktheid\nDe werknemer ontvangt bij ziekte:\n• 92% van het voor hem geldende loon gedurende de eerste 52 weken;\n• 78% van het voor hem geldende loon gedurende de 53ste tot en met de 104e week.',
      { ziekte_eerste_jaar: 92, ziekte_tweede_jaar: 78 },
    );
  });
  it('does not read a supplement in percentage points as the pay level', () => {
    expectCategory(
      'loondoorbetaling_ziekte',
      'Artikel 7 Ziekte\nIn het tweede ziektejaar betaalt de werkgever 75% van het loon door, met een aanvulling van 5 procentpunten als de werknemer goed meewerkt.',
      { ziekte_tweede_jaar: 75 },
    );
  });
  it('takes the first tier of one scale for both years of sickness', () => {
    expectCategory(
      'loondoorbetaling_ziekte',
      'Artikel 31 Uitkering bij ziekte\n1. De werkgever betaalt de zieke werknemer gedurende maximaal twee jaar zijn loon volgens deze tabel:\nDienstjaren | Percentage van het loon\nMinder dan 1 jaar | 75%\n1 jaar of meer | 95%',
      { ziekte_eerste_jaar: 75, ziekte_tweede_jaar: 75 },
    );
  });
});

describe('loondoorbetaling_ziekte, the first day of sickness', () => {
  it('reads the first day named as a waiting day, or withheld, as 1', () => {
    expectCategory(
      'loondoorbetaling_ziekte',
      'Artikel 21 Ziekte\n3. Voor de medewerker geldt de eerste dag van ziekte als wachtdag; daarna betaalt de werkgever 100% door.',
      { wachtdagen: 1 },
    );
    expectCategory(
      'loondoorbetaling_ziekte',
      'Artikel 22 Loon bij arbeidsongeschiktheid\nDe werkgever betaalt 95% van het loon door. Bij iedere ziekmelding volgt een inhouding van loon over de eerste ziektedag.',
      { wachtdagen: 1 },
    );
  });
  it('reads pay due from the first day of sickness as 0 waiting days', () => {
    expectCategory(
      'loondoorbetaling_ziekte',
      'Artikel 23 Doorbetaling bij ziekte\n1. De werkgever is gehouden om vanaf de eerste ziektedag 100% van het salaris door te betalen, gedurende ten hoogste 52 weken.',
      { wachtdagen: 0 },
    );
  });
  it('takes no waiting day from a first day that is only a reporting date', () => {
    expectCategory(
      'loondoorbetaling_ziekte',
      'Artikel 24 Ziekmelding\nDe werknemer meldt zich vanaf de eerste dag van ziekte telefonisch bij zijn leidinggevende.',
      { wachtdagen: null },
    );
  });
});

describe('loondoorbetaling_ziekte, waiting days of the benefit and of the pay', () => {
  it("prefers the employer's waiting day over the statutory benefit's, and skips a back-reference", () => {
    expectCategory(
      'loondoorbetaling_ziekte',
      'Artikel 26 Ziekte\n2. Voor de uitkering op grond van de Ziektewet gelden twee wachtdagen.\n3. Van de twee wachtdagen vergoedt het fonds er een.\n5. Bij ziekte geldt de eerste dag als wachtdag; daarna betaalt de werkgever 90% van het loon door.',
      { wachtdagen: 1 },
    );
  });
});

describe('loondoorbetaling_ziekte, pay from a later day of sickness', () => {
  it('reads "ingaande de tweede ziektedag" as one waiting day', () => {
    expectCategory(
      'loondoorbetaling_ziekte',
      'Artikel 20 Loon bij ziekte\n1. Bij ziekte betaalt de werkgever ingaande de tweede ziektedag het volle loon door.',
      { wachtdagen: 1 },
    );
  });
  it('reads pay "met ingang van de derde dag van ziekte" as two waiting days', () => {
    expectCategory(
      'loondoorbetaling_ziekte',
      'Artikel 20 Loon bij ziekte\n1. De werknemer ontvangt met ingang van de derde dag van ziekte 95% van zijn loon.',
      { wachtdagen: 2 },
    );
  });
  it('leaves null: a later sick day that is not about pay', () => {
    expectCategory(
      'loondoorbetaling_ziekte',
      'Artikel 20 Ziekmelding\n1. Vanaf de tweede ziektedag houdt de werknemer zich beschikbaar voor een bezoek van de arts.',
      { wachtdagen: null },
    );
  });
});

describe('loondoorbetaling_ziekte, tiers of half years and periods of 26 weeks', () => {
  it('reads half years: the first half year for the first year, the third and fourth for the second', () => {
    expectCategory(
      'loondoorbetaling_ziekte',
      [
        'Artikel 9 Loon bij ziekte',
        'Bij ziekte betaalt de werkgever het volgende door:',
        '1. tijdens het 1e half jaar ziek: 100% loon;',
        '2. tijdens het 2e half jaar ziek: 90% loon;',
        '3. tijdens het 3e en 4e half jaar ziek: 75% loon.',
      ].join('\n'),
      { ziekte_eerste_jaar: 100, ziekte_tweede_jaar: 75 },
    );
  });
  it('reads an opening period named at the end of its sentence, then numbered periods', () => {
    expectCategory(
      'loondoorbetaling_ziekte',
      [
        'Artikel 6 Salaris bij ziekte',
        'De zieke werknemer houdt recht op 100% van zijn salaris en de vakantietoeslag daarover voor een periode van ten hoogste 26 weken. Voor een tweede tijdvak van ten hoogste 26 weken krijgt hij 95% van dit salaris. Voor het derde tijdvak van 26 weken krijgt hij 85%.',
      ].join('\n'),
      { ziekte_eerste_jaar: 100, ziekte_tweede_jaar: 85 },
    );
  });
  it('does not take a holiday-pay percentage for sick pay', () => {
    expectCategory(
      'loondoorbetaling_ziekte',
      'Artikel 6 Ziekte\nOver de doorbetaling gedurende de eerste 26 weken ontvangt de werknemer 8% vakantietoeslag.',
      { ziekte_eerste_jaar: null },
    );
  });
});

describe('loondoorbetaling_ziekte, a supplement on top of the statutory pay', () => {
  it('adds "een aanvulling van 20%" to the "loondoorbetaling van 70%" named before it', () => {
    expectCategory(
      'loondoorbetaling_ziekte',
      'Artikel 15 Ziekte\nBovenop de loondoorbetaling van 70% over twee jaar ontvangt de zieke werknemer in de eerste 52 weken een aanvulling van 20% van zijn loon.',
      { ziekte_eerste_jaar: 90 },
    );
  });
});

describe('loondoorbetaling_ziekte, unpaid first days and exceptions', () => {
  it('reads "de eerste twee dagen geen loon door te betalen" as two waiting days, not the exception for some', () => {
    expectCategory(
      'loondoorbetaling_ziekte',
      'Artikel 15 Ziekte\n1. De werkgever betaalt bij ziekte 95% van het loon door.\n2. De werkgever heeft het recht om bij elke ziekmelding de eerste twee dagen geen loon door te betalen. Werknemers met een erkende chronische aandoening hebben geen wachtdagen.',
      { wachtdagen: 2 },
    );
  });
  it('reads "wordt de eerste ziektedag niet doorbetaald" as one waiting day', () => {
    expectCategory(
      'loondoorbetaling_ziekte',
      'Artikel 15 Ziekte\nBij elke ziekmelding wordt de eerste ziektedag niet doorbetaald; daarna betaalt de werkgever 100% door.',
      { wachtdagen: 1 },
    );
  });
});

describe('loondoorbetaling_ziekte, "maximaal 52 weken" as the first year', () => {
  it('reads the percentage paid "gedurende maximaal 52 weken", before or after it', () => {
    expectCategory(
      'loondoorbetaling_ziekte',
      'Artikel 9 Loon bij ziekte\nBij ziekte houdt de werknemer gedurende maximaal 52 weken 95 % van zijn laatste loon. In het tweede ziektejaar ontvangt hij 75% van dat loon.',
      { ziekte_eerste_jaar: 95, ziekte_tweede_jaar: 75 },
    );
    expectCategory(
      'loondoorbetaling_ziekte',
      'Artikel 9 Ziekte\nDe zieke werknemer krijgt 90% van het brutoloon doorbetaald gedurende ten hoogste 52 weken.',
      { ziekte_eerste_jaar: 90 },
    );
  });
});

describe('loondoorbetaling_ziekte, tiers in months', () => {
  it('reads the tier from the 13th month as the second year', () => {
    expectCategory(
      'loondoorbetaling_ziekte',
      'Artikel 14 Arbeidsongeschiktheid\n1. De werkgever vult het loon van de zieke werknemer aan:\na. in de eerste twaalf maanden tot 100%\nb. van de 13e tot en met de 18e maand tot 85%\nc. van de 19e tot en met de 24e maand tot 75%',
      { ziekte_eerste_jaar: 100, ziekte_tweede_jaar: 85 },
    );
  });
});

describe('loondoorbetaling_ziekte, full pay in words and periods in weeks or months', () => {
  it('reads "het netto inkomen doorbetalen" for the first 52 weeks and a bare week range for the second year', () => {
    expectCategory(
      'loondoorbetaling_ziekte',
      'Artikel 14 Ziekte\n1. Tijdens de eerste 52 weken van ziekte zal de werkgever het netto inkomen van de werknemer doorbetalen.\n2. Over de periode van 53 tot en met 104 weken ziekte ontvangt de werknemer 75% van zijn loon.',
      { ziekte_eerste_jaar: 100, ziekte_tweede_jaar: 75 },
    );
  });
  it('reads "zijn volledige salaris" for 12 months and "daarna" a percentage up to 24 months', () => {
    expectCategory(
      'loondoorbetaling_ziekte',
      'Artikel 8 Salaris bij ziekte\nDe zieke werknemer houdt gedurende een periode van 12 maanden zijn volledige salaris en daarna 72% van zijn salaris tot 24 maanden na de eerste ziektedag.',
      { ziekte_eerste_jaar: 100, ziekte_tweede_jaar: 72 },
    );
  });
});

describe('loondoorbetaling_ziekte, the wage he would have earned and what comes after two years', () => {
  it('reads "het loon waarop hij recht zou hebben gehad" as 100% and the year named before a percentage', () => {
    expectCategory(
      'loondoorbetaling_ziekte',
      'Artikel 12 Ziekte\n1. a. De werkgever betaalt de zieke werknemer vanaf de tweede ziektedag gedurende 26 weken het bruto loon waarop hij bij gewone arbeid recht zou hebben gehad.\nb. Over de volgende 26 weken betaalt hij 92% van het bruto loon waarop hij bij gewone arbeid recht zou hebben gehad.\nc. De werkgever betaalt in het tweede ziektejaar 75% van het bruto loon uit over de uren van ziekte.\nd. Is hij na twee jaar nog ziek, dan volgt in het derde jaar en later een aanvulling van ten hoogste 4% van het loon.\ne. In het eerste jaar waarin WAO wordt ontvangen: 96% van het loon.',
      { ziekte_eerste_jaar: 100, ziekte_tweede_jaar: 75 },
    );
  });
  it('reads no waiting days into a period counted from the first day of sickness', () => {
    expectCategory(
      'loondoorbetaling_ziekte',
      'Artikel 12 Ziekte\nWie ziek is, houdt voor de duur van 12 maanden, gerekend vanaf de eerste ziektedag, zijn volledige salaris.',
      { ziekte_eerste_jaar: 100, wachtdagen: null },
    );
  });
});

describe('loondoorbetaling_ziekte, tiers in months', () => {
  it('reads "de eerste zes maanden" as the first year and "de volgende 18 maanden" as the second', () => {
    expectCategory(
      'loondoorbetaling_ziekte',
      'Artikel 40 Aanvulling bij ziekte\nDe werkgever betaalt bij arbeidsongeschiktheid gedurende ten hoogste 24 maanden het salaris door, waarbij gedurende de eerste zes maanden 100% en gedurende de volgende 18 maanden 85% van dat salaris wordt doorbetaald.',
      { ziekte_eerste_jaar: 100, ziekte_tweede_jaar: 85 },
    );
  });
});
