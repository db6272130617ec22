import { describe, it } from 'vitest';
import { expectCategory } from '../../extract/testing/expect-category';

describe('inschaling', () => {
  it('reads: Artikel 11 Functiewaardering', () => {
    expectCategory(
      'inschaling',
      'Artikel 11 Functiewaardering\n1. De functies zijn gewaardeerd volgens het functiewaarderingssysteem ORBA.\n2. Bij indiensttreding wordt de werknemer ingeschaald op het begin van de salarisschaal die bij zijn functie hoort, tenzij relevante ervaring een hogere inschaling rechtvaardigt.',
      { functiewaarderingssysteem: 'ORBA', inschaling_nieuwe_werknemer: 'ervaring' },
    );
  });
  it('reads: Artikel 4.1 Functie-indeling', () => {
    expectCategory(
      'inschaling',
      'Artikel 4.1 Functie-indeling\nDe werkgever deelt de functies in met behulp van de HAY-methode.',
      { functiewaarderingssysteem: 'HAY' },
    );
  });
});

describe('inschaling, an agency worker placed at every assignment', () => {
  it('reads the placement without a word for a new hire', () => {
    expectCategory(
      'inschaling',
      'Artikel 4:3 Functie-indeling\n1. De uitzendkracht wordt ingedeeld volgens de functie-indeling van de inlener, in de functiegroep die daar geldt voor een gelijkwaardige functie.',
      { functiewaarderingssysteem: 'inlener', inschaling_nieuwe_werknemer: 'gelijkwaardige functie' },
    );
  });
});

describe('inschaling, second hold-out phrasings', () => {
  it('reads "Nieuwe medewerkers starten in trede 0" and skips the end of a series as a system name', () => {
    expectCategory(
      'inschaling',
      'Artikel 16 – Functie-indeling\n16.1 De functies zijn ingedeeld in de functiegroepen A tot en met H volgens de Functiewaardering Transport Fictief (FWTF).\n16.2 Nieuwe medewerkers starten in trede 0 van hun functiegroep.',
      { functiewaarderingssysteem: 'FWTF', inschaling_nieuwe_werknemer: 'trede 0' },
    );
  });
});

describe('inschaling, real phrasings', () => {
  it('reads a handbook name with a lower-case word in it', () => {
    expectCategory(
      'inschaling',
      'Artikel 3 Functie-indeling\nDe werkgever deelt de functies in met behulp van het Handboek functie-indeling Bouwmaterialen.',
      { functiewaarderingssysteem: 'Handboek functie-indeling Bouwmaterialen' },
    );
  });
  it('reads the cao’s own groups when no system is named', () => {
    expectCategory(
      'inschaling',
      'Artikel 20 Functiegroepen\nEr zijn vijf functiegroepen: van A tot en met E.',
      { functiewaarderingssysteem: 'functiegroepen' },
    );
  });
  it('reads the own grid of an agency cao', () => {
    expectCategory(
      'inschaling',
      'Bijlage 2 Functie-indeling\n1. Elke functie wordt ingedeeld in één groep van het cao-functieraster.',
      { functiewaarderingssysteem: 'functieraster' },
    );
  });
  it('reads placement by experience and a learning period', () => {
    expectCategory(
      'inschaling',
      'Artikel 4.1 Salaris\n2. Je krijgt het salaris van de trede die overeenkomt met je ervaring.',
      { inschaling_nieuwe_werknemer: 'ervaring' },
    );
    expectCategory(
      'inschaling',
      'Artikel 12 Loon\n6. Gedurende de inwerkperiode bedraagt het uurloon 90% van het uurloon van de loongroep.',
      { inschaling_nieuwe_werknemer: 'inwerkperiode' },
    );
  });
});

describe('inschaling, placement told in steps', () => {
  const body = [
    'Artikel 6 Persoonlijke inschaling',
    'De werknemer ontvangt een maandsalaris binnen de salarisschaal van zijn functie.',
    'Wie de functie nog niet volledig beheerst, kan ten hoogste een jaar in een aanloopschaal worden ingedeeld.',
    'Artikel 7 Ziekte',
    'Bij aanvang van de ziekte wordt het arbeidsongeschiktheidspercentage vastgesteld door de bedrijfsarts.',
  ].join('\n');
  it('joins the scale of the function and the lower start for who lacks experience', () => {
    expectCategory('inschaling', body, { inschaling_nieuwe_werknemer: 'salarisschaal van zijn functie' });
    expectCategory('inschaling', body, { inschaling_nieuwe_werknemer: 'aanloopschaal' });
  });
  it('does not read a rule on sickness as a placement', () => {
    expectCategory(
      'inschaling',
      'Artikel 7 Ziekte\nBij aanvang van de ziekte wordt het arbeidsongeschiktheidspercentage vastgesteld door de bedrijfsarts.',
      { inschaling_nieuwe_werknemer: null },
    );
  });
  it('reads "wordt beloond volgens de functiejaren-inschaling" as the placement', () => {
    expectCategory(
      'inschaling',
      'Artikel 15 Functie-indeling en loon\na. Een werknemer van 21 jaar of ouder wordt beloond volgens de functiejaren-inschaling van zijn loonschaal.',
      { inschaling_nieuwe_werknemer: 'functiejaren-inschaling' },
    );
  });
});

describe("inschaling, the cao's own grid", () => {
  it('prefers the named grid over a bare "ingedeeld in een functiegroep"', () => {
    expectCategory(
      'inschaling',
      'Bijlage 3 Functie-indeling\n1. Iedere werknemer wordt ingedeeld in een functiegroep.\n2. Het indelen gebeurt door de functie te vergelijken met de voorbeelden van het sector-functieraster.',
      { functiewaarderingssysteem: 'functieraster' },
    );
  });
});
