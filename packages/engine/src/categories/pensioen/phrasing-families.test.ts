import { describe, it } from 'vitest';
import { expectCategory } from '../../extract/testing/expect-category';

/**
 * The common ways Dutch cao's state the pension fund, the worker's share of the premium and when
 * participation starts, in our own fictional sentences.
 */
describe('pensioen, phrasing families: the worker’s share', () => {
  it('reads "de werknemer betaalt x%"', () => {
    expectCategory(
      'pensioen',
      'Artikel 40 Pensioen\nDe werknemer betaalt 6,2% van de pensioengrondslag aan premie.',
      { werknemersbijdrage_pensioen: 6.2 },
    );
  });
  it('reads "het werknemersdeel van de premie is x%"', () => {
    expectCategory('pensioen', 'Artikel 40 Pensioen\nHet werknemersdeel van de premie is 7,25%.', {
      werknemersbijdrage_pensioen: 7.25,
    });
  });
  it('reads the first of dated shares listed under "het werknemersdeel bedraagt:"', () => {
    expectCategory(
      'pensioen',
      'Artikel 40 Pensioenpremie\nHet werknemersdeel bedraagt:\n1. voor het ouderdomspensioen:\n- vanaf 1 maart 2031 8,4%\n- vanaf 1 maart 2032 8,7%\n2. voor het nabestaandenpensioen nihil.',
      { werknemersbijdrage_pensioen: 8.4 },
    );
  });
  it('reads "de bijdrage van de werknemer bedraagt x%"', () => {
    expectCategory(
      'pensioen',
      'Artikel 40 Pensioen\nDe bijdrage van de werknemer bedraagt 5% van de pensioengrondslag.',
      { werknemersbijdrage_pensioen: 5 },
    );
  });
  it('converts "een derde van de premie" inhouden on a premium of x%', () => {
    expectCategory(
      'pensioen',
      'Artikel 40 Pensioen\nDe premie bedraagt 21% van de pensioengrondslag. De werkgever mag een derde daarvan op het loon van de werknemer inhouden.',
      { werknemersbijdrage_pensioen: 7 },
    );
  });
});

describe('pensioen, phrasing families: the fund and the start', () => {
  it('prefers the fund’s written-out name over its bare letters', () => {
    expectCategory(
      'pensioen',
      'Artikel 28 Pensioen\n1. Voor de pensioenregeling geldt de verplichtstelling door het Bpf-K.\n2. Het bestuur van het Bpf Kaasmakerij stelt jaarlijks de pensioenpremie vast.',
      { pensioenuitvoerder: 'Kaasmakerij' },
    );
  });
  it('reads "een werknemer die 21 jaar of ouder is, heeft recht op ouderdomspensioen"', () => {
    expectCategory(
      'pensioen',
      'Artikel 28 Pensioen\nEen werknemer die 21 jaar of ouder is, heeft recht op ouderdomspensioen bij het fonds.',
      { pensioen_wachttijd: '21 jaar' },
    );
  });
  it('reads "werknemers die de leeftijd van 25 jaar hebben bereikt, nemen deel"', () => {
    expectCategory(
      'pensioen',
      'Artikel 28 Pensioen\nWerknemers die de leeftijd van 25 jaar hebben bereikt, nemen deel aan de pensioenregeling.',
      { pensioen_wachttijd: '25 jaar' },
    );
  });
  it('reads "werknemers van 18 jaar en ouder worden aangemeld bij het fonds"', () => {
    expectCategory(
      'pensioen',
      'Artikel 28 Pensioen\nDe werkgever meldt werknemers van 18 jaar en ouder aan bij het pensioenfonds.',
      { pensioen_wachttijd: '18 jaar' },
    );
  });
  it('reads "deelname vanaf de eerste dag van het dienstverband"', () => {
    expectCategory(
      'pensioen',
      'Artikel 28 Pensioen\nDe deelname aan de pensioenregeling begint op de eerste dag van het dienstverband.',
      { pensioen_wachttijd: 'eerste dag' },
    );
  });
});

describe('pensioen, phrasing families: the worker’s part of the premium', () => {
  it('reads "voor 2/3 door de werkgever en voor 1/3 door de werknemer" with the premium in the next sentence', () => {
    expectCategory(
      'pensioen',
      'Artikel 45 Pensioen\nDe werknemer neemt deel aan de regeling van Stichting Pensioenfonds Kleiwerken. De premie wordt voor 2/3 door de werkgever en voor 1/3 door de werknemer gedragen. De totale premie bedraagt 24% van de pensioengrondslag.',
      { werknemersbijdrage_pensioen: 8 },
    );
  });
  it('reads "het werknemersdeel is 40% van de totale premie van 20%" as 8%', () => {
    expectCategory(
      'pensioen',
      'Artikel 45 Pensioen\nHet werknemersdeel bedraagt 40% van de totale premie van 20%.',
      { werknemersbijdrage_pensioen: 8 },
    );
  });
  it('reads "de helft van de premie wordt ingehouden" on a premium named before it', () => {
    expectCategory(
      'pensioen',
      'Artikel 45 Pensioenregeling\nDe pensioenpremie bedraagt 18,6% van de grondslag. De werkgever houdt de helft daarvan in op het loon.',
      { werknemersbijdrage_pensioen: 9.3 },
    );
  });
  it('does not take a part paid by the employer as the worker’s', () => {
    expectCategory(
      'pensioen',
      'Artikel 45 Pensioen\nDe premie van 21% komt voor 2/3 voor rekening van de werkgever.',
      { werknemersbijdrage_pensioen: null },
    );
  });
});

describe('pensioen, phrasing families: the start of participation inside the verb', () => {
  it('reads "wordt vanaf … , maar niet eerder dan bij 21 jaar, aangemeld bij het fonds"', () => {
    expectCategory(
      'pensioen',
      'Artikel 45 Pensioen\nDe werknemer wordt vanaf de datum van indiensttreding, maar niet eerder dan bij het bereiken van de 21-jarige leeftijd, aangemeld bij Pensioenfonds Rivierland.',
      { pensioen_wachttijd: '21-jarige leeftijd' },
    );
  });
  it('reads "de opbouw van het pensioen vindt plaats vanaf", also when the age is on the next line', () => {
    expectCategory(
      'pensioen',
      'Artikel 46 Pensioen\nDe opbouw van het ouderdomspensioen vindt plaats vanaf de leeftijd van\n20 jaar of de latere datum van indiensttreding.',
      { pensioen_wachttijd: '20 jaar of de latere datum' },
    );
  });
});

describe('pensioen, phrasing families: the fund', () => {
  it('takes a name that the apposition after it calls a sector fund, with that description', () => {
    expectCategory(
      'pensioen',
      'Artikel 47 Pensioen\nDe werkgever neemt deel aan de pensioenregeling van Horizon, het bedrijfstakpensioenfonds voor de glassector, tenzij vrijstelling is verleend.',
      { pensioenuitvoerder: 'Horizon, het bedrijfstakpensioenfonds voor de glassector' },
    );
  });
});
