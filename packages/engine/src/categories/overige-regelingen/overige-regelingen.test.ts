import { describe, it } from 'vitest';
import { expectCategory } from '../../extract/testing/expect-category';

describe('overige_regelingen', () => {
  it('reads: Artikel 1 Looptijd', () => {
    expectCategory(
      'overige_regelingen',
      'Artikel 1 Looptijd\nDeze cao loopt van 1 januari 2025 tot 1 januari 2027.\nArtikel 5 Proeftijd\nDe proeftijd bedraagt maximaal twee maanden.',
      { looptijd_van: '2025-01-01', looptijd_tot: '2026-12-31', proeftijd: 2 },
    );
  });
  it('reads: Artikel 1.2 Duur van de cao', () => {
    expectCategory(
      'overige_regelingen',
      'Artikel 1.2 Duur van de cao\nDeze collectieve arbeidsovereenkomst treedt in werking op 1 april 2025 en loopt tot en met 31 maart 2027.\nArtikel 2.3 Proeftijd\nVoor een arbeidsovereenkomst voor bepaalde tijd van ten hoogste twee jaar geldt een proeftijd van een maand. Voor een arbeidsovereenkomst voor onbepaalde tijd geldt een proeftijd van twee maanden.',
      { looptijd_van: '2025-04-01', looptijd_tot: '2027-03-31', proeftijd: 2 },
    );
  });
  it('leaves null: Artikel 7 Proeftijd', () => {
    expectCategory(
      'overige_regelingen',
      'Artikel 7 Proeftijd\nIn de arbeidsovereenkomst wordt geen proeftijd opgenomen als de arbeidsovereenkomst is aangegaan voor zes maanden of korter.',
      { proeftijd: null },
    );
  });
});

describe('proeftijd, other phrasings', () => {
  it('does not take the length of a contract for the probation', () => {
    expectCategory(
      'overige_regelingen',
      'Art. 4 Proeftijd.\n(1) Een proeftijd bedraagt ten hoogste 2 maanden.\n(2) Bij een arbeidsovereenkomst voor ten hoogste zes maanden wordt geen proeftijd overeengekomen.',
      { proeftijd: 2 },
    );
  });
  it('reads the last cell of a probation table', () => {
    expectCategory(
      'overige_regelingen',
      'ARTIKEL 3 – DE ARBEIDSOVEREENKOMST\nlid 2 De maximale proeftijd hangt af van de duur van de overeenkomst:\nDuur van de arbeidsovereenkomst Proeftijd\n6 maanden of korter geen\nlanger dan 6 maanden en korter dan 2 jaar 1 maand\n2 jaar of langer, of onbepaalde tijd 2 maanden',
      { proeftijd: 2 },
    );
  });
});

describe('overige_regelingen, more ways to state term and probation', () => {
  it('reads "ingaande op … en eindigende op …"', () => {
    expectCategory(
      'overige_regelingen',
      'Artikel 40 Duur van de overeenkomst\nDeze cao geldt voor de periode ingaande op 1 maart 2031 en eindigende op 28 februari 2033.',
      { looptijd_van: '2031-03-01', looptijd_tot: '2033-02-28' },
    );
  });
  it('reads start and end in two sentences under a title about the term', () => {
    expectCategory(
      'overige_regelingen',
      'Artikel 52 Inwerkingtreding en duur\nDeze cao wordt geldig op 1 april 2030. De cao eindigt op 31 maart 2032, zonder dat opzegging nodig is.',
      { looptijd_van: '2030-04-01', looptijd_tot: '2032-03-31' },
    );
  });
  it('reads "de eerste 3 maanden … gelden als proeftijd"', () => {
    expectCategory(
      'overige_regelingen',
      'Artikel 9 Arbeidsovereenkomst\n2. De eerste 3 maanden van het dienstverband gelden als proeftijd, tenzij schriftelijk anders is afgesproken.',
      { proeftijd: 3 },
    );
  });
  it('does not read the length of the contract or the quoted law as the probation', () => {
    expectCategory(
      'overige_regelingen',
      'Artikel 13 Proeftijd\nIn een contract voor bepaalde tijd kan alleen een proeftijd worden opgenomen als het is aangegaan voor langer dan zes maanden.\nBijlage 8 Burgerlijk Wetboek\nVoor een arbeidsovereenkomst zonder einddatum mag een proeftijd hoogstens twee maanden duren.',
      { proeftijd: null },
    );
  });
});

describe('overige_regelingen, a term that ends on the first of a month', () => {
  it('ends the day before when a term from the first of a month "eindigt op" the first of another', () => {
    expectCategory(
      'overige_regelingen',
      'Artikel 30 Duur\nDeze cao gaat in op 1 juli 2024 en eindigt op 1 oktober 2025, zonder dat opzegging nodig is.',
      { looptijd_van: '2024-07-01', looptijd_tot: '2025-09-30' },
    );
  });
  it('reads start and end in consecutive paragraphs of the term article', () => {
    expectCategory(
      'overige_regelingen',
      'Artikel 3 Looptijd\n1. Deze cao treedt in werking op 1 juli 2024.\n2. Deze cao eindigt op 30 september 2025, zonder dat opzegging nodig is.',
      { looptijd_van: '2024-07-01', looptijd_tot: '2025-09-30' },
    );
  });
  it('keeps the printed day when the term "eindigt op" another day than the first', () => {
    expectCategory(
      'overige_regelingen',
      'Artikel 30 Duur\nDeze cao gaat in op 1 juli 2024 en eindigt op 30 september 2025.',
      { looptijd_tot: '2025-09-30' },
    );
  });
  it('reads a term that "duurt tot en met" its last day', () => {
    expectCategory(
      'overige_regelingen',
      'Artikel 40 Looptijd\nDeze cao treedt in werking op 1 maart 2031 en duurt tot en met 28 februari 2033.',
      { looptijd_van: '2031-03-01', looptijd_tot: '2033-02-28' },
    );
  });
  it('reads an end date after "eindigt dus op" in the next paragraph', () => {
    expectCategory(
      'overige_regelingen',
      'Artikel 12 Looptijd en opzegging\n1. Deze cao treedt in werking op 1 mei 2030.\n2. Zij heeft een duur van 18 maanden en eindigt dus op 31 oktober 2031.',
      { looptijd_van: '2030-05-01', looptijd_tot: '2031-10-31' },
    );
  });
});

describe('overige_regelingen, probation in lists and model contracts', () => {
  it('reads the probation that completes its lead-in in a bulleted list, not a contract length', () => {
    expectCategory(
      'overige_regelingen',
      [
        'Artikel 6 Proeftijd',
        '1. De proeftijd geldt voor beide partijen.',
        '2. De proeftijd bedraagt ten hoogste:',
        '• twee maanden bij een contract zonder einddatum;',
        '• één maand bij een contract van korter dan twee jaar.',
        'Bij contracten voor bepaalde tijd van ten hoogste 6 maanden geldt geen proeftijd.',
      ].join('\n'),
      { proeftijd: 2 },
    );
  });
  it("takes the cao's article before a model contract in an annex", () => {
    expectCategory(
      'overige_regelingen',
      [
        'Artikel 4 Indiensttreding',
        '1. Proeftijd De proeftijd is als volgt:',
        '• contract van een jaar: een maand',
        '• contract voor onbepaalde tijd: twee maanden',
        'Bijlage 3 Model arbeidsovereenkomst',
        'Artikel 2 Proeftijd',
        'Partijen komen een proeftijd overeen van ten hoogste drie maanden.',
      ].join('\n'),
      { proeftijd: 2 },
    );
  });
  it('reads the probation of a sentence that refers back ("Deze bedraagt … maximaal")', () => {
    expectCategory(
      'overige_regelingen',
      'Artikel 4 Indiensttreding\n2. Werkgever en werknemer kunnen een proeftijd afspreken. Deze bedraagt bij een contract zonder einddatum maximaal 2 maanden.',
      { proeftijd: 2 },
    );
  });
});

describe('looptijd, other phrasings', () => {
  it('reads "treedt in werking op … en duurt tot en met …"', () => {
    expectCategory(
      'overige_regelingen',
      'Artikel 30 Duur van de overeenkomst\n1. Deze overeenkomst treedt in werking op 1 februari 2025 en duurt tot en met 31 januari 2026.',
      { looptijd_van: '2025-02-01', looptijd_tot: '2026-01-31' },
    );
  });
  it('reads the start in one lid and the end in the next', () => {
    expectCategory(
      'overige_regelingen',
      'ARTIKEL 30 LOOPTIJD\n(1) Deze overeenkomst treedt in werking op 1 maart 2025.\n(2) Zij geldt voor achttien maanden en eindigt aldus op 31 augustus 2026.\n(3) Zonder opzegging wordt zij telkens met een jaar verlengd.',
      { looptijd_van: '2025-03-01', looptijd_tot: '2026-08-31' },
    );
  });
});

describe('overige_regelingen, term and probation beside other dates and lengths', () => {
  it("reads the term article's two paragraphs, not the previous cao's term in the introduction", () => {
    expectCategory(
      'overige_regelingen',
      'Inleiding\nNieuwe tekst is vet gedrukt; wat anders is dan in de vorige cao, looptijd 1 juni 2027 tot en met 31 mei 2029, staat in de kantlijn.\nArtikel 1 Proeftijd\nDe proeftijd bedraagt ten hoogste twee maanden.\nArtikel 80 Duur van de overeenkomst\n1. De cao treedt in werking met ingang van 1 juni 2029.\n2. De cao eindigt van rechtswege op 30 november 2030.',
      { looptijd_van: '2029-06-01', looptijd_tot: '2030-11-30' },
    );
  });
  it('reads "de eerste twee maanden … zullen over en weer als proeftijd gelden"', () => {
    expectCategory(
      'overige_regelingen',
      'Artikel 9 Proeftijd\n1. De eerste twee maanden van het dienstverband zullen voor beide partijen als proeftijd gelden, behalve als iets anders is afgesproken.',
      { proeftijd: 2 },
    );
  });
  it('does not take a bracketed maximum of the contract for the probation', () => {
    expectCategory(
      'overige_regelingen',
      'Artikel 4 Arbeidsovereenkomst\nHet tijdelijke contract loopt tot ........ 20.. (maximaal 24 maanden); de eerste maand is dan proeftijd. Wie een vast contract krijgt, kan een proeftijd afspreken van ten hoogste twee maanden.',
      { proeftijd: 2 },
    );
  });
});
