import { describe, it } from 'vitest';
import { expectCategory } from '../../extract/testing/expect-category';

describe('pensioen', () => {
  it('reads: Artikel 50 Pensioen', () => {
    expectCategory(
      'pensioen',
      'Artikel 50 Pensioen\nDe werknemer neemt deel aan de pensioenregeling van Pensioenfonds Zorg en Welzijn (PFZW). De werknemer betaalt 50% van de pensioenpremie.',
      { pensioenuitvoerder: 'PFZW' },
    );
  });
  it('reads: Artikel 50 Pensioen', () => {
    expectCategory(
      'pensioen',
      'Artikel 50 Pensioen\n1. De pensioenregeling wordt uitgevoerd door bpfBOUW.\n2. De werknemersbijdrage bedraagt 7,5% van de pensioengrondslag.\n3. De werknemer neemt deel vanaf de dag van indiensttreding.',
      {
        pensioenuitvoerder: 'bpfBOUW',
        werknemersbijdrage_pensioen: 7.5,
        pensioen_wachttijd: 'indiensttreding',
      },
    );
  });
  it('reads: Artikel 44 Pensioen', () => {
    expectCategory(
      'pensioen',
      'Artikel 44 Pensioen\nDe werknemer is verplicht deelnemer in Pensioenfonds Horeca & Catering. De premie wordt voor 2/3 door de werkgever en voor 1/3 door de werknemer betaald. De deelname start vanaf 21 jaar.',
      { pensioenuitvoerder: 'Horeca', pensioen_wachttijd: '21 jaar' },
    );
  });
  it('leaves null: Artikel 50 Pensioen', () => {
    expectCategory(
      'pensioen',
      'Artikel 50 Pensioen\nDe pensioenpremie bedraagt 24% van de pensioengrondslag. De werkgever betaalt 2/3 deel en de werknemer 1/3 deel van de premie.',
      { werknemersbijdrage_pensioen: null },
    );
  });
  it('leaves null: Artikel 50 Pensioen', () => {
    expectCategory(
      'pensioen',
      'Artikel 50 Pensioen\nDe werkgeversbijdrage bedraagt 18% van de pensioengrondslag.',
      { werknemersbijdrage_pensioen: null },
    );
  });
});

describe('pensioen, other phrasings', () => {
  it('reads "nemen vanaf 21 jaar deel"', () => {
    expectCategory(
      'pensioen',
      'Artikel 20 Pensioen\nWerknemers nemen vanaf 21 jaar deel aan de pensioenregeling van het Bedrijfstakpensioenfonds Bouw (BPF).',
      {
        pensioen_wachttijd: 'vanaf 21 jaar',
      },
    );
  });
  it.each([
    [
      'neemt deel aan de pensioenregeling van de Stichting Pensioenfonds Bouw (SPB), vanaf de datum van indiensttreding.',
      'indiensttreding',
    ],
    [
      'neemt deel aan de pensioenregeling van de Stichting Pensioenfonds Opvang (SPO) zodra hij 21 jaar is.',
      '21 jaar',
    ],
    [
      'neemt deel aan de Basisregeling van de Stichting Pensioenfonds Flex (SPF) nadat hij 26 weken heeft gewerkt.',
      '26 weken',
    ],
  ])('reads the start after the name of the scheme: %s', (sentence, start) => {
    expectCategory('pensioen', `Artikel 20 Pensioen\n1. De werknemer ${sentence}`, {
      pensioen_wachttijd: start,
    });
  });
  it('reads an age condition on the worker: "De werknemer van 21 jaar of ouder neemt deel"', () => {
    expectCategory(
      'pensioen',
      'ARTIKEL 22 – PENSIOEN\nlid 1 De werknemer van 21 jaar of ouder neemt deel aan de pensioenregeling van het Pensioenfonds Horeca (PH).',
      { pensioen_wachttijd: '21 jaar' },
    );
  });
  it.each([
    ['Het werknemersdeel bedraagt 8,4% en het werkgeversdeel 16,2%.', 8.4],
    ['Het werknemersdeel van de premie bedraagt 10,15% van de pensioengrondslag.', 10.15],
    ['De werknemer betaalt de helft van de premie; dat is in 2025 11,2% van de pensioengrondslag.', 11.2],
    ['In de Plusregeling betaalt de uitzendkracht een bijdrage van 2,9% van de pensioengrondslag.', 2.9],
  ])('reads the employee contribution: %s', (sentence, value) => {
    expectCategory('pensioen', `Artikel 20 Pensioen\n1. De totale premie bedraagt 24,6%.\n2. ${sentence}`, {
      werknemersbijdrage_pensioen: value,
    });
  });
});

describe('pensioen, a medewerker who pays', () => {
  it('reads "De medewerker betaalt 5,5% premie over de pensioengrondslag"', () => {
    expectCategory(
      'pensioen',
      'Artikel 31 – Pensioen\n31.3 De medewerker betaalt 5,5% premie over de pensioengrondslag.',
      {
        werknemersbijdrage_pensioen: 5.5,
      },
    );
  });
  it('reads a fund name with "voor het" inside it', () => {
    expectCategory(
      'pensioen',
      'Artikel 40 Pensioen\nDe werknemer neemt deel aan de pensioenregeling van de Stichting Pensioenfonds voor het Bakkers- en Banketbedrijf.',
      { pensioenuitvoerder: 'Pensioenfonds voor het Bakkers- en Banketbedrijf' },
    );
  });
});

describe('pensioen, share of the premium and other insurances', () => {
  it('reads the share paid by the employee, addressed as "jou"', () => {
    expectCategory(
      'pensioen',
      '7.4 Pensioen\n2. De premie die het fonds vaststelt, wordt voor 60% betaald door je werkgever en voor 40% betaald door jou.',
      { werknemersbijdrage_pensioen: 40 },
    );
  });
  it('does not take the premium of another insurance', () => {
    expectCategory(
      'pensioen',
      'Bijlage 4 Verzuimverzekering\nVoor de aanvullende verzuimverzekering betaalt de werknemer 0,9% van zijn loon als premie.',
      { werknemersbijdrage_pensioen: null },
    );
  });
});

describe("pensioen, how agency and fund cao's print it", () => {
  it('reads the fund as the subject of its task', () => {
    expectCategory(
      'pensioen',
      'Artikel 18 Pensioen\n1. Partijen hebben een pensioenregeling afgesproken.\n2. De Stichting Pensioenfonds voor Proefbedrijven (SPP) is door partijen belast met de uitvoering van de regeling.\n3. Wie wil weten wat hij heeft opgebouwd, kan kijken bij de stichting.',
      { pensioenuitvoerder: 'Stichting Pensioenfonds voor Proefbedrijven' },
    );
  });
  it("converts the worker's share stated as a fraction of the premium", () => {
    expectCategory(
      'pensioen',
      'Artikel 18 Pensioen\nDe premie voor de aanvullende regeling is ten hoogste 9% van de grondslag. Van deze premie mag de werkgever de helft inhouden op het loon van de werknemer.',
      { werknemersbijdrage_pensioen: 4.5 },
    );
  });
  it('leaves the share null when two premiums could be meant', () => {
    expectCategory(
      'pensioen',
      'Artikel 18 Pensioen\nDe premie is 3% voor de basis en 9% voor de aanvulling. Van deze premie mag de werkgever de helft inhouden op het loon.',
      { werknemersbijdrage_pensioen: null },
    );
  });
  it('reads the weeks worked before taking part, printed as a condition in a list', () => {
    expectCategory(
      'pensioen',
      'Artikel 20 Pensioenregeling\n1. Werknemers die\na. minimaal 13 weken werkzaam zijn geweest bij dezelfde werkgever; en\nb. 21 jaar of ouder zijn,\nnemen deel aan de regeling.',
      { pensioen_wachttijd: '13 weken' },
    );
  });
});

describe('pensioen, a fraction without its premium', () => {
  it('does not take a build-up rate in the sentence before as the premium', () => {
    expectCategory(
      'pensioen',
      'Artikel 18 Pensioen\nDe opbouw bedraagt 1,75% per dienstjaar. De werknemer betaalt de helft van de premie.',
      { werknemersbijdrage_pensioen: null },
    );
  });
});

describe('pensioen, funds named by their letters and carriers that changed', () => {
  it('reads a fund named by the common noun and its letters ("door pensioenfonds XYZ")', () => {
    expectCategory(
      'pensioen',
      'Artikel 30 Pensioen\nVanaf 2020 wordt de pensioenregeling van de werknemers uitgevoerd door pensioenfonds XYZ.',
      { pensioenuitvoerder: 'pensioenfonds XYZ' },
    );
  });
  it('reads the letters in brackets after the scheme that applies, before a model contract in an annex', () => {
    expectCategory(
      'pensioen',
      [
        'Artikel 7 Pensioen',
        'De pensioenregeling van de werkgever is op iedere werknemer van toepassing (SPXW). De premie wordt gelijk gedeeld.',
        'Bijlage 2 Model arbeidsovereenkomst',
        'Artikel 9 Pensioen',
        'Aanmelding gebeurt bij het Pensioenfonds Zorg en Welzijn (fictief).',
      ].join('\n'),
      { pensioenuitvoerder: 'SPXW' },
    );
  });
  it('takes the carrier from a date on, not the one that carried the scheme until then', () => {
    expectCategory(
      'pensioen',
      'Artikel 40 Pensioen\n1. De pensioenregeling werd tot 1 januari 2016 uitgevoerd door het Pensioenfonds Oude Sector. Vanaf 1 januari 2016 is de regeling ondergebracht bij het Pensioenfonds Nieuwe Sector.',
      { pensioenuitvoerder: 'Nieuwe Sector' },
    );
  });
  it('reads the share "het aandeel van de werknemer bedraagt …"', () => {
    expectCategory(
      'pensioen',
      'Artikel 40 Pensioen\na. De werkgever draagt de premie af aan het fonds. De premie bedraagt 20% van de loonsom.\nb. Het aandeel van de werknemer bedraagt in 2025: 6,5%. Het aandeel van de werkgever bedraagt in 2025: 13,5%.',
      { werknemersbijdrage_pensioen: 6.5 },
    );
  });
  it('reads "werknemers vanaf 21 jaar nemen deel"', () => {
    expectCategory(
      'pensioen',
      'Artikel 40 Pensioen\nAlle werknemers vanaf 21 jaar nemen deel aan de pensioenregeling van het bedrijfstakpensioenfonds.',
      { pensioen_wachttijd: 'vanaf 21 jaar' },
    );
  });
  it('reads the age from which a worker must take part ("indien de werknemer … of ouder is")', () => {
    expectCategory(
      'pensioen',
      'Artikel 40 Pensioen\nIndien de werknemer 21 jaar of ouder is, neemt hij verplicht deel aan de pensioenregeling van het bedrijfstakpensioenfonds.',
      { pensioen_wachttijd: '21 jaar' },
    );
  });
});

describe('pensioen, the fund beside its administrator, laws and rules', () => {
  it('takes the sector fund, not the firm that administers its scheme', () => {
    expectCategory(
      'pensioen',
      'Artikel 30 Pensioen\nDe werknemers vallen onder het Bedrijfstakpensioenfonds voor de Bloemisterij (BPFB). De regeling wordt uitgevoerd door Voorbeeld Pensioenen.',
      { pensioenuitvoerder: 'Bedrijfstakpensioenfonds voor de Bloemisterij (BPFB)' },
    );
  });
  it('reads a sector fund written in lower case, not the administration named after it', () => {
    expectCategory(
      'pensioen',
      'Artikel 12 Aanvullend pensioen\n1. Per 1 januari 2030 heeft het bedrijfstakpensioenfonds voor de bloemisterij een aanvullende regeling vastgesteld.\n2. De administratie van de regeling is ondergebracht bij Voorbeeld Pensioenbeheer in Utrecht.',
      { pensioenuitvoerder: 'bedrijfstakpensioenfonds voor de bloemisterij' },
    );
  });
  it('takes the fund that owns the pension rules, in a sentence that also names a law', () => {
    expectCategory(
      'pensioen',
      'Artikel 14 Pensioen\nVoor de werknemer die onder de Wet privatisering XYZ valt, geldt het Pensioenreglement XYZ van de Stichting Pensioenfonds XYZ.',
      { pensioenuitvoerder: 'Stichting Pensioenfonds XYZ' },
    );
  });
  it('takes no fund from a heading in capitals that runs into the next sentence', () => {
    expectCategory(
      'pensioen',
      'Artikel 43 Pensioen\nDe werkgever neemt deel aan de Stichting Pensioenfonds voor het Proefbedrijf.\nBEDRIJFSTAKPENSIOENFONDS Voor de statuten en reglementen zie de website van het fonds.',
      { pensioenuitvoerder: 'Stichting Pensioenfonds voor het Proefbedrijf' },
    );
  });
  it('takes no fund from a law cut at its hyphen', () => {
    expectCategory(
      'pensioen',
      'Artikel 9 Verzekering\nDe voorwaarden gelden bij toepassing van de Pensioen- en spaarfondsenwet van de verzekeraar.',
      { pensioenuitvoerder: null },
    );
  });
});

describe('pensioen, shares and start in other words', () => {
  it('reads the share named after it: "1,5% voor de werkgever en 1% voor de werknemer"', () => {
    expectCategory(
      'pensioen',
      'Artikel 21 Pensioen\nDe premie is vastgesteld op 2,5% voor de werkgever en 1,5% voor de werknemer.',
      { werknemersbijdrage_pensioen: 1.5 },
    );
  });
  it('reads "1/3 deel van de totale pensioenpremie" as 33.33% of the premium', () => {
    expectCategory(
      'pensioen',
      'Bijlage 4 Minimum pensioenvoorwaarden\nHet aandeel van de deelnemers bedraagt 1/3 deel van de pensioenpremie die de werkgever in totaal afdraagt.',
      { werknemersbijdrage_pensioen: 33.33 },
    );
  });
  it('reads "Vanaf de 21-jarige leeftijd vindt opbouw van pensioenaanspraken plaats"', () => {
    expectCategory(
      'pensioen',
      'Artikel 8 Pensioen\nVanaf de 21-jarige leeftijd van de werknemer vindt opbouw van pensioenaanspraken plaats.',
      { pensioen_wachttijd: 'Vanaf de 21-jarige leeftijd van de werknemer' },
    );
  });
  it('reads an age range of those who must take part', () => {
    expectCategory(
      'pensioen',
      'Artikel 28 Pensioen\nDe werkgever meldt de werknemers van 18 jaar tot 67 jaar die dienen deel te nemen aan het pensioenfonds aan bij het fonds.',
      { pensioen_wachttijd: '18 jaar tot 67 jaar' },
    );
  });
  it('reads the start of "wordt opgenomen in de pensioenregeling" with the age that delays it', () => {
    expectCategory(
      'pensioen',
      'Artikel 11 Pensioen\nDe werknemer wordt opgenomen in de pensioenregeling per de eerste dag van de kalendermaand waarin hij in dienst komt; maar wie jonger is dan 20 jaar, wordt pas bij de 20-jarige leeftijd opgenomen.',
      {
        pensioen_wachttijd:
          'per de eerste dag van de kalendermaand waarin hij in dienst komt; maar wie jonger is dan 20 jaar, wordt pas bij de 20-jarige leeftijd opgenomen',
      },
    );
  });
});
