import { describe, it } from 'vitest';
import { expectCategory } from '../../extract/testing/expect-category';

describe('periodieken', () => {
  it('reads: Artikel 14 Periodieke verhogingen', () => {
    expectCategory(
      'periodieken',
      'Artikel 14 Periodieke verhogingen\n1. De werknemer die het maximum van zijn schaal nog niet heeft bereikt, ontvangt per 1 januari van elk jaar een periodiek van 2,5%.\n2. De periodiek wordt alleen toegekend als het functioneren ten minste als goed is beoordeeld.',
      { periodiek_hoogte: 2.5, periodiek_moment: '1 januari', voorwaarde_periodiek: 'beoordeeld' },
    );
  });
  it('reads: Artikel 9 Salarisgroei', () => {
    expectCategory(
      'periodieken',
      'Artikel 9 Salarisgroei\nDe werknemer ontvangt jaarlijks op 1 juli een periodiek tot het maximum van de schaal is bereikt. Een periodiek bedraagt 3% van het salaris. De werknemer heeft geen recht op een periodiek bij een onvoldoende beoordeling.',
      { periodiek_hoogte: 3, periodiek_moment: '1 juli', voorwaarde_periodiek: 'onvoldoende' },
    );
  });
  it('leaves null: Artikel 5 Promotie', () => {
    expectCategory(
      'periodieken',
      'Artikel 5 Promotie\nBij promotie ontvangt de werknemer een verhoging van 3% van het salaris.',
      { periodiek_hoogte: null },
    );
  });
});

describe('periodieken, other phrasings', () => {
  it.each([
    [
      'ARTIKEL 11 – TREDEVERHOGING\nlid 1 Telkens na een jaar dienstverband gaat de werknemer één trede omhoog.',
      'jaar dienstverband',
    ],
    [
      'Artikel 4.3 Periodiek\n1. De werknemer ontvangt jaarlijks in de maand van zijn indiensttreding een periodiek van één trede.',
      'indiensttreding',
    ],
  ])('reads the moment: %s', (body, moment) => {
    expectCategory('periodieken', body, { periodiek_moment: moment });
  });
});

describe('periodieken, service years and a condition after a comma', () => {
  it('reads "Op 1 januari van ieder jaar gaat de werknemer één dienstjaar omhoog"', () => {
    expectCategory(
      'periodieken',
      'Artikel 26 Dienstjaren\nOp 1 januari van ieder jaar gaat de werknemer één dienstjaar omhoog in de loontabel.',
      {
        periodiek_moment: '1 januari',
      },
    );
  });
  it('reads ", als hij minimaal 6 maanden in dienst is" as the condition', () => {
    expectCategory(
      'periodieken',
      'Artikel 18 – Treden\n18.1 Elk jaar op 1 januari stijgt de medewerker één trede, als hij minimaal 6 maanden in dienst is.',
      {
        voorwaarde_periodiek: '6 maanden',
      },
    );
  });
});

describe('periodieken, real phrasings', () => {
  it('reads "Eenmaal per jaar … ontvang je een periodiek" and an appraisal that can withhold it', () => {
    expectCategory(
      'periodieken',
      'Artikel 6.3 Salaris en periodiek\n1. Eenmaal per jaar, zodra je een jaar langer in dienst bent, krijg je er een periodiek bij, totdat het eind van de schaal bereikt is.\n2. Heeft de werkgever met de ondernemingsraad een systeem van beoordeling afgesproken, dan kan hij op grond daarvan in een jaar géén periodiek toekennen.',
      { periodiek_moment: 'eenmaal per jaar', voorwaarde_periodiek: 'beoordeling' },
    );
  });
  it('reads "De toekenning gebeurt steeds op 1 juli" under a title about function years', () => {
    expectCategory(
      'periodieken',
      'Artikel 9 Toekenning functiejaren\nDe werknemer krijgt per jaar in zijn functiegroep een functiejaar erbij. De toekenning gebeurt steeds op 1 juli.',
      { periodiek_moment: '1 juli' },
    );
  });
  it('reads plural service years and the first day of the pay period', () => {
    expectCategory(
      'periodieken',
      'Artikel 15 Uurloon\n4. Wie een dienstjaar meer telt, krijgt de verhoging wegens dienstjaren met ingang van de eerste dag van de betaalperiode die daarop volgt.',
      { periodiek_moment: 'betaalperiode' },
    );
  });
  it('reads a yearly raise up to the end of the scale as the periodiek, and its end as a condition', () => {
    expectCategory(
      'periodieken',
      'Artikel 7 Inschaling\nHet uurloon wordt jaarlijks per 1 januari verhoogd met 2,5% tot het maximum van de schaal is bereikt.',
      { periodiek_hoogte: 2.5, periodiek_moment: '1 januari', voorwaarde_periodiek: 'maximum' },
    );
  });
});

describe('periodieken, conditions spread over two sentences or list items', () => {
  it('joins the scale maximum and the service condition of one paragraph', () => {
    expectCategory(
      'periodieken',
      'Artikel 9 Periodieken\nHet salaris stijgt ieder jaar op 1 juli met één trede totdat het maximum van de schaal is bereikt. De trede wordt alleen toegekend als de werknemer op 1 juli ten minste vier maanden in dienst is.',
      { voorwaarde_periodiek: 'vier maanden' },
    );
    expectCategory(
      'periodieken',
      'Artikel 9 Periodieken\nHet salaris stijgt ieder jaar op 1 juli met één trede totdat het maximum van de schaal is bereikt. De trede wordt alleen toegekend als de werknemer op 1 juli ten minste vier maanden in dienst is.',
      { voorwaarde_periodiek: 'maximum van de schaal' },
    );
  });
  it('joins two list items that each withhold the step', () => {
    const body =
      'Artikel 11 Treden\n1. De werknemer gaat jaarlijks een trede omhoog.\na. Wie in het afgelopen jaar meer dan negen maanden met onbetaald verlof was, krijgt geen trede.\nb. Wie na twee schriftelijke waarschuwingen onvoldoende presteert, krijgt geen trede.';
    expectCategory('periodieken', body, { voorwaarde_periodiek: 'negen maanden' });
    expectCategory('periodieken', body, { voorwaarde_periodiek: 'onvoldoende presteert' });
  });
});

describe('periodieken, words that only look like them', () => {
  it('takes no step from "periodiek" used as an adjective in a job list', () => {
    expectCategory(
      'periodieken',
      [
        'Bijlage 2 Functie-indeling',
        'Functie Loongroep',
        '3.01 Medewerker periodiek glasonderhoud 1 plus 4%',
        '3.02 Medewerker periodiek overleg en planning 2 plus 4%',
      ].join('\n'),
      { periodiek_hoogte: null },
    );
  });

  it('takes no step from a youth wage by age, listed under a lead-in', () => {
    expectCategory(
      'periodieken',
      [
        'Artikel 8 Lonen',
        '2. Het loon van jongere werknemers is een deel van het loon bij 0 dienstjaren:',
        '18 jaar: 60%',
        '20 jaar: 80%',
        '21 jaar en ouder: 90%',
      ].join('\n'),
      { periodiek_hoogte: null },
    );
  });

  it('reads how service years are counted as the condition of a seniority step', () => {
    expectCategory(
      'periodieken',
      [
        'Artikel 8 Lonen',
        '1. Het uurloon hangt af van de loongroep en het aantal dienstjaren.',
        '2. Bij het bepalen van het aantal dienstjaren telt de datum waarop de werknemer in dienst kwam. Bij de berekening van het aantal dienstjaren tellen jaren bij de vorige werkgever mee na een overgang van het schoonmaakcontract.',
      ].join('\n'),
      { voorwaarde_periodiek: 'dienstjaren' },
    );
  });
});

describe('periodieken, an individual raise by appraisal instead of fixed steps', () => {
  const body = [
    'Artikel 21 – Individuele salarisverhoging',
    'De werkgever kent ieder kalenderjaar in dezelfde periode een individuele salarisverhoging toe volgens deze regels:',
    '1. De werkgever voert met elke werknemer onder het maximum van zijn schaal een beoordelingsgesprek.',
    '2. Afhankelijk van de uitkomst van het beoordelingsgesprek krijgt de werknemer een salarisverhoging van ten minste 1,5% bij het oordeel goed en van 0% bij het oordeel onvoldoende.',
  ].join('\n');
  it('reads its height, its moment and the appraisal as its condition', () => {
    expectCategory('periodieken', body, {
      periodiek_hoogte: 1.5,
      periodiek_moment: 'kalenderjaar',
      voorwaarde_periodiek: 'beoordelingsgesprek',
    });
  });
  it('reads the raise for normal performance under a paragraph on the individual raise', () => {
    expectCategory(
      'periodieken',
      [
        'Artikel 30 Salarisschalen',
        '1. Elke functiegroep heeft een schaal met een begin- en een eindsalaris.',
        '2. Individuele verhoging Voor de werknemer die het eindsalaris nog niet heeft, geldt:',
        'a. Per 1 april wordt op basis van de beoordelingssystematiek van de sector een individuele verhoging toegekend.',
        'b. De verhoging bedraagt:',
        'bij normaal functioneren 1,25% van het maandsalaris;',
        'bij goed functioneren 2,5% van het maandsalaris.',
      ].join('\n'),
      {
        periodiek_hoogte: 1.25,
        periodiek_moment: '1 april',
        voorwaarde_periodiek: 'beoordelingssystematiek',
      },
    );
  });
  it('takes no step from start steps below the scale', () => {
    expectCategory(
      'periodieken',
      'Bijlage 2 Salaristabellen\nAanlooptredes zijn twee treden van 85% en 92,5% van het minimum van de schaal.',
      { periodiek_hoogte: null },
    );
  });
});

describe('periodieken, an appraisal decides the step', () => {
  const body = [
    'Artikel 6.2 Periodieke verhoging',
    'a. Elk jaar houdt de werkgever met de werknemer een beoordelingsgesprek.',
    'b. Bij een voldoende of goede beoordeling wordt een periodiek toegekend totdat het maximum van de schaal is bereikt.',
    'c. Een periodiek gaat in op de 1e dag van de maand van indiensttreding.',
    'd. De werkgever kan de periodiek op 1 juli laten ingaan, mits de vorige periodiek niet meer dan een jaar eerder inging.',
  ].join('\n');
  it('prefers the appraisal over another "mits"', () => {
    expectCategory('periodieken', body, {
      periodiek_moment: '1e dag van de maand',
      voorwaarde_periodiek: 'beoordeling',
    });
  });
  it('takes a system of appraisal a company may agree on for no condition', () => {
    expectCategory(
      'periodieken',
      [
        'Artikel 4 Salaris van de werknemer',
        'Het uurloon stijgt jaarlijks per 1 januari met 2% tot het maximum van de schaal. De verhoging geldt alleen als de werknemer voor 1 januari meer dan vier maanden in dienst is.',
        'Een bedrijf mag met zijn ondernemingsraad iets anders afspreken: regels voor wie een periodieke verhoging krijgt, gekoppeld aan een systeem van beoordelen.',
      ].join('\n'),
      { voorwaarde_periodiek: 'vier maanden' },
    );
  });
});

describe('periodieken, years of function defined without a date', () => {
  it('reads a step per function year, and how those years are counted as its condition', () => {
    expectCategory(
      'periodieken',
      [
        'Artikel 30 Lonen',
        '1. De werkgever past de loontabel met functiejaren toe.',
        '2. Onder functiejaren wordt verstaan de jaren waarin de werknemer zijn functie in zijn functiegroep uitoefent, gerekend vanaf zijn 21e jaar.',
      ].join('\n'),
      { periodiek_moment: 'per functiejaar', voorwaarde_periodiek: 'functiejaren' },
    );
  });
});

describe('periodieken, a definition of service years', () => {
  it('sets no step: service years also count for a jubilee or notice', () => {
    expectCategory(
      'periodieken',
      'Artikel 1 Begrippen\nOnder dienstjaren wordt verstaan de jaren die de werknemer onafgebroken bij de werkgever in dienst is.',
      { periodiek_moment: null, voorwaarde_periodiek: null },
    );
  });
});

describe('periodieken, more ways to name the moment and to withhold the step', () => {
  it.each([
    [
      'Artikel 8 Periodiek\nDe werknemer ontvangt telkens na twaalf maanden dienstverband een periodiek.',
      'twaalf maanden',
    ],
    [
      'Artikel 8 Periodiek\nDe periodiek wordt jaarlijks toegekend op de datum van indiensttreding.',
      'datum van indiensttreding',
    ],
    ['Artikel 8 Periodiek\nDe werknemer ontvangt ieder jaar in de maand juli een periodiek.', 'juli'],
  ])('reads the moment: %s', (body, moment) => {
    expectCategory('periodieken', body, { periodiek_moment: moment });
  });
  it('takes no moment from a month with its year', () => {
    expectCategory(
      'periodieken',
      'Artikel 8 Periodiek\nIn januari 2024 ontvangt de werknemer eenmalig een extra trede.',
      { periodiek_moment: null },
    );
  });
  it('reads a step that is not granted, or withheld, as the condition', () => {
    expectCategory(
      'periodieken',
      'Artikel 8 Periodiek\nDe werknemer gaat jaarlijks een trede omhoog. De trede wordt niet toegekend als de werknemer het afgelopen jaar minder dan drie maanden heeft gewerkt.',
      { voorwaarde_periodiek: 'drie maanden' },
    );
    expectCategory(
      'periodieken',
      'Artikel 8 Periodiek\nDe werknemer gaat jaarlijks een trede omhoog. De werkgever kan de trede weigeren aan wie na twee gesprekken slecht presteert.',
      { voorwaarde_periodiek: 'slecht presteert' },
    );
  });
});

describe('periodieken, a condition without a comma before it', () => {
  it('reads "indien hij ten minste zes maanden in dienst is"', () => {
    expectCategory(
      'periodieken',
      'Artikel 12 Periodieken\nDe werknemer komt per 1 juli in aanmerking voor een periodiek indien hij ten minste zes maanden in dienst is.',
      { voorwaarde_periodiek: 'zes maanden' },
    );
  });
  it('reads "zolang het maximum niet is bereikt"', () => {
    expectCategory(
      'periodieken',
      'Artikel 12 Periodieken\n1. Zolang het maximum van de schaal niet is bereikt, ontvangt de werknemer op 1 januari een periodiek van 2%.',
      { voorwaarde_periodiek: 'maximum van de schaal' },
    );
  });
});

describe('periodieken, an exception that points back', () => {
  it('reads "Dit gebeurt niet als …" with the sentence that grants the step', () => {
    expectCategory(
      'periodieken',
      'Artikel 8 Functiejaren\n2. Na elk jaar in dienst krijgt de werknemer een functiejaar erbij. Dat geldt vanaf 22 jaar. Maar dit gebeurt niet als de werkgever schriftelijk heeft gemeld dat de werknemer aantoonbaar onvoldoende presteert.',
      {
        voorwaarde_periodiek:
          'functiejaar erbij. Dat geldt vanaf 22 jaar. Maar dit gebeurt niet als de werkgever',
      },
    );
  });
});

describe('periodieken, percentages that are not the height of a step', () => {
  it('skips a youth row of a wage table ("21 jaar … 80%")', () => {
    expectCategory(
      'periodieken',
      'Artikel 6 Salarisschalen en periodieken\nDe werknemer ontvangt jaarlijks op 1 juli een periodiek.\nLeeftijd I II staffel\n20 jaar 1.200,00 1.300,00 70%\n21 jaar 1.400,00 1.500,00 80%',
      { periodiek_hoogte: null, periodiek_moment: '1 juli' },
    );
  });
  it('skips a percentage that points back at a start below the scale ("dit percentage")', () => {
    expectCategory(
      'periodieken',
      'Artikel 20 Toepassing functiejarenschaal\n2. Toepassing functiejarenschalen:\na. Nieuwe werknemers kunnen een halfjaar op een aanloopschaal worden ingeschaald, die 8% onder het cao-loon ligt. In groep C bedraagt dit percentage 4%.',
      { periodiek_hoogte: null },
    );
  });
  it('skips a share of the step set by appraisal ("60% van de geldende periodieke normverhoging")', () => {
    expectCategory(
      'periodieken',
      'Artikel 31 Beoordeling en periodieken\n14. Bij een beoordeling matig is de periodieke verhoging gelijk aan 60% van de geldende periodieke normverhoging.',
      { periodiek_hoogte: null },
    );
  });
  it('skips a step for two youth ages ("Deze periodiek ligt 3% boven …")', () => {
    expectCategory(
      'periodieken',
      'Bijlage 4 Loonaanpassing\nc. Er komt een nieuwe periodiek voor medewerkers van 19 en 20 jaar. Deze periodiek ligt 3% boven het garantieloon.',
      { periodiek_hoogte: null },
    );
  });
});

describe('periodieken, the moment told in other words', () => {
  it('reads "per dienstjaar een periodiek"', () => {
    expectCategory(
      'periodieken',
      'Artikel 8 Salarissen\n3. De werknemer verkrijgt per dienstjaar een periodiek totdat het maximum van de schaal is bereikt.',
      { periodiek_moment: 'per dienstjaar' },
    );
  });
  it('reads the date in the paragraph after the one naming the step, in the same lid', () => {
    expectCategory(
      'periodieken',
      'Artikel 14 Indeling en beloning\n4. a. Aan de werknemer in groep B die een jaar in de groep heeft doorgebracht, wordt één functiejaar toegekend.\nDe toekenning geschiedt steeds per 1 maart van enig jaar.',
      { periodiek_moment: '1 maart' },
    );
  });
  it('reads a wage linked to the number of full years of function, and the years that count', () => {
    expectCategory(
      'periodieken',
      'Bijlage 2 Functie-indeling\n- Vanaf 21 jaar telt de leeftijd niet meer: het loon is dan gekoppeld aan het aantal volledige functiejaren dat in dienst van deze werkgever is gewerkt.',
      { periodiek_moment: 'functiejaar', voorwaarde_periodiek: 'functiejaren' },
    );
  });
  it('does not read "uittreden" in a title as steps ("treden")', () => {
    expectCategory(
      'periodieken',
      'Artikel 27 Vervroegd uittreden\nDe regeling geldt voor wie op 31 december 2004 ouder was dan 55 jaar en wordt geleidelijk verhoogd.',
      { periodiek_moment: null },
    );
  });
});

describe('periodieken, a right to a yearly step', () => {
  it('reads "heeft jaarlijks recht op een periodiek" as the moment', () => {
    expectCategory(
      'periodieken',
      'Artikel 10 Periodieken\nDe werknemer heeft jaarlijks recht op een periodiek, tenzij zijn functioneren als onvoldoende is beoordeeld.',
      { periodiek_moment: 'jaarlijks', voorwaarde_periodiek: 'onvoldoende' },
    );
  });
});

describe('periodieken, a condition on how the worker functions', () => {
  it('reads "als zijn functioneren ten minste voldoende is beoordeeld"', () => {
    expectCategory(
      'periodieken',
      'Artikel 10 Salarisgroei\nDe werknemer gaat jaarlijks op 1 januari één trede omhoog in zijn schaal, als zijn functioneren ten minste voldoende is beoordeeld.',
      { periodiek_moment: '1 januari', voorwaarde_periodiek: 'functioneren' },
    );
  });
});

describe('periodieken, a dated start of a rule is no yearly moment', () => {
  it('does not read "Met ingang van 1 maart 2024" as the moment of the step', () => {
    expectCategory(
      'periodieken',
      'Artikel 27 Salaristabellen\nb. Met ingang van 1 maart 2024 krijgt de medewerker vanaf 21 jaar een functiejaar toegekend na elk jaar in de functiegroep.',
      { periodiek_moment: 'na elk jaar' },
    );
  });
});

describe('periodieken, a level in the scale is no step', () => {
  it('skips "totdat hij 100% van het schaalmaximum heeft bereikt"', () => {
    expectCategory(
      'periodieken',
      'Artikel 10 Periodieken\nDe werknemer ontvangt jaarlijks op 1 januari een periodiek, totdat hij 100% van het schaalmaximum heeft bereikt.',
      { periodiek_hoogte: null, periodiek_moment: '1 januari' },
    );
  });
});

describe('periodieken, who comes into consideration for a step', () => {
  it('reads "Voor een periodiek komt alleen in aanmerking de werknemer die …" as a condition', () => {
    expectCategory(
      'periodieken',
      'Artikel 11 Periodieke verhoging\n1. Zolang het maximum van de schaal niet is bereikt, ontvangt de werknemer per 1 juli een periodieke verhoging.\n2. Voor een periodiek komt alleen in aanmerking de werknemer die op 1 maart van dat jaar in dienst was.',
      { voorwaarde_periodiek: '1 maart' },
    );
  });
});
