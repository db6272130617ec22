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
