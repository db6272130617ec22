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

describe('inschaling, the name of the system before its kind, or in quotes', () => {
  it('reads "de KLMN® functiewaarderingsmethodiek" and "de KLMN-methode"', () => {
    expectCategory(
      'inschaling',
      'Bijlage 2 Indeling van functies\nSinds 2019 past de werkgever de KLMN® functiewaarderingsmethodiek toe om elke functie in te delen.',
      { functiewaarderingssysteem: 'KLMN' },
    );
    expectCategory(
      'inschaling',
      'Bijlage 2 Indeling van functies\nDe KLMN-methode weegt elke functie op zes kenmerken.',
      { functiewaarderingssysteem: 'KLMN' },
    );
  });
  it('takes no method of another rule for the system', () => {
    expectCategory(
      'inschaling',
      'Artikel 40 Ontslag\nBij boventalligheid volgt de werkgever de LIFO-methode.',
      { functiewaarderingssysteem: null },
    );
  });
  it('takes no capitalised word at the start of a sentence for a name', () => {
    expectCategory(
      'inschaling',
      'Artikel 5 Functie-indeling\nDeze methode wordt ieder jaar besproken. Elk systeem van indeling heeft nadelen.',
      { functiewaarderingssysteem: null },
    );
  });
  it('takes no quoted phrase in lower case for a name', () => {
    expectCategory(
      'inschaling',
      "Artikel 5 Functie-indeling\nDe functies worden ingedeeld volgens 'de regels die de werkgever stelt'.",
      { functiewaarderingssysteem: null },
    );
  });
  it('reads a quoted name with its abbreviation', () => {
    expectCategory(
      'inschaling',
      'Artikel 9.1 Waardering van functies\na. Elke functie wordt gewaardeerd met de systematiek ‘Functiewaardering Welzijnswerk’ (FWWW).',
      { functiewaarderingssysteem: 'FWWW' },
    );
  });
});

describe("inschaling, the cao's own list of functions", () => {
  it('reads a function list by group when no system is named', () => {
    expectCategory(
      'inschaling',
      [
        'Artikel 20 Lonen',
        'Het loon volgt uit de tabel bij de groep van de functie.',
        'Bijlage 4 Functielijst',
        'FUNCTIELIJST VAN DEZE CAO',
        'FUNCTIEGROEP 1:',
        'Eenvoudig werk volgens vaste instructies.',
        'FUNCTIEGROEP 2:',
        'Werk met enige zelfstandigheid.',
      ].join('\n'),
      { functiewaarderingssysteem: 'functielijst' },
    );
  });
});

describe('inschaling, a start below the scale and a placement without a place', () => {
  it('reads plural start steps below the minimum of the scale', () => {
    expectCategory(
      'inschaling',
      'Bijlage 2 Salaristabellen\nAanlooptredes zijn twee treden van 85% en 92,5% van het minimum van de schaal. Wie het vak nog leert, kan ten hoogste een jaar volgens de aanlooptredes worden betaald.',
      { inschaling_nieuwe_werknemer: 'aanlooptredes' },
    );
  });
  it('reads no placement from "wordt ingedeeld op grond van zijn werkzaamheden"', () => {
    expectCategory(
      'inschaling',
      'Bijlage 3 Functie-indeling\n1. De uitzendkracht wordt ingedeeld op grond van de werkzaamheden die hij verricht.',
      { inschaling_nieuwe_werknemer: null },
    );
  });
});

describe('inschaling, a system the cao makes use of', () => {
  it('reads "gebruik gemaakt van de methode X"', () => {
    expectCategory(
      'inschaling',
      'Artikel 10 Indeling van functies\nVoor het indelen van de functies wordt gebruik gemaakt van de methode Vergelijkend Wegen (MVW).',
      { functiewaarderingssysteem: 'MVW' },
    );
  });
});

describe('inschaling, experience taken into account at hiring', () => {
  it('reads "rekening houdend met relevante werkervaring"', () => {
    expectCategory(
      'inschaling',
      'Artikel 6 Salaris bij indiensttreding\nBij indiensttreding kan de werkgever, rekening houdend met relevante werkervaring, een hoger salaris dan het minimum vaststellen.',
      { inschaling_nieuwe_werknemer: 'werkervaring' },
    );
  });
});

describe('inschaling, how real cao’s name their system', () => {
  it('reads a system the functions are valued on ("waardeert de functies op basis van FUWA-X")', () => {
    expectCategory(
      'inschaling',
      'Artikel 6.1 Functies en functiewaardering\n1. De werkgever beschrijft en waardeert de functies in de onderneming op basis van FUWA-ZUIVEL.',
      { functiewaarderingssysteem: 'FUWA-ZUIVEL' },
    );
  });
  it('reads a handbook the employer must make use of, with a name of several words', () => {
    expectCategory(
      'inschaling',
      'Artikel 18 Functie-indeling\n1. Voor het indelen van functies is de werkgever verplicht gebruik te maken van het Handboek Referentiefuncties Tuinbouw.\n2. Voor de glasafdeling gebeurt de indeling op basis van het meest recente Handboek Indeling voor de Glas en Keramiek.',
      { functiewaarderingssysteem: 'Referentiefuncties' },
    );
  });
  it('reads a name of several words after "het meest recente"', () => {
    expectCategory(
      'inschaling',
      'Artikel 9 Indeling van functies\n1. Elke functie wordt ingedeeld op basis van het meest recente Handboek Indeling voor de Glas en Keramiek (GK-Handboek).',
      { functiewaarderingssysteem: 'Handboek Indeling voor de Glas en Keramiek' },
    );
  });
  it('reads "de op de Hay-methode gebaseerde functieniveaumatrix"', () => {
    expectCategory(
      'inschaling',
      'Artikel 3.1 Functie-indeling\nDe functieniveaugroepen I tot en met VII maken deel uit van de op de Hay-methode gebaseerde functieniveaumatrix.',
      { functiewaarderingssysteem: 'Hay' },
    );
  });
  it('reads the system whose scores head the grid in the annex on classification', () => {
    expectCategory(
      'inschaling',
      'Artikel 12 Indeling\n1. De werknemer wordt ingedeeld in één van de functiegroepen van bijlage 3.\nBijlage 3 Functiewaardering\nFUNCTIEGROEP ORBA-SCORE\nA 0 - 40\nB 40,5 - 60',
      { functiewaarderingssysteem: 'ORBA' },
    );
  });
  it('prefers the article that introduced the system over its annex on the procedure', () => {
    expectCategory(
      'inschaling',
      'Artikel 5 Salarissen\n2. Sinds 1 januari 2010 geldt in deze cao een functiewaarderingssysteem op basis van de methode Kleinveld-XT.\nBijlage 4 Protocol functiewaardering\n1. De indeling van de functie met behulp van Kleinveld XT vindt plaats op basis van de functiebeschrijving.',
      { functiewaarderingssysteem: 'Kleinveld-XT' },
    );
  });
  it('reads the cao’s own structure: "volgens de functiestructuur die in deze bijlage …"', () => {
    expectCategory(
      'inschaling',
      'Bijlage 2 Functie-indeling\nIedere functie rangschikt de werkgever volgens de functiestructuur die in deze bijlage staat.\nGroep 1: aankomend medewerker',
      { functiewaarderingssysteem: 'functiestructuur' },
    );
  });
  it('reads the cao’s own groups: "… in in een van de volgende functiegroepen"', () => {
    expectCategory(
      'inschaling',
      'Bijlage 1 Omschrijving functiegroepen\nNaar het werk dat de werknemer doet, deelt de werkgever de werknemer in in een van de volgende functiegroepen:\nGroep A Eenvoudig werk.',
      { functiewaarderingssysteem: 'functiegroepen' },
    );
  });
});

describe('inschaling, how real cao’s place a new worker', () => {
  it('reads a worker placed in one of the groups after a long qualifier', () => {
    expectCategory(
      'inschaling',
      'Artikel 15 Functie-indeling en beloning\n1. De werknemer wordt alleen naar het werk dat hij echt doet ingedeeld in één van de functiegroepen van bijlage 2.',
      { inschaling_nieuwe_werknemer: 'functiegroepen' },
    );
  });
  it('reads a start step for who has no experience in the function yet ("aanloopstap")', () => {
    expectCategory(
      'inschaling',
      'Artikel 6 Salarissen\n2. Elke schaal van 1 tot en met 7 begint met een aanloopstap, bedoeld voor wie in de functie nog geen werkervaring heeft.',
      { inschaling_nieuwe_werknemer: 'aanloopstap' },
    );
  });
  it('reads steps granted for experience gained elsewhere', () => {
    expectCategory(
      'inschaling',
      'Artikel 3.1 Inschaling\n3. Aan de werknemer kunnen op grond van opleiding en van elders opgedane voor de functie bruikbare ervaring in zijn groep schaaltreden worden toegekend.',
      { inschaling_nieuwe_werknemer: 'schaaltreden' },
    );
  });
  it('reads where placement starts: "Inschaling van werknemers van 21 jaar en ouder begint bij functiejaar 21/0"', () => {
    expectCategory(
      'inschaling',
      'Artikel 5.1 Loon\nb. Inschaling van werknemers van 21 jaar en ouder begint bij functiejaar 21/0.\nArtikel 5.3 Loonsverhoging\nd. De werknemer in groep 0 wordt uiterlijk 6 maanden na indiensttreding ingedeeld in groep I.',
      { inschaling_nieuwe_werknemer: '21/0' },
    );
  });
});

describe('inschaling, "het systeem van X" and experience weighed at placement', () => {
  it('reads "volgens het systeem van Hay" and "volgens de systematiek van ORBA"', () => {
    expectCategory(
      'inschaling',
      'Artikel 8 Functiewaardering\nDe functies worden gewaardeerd volgens het systeem van Hay.',
      { functiewaarderingssysteem: 'Hay' },
    );
    expectCategory(
      'inschaling',
      'Artikel 8 Functie-indeling\nDe functies zijn ingedeeld volgens de systematiek van ORBA.',
      { functiewaarderingssysteem: 'ORBA' },
    );
  });
  it('reads relevant experience weighed in choosing the step', () => {
    expectCategory(
      'inschaling',
      'Artikel 8 Inschaling\n2. Relevante werkervaring kan worden meegewogen bij het bepalen van de trede in de schaal.',
      { inschaling_nieuwe_werknemer: 'werkervaring' },
    );
  });
});

describe('inschaling, the groups the employer places in', () => {
  it('takes the groups, not the doubled "in in", from "deelt de werknemer in in een functiegroep"', () => {
    expectCategory(
      'inschaling',
      'Artikel 8 Indeling\nDe werkgever deelt de werknemer in in een functiegroep op basis van de functiebeschrijving.',
      { functiewaarderingssysteem: 'een functiegroep' },
    );
  });
});

describe('inschaling, "de methode X wordt gehanteerd"', () => {
  it('reads the name after the kind of system without a preposition before it', () => {
    expectCategory(
      'inschaling',
      'Artikel 7 Functiewaardering\nVoor de waardering van functies wordt de methode Kleinveld-XT gehanteerd.',
      { functiewaarderingssysteem: 'Kleinveld-XT' },
    );
  });
});

describe('inschaling, the starting salary set by training and experience', () => {
  it('reads "Het aanvangssalaris wordt vastgesteld op basis van opleiding en ervaring"', () => {
    expectCategory(
      'inschaling',
      'Artikel 7 Salaris\nHet aanvangssalaris wordt vastgesteld op basis van opleiding en ervaring.',
      { inschaling_nieuwe_werknemer: 'opleiding en ervaring' },
    );
  });
});

describe('inschaling, a handbook of functions by its name', () => {
  it('reads "aan de hand van de functiebeschrijvingen in het Functiehandboek Tuinbouw"', () => {
    expectCategory(
      'inschaling',
      'Artikel 7 Functie-indeling\nDe werkgever deelt de functies in aan de hand van de functiebeschrijvingen in het Functiehandboek Tuinbouw.',
      { functiewaarderingssysteem: 'Functiehandboek Tuinbouw' },
    );
  });
});
