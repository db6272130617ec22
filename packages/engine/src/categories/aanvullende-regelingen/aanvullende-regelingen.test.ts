import { describe, it } from 'vitest';
import { expectCategory } from '../../extract/testing/expect-category';

describe('aanvullende_regelingen', () => {
  it('reads: Artikel 45 WIA-aanvulling', () => {
    expectCategory(
      'aanvullende_regelingen',
      'Artikel 45 WIA-aanvulling\nDe werkgever biedt een collectieve WIA-excedentverzekering aan.',
      { aanvulling_wia: 'WIA-excedent' },
    );
  });
});

describe('aanvullende_regelingen, lists and unemployment supplements', () => {
  it('leaves null: a list of abbreviations', () => {
    expectCategory(
      'aanvullende_regelingen',
      'Bijlage 9 Afkortingen\nAOW Algemene Ouderdomswet CAO Collectieve arbeidsovereenkomst UWV Uitvoeringsinstituut Werknemersverzekeringen WGA Werkhervatting gedeeltelijk arbeidsgeschikten WIA Wet werk en inkomen naar arbeidsvermogen',
      { aanvulling_wia: null },
    );
  });
  it('leaves null: a supplement to unemployment benefit that names the WGA beside it', () => {
    expectCategory(
      'aanvullende_regelingen',
      'Artikel 61 Reparatie WW en WGA\nPartijen zetten hun overleg voort over aansluiting bij de private aanvulling WW voor de reparatie van de WW-duur.',
      { aanvulling_wia: null },
    );
  });
});
