import { describe, it } from 'vitest';
import { expectCategory } from '../../extract/testing/expect-category';

describe('toeslagen', () => {
  it('reads: Artikel 20 Overwerk', () => {
    expectCategory(
      'toeslagen',
      'Artikel 20 Overwerk\n1. Overuren worden vergoed tegen de volgende percentages van het uurloon:\nmaandag t/m vrijdag 125%\nzaterdag 150%\nzon- en feestdagen 200%',
      { overwerk_maandag_vrijdag: 25, overwerk_zaterdag: 50, overwerk_zondag_feestdag: 100 },
    );
  });
  it('reads: Artikel 20 Overwerkvergoeding', () => {
    expectCategory(
      'toeslagen',
      'Artikel 20 Overwerkvergoeding\nVoor overwerk op werkdagen ontvangt de werknemer een toeslag van 25% voor de eerste twee uren en 50% voor de volgende uren. Voor overwerk op zaterdag bedraagt de toeslag 50% en op zon- en feestdagen 100%.',
      { overwerk_maandag_vrijdag: 25, overwerk_zaterdag: 50, overwerk_zondag_feestdag: 100 },
    );
  });
  it('reads: Artikel 22 Toeslag onregelmatige dienst', () => {
    expectCategory(
      'toeslagen',
      'Artikel 22 Toeslag onregelmatige dienst\n1. Voor uren gewerkt op maandag tot en met vrijdag tussen 20.00 en 22.00 uur ontvangt de werknemer een toeslag van 22%.\n2. Voor uren tussen 22.00 en 06.00 uur bedraagt de toeslag 44%.',
      { onregelmatigheid_avond: 22, onregelmatigheid_nacht: 44 },
    );
  });
  it('reads: Artikel 23 Ploegentoeslag', () => {
    expectCategory(
      'toeslagen',
      'Artikel 23 Ploegentoeslag\nDe ploegentoeslag bedraagt:\n- 2-ploegendienst: 13,5%\n- 3-ploegendienst: 22,5%\n- volcontinudienst: 30%',
      { ploegentoeslag_2ploegen: 13.5, ploegentoeslag_3ploegen: 22.5 },
    );
  });
  it('reads: Artikel 17 Toeslagen onregelmatige uren', () => {
    expectCategory(
      'toeslagen',
      'Artikel 17 Toeslagen onregelmatige uren\nDe toeslagen bedragen:\nTijdvak Ma t/m vr Zaterdag Zondag\n06.00 - 07.00 uur 22% 38% 60%\n20.00 - 22.00 uur 22% 38% 60%\n22.00 - 06.00 uur 44% 44% 60%',
      { onregelmatigheid_avond: 22, onregelmatigheid_nacht: 44 },
    );
  });
  it('reads: Artikel 16 Overwerk', () => {
    expectCategory(
      'toeslagen',
      'Artikel 16 Overwerk\n1. Bij overwerk ontvangt de werknemer naast het uurloon een overwerktoeslag.\n2. De overwerktoeslag bedraagt voor de eerste twee overuren op een werkdag 25% en voor de volgende uren 50%.\n3. Op zaterdag bedraagt de toeslag 50% en op zondag 100%.',
      { overwerk_maandag_vrijdag: 25, overwerk_zaterdag: 50, overwerk_zondag_feestdag: 100 },
    );
  });
  it('reads: Artikel 18 Ploegendienst', () => {
    expectCategory(
      'toeslagen',
      'Artikel 18 Ploegendienst\nDe werknemer die in ploegendienst werkt, ontvangt een ploegentoeslag van 10% bij werken in twee ploegen en van 18% bij werken in drie ploegen.',
      { ploegentoeslag_2ploegen: 10, ploegentoeslag_3ploegen: 18 },
    );
  });
  it('leaves null: Artikel 18 Toeslagen', () => {
    expectCategory(
      'toeslagen',
      'Artikel 18 Toeslagen\nDeze cao kent geen ploegentoeslag. Overwerk wordt niet beloond met een toeslag.',
      { ploegentoeslag_2ploegen: null, overwerk_zaterdag: null },
    );
  });
  it('leaves null: Artikel 14 Consignatie', () => {
    expectCategory(
      'toeslagen',
      'Artikel 14 Consignatie\nDe werknemer die op zaterdag of zondag geconsigneerd is, ontvangt een toeslag van 5% per uur.',
      { overwerk_zaterdag: null, overwerk_zondag_feestdag: null },
    );
  });
  it('leaves null: Artikel 15 Werken op zon- en feestdagen', () => {
    expectCategory(
      'toeslagen',
      'Artikel 15 Werken op zon- en feestdagen\nVoor werk op zon- en feestdagen ontvangt de werknemer een toeslag van 100%. Deze toeslag geldt niet bij overwerk.',
      { overwerk_zondag_feestdag: null },
    );
  });
  it('reads time off per overtime hour as the hour plus a surcharge, not "1,5" as a percentage', () => {
    expectCategory(
      'toeslagen',
      'Artikel 21 Overwerk\nOverwerk wordt gecompenseerd in vrije tijd. Per overuur ontvangt de werknemer 1,5 uur vrije tijd.',
      { overwerk_maandag_vrijdag: 50 },
    );
  });
});

describe('toeslagen, tables with the days as columns', () => {
  it('reads "Overwerk 125% 150% 200%" under a header naming the days', () => {
    expectCategory(
      'toeslagen',
      [
        'Artikel 16 Toeslagen',
        'Tabel 3 Overwerk',
        'Soort Ma t/m vr Zaterdag Zon- en feestdagen',
        'Overwerk 125% 150% 200%',
      ].join('\n'),
      { overwerk_maandag_vrijdag: 25, overwerk_zaterdag: 50, overwerk_zondag_feestdag: 100 },
    );
  });

  it('reads a header whose weekday range wraps onto a second line, past a footnoted exception', () => {
    expectCategory(
      'toeslagen',
      [
        'Artikel 9 Werktijden',
        '1. Uren boven het rooster zijn overuren. Voor overwerk gelden de toeslagen in de tabel.',
        'Soort Maandag t/m zaterdag zondag feestdag',
        'sub 2 en sub 4 vrijdag',
        '00.00 - 07.00 uur 30% 40% 90% 60% 2) 120%',
        'anders: zie art.',
        '07.00 - 20.00 uur 0% 40% 90% 60% 2) 120%',
        'Overwerk 30% 40% 90% 60% 2) 120%',
        'volgens lid 3',
      ].join('\n'),
      { overwerk_zaterdag: 40, overwerk_zondag_feestdag: 90 },
    );
  });
});

describe('toeslagen, other house styles', () => {
  it('reads one overtime rate that holds on every day', () => {
    expectCategory(
      'toeslagen',
      '3.2.2 Overwerk\nVoor ieder uur overwerk ontvangt de werknemer compensatie in vrije tijd, vermeerderd met een toeslag van 50% van het uurloon in geld. Deze toeslag geldt op alle dagen van de week, ook op zaterdag, zon- en feestdagen.',
      { overwerk_maandag_vrijdag: 50, overwerk_zaterdag: 50, overwerk_zondag_feestdag: 50 },
    );
  });
  it('reads "geen overwerktoeslag" as 0 on every day', () => {
    expectCategory(
      'toeslagen',
      'Artikel 3.2 Meeruren en overuren\n1. Meeruren en overuren worden gecompenseerd in tijd.\n2. Voor overuren geldt geen overwerktoeslag.',
      { overwerk_maandag_vrijdag: 0, overwerk_zaterdag: 0, overwerk_zondag_feestdag: 0 },
    );
  });
  it('reads "Voor avonduren geldt geen toeslag" as 0 and a night window without the word nacht', () => {
    expectCategory(
      'toeslagen',
      'ARTIKEL 14 – OVERWERK EN TOESLAGEN\nlid 1 Overuren worden betaald tegen 125% van het uurloon.\nlid 2 Voor avonduren geldt geen toeslag.\nlid 3 Voor uren gewerkt tussen 00.00 en 06.00 uur ontvangt de werknemer een toeslag van 50 procent van het uurloon.',
      { onregelmatigheid_avond: 0, onregelmatigheid_nacht: 50 },
    );
  });
  it('leaves null when the cao has no irregular-hours surcharge at all', () => {
    expectCategory(
      'toeslagen',
      'Artikel 5 Werktijden\nDeze cao kent geen afzonderlijke toeslag voor onregelmatige uren; werk in de avond en de nacht wordt in ploegendienst ingeroosterd.',
      { onregelmatigheid_avond: null, onregelmatigheid_nacht: null },
    );
  });
});

describe('toeslagen, a general rate and a borrowed one', () => {
  it('reads a rate without a day beside Saturday and Sunday rates as the weekday rate', () => {
    expectCategory(
      'toeslagen',
      'Artikel 30 Overuren\n1. Voor elk overuur ontvangt de werknemer 130% van zijn uurloon.\n2. Voor overuren op zaterdag ontvangt hij 150% en voor overuren op zon- en feestdagen 200% van zijn uurloon.',
      { overwerk_maandag_vrijdag: 30, overwerk_zaterdag: 50, overwerk_zondag_feestdag: 100 },
    );
  });
  it('reads "Op zaterdag geldt dezelfde toeslag als op werkdagen"', () => {
    expectCategory(
      'toeslagen',
      'Artikel 12 – Overwerk\n12.1 Voor overuren ontvangt de medewerker een toeslag. Deze bedraagt op werkdagen 50 procent en op zon- en feestdagen 100 procent. Op zaterdag geldt dezelfde toeslag als op werkdagen.',
      { overwerk_maandag_vrijdag: 50, overwerk_zaterdag: 50, overwerk_zondag_feestdag: 100 },
    );
  });
  it('lets one overtime rate without a day hold on Saturday and Sunday too', () => {
    expectCategory(
      'toeslagen',
      'Artikel 12 Overwerk\n1. Voor ieder uur overwerk ontvangt de werknemer een toeslag van 40% van zijn uurloon.',
      { overwerk_maandag_vrijdag: 40, overwerk_zaterdag: 40, overwerk_zondag_feestdag: 40 },
    );
    expectCategory(
      'toeslagen',
      'Artikel 12 Overwerk\n1. Voor ieder uur overwerk ontvangt de werknemer een toeslag van 40% van zijn uurloon.\n2. Voor overwerk op zon- en feestdagen bedraagt de toeslag 90%.',
      { overwerk_maandag_vrijdag: 40, overwerk_zaterdag: 40, overwerk_zondag_feestdag: 90 },
    );
  });
});

describe('toeslagen, time windows per column and lists of windows', () => {
  it('reads a table whose header row names a time window per column', () => {
    expectCategory(
      'toeslagen',
      'Artikel 8 Tijdtoeslagen\nDe werknemer ontvangt een toeslag op het uurloon volgens dit schema:\n00.00-06.00 06.00-19.00 19.00-22.00 22.00-24.00\nMa t/m za 60% 0% 20% 40%\nZo 150% 100% 120% 140%',
      { onregelmatigheid_avond: 20, onregelmatigheid_nacht: 60 },
    );
  });
  it('reads rows that start with a time window under a header about surcharges', () => {
    expectCategory(
      'toeslagen',
      'Artikel 13 Werktijden\nToeslagen Maandag t/m vrijdag Zaterdag Zondag\n0.00 - 6.00 uur 40% 40% 100%\n6.00 - 19.00 uur 0% 40% 100%\n19.00 - 24.00 uur 30% 40% 100%',
      { onregelmatigheid_avond: 30, onregelmatigheid_nacht: 40 },
    );
  });
  it('reads one rate followed by the windows it holds for', () => {
    expectCategory(
      'toeslagen',
      'Artikel 36 Dagvenster\n1. De normale werktijd ligt op werkdagen tussen 07.00 uur en 18.00 uur.\n2. Voor werk op de volgende uren wordt het uurloon verhoogd met een toeslag van 45%:\na. maandag tot en met donderdag van 18.00 uur tot 07.00 uur;\nb. vrijdag vanaf 18.00 uur tot zaterdag 12.00 uur.',
      { onregelmatigheid_avond: 45, onregelmatigheid_nacht: 45 },
    );
  });
  it('does not take a Sunday-evening rate for the evening', () => {
    expectCategory(
      'toeslagen',
      'Artikel 10 Toeslagen\nVoor werk op zondagavond tussen 19.00 uur en 24.00 uur geldt een toeslag van 125%.',
      { onregelmatigheid_avond: null },
    );
  });
});

describe('toeslagen, overtime: conditional none, staffels and ranges to Sunday', () => {
  it('reads no 0 from "geen overwerktoeslag indien …" and lets the staffel hold on Saturday', () => {
    expectCategory(
      'toeslagen',
      'Artikel 30 Overwerk\n1. Voor de eerste drie overuren ontvangt de werknemer het uurloon vermeerderd met een toeslag van 30%; daarna met 60%.\n2. Geen overwerktoeslag is verschuldigd indien de extra uren binnen vier weken met vrije tijd worden gecompenseerd.',
      { overwerk_maandag_vrijdag: 30, overwerk_zaterdag: 30 },
    );
  });
  it('reads no 0 for a day from "geen toeslag" limited to some hours', () => {
    expectCategory(
      'toeslagen',
      'Artikel 31 Overwerk\nBij overwerk op werkdagen tussen 07.00 uur en 20.00 uur wordt geen toeslag betaald.',
      { overwerk_maandag_vrijdag: null, overwerk_zaterdag: null },
    );
  });
  it('reads a column "maandag tot en met zondag" as weekdays and Saturday', () => {
    expectCategory(
      'toeslagen',
      'Artikel 22 Overwerk\nVoor elk overuur wordt het uurloon betaald met deze toeslagen:\nMaandag tot en met zondag Feestdag\nEerste 3 overuren per week 20% 90%\nOverige overuren 45% 90%',
      { overwerk_maandag_vrijdag: 20, overwerk_zaterdag: 20, overwerk_zondag_feestdag: 90 },
    );
  });
});

describe('toeslagen, a grid of bare numbers by day and time', () => {
  it('reads the weekday rate of the evening and night rows, windows printed over three lines', () => {
    expectCategory(
      'toeslagen',
      [
        'Artikel 12 Werken op late uren',
        '1. Wie buiten de dagdienst werkt, ontvangt de volgende toeslagen (in procenten) op het uurloon:',
        'MA DI WO DO VR ZA ZO FE',
        '00.00 uur',
        'tot 40 25 25 25 25 40 60 120',
        '07.00 uur',
        '07.00 uur',
        'tot 0 0 0 0 0 40 60 120',
        '20.00 uur',
        '20.00 uur',
        'tot 20 20 20 20 35 40 60 120',
        '24.00 uur',
        '2. Feestdagen zijn de wettelijk erkende feestdagen.',
      ].join('\n'),
      { onregelmatigheid_avond: 20, onregelmatigheid_nacht: 25 },
    );
  });
  it('reads a grid whose rows carry their own window', () => {
    expectCategory(
      'toeslagen',
      [
        'Artikel 13 Toeslag ongemakkelijke uren',
        'De toeslag in procenten van het uurloon is:',
        'Maandag Dinsdag Woensdag Donderdag Vrijdag Zaterdag Zondag',
        '18.00 - 23.00 uur 15 15 15 15 15 30 50',
        '23.00 - 06.00 uur 35 35 35 35 35 50 50',
      ].join('\n'),
      { onregelmatigheid_avond: 15, onregelmatigheid_nacht: 35 },
    );
  });
});

describe('toeslagen, a grid of hours by day', () => {
  it('reads the weekday rate of full rows, Sunday in the first column, rows with gaps passed over', () => {
    expectCategory(
      'toeslagen',
      [
        'Artikel 8 Toeslag voor werk op late uren',
        'a. Voor werk op de uren van het schema krijgt de werknemer de toeslag die erbij staat.',
        'SCHEMA zondag en feestdagen maandag dinsdag woensdag donderdag vrijdag zaterdag',
        '0-1 uur 100% 30% 30% 30% 30% 30% 30%',
        '1-2 uur 100% 30% 30% 30% 30% 30% 30%',
        '6-7 uur 100%',
        '14-15 uur 100% 30%',
        '19-20 uur 100% 25% 25% 25% 25% 25% 100%',
        '20-21 uur 100% 25% 25% 25% 25% 25% 100%',
        'b. Bij een bedrijf met een nachtploeg geldt van 0.00 tot 3.00 uur een toeslag van 40%.',
      ].join('\n'),
      { onregelmatigheid_avond: 25, onregelmatigheid_nacht: 30 },
    );
  });
});

describe('toeslagen, overtime on Sunday where only Sunday work has a surcharge', () => {
  const body = (sunday: string): string =>
    [
      'Artikel 30 Werken op zondag',
      '1. Als zondag geldt de tijd van zaterdag 18.00 uur tot maandag 06.00 uur.',
      `2. ${sunday}`,
      'Artikel 31 Overwerk',
      '1. Voor de eerste drie overuren krijgt de werknemer zijn uurloon plus een toeslag van 30%, daarna 50%.',
    ].join('\n');

  it('takes the surcharge on all Sunday work, not the general overtime rate', () => {
    expectCategory(
      'toeslagen',
      body('Voor zondagarbeid ontvangt de werknemer zijn uurloon vermeerderd met een toeslag van 80%.'),
      { overwerk_maandag_vrijdag: 30, overwerk_zondag_feestdag: 80 },
    );
  });

  it('reads the part above 100% when Sunday work is paid "tegen 190%"', () => {
    expectCategory('toeslagen', body('Arbeid op zondag wordt betaald tegen 190% van het uurloon.'), {
      overwerk_zondag_feestdag: 90,
    });
  });
});

describe('toeslagen, overtime days named after the rate', () => {
  it('reads "… van het uurloon voor overwerk op maandag t/m zaterdag" for weekdays and Saturday', () => {
    expectCategory(
      'toeslagen',
      [
        'Artikel 8 Overwerk',
        '1. Voor overwerk ontvangt de werknemer een toeslag van:',
        'a. 30% van het loon per uur bij overwerk gedaan op maandag t/m zaterdag;',
        'b. 60% van het loon per uur bij overwerk op een zesde werkdag;',
        'c. 100% van het loon per uur bij overwerk op een zon- of feestdag.',
      ].join('\n'),
      { overwerk_maandag_vrijdag: 30, overwerk_zaterdag: 30, overwerk_zondag_feestdag: 100 },
    );
  });
  it('does not read "er is dan geen overwerktoeslag" (a case just described) as no surcharge', () => {
    expectCategory(
      'toeslagen',
      [
        'Artikel 8 Overwerk',
        '1. Het overwerk wordt beloond met een toeslag van 40% voor overwerk op maandag tot en met vrijdag.',
        '2. Wie een kwartier langer blijft om een klus af te ronden krijgt zijn gewone uurloon. Hij krijgt dan geen overwerktoeslag.',
      ].join('\n'),
      { overwerk_maandag_vrijdag: 40, overwerk_zaterdag: null },
    );
  });
});

describe('toeslagen, overtime in words and holiday pay beside it', () => {
  it('reads a surcharge the size of the hourly wage as 100%', () => {
    expectCategory(
      'toeslagen',
      'Artikel 5 Overwerk\nElk overuur levert naast het gewone loon nog een toeslag gelijk aan zijn uurloon op.',
      { overwerk_maandag_vrijdag: 100 },
    );
  });
  it('does not read holiday pay over overtime hours as an overtime rate', () => {
    expectCategory(
      'toeslagen',
      'Artikel 5 Overuren\nOver de uitbetaalde overuren bouwt de werknemer 8% vakantietoeslag op.',
      { overwerk_maandag_vrijdag: null },
    );
  });
});

describe('toeslagen, irregular hours named after the rate', () => {
  it('reads a rate with its hours after it', () => {
    expectCategory(
      'toeslagen',
      [
        'Artikel 11 Toeslag voor avond- en nachtdiensten',
        'Voor deze diensten geldt:',
        '- 25% toeslag voor het werk tussen 19.00 en 24.00;',
        '- 45% toeslag voor het werk tussen 00.00 en 07.00.',
      ].join('\n'),
      { onregelmatigheid_avond: 25, onregelmatigheid_nacht: 45 },
    );
  });
  it('reads a table of hours under a title about surcharges for special hours', () => {
    expectCategory(
      'toeslagen',
      [
        'Artikel 12 - Toeslag bijzondere uren',
        'Wie op de volgende uren werkt, krijgt deze toeslag:',
        'Maandag tot en met vrijdag tussen 21.00 en 24.00 uur : 20%',
        'Maandag tot en met vrijdag tussen 00.00 en 06.00 uur : 40%',
      ].join('\n'),
      { onregelmatigheid_avond: 20, onregelmatigheid_nacht: 40 },
    );
  });
});

describe('toeslagen, one overtime rate for weekend days listed together', () => {
  it('gives Saturday and Sunday the rate of "zaterdag, zondag en feestdagen: 100%"', () => {
    expectCategory(
      'toeslagen',
      'Artikel 9 Overwerk\nVoor overuren gelden de volgende toeslagen:\n- op maandag tot en met vrijdag: 30%\n- op zaterdag, zondag en erkende feestdagen: 100%',
      { overwerk_maandag_vrijdag: 30, overwerk_zaterdag: 100, overwerk_zondag_feestdag: 100 },
    );
  });
  it('keeps a Saturday rate apart from a Sunday rate after it', () => {
    expectCategory(
      'toeslagen',
      'Artikel 9 Overwerk\nDe overwerktoeslag bedraagt op werkdagen 25%, op zaterdag 50% en op zondag 100%.',
      { overwerk_maandag_vrijdag: 25, overwerk_zaterdag: 50, overwerk_zondag_feestdag: 100 },
    );
  });
});

describe('toeslagen, a table with a percentage column', () => {
  it('reads the bare number after each time window as its rate', () => {
    expectCategory(
      'toeslagen',
      'Artikel 15 Toeslag onregelmatige uren\n1. De toeslag is een percentage van het uurloon volgens deze tabel:\nDag Tijdvak Percentage\nmaandag t/m vrijdag 19.00 – 23.00 25\nmaandag t/m vrijdag 23.00 – 24.00 45\nzondag hele dag 80',
      { onregelmatigheid_avond: 25, onregelmatigheid_nacht: 45 },
    );
  });
});

describe('toeslagen, overtime on werkdagen and the cases without a surcharge', () => {
  it('gives Saturday the rate for "werkdagen" when the cao names no Saturday rate', () => {
    expectCategory(
      'toeslagen',
      'Artikel 14 Overwerk\n1. De overwerktoeslag bedraagt:\na. voor de eerste 2 overuren op werkdagen: 30%. Voor de volgende overuren op die dagen: 60%\nb. voor overuren op zon- en feestdagen: 100%',
      { overwerk_maandag_vrijdag: 30, overwerk_zaterdag: 30, overwerk_zondag_feestdag: 100 },
    );
  });
  it('keeps a rate the cao names for Saturday above the rate for werkdagen', () => {
    expectCategory(
      'toeslagen',
      'Artikel 14 Overwerk\nDe toeslag voor overwerk op werkdagen is 30%, voor overwerk op zaterdag 45% en op zondag 90%.',
      { overwerk_maandag_vrijdag: 30, overwerk_zaterdag: 45, overwerk_zondag_feestdag: 90 },
    );
  });
  it('reads a list of cases without a surcharge as exceptions, not as 0 for every day', () => {
    expectCategory(
      'toeslagen',
      'Artikel 14 Overwerk\n1. Voor elk overuur ontvangt de werknemer een toeslag van 40%.\n2. Onder overwerk wordt niet verstaan:\na. werk van ten hoogste tien minuten na het rooster; voor deze arbeid geldt geen toeslag;\nb. het inhalen van uren na een sluiting.\n3. Geen overwerktoeslag wordt betaald:\na. aan de chef van de afdeling;\nb. aan oproepkrachten.',
      { overwerk_maandag_vrijdag: 40, overwerk_zaterdag: 40, overwerk_zondag_feestdag: 40 },
    );
  });
});

describe('toeslagen, a rate for the weekdays and a part of Saturday', () => {
  it('gives Saturday the rate whose days go on with "en op zaterdag"', () => {
    expectCategory(
      'toeslagen',
      'Artikel 6 Overwerk\nDe overwerktoeslag bedraagt:\n- 30% voor overwerk op maandag t/m vrijdag van 8.00 tot 22.00 en op zaterdag van 8.00 tot 17.00 uur;\n- 60% voor overwerk op zaterdag van 17.00 tot 24.00 uur;\n- 100% voor overwerk op zon- en feestdagen.',
      { overwerk_maandag_vrijdag: 30, overwerk_zaterdag: 30, overwerk_zondag_feestdag: 100 },
    );
  });
  it('leaves a day out that gets a rate of its own after "en"', () => {
    expectCategory(
      'toeslagen',
      'Artikel 6 Overwerk\nDe toeslag is 30% voor overwerk op werkdagen en voor zaterdag geldt een toeslag van 45%; op zondag 90%.',
      { overwerk_maandag_vrijdag: 30, overwerk_zaterdag: 45, overwerk_zondag_feestdag: 90 },
    );
  });
});

describe('toeslagen, one shift surcharge and pay per hour as a share of the salary', () => {
  it('gives one surcharge for all shift work to two and three shifts', () => {
    expectCategory(
      'toeslagen',
      'Artikel 30 Ploegentoeslag\nDe werkgever betaalt aan de werknemer die in ploegendienst werkt een toeslag van 12% van het maandsalaris.',
      { ploegentoeslag_2ploegen: 12, ploegentoeslag_3ploegen: 12 },
    );
  });
  it('keeps rates per number of shifts apart', () => {
    expectCategory(
      'toeslagen',
      'Artikel 30 Ploegentoeslag\nDe ploegentoeslag bedraagt bij tweeploegendienst 9% en bij drieploegendienst 16%.',
      { ploegentoeslag_2ploegen: 9, ploegentoeslag_3ploegen: 16 },
    );
  });
  it('takes no overtime surcharge from pay per hour stated as a share of the month salary', () => {
    expectCategory(
      'toeslagen',
      'Artikel 31 Betaling van overuren\nVoor overwerk op een werkdag geldt een vergoeding van 0,74% van het maandsalaris per uur; op een zondag een vergoeding van 1,05% van het maandsalaris (1,14% van het salaris per vierwekenperiode) per uur.',
      { overwerk_maandag_vrijdag: null, overwerk_zondag_feestdag: null },
    );
  });
});

describe('toeslagen, windows in a list of surcharges and "ná"', () => {
  it('reads windows listed under "verhoogd met een toeslag van:"', () => {
    expectCategory(
      'toeslagen',
      'Artikel 8 Toeslagen in de winkel\n1. Voor elk gewerkt uur wordt het uurloon betaald, verhoogd met een toeslag van:\n- tussen 0.00 en 06.00 uur 45%\n- tussen 20.00 en 24.00 uur 30%',
      { onregelmatigheid_avond: 30, onregelmatigheid_nacht: 45 },
    );
  });
  it('reads "ná 21.00 uur" as a window for the evening, not one on Saturday', () => {
    expectCategory(
      'toeslagen',
      'Artikel 4.9 Avondwerk\na. Wie op maandag t/m vrijdag werkt ná 21.00 uur, krijgt per uur een toeslag in geld (40% van het uurloon).\nArtikel 4.10 Zaterdagwerk\na. Wie op zaterdag werkt ná 18.00 uur, krijgt per uur een toeslag (90% van het uurloon).',
      { onregelmatigheid_avond: 40 },
    );
  });
});

describe('toeslagen, matrices of surcharges per hour and day', () => {
  const overtime =
    '00/01 80 40 40 40 40 40 40 00/01\n01/02 80 40 40 40 40 40 40 01/02\n02/03 80 40 40 40 40 40 40 02/03\n03/04 80 40 40 40 40 40 40 03/04\n04/05 80 40 40 40 40 40 40 04/05\n05/06 80 40 40 40 40 40 40 05/06\n06/07 80 40 40 40 40 40 40 06/07\n07/08 80 20 20 20 20 20 40 07/08\n08/09 80 20 20 20 20 20 40 08/09\n09/10 80 20 20 20 20 20 40 09/10\n10/11 80 20 20 20 20 20 40 10/11\n11/12 80 20 20 20 20 20 40 11/12\n12/13 80 20 20 20 20 20 40 12/13\n13/14 80 20 20 20 20 20 40 13/14\n14/15 80 20 20 20 20 20 40 14/15\n15/16 80 20 20 20 20 20 40 15/16\n16/17 80 20 20 20 20 20 40 16/17\n17/18 80 20 20 20 20 20 40 17/18\n18/19 80 20 20 20 20 20 40 18/19\n19/20 80 20 20 20 20 20 40 19/20\n20/21 80 20 20 20 20 20 40 20/21\n21/22 80 20 20 20 20 20 40 21/22\n22/23 80 40 40 40 40 40 80 22/23\n23/24 80 40 40 40 40 40 80 23/24';
  const irregular =
    '00/01 60 30 30 30 30 30 30 00/01\n01/02 60 30 30 30 30 30 30 01/02\n02/03 60 30 30 30 30 30 30 02/03\n03/04 60 30 30 30 30 30 30 03/04\n04/05 60 30 30 30 30 30 30 04/05\n05/06 60 30 30 30 30 30 30 05/06\n06/07 60 30 30 30 30 30 30 06/07\n07/08 60 0 0 0 0 0 30 07/08\n08/09 60 0 0 0 0 0 30 08/09\n09/10 60 0 0 0 0 0 30 09/10\n10/11 60 0 0 0 0 0 30 10/11\n11/12 60 0 0 0 0 0 30 11/12\n12/13 60 0 0 0 0 0 30 12/13\n13/14 60 0 0 0 0 0 30 13/14\n14/15 60 0 0 0 0 0 30 14/15\n15/16 60 0 0 0 0 0 30 15/16\n16/17 60 0 0 0 0 0 30 16/17\n17/18 60 0 0 0 0 0 30 17/18\n18/19 60 12 12 12 12 12 30 18/19\n19/20 60 12 12 12 12 12 30 19/20\n20/21 60 12 12 12 12 12 30 20/21\n21/22 60 12 12 12 12 12 30 21/22\n22/23 60 30 30 30 30 30 30 22/23\n23/24 60 30 30 30 30 30 30 23/24';
  it('reads the daytime rate per kind of day from an overtime matrix', () => {
    expectCategory(
      'toeslagen',
      `Bijlage 2 Matrices\nMatrix toeslagen overwerk Tijd Weekdagen Tijd Zo Ma Di Wo Do Vr Za\n${overtime}`,
      { overwerk_maandag_vrijdag: 20, overwerk_zaterdag: 40, overwerk_zondag_feestdag: 80 },
    );
  });
  it('reads the evening and night rates most weekdays share from a matrix of irregular hours', () => {
    expectCategory(
      'toeslagen',
      `Bijlage 3 Matrices\nMatrix toeslagen onregelmatige uren Tijd Weekdagen Tijd Zo Ma Di Wo Do Vr Za\n${irregular}`,
      { onregelmatigheid_avond: 12, onregelmatigheid_nacht: 30 },
    );
  });
  it('takes no rate from the steps of a phase-out', () => {
    expectCategory(
      'toeslagen',
      'Artikel 6 Onregelmatigheidstoeslag\nVervalt de nachtdienst, dan wordt de nachttoeslag in stappen van 20% per maand afgebouwd.',
      { onregelmatigheid_nacht: null },
    );
  });
});

describe('toeslagen, a transitional arrangement', () => {
  it('takes the rate of the night article, not what an arrangement keeps for those who had it', () => {
    expectCategory(
      'toeslagen',
      'Artikel 25 Avonddienst\n1. De avonddienst wordt per uur vergoed met een toeslag van 20% op het uurloon.\n2. Voor wie al in een rooster met avond- of nachtdienst stond, blijft de toeslag als overgangsregeling 45% op het uurloon.\nArtikel 26 Nachtdienst\n1. De nachtdienst (tussen 00.00 en 08.00 uur) wordt per uur vergoed met een toeslag van 40% op het uurloon.',
      { onregelmatigheid_avond: 20, onregelmatigheid_nacht: 40 },
    );
  });
});

describe('toeslagen, a table of hour windows with a column per day', () => {
  it('reads the daytime overtime rate per kind of day from the first table', () => {
    expectCategory(
      'toeslagen',
      'Artikel 6.3 Overwerk\n7. Het percentage van het uursalaris volgt uit deze tabellen:\noverwerk tot 2 op een zondag op maandag op dinsdag tot Op zaterdag\nuur, tussen: of feestdag en met vrijdag\n0 en 6 uur 90 90 45 45\n6 en 18 uur 90 30 30 45\n18 en 24 uur 90 45 45 60\noverwerk na 2 op een zondag op maandag op dinsdag tot Op zaterdag\nuur, tussen: of feestdag en met vrijdag\n0 en 6 uur 90 90 60 60\n6 en 18 uur 90 60 60 60\n18 en 24 uur 90 60 60 60',
      { overwerk_maandag_vrijdag: 30, overwerk_zaterdag: 45, overwerk_zondag_feestdag: 90 },
    );
  });
});

describe('toeslagen, shifted working hours without time windows', () => {
  it('takes the surcharge for shifted hours for evening and night when the cao has no windows', () => {
    expectCategory(
      'toeslagen',
      'Artikel 7 Beloning bij verschoven werktijden\nDe werknemer die tijdelijk buiten zijn normale werktijden werkt (verschoven werktijden), krijgt voor die uren per uur een extra betaling van 30% toegekend.',
      { onregelmatigheid_avond: 30, onregelmatigheid_nacht: 30 },
    );
  });
  it('keeps rates per time window where the cao has them', () => {
    expectCategory(
      'toeslagen',
      'Artikel 7 Toeslagen\n1. Voor uren tussen 20.00 en 24.00 uur geldt een toeslag van 22%.\n2. Voor uren tussen 00.00 en 06.00 uur geldt een toeslag van 44%.\n3. Bij verschoven werktijden krijgt de werknemer per uur een extra betaling van 30%.',
      { onregelmatigheid_avond: 22, onregelmatigheid_nacht: 44 },
    );
  });
});

describe('toeslagen, pay per hour as a share of the month salary, with the weekly hours', () => {
  it('converts the share with the normal weekly hours × 52/12 and reads "die niet is een feestdag" as no holiday', () => {
    expectCategory(
      'toeslagen',
      'Artikel 18 Arbeidsduur\nDe normale arbeidsduur bedraagt gemiddeld 38 uur per week.\nArtikel 31 Betaling van overuren\n2. Voor elk overuur geldt:\na. op een werkdag: een vergoeding van 0,74% van het maandsalaris per uur;\nb. zaterdag, voor zover die niet is een feestdag: een vergoeding van 0,85% van het maandsalaris per uur;\nc. op een zondag: een vergoeding van 1,10% van het maandsalaris per uur.\nArtikel 32 Dagvenster\nVoor uren tussen 00.00 en 06.00 uur geldt een toeslag van 0,25% van het maandsalaris per uur.',
      {
        overwerk_maandag_vrijdag: 21.85,
        overwerk_zaterdag: 39.97,
        overwerk_zondag_feestdag: 81.13,
        onregelmatigheid_nacht: 41.17,
      },
    );
  });
});
