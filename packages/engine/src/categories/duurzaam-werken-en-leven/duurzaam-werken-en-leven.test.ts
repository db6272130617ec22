import { describe, it } from 'vitest';
import { expectCategory } from '../../extract/testing/expect-category';

describe('duurzaam_werken_en_leven', () => {
  it('reads: Artikel 60 Levensfasebudget', () => {
    expectCategory(
      'duurzaam_werken_en_leven',
      'Artikel 60 Levensfasebudget\nDe werknemer heeft recht op een persoonlijk ontwikkelbudget van € 500 per jaar.\nArtikel 61 Seniorenregeling\nDe werknemer van 63 jaar en ouder kan gebruik maken van de regeling 80-90-100.',
      { opleidingsbudget: 500, generatieregeling: '80-90-100' },
    );
  });
  it('reads: Artikel 40 Generatiepact', () => {
    expectCategory(
      'duurzaam_werken_en_leven',
      'Artikel 40 Generatiepact\nDe werknemer vanaf 60 jaar kan 80% werken met behoud van 90% loon en 100% pensioenopbouw.',
      { generatieregeling: '60 jaar' },
    );
  });
  it('leaves null: Artikel 45 Scholing', () => {
    expectCategory(
      'duurzaam_werken_en_leven',
      'Artikel 45 Scholing\nDe werkgever draagt jaarlijks € 150 per werknemer af aan het opleidingsfonds.',
      { opleidingsbudget: null },
    );
  });
});

describe('duurzaam_werken_en_leven, a budget without the word', () => {
  it('reads "recht op € 250 voor opleiding"', () => {
    expectCategory(
      'duurzaam_werken_en_leven',
      'Artikel 58 Opleiding\nElke werknemer heeft jaarlijks recht op € 250 voor opleiding naar eigen keuze.',
      {
        opleidingsbudget: 250,
      },
    );
  });
});

describe('duurzaam_werken_en_leven, a scheme described rather than named', () => {
  it('reads working fewer hours from an age on, with the percentages in the list below', () => {
    expectCategory(
      'duurzaam_werken_en_leven',
      'Artikel 12 Minder uren voor ouderen\nWie 61 jaar of ouder is, mag op eigen verzoek korter gaan werken. Daarvoor geldt:\na. de werknemer werkt voortaan 70% van zijn uren;\nb. hij ontvangt 85% van zijn salaris.',
      { generatieregeling: '61 jaar' },
    );
    expectCategory(
      'duurzaam_werken_en_leven',
      'Artikel 12 Minder uren voor ouderen\nWie 61 jaar of ouder is, mag op eigen verzoek korter gaan werken. Daarvoor geldt:\na. de werknemer werkt voortaan 70% van zijn uren;\nb. hij ontvangt 85% van zijn salaris.',
      { generatieregeling: '85%' },
    );
  });
  it('reads a scheme named only in a later sentence of the paragraph', () => {
    expectCategory(
      'duurzaam_werken_en_leven',
      'Artikel 30 Afbouwen naar het pensioen\n1. Ben je 62 jaar, dan kun je je gespaarde verlof gebruiken om minder te werken. Wij noemen dat de landingsbaan.',
      { generatieregeling: 'landingsbaan' },
    );
  });
  it('leaves null: fewer hours for a course, with no age in it', () => {
    expectCategory(
      'duurzaam_werken_en_leven',
      'Artikel 14 Werktijdvermindering voor studie\nDe werknemer die een opleiding volgt, kan tijdelijk 80% werken tegen 90% loon.',
      { generatieregeling: null },
    );
  });
});

describe('duurzaam_werken_en_leven, schemes for older workers and promises to talk', () => {
  it('reads "vermindering van de arbeidsduur" for older workers as the scheme', () => {
    expectCategory(
      'duurzaam_werken_en_leven',
      'Artikel 21 Langer doorwerken\nOudere werknemers kunnen met hun werkgever een vermindering van de arbeidsduur tot 80% afspreken, met 90% van het loon en volledige pensioenopbouw.\nDe extra leeftijdsdagen vervallen dan.',
      { generatieregeling: '80%' },
    );
  });
  it('leaves null a promise to talk about a scheme for older workers', () => {
    expectCategory(
      'duurzaam_werken_en_leven',
      'Artikel 40 Afspraken voor later\nDe partijen bij deze cao zullen in de komende jaren met elkaar in gesprek gaan over een ouderenregeling.',
      { generatieregeling: null },
    );
  });
});

// docs/decisions/0007: a scheme to work less, not extra days that come with age or protections for older workers.
describe('duurzaam_werken_en_leven, what counts as a generatieregeling', () => {
  it('leaves null extra leave that comes with age as a step of the vacation or the ADV', () => {
    expectCategory(
      'duurzaam_werken_en_leven',
      'Artikel 18 Vakantie\nDe werknemer van 55 jaar of ouder heeft recht op 3 extra vakantiedagen per jaar.\nArtikel 19 Arbeidsduurverkorting\nVanaf 60 jaar heeft hij recht op 24 uur verdere arbeidsduurverkorting per jaar.',
      { generatieregeling: null },
    );
  });
  it('reads senior days granted in an article of their own as the scheme, before a later paragraph', () => {
    expectCategory(
      'duurzaam_werken_en_leven',
      'Artikel 44 Ouderendagen\n1. Wie 59 jaar of ouder is, krijgt elk jaar drie ouderendagen met behoud van salaris.\n2. Vanaf 63 jaar mag de werknemer 10% minder uren maken.',
      { generatieregeling: '59 jaar' },
    );
  });
  it('leaves null protections for older workers that do not let them work less', () => {
    expectCategory(
      'duurzaam_werken_en_leven',
      'Artikel 9 Oudere werknemers\nWie 57 jaar of ouder is, kan niet worden verplicht tot overwerk of nachtdienst.\nDe werknemer van 58 jaar die buiten zijn schuld een lager ingedeelde functie krijgt, behoudt zijn oude salaris.',
      { generatieregeling: null },
    );
  });
  it('reads older workers trading pay for free time as the scheme', () => {
    expectCategory(
      'duurzaam_werken_en_leven',
      'Artikel 31 Keuzes in tijd en geld\n1. Iedere werknemer mag per jaar tot 5 vrije dagen kopen tegen 0,5% van zijn jaarloon per dag.\n2. De werknemer van 56 jaar of ouder kan een deel van zijn loon omzetten in vrije dagen. Een dag kost hem dan 0,25% van zijn jaarloon.',
      { generatieregeling: '56 jaar' },
    );
  });
  it('prefers the article holding the scheme over one that points to it', () => {
    const text =
      'Artikel 12 Roostervrije tijd\nOok de werknemer van 55 jaar of ouder mag loon omzetten in vrije tijd, conform artikel 40.\nArtikel 40 Vrije tijd voor ouderen\nDe werknemer van 55 jaar of ouder kan loon omzetten in vrije tijd, tegen 0,3% van het jaarloon per dag.';
    expectCategory('duurzaam_werken_en_leven', text, { generatieregeling: '0,3%' });
  });
  it('reads working a day less in the year before the pension date, with no age in years', () => {
    expectCategory(
      'duurzaam_werken_en_leven',
      'Artikel 7 Arbeidsduur\n4. Een voltijder mag op verzoek een dag per week korter gaan werken in het jaar voorafgaand aan zijn pensioendatum. Hij ontvangt dan 90% van zijn loon.',
      { generatieregeling: 'korter gaan werken' },
    );
  });
  it('leaves null a scheme kept only for those already in it, and a budget "bespreekbaar" for later', () => {
    expectCategory(
      'duurzaam_werken_en_leven',
      'Artikel 50 Senioren\n1. Vanaf 1 januari 2008 worden geen nieuwe werknemers meer tot de seniorenregeling toegelaten.\n2. Wie al deelneemt aan de voorheen bestaande seniorenregeling, behoudt zijn rechten.\n3. Het geld dat vrijkomt bij het afschaffen van de ouderendagen inzetten voor een nieuwe regeling is bespreekbaar.',
      { generatieregeling: null },
    );
  });
});

describe('duurzaam werken en leven, a budget table and rules for those in a scheme', () => {
  it('reads the first row of a table that its lead-in calls a study budget', () => {
    expectCategory(
      'duurzaam_werken_en_leven',
      'Artikel 40 Studiekosten\nDe studiekostenvergoeding is een minimumbudget en is per salarisschaal als volgt vastgesteld.\nVoor werknemers van 24 uur of meer per week:\nSalarisschaal 1 en 2 € 300,-\nSalarisschaal 3 en 4 € 450,-',
      { opleidingsbudget: 300 },
    );
  });
  it('does not take a rule for those who use a closed scheme for the scheme', () => {
    expectCategory(
      'duurzaam_werken_en_leven',
      'Artikel 9 Seniorenregeling\nDe seniorenregeling is vanaf 1 januari 2030 gesloten: er komen geen nieuwe deelnemers meer bij.\nArtikel 10 Vakantiedagen\nEen 61-jarige die gebruik maakt van de seniorenregeling, spaart naar rato minder vakantiedagen.',
      { generatieregeling: null },
    );
  });
});
