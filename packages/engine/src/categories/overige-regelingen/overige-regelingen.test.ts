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
