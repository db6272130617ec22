import { describe, it } from 'vitest';
import { expectCategory } from '../../extract/testing/expect-category';

/** Ways a cao states its term (own fictional sentences). */
describe('overige_regelingen: phrasing families of the term', () => {
  const cases: Array<[string, string, string, string]> = [
    [
      'Artikel 3 Looptijd',
      'Deze cao heeft een looptijd van 1 juli 2031 tot en met 30 juni 2033.',
      '2031-07-01',
      '2033-06-30',
    ],
    [
      'Artikel 3 Duur van de overeenkomst',
      'Deze cao geldt van 1 februari 2031 tot en met 31 januari 2032.',
      '2031-02-01',
      '2032-01-31',
    ],
    [
      'Artikel 3 Looptijd',
      'De looptijd van deze cao loopt van 1 april 2031 tot 1 april 2033.',
      '2031-04-01',
      '2033-03-31',
    ],
    [
      'Artikel 3 Duur, wijziging en opzegging',
      'Partijen zijn deze cao aangegaan voor de periode van 1 mei 2031 tot en met 30 april 2032.',
      '2031-05-01',
      '2032-04-30',
    ],
    [
      'Artikel 3 Inwerkingtreding',
      'Deze cao treedt in werking op 1 januari 2031 en eindigt op 31 december 2032.',
      '2031-01-01',
      '2032-12-31',
    ],
    [
      'Artikel 3 Looptijd',
      'Deze cao heeft een looptijd van 24 maanden, ingaande 1 april 2031.',
      '2031-04-01',
      '2033-03-31',
    ],
    [
      'Artikel 3 Looptijd',
      // Years corrected with tracked changes: the struck year stands before the inserted one.
      'Deze cao is aangegaan voor de periode 1 juni 2030 2031 tot 1 juni 20322033.',
      '2031-06-01',
      '2033-05-31',
    ],
    [
      'Artikel 3 Looptijd',
      'Deze cao geldt voor de periode van 1 oktober 2031 t/m 30 september 2033.',
      '2031-10-01',
      '2033-09-30',
    ],
    [
      'Artikel 3 Looptijd',
      'De looptijd van deze cao is van 01-01-2031 tot en met 31-12-2032.',
      '2031-01-01',
      '2032-12-31',
    ],
    [
      'Artikel 3 Looptijd',
      'Deze cao heeft een looptijd van 24 maanden, met ingang van 1 juni 2031 tot en met 31 mei 2033.',
      '2031-06-01',
      '2033-05-31',
    ],
    [
      'Artikel 3 Werkingsduur',
      'Deze cao gaat in op 1 maart 2031 en loopt tot en met 28 februari 2033.',
      '2031-03-01',
      '2033-02-28',
    ],
    [
      'Artikel 3 Geldigheidsduur',
      'Deze cao treedt in werking op 1 april 2031 en loopt door tot en met 31 maart 2033.',
      '2031-04-01',
      '2033-03-31',
    ],
    [
      'Artikel 3 Duur van de overeenkomst',
      'Deze cao treedt in werking met ingang van 1 juli 2031 en heeft een looptijd tot en met 30 juni 2032.',
      '2031-07-01',
      '2032-06-30',
    ],
    [
      'Artikel 3 Looptijd',
      'Deze cao gaat in op 1 september 2031 en is geldig tot 1 september 2033.',
      '2031-09-01',
      '2033-08-31',
    ],
  ];
  for (const [title, sentence, from, to] of cases) {
    it(`reads: ${sentence}`, () => {
      expectCategory('overige_regelingen', `${title}\n${sentence}`, {
        looptijd_van: from,
        looptijd_tot: to,
      });
    });
  }
});

describe('overige_regelingen: a misprinted end of the term', () => {
  it('takes the end a declaration names when the term article ends before raises the cao schedules', () => {
    expectCategory(
      'overige_regelingen',
      [
        'Partijen hebben deze cao gesloten met als looptijd 1 maart 2030 tot en met 28 februari 2032.',
        'Artikel 2 Looptijd',
        'Deze cao treedt in werking op 1 maart 2030 en eindigt op 28 februari 2030.',
        'Artikel 20 Loonsverhoging',
        'De lonen worden per 1 maart 2030 verhoogd met 2%. Per 1 maart 2031 worden de lonen verhoogd met 1,5%.',
      ].join('\n'),
      { looptijd_van: '2030-03-01', looptijd_tot: '2032-02-28' },
    );
  });
  it('keeps the article’s end where the raises fall inside it', () => {
    expectCategory(
      'overige_regelingen',
      [
        'Partijen hebben deze cao gesloten met als looptijd 1 maart 2030 tot en met 28 februari 2033.',
        'Artikel 2 Looptijd',
        'Deze cao treedt in werking op 1 maart 2030 en eindigt op 28 februari 2032.',
        'Artikel 20 Loonsverhoging',
        'De lonen worden per 1 maart 2030 verhoogd met 2%. Per 1 maart 2031 worden de lonen verhoogd met 1,5%.',
      ].join('\n'),
      { looptijd_tot: '2032-02-28' },
    );
  });
});

/** Ways a cao states the probation (own fictional sentences). */
describe('overige_regelingen: phrasing families of the probation', () => {
  const cases: Array<[string, number]> = [
    [
      'Bij het aangaan van de arbeidsovereenkomst kunnen partijen een proeftijd overeenkomen van 2 maanden.',
      2,
    ],
    ['Met iedere nieuwe werknemer wordt een proeftijd afgesproken van 1 maand.', 1],
    ['De werkgever en de werknemer kunnen een proeftijd van ten hoogste 2 maanden overeenkomen.', 2],
  ];
  for (const [sentence, months] of cases) {
    it(`reads: ${sentence}`, () => {
      expectCategory('overige_regelingen', `Artikel 6 Proeftijd\n${sentence}`, { proeftijd: months });
    });
  }
});
