import { describe, expect, it } from 'vitest';
import { extractCategorySync } from '../builtin-extractor';
import { makeCao } from '../testing/make-document';

describe('citations: article and pages of a value', () => {
  it('cites the pages of the article and its repeats, not the same figure in another rule', () => {
    const values = extractCategorySync(
      makeCao(
        [
          'Artikel 7.2 Ziekte',
          'Artikel 7.2.1 Loon bij ziekte',
          '1. Bij ziekte betaalt de werkgever in het eerste ziektejaar 100% van het loon door.',
          '\f2. Wordt de werknemer ziek tijdens zijn vakantie, dan geldt bij ziekte eveneens 100% van het loon.',
          '\fArtikel 7.2.5 Werken bij een andere werkgever',
          'Wie na ziekte bij een andere werkgever gaat werken, krijgt een aanvulling tot 100% van het oude loon.',
          '\fBijlage 3 Veelgestelde vragen',
          'Vraag 1 Hoeveel loon krijg ik bij ziekte? In het eerste ziektejaar 100% van je loon.',
        ].join('\n'),
      ),
      'loondoorbetaling_ziekte',
    );
    expect(values.ziekte_eerste_jaar).toMatchObject({ value: 100, article: '7.2.1', pages: [2, 3, 5] });
  });
});

describe('citations: the same figure in another provision of the cited article', () => {
  it('does not cite the same figure as the top-up of a disability benefit in a later lid', () => {
    const values = extractCategorySync(
      makeCao(
        [
          'Artikel 9 Loon bij ziekte',
          '1. In het eerste ziektejaar betaalt de werkgever 100% van het loon door.',
          '2. In het tweede ziektejaar betaalt de werkgever bij ziekte 80% van het loon door.',
          '\f3. De arbeidsongeschikte werknemer die een IVA-uitkering krijgt, ontvangt in het derde ziektejaar een aanvulling tot 80% van zijn loon.',
        ].join('\n'),
      ),
      'loondoorbetaling_ziekte',
    );
    expect(values.ziekte_tweede_jaar).toMatchObject({ value: 80, article: '9', pages: [2] });
  });

  it('does not cite the same figure in another article of a reglement printed as an annex', () => {
    const values = extractCategorySync(
      makeCao(
        [
          'Artikel 1 Werkingssfeer',
          'Deze cao geldt voor alle werkgevers in de proefsector.',
          'Bijlage 4 Regeling bij ziekte',
          'Artikel 1 Loon in het eerste jaar',
          'Bij ziekte betaalt de werkgever in het eerste ziektejaar 100% van het loon door.',
          'Artikel 2 Loon in het tweede jaar',
          'Bij ziekte betaalt de werkgever in het tweede ziektejaar 70% van het loon door.',
          '\fArtikel 6 Passend werk',
          'Wie bij ziekte passend werk doet, krijgt over de uren die hij niet werkt 70% van het loon.',
        ].join('\n'),
      ),
      'loondoorbetaling_ziekte',
    );
    expect(values.ziekte_tweede_jaar).toMatchObject({ value: 70, article: 'Bijlage 4', pages: [2] });
  });
});

describe('citations: which statement of a value is cited', () => {
  it('prefers the article that regulates a value over the list of definitions naming it', () => {
    const values = extractCategorySync(
      makeCao(
        [
          'Artikel 1 Definities',
          'Voltijdbaan: een baan waarvan de werkweek 36 uur per week bedraagt.',
          'Artikel 2 Werkingssfeer',
          'Deze cao geldt voor alle werkgevers in de proefsector.',
          'Artikel 3 Indiensttreding',
          'De werkgever legt de afspraken schriftelijk vast.',
          'Artikel 4 Rooster',
          'Bij een voltijdbaan bedraagt de werkweek 36 uur per week.',
        ].join('\n'),
      ),
      'beloning',
    );
    expect(values.arbeidsduur_per_week).toMatchObject({ value: 36, article: '4' });
  });

  it('cites the page that sets the weekly hours, not a wage reckoned "bij een 38-urige werkweek"', () => {
    const values = extractCategorySync(
      makeCao(
        [
          'Artikel 5 Salaris',
          '5.1 Salarisschalen',
          'Het laagste bedrag volgt het wettelijk minimumloon bij een 38-urige werkweek.',
          '\fDe werkgever deelt de werknemer in een salarisschaal in.',
          '\fAls berekeningsgrondslag voor deze cao geldt een basisarbeidsduur van 38 uur per week.',
        ].join('\n'),
      ),
      'beloning',
    );
    expect(values.arbeidsduur_per_week).toMatchObject({ value: 38, article: '5.1', pages: [4] });
  });
});

describe('citations: a summary at the front of the cao', () => {
  it('cites the article for an increase that the introduction sums up as well', () => {
    const values = extractCategorySync(
      makeCao(
        [
          'Wat is er nieuw',
          'De lonen stijgen met 2,5% per 1 mei 2025.',
          '\fArtikel 1 Werkingssfeer',
          'Deze cao geldt voor de proefsector van 1 januari 2025 tot en met 31 december 2026.',
          'Artikel 2 Salaris',
          'De lonen worden structureel verhoogd met 2,5% per 1 mei 2025.',
        ].join('\n'),
      ),
      'initiele_verhogingen',
    );
    expect(values.verhoging_1).toMatchObject({ value: 2.5, article: '2', pages: [3] });
  });
});

describe('citations: a preface that names the term', () => {
  it('cites the article that sets the term, not the preface', () => {
    const values = extractCategorySync(
      makeCao(
        [
          'Voorwoord',
          'Deze cao kent een looptijd van 1 april 2025 tot en met 31 maart 2027.',
          '\fArtikel 1 Werkingssfeer',
          'Deze cao geldt voor alle werkgevers in de proefsector.',
          'Artikel 2 Slotbepalingen',
          'Deze cao loopt van 1 april 2025 tot en met 31 maart 2027.',
        ].join('\n'),
      ),
      'overige_regelingen',
    );
    expect(values.looptijd_van).toMatchObject({ value: '2025-04-01', article: '2', pages: [3] });
  });
});
