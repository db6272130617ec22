import { describe, expect, it } from 'vitest';
import { makeCao } from '../extract/testing/make-document';
import { buildStructure } from './build-structure';
import { checkStructure, contentsEntryLabel, summarizeCheck } from './self-check';

function check(body: string) {
  return checkStructure(buildStructure(makeCao(body)));
}

const verdict = (body: string, name: string) => check(body).verdicts.find((v) => v.name === name)!;

/** A small cao read well: a contents list, articles in order with text, an annex. */
const WELL_READ = [
  'Inhoudsopgave',
  'Artikel 1 Looptijd 2',
  'Artikel 2 Arbeidsduur 2',
  'Artikel 3 Vakantie 2',
  'Artikel 4 Vakantiebijslag 3',
  'Artikel 5 Ziekte 3',
  'Bijlage I Lonen 4',
  '\f',
  'Artikel 1 Looptijd',
  'Deze overeenkomst geldt van 1 januari 2025 tot en met 31 december 2026.',
  'Artikel 2 Arbeidsduur',
  'Een volle werkweek telt 38 uren.',
  'Artikel 3 Vakantie',
  'Wie een jaar voltijds werkt, krijgt 25 vrije dagen.',
  '\f',
  'Artikel 4 Vakantiebijslag',
  'In mei krijgt de werknemer 8% van zijn jaarloon extra.',
  'Artikel 5 Ziekte',
  'Het eerste ziektejaar wordt het volle loon doorbetaald.',
  '\f',
  'Bijlage I Lonen',
  'Schaal A begint bij € 2.400 per maand.',
].join('\n');

describe('structure self-check', () => {
  it('passes a cao whose articles, contents list and annex are read', () => {
    const result = check(WELL_READ);
    expect(result).toMatchObject({
      articles: 5,
      annexes: 1,
      backwards: 0,
      duplicates: 0,
      contents: { entries: 5, matched: 5 },
      lateContents: 0,
      shortUnits: 0,
    });
    expect(result.coverage).toBe(1);
    expect(summarizeCheck(result)).toBe('ok');
  });

  it('doubts a cao whose text stands mostly outside any numbered unit', () => {
    const prose = Array.from({ length: 12 }, (_, i) => `Een zin over afspraak ${i + 1} van partijen.`);
    const result = verdict(
      [...prose, 'Artikel 1 Looptijd', 'Deze cao loopt een jaar.'].join('\n'),
      'indeling',
    );
    expect(result.status).toBe('twijfel');
    expect(result.reasons[0]).toMatch(/buiten een genummerd artikel/);
  });

  it('counts numbers going back and numbers seen twice: headings missed or mentions taken for headings', () => {
    const body = [
      'Artikel 1 Looptijd',
      'Een jaar.',
      'Artikel 2 Arbeidsduur',
      'Een volle week telt 38 uren.',
      'Artikel 3 Vakantie',
      'Er zijn 25 vrije dagen.',
      'Artikel 2 Arbeidsduur',
      'Zie hierboven.',
      'Artikel 4 Ziekte',
      'Het loon loopt door.',
    ].join('\n');
    const result = check(body);
    expect(result.duplicates).toBe(1);
    expect(verdict(body, 'volgorde').reasons).toContain('1× een artikelnummer dat al eerder kwam');
  });

  it('takes articles numbered anew from 1 for a part of their own, not for repeats', () => {
    const body = [
      'Artikel 1 Looptijd',
      'Een jaar.',
      'Artikel 2 Arbeidsduur',
      'Een volle week telt 38 uren.',
      'Artikel 3 Vakantie',
      'Er zijn 25 vrije dagen.',
      'REGELING VOOR DE GEVELREINIGERS',
      'Artikel 1 Werkingssfeer',
      'Dit deel geldt voor wie gevels reinigt.',
      'Artikel 2 Toeslag',
      'Voor werk op hoogte geldt een toeslag.',
    ].join('\n');
    expect(check(body)).toMatchObject({ duplicates: 0, backwards: 0 });
  });

  it('does not count a jump to a round number at the start of a chapter', () => {
    const body = [
      'Hoofdstuk 1 Algemeen',
      'Artikel 1 Looptijd',
      'Een jaar.',
      'Hoofdstuk 2 Werktijd',
      'Artikel 10 Arbeidsduur',
      'Een volle week telt 38 uren.',
      'Artikel 20 Pauze',
      'Na vier uur werken volgt een half uur rust.',
    ].join('\n');
    expect(check(body).jumps).toBe(1);
  });

  it('doubts a contents list whose entries do not come back as headings', () => {
    const body = [
      'Inhoudsopgave',
      'Artikel 1 Looptijd 2',
      'Artikel 2 Arbeidsduur 2',
      'Artikel 3 Vakantie 2',
      'Artikel 4 Vakantiebijslag 3',
      'Artikel 5 Ziekte 3',
      '\f',
      'Artikel 1 Looptijd',
      'Een jaar.',
      'Over de werkweek en de vakantie spreken partijen later.',
    ].join('\n');
    const result = check(body);
    expect(result.contents).toEqual({ entries: 5, matched: 1 });
    expect(verdict(body, 'inhoudsopgave').reasons).toEqual([
      '1 van 5 genummerde ingangen komen als kop terug in de tekst',
    ]);
  });

  it('does not count a foreword before the first article, nor pages of a few lines, as pages without a heading', () => {
    const page = (topic: string): string[] =>
      Array.from(
        { length: 6 },
        (_, i) => `Partijen schreven regel ${i + 1} over ${topic} in hun woord vooraf.`,
      );
    const foreword = Array.from({ length: 10 }, (_, i) => [...page(`onderwerp ${i + 1}`), '\f']).flat();
    const imagePages = Array.from({ length: 9 }, () => ['Tabel (afbeelding)', '\f']).flat();
    const body = [
      ...foreword,
      'Artikel 1 Looptijd',
      'Deze cao loopt een jaar.',
      'Artikel 2 Lonen',
      'De lonen staan in de tabellen hierna.',
      '\f',
      ...imagePages,
      'Artikel 3 Vakantie',
      'Er zijn 25 vrije dagen.',
    ].join('\n');
    const result = check(body);
    expect(result.longestStretch).toBe(0);
    expect(verdict(body, 'indeling').reasons.join()).not.toMatch(/zonder kop/);
  });

  it("does not count a list of the annexes in the text, a part's own contents list, nor an index, as contents read too late", () => {
    const body = [
      'Artikel 1 Looptijd',
      'Deze cao loopt een jaar.',
      'Artikel 2 Bijlagen',
      'De bijlagen horen bij deze cao:',
      'Bijlage 1 Loontabellen',
      'Bijlage 2 Functielijst',
      'Bijlage 3 Verlofregeling',
      'Bijlage 4 Pensioenregeling',
      '\f',
      'Bijlage 1 Loontabellen',
      'Schaal A begint bij € 2.400 per maand.',
      'Bijlage 2 Functielijst',
      'Er zijn zes functies.',
      'Bijlage 3 Verlofregeling',
      'Bij een verhuizing is er een dag verlof.',
      'Bijlage 4 Pensioenregeling',
      'Het fonds voert de regeling uit.',
      'Inhoud',
      'BIJZONDERE BEPALINGEN 12',
      'Veiligheid en gezondheid 13',
      'Trefwoorden',
      'A',
      'Arbeidsduur ........................ 2',
      'Afwezigheid ........................ 3',
      'B',
      'Bijlagen ........................ 4',
    ].join('\n');
    const structure = buildStructure(makeCao(body));
    expect(structure.lines.filter((l) => l.kind === 'toc').length).toBeGreaterThanOrEqual(6);
    expect(checkStructure(structure).lateContents).toBe(0);
  });

  it('reads the label of a contents entry in its usual shapes', () => {
    expect(contentsEntryLabel('Artikel 12 Vakantiebijslag ........ 14')).toBe('12');
    expect(contentsEntryLabel('3.1 Arbeidsduur 12')).toBe('3.1');
    expect(contentsEntryLabel('4a. Deeltijd …… 7')).toBe('4a');
    expect(contentsEntryLabel('§ 2.3 Ploegendienst 9')).toBe('2.3');
    expect(contentsEntryLabel('Hoofdstuk 3 Beloning 10')).toBe('3');
    expect(contentsEntryLabel('Bijlage II Lonen 40')).toBeNull();
    expect(contentsEntryLabel('Voorwoord 3')).toBeNull();
    expect(contentsEntryLabel('40 Hoofdstuk 5 Beloning')).toBe('5');
  });

  it('does not count a section followed at once by its first sub-section as empty', () => {
    const body = [
      'Artikel 6.1 Werktijden',
      'Artikel 6.1.1 Dagvenster',
      'Er wordt gewerkt tussen 7 en 19 uur.',
      'Artikel 6.1.2 Pauze',
      'Na vijf uur werken volgt een pauze.',
      'Artikel 6.2 Vakantie',
      'Artikel 6.3 Verlof',
      'Bij een verhuizing is er een dag verlof.',
    ].join('\n');
    expect(check(body).shortUnits).toBe(1);
  });
});
