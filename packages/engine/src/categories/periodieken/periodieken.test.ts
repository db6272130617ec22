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
