import { describe, expect, it } from 'vitest';
import { extractCategorySync } from '../../extract/builtin-extractor';
import { expectCategory } from '../../extract/testing/expect-category';
import { makeCao } from '../../extract/testing/make-document';

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

describe('aanvullende_regelingen, facts over more than one sentence', () => {
  it('starts at the insurance and adds the percentage from the item below', () => {
    expectCategory(
      'aanvullende_regelingen',
      'Artikel 22 Hiaatverzekering\nDe werkgever sluit voor zijn personeel een collectieve WGA-hiaatverzekering af.\na. De werknemer met een WGA-uitkering krijgt daaruit een aanvulling tot 75% van zijn laatste loon.',
      { aanvulling_wia: 'hiaatverzekering' },
    );
    expectCategory(
      'aanvullende_regelingen',
      'Artikel 22 Hiaatverzekering\nDe werkgever sluit voor zijn personeel een collectieve WGA-hiaatverzekering af.\na. De werknemer met een WGA-uitkering krijgt daaruit een aanvulling tot 75% van zijn laatste loon.',
      { aanvulling_wia: '75%' },
    );
  });
  it('reads pay for who stays below the 35% line after two years', () => {
    expectCategory(
      'aanvullende_regelingen',
      'Artikel 19 Loon bij ziekte\nBlijft de werknemer na afloop van de loondoorbetaling bij ziekte arbeidsongeschikt, maar minder dan 35%, en blijft hij in dienst, dan ontvangt de werknemer 85% van zijn loon gedurende ten hoogste drie jaar.',
      { aanvulling_wia: '85%' },
    );
  });
  it('reads a disability pension arranged in a separate agreement', () => {
    expectCategory(
      'aanvullende_regelingen',
      'Artikel 40 Aanvullend arbeidsongeschiktheidspensioen\nDe hoogte van het aanvullend invaliditeitspensioen staat in een aparte cao van de sector.',
      { aanvulling_wia: 'invaliditeitspensioen' },
    );
  });
});

describe('aanvullende_regelingen, facts stay in their lid', () => {
  it('does not add the next numbered paragraph to the value', () => {
    expectCategory(
      'aanvullende_regelingen',
      'Artikel 22 Arbeidsongeschiktheid\n1. De werkgever sluit een WGA-hiaatverzekering af die aanvult tot 70% van het loon.\n2. In het eerste ziektejaar betaalt de werkgever 95% van het loon.',
      { aanvulling_wia: 'hiaat' },
    );
    const values = extractCategorySync(
      makeCao(
        'Artikel 22 Arbeidsongeschiktheid\n1. De werkgever sluit een WGA-hiaatverzekering af die aanvult tot 70% van het loon.\n2. In het eerste ziektejaar betaalt de werkgever 95% van het loon.',
      ),
      'aanvullende_regelingen',
    );
    expect(String(values.aanvulling_wia?.value)).not.toContain('95%');
  });
});

describe('aanvullende_regelingen, payments and insurances after two years', () => {
  it('reads "dan keert de werkgever uit: 5%" to a worker with a WIA benefit', () => {
    expectCategory(
      'aanvullende_regelingen',
      'Artikel 30 Arbeidsongeschiktheid na twee jaar\na. Heeft de werknemer een IVA- of WGA-uitkering, dan keert de werkgever hem uit: 4% van het loon.\nb. Deze uitkering duurt ten hoogste een jaar.',
      { aanvulling_wia: 'WGA' },
    );
  });
  it('reads the WGA insurance the employer takes out, not a death benefit reduced by the WIA', () => {
    expectCategory(
      'aanvullende_regelingen',
      [
        'Artikel 12 Uitkering bij overlijden',
        'De uitkering bij overlijden wordt verlaagd met wat de nabestaanden uit hoofde van de WIA ontvangen.',
        'Artikel 20 Verzekeringen',
        'De werkgever heeft de volgende verzekeringen:',
        '- WGA-verzekering.',
        'a. Voor gedeeltelijk arbeidsongeschikte werknemers wordt een collectieve WGA-verzekering afgesloten die aanvult tot 70% van het laatste loon.',
      ].join('\n'),
      { aanvulling_wia: 'collectieve WGA-verzekering' },
    );
  });
});

describe('aanvulling_wia, a supplement beside an insurance and a study', () => {
  it("takes the employer's supplement on the benefit over an insurance at the worker's cost", () => {
    expectCategory(
      'aanvullende_regelingen',
      'Artikel 60 Uitkering bij arbeidsongeschiktheid (WIA)\nVanaf de eerste dag van een IVA- of WGA-uitkering zal de werkgever gedurende ten hoogste 52 weken een aanvulling op de uitkering verstrekken tot 75% van het laatstverdiende loon.\nArtikel 61 WGA-hiaatverzekering\nDe werkgever sluit op verzoek van de werknemer een WGA-hiaatverzekering af. De kosten van deze verzekering zijn voor rekening van de werknemer.',
      { aanvulling_wia: 'aanvulling op de uitkering verstrekken tot 75%' },
    );
  });
  it('leaves null when partners only announce a study of the WIA', () => {
    expectCategory(
      'aanvullende_regelingen',
      'Artikel 30 Protocolafspraken\nIn 2031 volgt een onderzoek naar wat de WIA voor de sector betekent; pas daarna besluiten partijen of een verzekering wenselijk is.',
      { aanvulling_wia: null },
    );
  });
});
