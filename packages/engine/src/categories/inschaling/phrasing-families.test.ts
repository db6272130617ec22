import { describe, it } from 'vitest';
import { expectCategory } from '../../extract/testing/expect-category';

/** Ways a cao names its job evaluation system (own fictional sentences). */
describe('inschaling: phrasing families of the system', () => {
  it('reads a method of several words with its abbreviation in brackets', () => {
    expectCategory(
      'inschaling',
      'Artikel 5 Functie-indeling\nFuncties worden gewogen met behulp van de Vergelijkende Functie Weging-methode voor Musea (VFW-methode voor Musea).',
      { functiewaarderingssysteem: 'VFW' },
    );
  });

  it('reads a handbook named by its subject in lower case ("het Handboek functiewaardering")', () => {
    expectCategory(
      'inschaling',
      'Artikel 9 Functie-indeling\nBij de functie-indeling maakt de werkgever gebruik van het Handboek functiewaardering van partijen.',
      { functiewaarderingssysteem: 'Handboek functiewaardering' },
    );
  });

  it('does not take "de CAO" as the name of a system', () => {
    expectCategory(
      'inschaling',
      'Artikel 1.3 Bijlagen en functieboek\nHet functieboek is samen met de CAO vastgesteld.\nArtikel 5 Functiewaardering\nDe functies zijn gewaardeerd volgens de methode ORBA.',
      { functiewaarderingssysteem: 'ORBA' },
    );
  });

  it('reads "de Hay-methode" and "het ORBA-systeem" without the article', () => {
    expectCategory('inschaling', 'Artikel 5 Functiewaardering\nFuncties worden gewogen met De Hay-methode.', {
      functiewaarderingssysteem: 'Hay',
    });
    expectCategory(
      'inschaling',
      'Artikel 5 Functie-indeling\nDe functies zijn ingedeeld met het ORBA-systeem.',
      { functiewaarderingssysteem: 'ORBA' },
    );
  });
});

describe('inschaling: phrasing families of the placement of a new hire', () => {
  it('reads "worden ingedeeld in een aanloopschaal", not the leave of who joins during the year', () => {
    expectCategory(
      'inschaling',
      [
        'Artikel 5.2 Indeling in de schalen',
        'Wie de functie nog niet volledig kan uitoefenen, wordt voor ten hoogste twee jaar ingedeeld in een aanloopschaal.',
        'Artikel 8 Vakantie',
        'De vakantie van wie in de loop van het jaar in dienst treedt, wordt naar rato vastgesteld in hele uren.',
      ].join('\n'),
      { inschaling_nieuwe_werknemer: 'aanloopschaal' },
    );
  });

  const placements: Array<[string, string]> = [
    [
      'Bij indiensttreding wordt de werknemer ingeschaald op trede 0 van de schaal die bij zijn functie hoort.',
      'trede 0',
    ],
    [
      'Bij het bepalen van de trede van een nieuwe werknemer wordt relevante werkervaring meegewogen.',
      'werkervaring',
    ],
    [
      'Een nieuwe medewerker begint op het aanvangssalaris van de functiegroep waarin zijn functie is ingedeeld.',
      'aanvangssalaris',
    ],
    [
      'Wie in dienst treedt, wordt ingedeeld in de salarisschaal van zijn functie op een periodiek die overeenkomt met zijn ervaring.',
      'ervaring',
    ],
  ];
  for (const [sentence, words] of placements) {
    it(`reads: ${sentence}`, () => {
      expectCategory('inschaling', `Artikel 6 Inschaling\n${sentence}`, {
        inschaling_nieuwe_werknemer: words,
      });
    });
  }
});
