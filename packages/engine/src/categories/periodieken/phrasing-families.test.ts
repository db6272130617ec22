import { describe, it } from 'vitest';
import { expectCategory } from '../../extract/testing/expect-category';

/** Ways a cao states its periodic steps (own fictional sentences). */
describe('periodieken: phrasing families', () => {
  it('joins two moments the contract chooses between ("per 1 januari, of op …")', () => {
    expectCategory(
      'periodieken',
      'Artikel 8 Periodieken\n1. Het salaris stijgt elk jaar met één periodiek tot het maximum van de schaal.\n2. De periodiek gaat in per 1 januari, of op de eerste van de maand van indiensttreding als het contract dat zo regelt.',
      { periodiek_moment: 'per 1 januari, of op de eerste van de maand' },
    );
    expectCategory(
      'periodieken',
      'Artikel 8 Periodieken\nDe werknemer ontvangt jaarlijks een periodiek per 1 juli dan wel per 1 januari, zoals in zijn arbeidsovereenkomst staat.',
      { periodiek_moment: 'per 1 juli dan wel per 1 januari' },
    );
  });

  it('reads a step as being placed in a higher step of the scale ("in een hogere trede ingedeeld")', () => {
    expectCategory(
      'periodieken',
      'Artikel 12 Salarisschalen\n1. De werknemer wordt elk jaar per 1 juli in een hogere functie-trede ingedeeld, totdat hij de hoogste trede van zijn schaal heeft.',
      { periodiek_moment: 'elk jaar per 1 juli' },
    );
  });

  it('takes no step height from a pension formula that counts service years', () => {
    expectCategory(
      'periodieken',
      'Artikel 8 Periodieken\nHet salaris stijgt elk jaar met één periodiek tot het maximum van de schaal.\nArtikel 30 Nabestaanden\nHet partnerpensioen is 60% maal het aantal dienstjaren maal 1,5% van de pensioengrondslag.',
      { periodiek_hoogte: null },
    );
  });

  it('reads a step as a percentage of the salary', () => {
    expectCategory(
      'periodieken',
      'Artikel 8 Periodiek\nDe periodieke verhoging bedraagt 2,5% van het maandsalaris en wordt jaarlijks per 1 januari toegekend.',
      { periodiek_hoogte: 2.5, periodiek_moment: '1 januari' },
    );
  });

  it('takes no step height from a sum reckoned on a cell of the wage table or from a general raise', () => {
    expectCategory(
      'periodieken',
      'Artikel 8 Periodieken\nHet salaris wordt elk jaar met één periodieknummer verhoogd.\nArtikel 20 Verhuiskosten\nDe vergoeding bedraagt 10% van het jaarsalaris, maar niet meer dan 10% van het jaarsalaris bij schaal 6 periodiek 12.',
      { periodiek_hoogte: null },
    );
    expectCategory(
      'periodieken',
      'Artikel 8 Periodieken\nHet salaris wordt elk jaar met één trede verhoogd.\nMet ingang van 1 juni 2031 volgt een salarisstijging van 2%.',
      { periodiek_hoogte: null },
    );
  });
});

describe('periodieken: moments and conditions in other words', () => {
  const moments: Array<[string, string]> = [
    ['De werknemer krijgt telkens na een vol dienstjaar een periodiek.', 'na een vol dienstjaar'],
    ['De trede wordt jaarlijks toegekend op de datum van indiensttreding.', 'datum van indiensttreding'],
    ['De periodiek wordt jaarlijks per 1 juli toegekend.', '1 juli'],
    ['Een periodieke verhoging vindt eenmaal per jaar plaats, in de maand januari.', 'januari'],
  ];
  for (const [sentence, moment] of moments) {
    it(`reads the moment: ${sentence}`, () => {
      expectCategory('periodieken', `Artikel 8 Periodieken\n${sentence}`, { periodiek_moment: moment });
    });
  }

  it('reads a step that depends on the appraisal', () => {
    expectCategory(
      'periodieken',
      'Artikel 8 Periodieken\nDe werknemer ontvangt jaarlijks per 1 januari een periodiek, mits zijn functioneren ten minste voldoende is beoordeeld.',
      { voorwaarde_periodiek: 'mits' },
    );
  });
});
