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
