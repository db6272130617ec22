import { describe, expect, it } from 'vitest';
import { makeDocument } from '../extract/testing/make-document';
import { buildStructure } from './build-structure';
import { markTocLines } from './toc';

/** Contents lists as real cao's print them: without page numbers, or with leaders but no numbers. */
function labelOf(body: string, text: string): string | null {
  const structure = buildStructure(makeDocument(body));
  const line = structure.lines.find((l) => l.text.startsWith(text) && l.kind !== 'toc');
  if (!line) throw new Error(`no line ${text}`);
  return structure.units[line.unit]!.label;
}

describe('contents lists', () => {
  it('takes a run of headings without page numbers, repeated further on, for a contents list', () => {
    const body = [
      'Cao voor de Proefsector',
      '\f',
      'Inhoudsopgave',
      'Hoofdstuk 1 Algemeen',
      'Artikel 1 Looptijd',
      'Artikel 2 Vakantiebijslag',
      'Artikel 3 Arbeidsduur en',
      'werktijden',
      'Bijlage I Regeling keuzebudget',
      '\f',
      'Hoofdstuk 1 Algemeen',
      'Artikel 1 Looptijd',
      'Deze cao loopt van 1 januari 2025 tot en met 31 december 2026.',
      'Artikel 2 Vakantiebijslag',
      'De vakantiebijslag bedraagt 8% van het loon.',
      'Artikel 3 Arbeidsduur en werktijden',
      'De arbeidsduur is 38 uur per week.',
      'Bijlage I Regeling keuzebudget',
      'Het budget bedraagt 4% van het loon.',
    ].join('\n');
    const structure = buildStructure(makeDocument(body));
    expect(structure.lines.filter((l) => l.kind === 'toc' && l.page === 2)).toHaveLength(7);
    expect(labelOf(body, 'De vakantiebijslag bedraagt')).toBe('2');
    expect(labelOf(body, 'De arbeidsduur is')).toBe('3');
    expect(labelOf(body, 'Het budget bedraagt')).toBe('Bijlage I');
  });

  it('marks a contents list without its heading: entries whose page numbers do not go down', () => {
    expect(
      markTocLines([
        'Voorwoord',
        '6.1 Opbouw van vrije uren 31',
        '6.2 Vrije uren aanvragen 32',
        'Hoofdstuk 7 Ziekte 34',
        '7.1 Ziekmelding 34',
        'De werknemer heeft recht op 1 dag verlof.',
      ]),
    ).toEqual([false, true, true, true, true, false]);
    expect(markTocLines(['1 januari 2025 24', '1 juli 2025 12', '1 januari 2026 30'])).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('marks leaders whose page number the export left out', () => {
    expect(
      markTocLines([
        'Artikel 1 Definities ........................................',
        'Artikel 2 Looptijd .................................... ?',
        'Artikel 3 Lonen ....',
      ]),
    ).toEqual([true, true, false]);
  });

  it('keeps an annex of short numbered articles as text, though other annexes restart at Artikel 1', () => {
    const body = [
      'Artikel 1 Looptijd',
      'Deze cao loopt van 1 januari 2025 tot en met 31 december 2026.',
      'Bijlage I Regeling keuzebudget',
      'Artikel 1 Opbouw',
      '1. Het budget bedraagt 4% van het loon.',
      'Artikel 2 Besteding',
      '2. De werknemer besteedt het budget aan verlof.',
      'Artikel 3 Saldo',
      '3. Een saldo wordt in december uitbetaald.',
      'Artikel 4 Einde',
      '4. Bij einde dienstverband wordt het saldo uitbetaald.',
      'Bijlage II Reglement pensioen',
      'Artikel 1 Uitvoerder',
      '1. Het pensioen wordt uitgevoerd door het fonds.',
      'Artikel 2 Premie',
      '2. De premie bedraagt 20%.',
    ].join('\n');
    const structure = buildStructure(makeDocument(body));
    expect(structure.lines.filter((l) => l.kind === 'toc')).toEqual([]);
    expect(labelOf(body, '2. De premie')).toBe('Bijlage II');
  });
});

describe('annexes with short articles of their own', () => {
  it('keeps two model contracts with the same short articles as text, however their sentences wrap', () => {
    const contract = (n: number, term: string): string[] => [
      `Bijlage ${n} Modelovereenkomst voor ${term} tijd`,
      'Artikel 1 Indiensttreding',
      'De werknemer komt bij de werkgever in dienst op de datum die partijen hieronder samen',
      'invullen.',
      'Artikel 2 Functie',
      'De werknemer vervult de functie die in de brief van aanstelling staat en voert de taken',
      'uit.',
      'Artikel 3 Werktijd',
      'Op deze overeenkomst zijn de werktijden van toepassing die de werkgever in het rooster',
      'Artikel 4 Loon',
      'Het loon bedraagt € 2.100 per maand.',
    ];
    const body = [
      'Artikel 1 Looptijd',
      'Deze cao loopt van 1 januari 2025 tot en met 31 december 2026.',
      ...contract(1, 'bepaalde'),
      ...contract(2, 'onbepaalde'),
    ].join('\n');
    const structure = buildStructure(makeDocument(body));
    expect(structure.lines.filter((l) => l.kind === 'toc')).toEqual([]);
    const loon = structure.lines.filter((l) => l.text.startsWith('Het loon bedraagt'));
    expect(loon.map((l) => structure.units[l.unit]!.label)).toEqual(['Bijlage 1', 'Bijlage 2']);
  });
});

describe('contents lists in groups', () => {
  it('takes entries between the groups of a contents list for part of it', () => {
    const body = [
      'Cao voor de Proefsector',
      '\f',
      'Inhoudsopgave',
      '1. ALGEMEEN',
      'Artikel 1 Werkingssfeer',
      '2. BELONING',
      'Artikel 2 Loon.............................4',
      'Artikel 3 Vakantiebijslag..................5',
      '\f',
      'Artikel 1 Werkingssfeer',
      'Deze cao geldt voor alle werkgevers in de sector.',
      'Artikel 2 Loon',
      'Het loon wordt per maand betaald.',
      'Artikel 3 Vakantiebijslag',
      'De vakantiebijslag bedraagt 8%.',
    ].join('\n');
    const structure = buildStructure(makeDocument(body));
    const entry = structure.lines.find((l) => l.page === 2 && l.text === 'Artikel 1 Werkingssfeer');
    expect(entry?.kind).toBe('toc');
    expect(labelOf(body, 'Deze cao geldt')).toBe('1');
  });

  it('takes an annex named before the chapters of the main text for a contents entry', () => {
    const body = [
      'Artikel 30 Slotbepaling',
      'Artikel 31 Looptijd',
      'Bijlage 9 Commissies',
      'Hoofdstuk 1 Algemeen',
      'Artikel 1 Werkingssfeer',
      'Deze cao geldt voor alle werkgevers in de sector.',
      'Hoofdstuk 2 Beloning',
      'Artikel 2 Vakantiebijslag',
      'De vakantiebijslag bedraagt 8%.',
    ].join('\n');
    expect(labelOf(body, 'De vakantiebijslag bedraagt')).toBe('2');
  });
});

describe('contents lists with lettered entries and group titles', () => {
  it('keeps lettered entries, a raised superscript and a group title in the list', () => {
    const marks = markTocLines([
      'Inhoudsopgave',
      'Hoofdstuk 1 Arbeidsvoorwaarden 7',
      'Hoofdstuk 2 Aanbevelingen 30',
      'e',
      'A Een 13 maand voor iedereen 30',
      'B Thuiswerken 31',
      'Hoofdstuk 3 Afspraken tussen partijen 32',
      'A Scholing 32',
      'Bijlagen',
      '1 Loontabellen 35',
      '2A Rooster voor de winkel 40',
      'Deze cao geldt voor alle werkgevers in de sector.',
    ]);
    expect(marks).toEqual([...Array(11).fill(true), false]);
  });
});

describe('contents lists with numbered chapter titles and fill-in forms', () => {
  it('keeps a chapter title in capitals ("4. VERLOF") inside the list, not as a lid that ends it', () => {
    const body = [
      'Cao voor de Proefsector',
      '\f',
      'INHOUD',
      '1. ALGEMEEN',
      'Artikel 1 Werkingssfeer',
      'Artikel 2 Begrippen',
      '2. VERLOF',
      'Artikel 3 Vakantie',
      'Artikel 4 Duur',
      'BIJLAGEN',
      '\f',
      'Artikel 1',
      'Deze cao geldt voor alle werkgevers in de sector.',
      'Artikel 2',
      'Een werknemer is wie in dienst is van de werkgever.',
      'Artikel 3',
      'De werknemer heeft recht op 25 vakantiedagen.',
      'Artikel 4',
      'Deze cao loopt tot en met 31 december 2026.',
    ].join('\n');
    const structure = buildStructure(makeDocument(body));
    const entries = structure.lines.filter((l) => l.page === 2 && l.kind === 'toc').map((l) => l.text);
    expect(entries).toEqual(expect.arrayContaining(['2. VERLOF', 'Artikel 4 Duur', 'BIJLAGEN']));
    expect(labelOf(body, 'Deze cao loopt')).toBe('4');
  });

  it('does not take the dotted fields of a model contract for contents entries', () => {
    expect(
      markTocLines([
        'Naam: ..........................................',
        'De werkgever neemt de werknemer in dienst per ..........................',
        '....................................................',
        'Artikel 2 Looptijd ....................................',
        'Overgangsregeling ..........................................',
      ]),
    ).toEqual([false, false, false, true, true]);
  });
});

describe('contents lists with sub-entries', () => {
  it('keeps sub-entries ("6.2 avondwerk") inside the list and ends it where an entry comes again', () => {
    const body = [
      'Inhoudsopgave',
      'Artikel 1 Werkingssfeer',
      'Artikel 2 Arbeidsduur',
      '2.1 algemeen',
      '2.2 werkweek',
      '2.3 avondwerk',
      '2.4 zondagswerk',
      '2.5 overwerk',
      'Artikel 3 Vakantie',
      'Artikel 4 Looptijd',
      'Bijlage 1: Functies',
      'Bijlage 2: loontabellen',
      '\f',
      'ARTIKEL 1 WERKINGSSFEER',
      'Deze cao geldt voor alle werkgevers in de sector.',
      'ARTIKEL 2 ARBEIDSDUUR',
      'De arbeidsduur is 38 uur per week.',
      'ARTIKEL 3 VAKANTIE',
      'De werknemer heeft recht op 25 vakantiedagen.',
      'ARTIKEL 4 LOOPTIJD',
      'Deze cao loopt tot en met 31 december 2026.',
      'Bijlage 1: Functies',
      'Er zijn zes functiegroepen.',
      'Bijlage 2: loontabellen',
      'Het loon in groep 1 is € 2.000 per maand.',
    ].join('\n');
    expect(labelOf(body, 'Deze cao geldt')).toBe('1');
    expect(labelOf(body, 'Deze cao loopt')).toBe('4');
    expect(labelOf(body, 'Het loon in groep 1')).toBe('Bijlage 2');
  });

  it('reads entries numbered "1.1:" or "1." and group titles of any shape whose page follows on', () => {
    expect(
      markTocLines([
        'Inhoudsopgave',
        'Hoofdstuk 1: LONEN 4',
        '1.1: Loonschalen 4',
        '1.2: Periodieken 5',
        'OUDE REGELING - UITLOOP (tot 1 januari 2026) 6',
        '1.3: Uitloop (tot 1 januari 2026) 6',
        '1.4: Toeslagen bij werk in de nacht en op zon- en',
        'feestdagen in de winkel 7',
        '2. Vakantie 9',
        'De werknemer heeft recht op 25 vakantiedagen per jaar.',
      ]),
    ).toEqual([true, true, true, true, true, true, true, true, true, false]);
  });

  it('does not take a sentence ending in a number for an entry', () => {
    expect(
      markTocLines([
        'Inhoudsopgave',
        '1.1: Loonschalen 4',
        'de werkgever vergoedt voor elke gereden kilometer de kosten tot een maximum van 90',
      ]),
    ).toEqual([true, true, false]);
  });

  it('reads a contents list that prints the page before the title', () => {
    expect(
      markTocLines([
        'Inhoudsopgave',
        'Pagina',
        '5 Hoofdstuk 1 Algemeen',
        '5 Definities',
        '7 Looptijd van de cao',
        '9 Hoofdstuk 2 Werktijden',
        'Hoofdstuk 1 Algemeen',
        '1 De werknemer is wie een arbeidsovereenkomst heeft met de werkgever.',
      ]),
    ).toEqual([true, true, true, true, true, true, false, false]);
  });

  it('does not take numbered rows ending in a small figure, deep into the cao, for a contents list', () => {
    const rows = ['12.01 Schoonmaker kantoren 1', '12.04 Glazenwasser 1', '13.02 Vloerspecialist 2'];
    expect(markTocLines(rows, [40, 40, 40])).toEqual([false, false, false]);
    // Near the front, the same lines are entries of a contents list without its heading.
    expect(markTocLines(rows, [3, 3, 3])).toEqual([true, true, true]);
  });

  it('does not take a table of ages and figures for a contents list', () => {
    expect(markTocLines(['50 jaar 45', '51 jaar 55', '52 jaar 60', '53 jaar 70'])).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('ends a list with leaders at the first heading of the text, even when a sentence ends in a number', () => {
    expect(
      markTocLines([
        'Inhoudsopgave',
        'ARTIKEL 1 .................... 3',
        'ARTIKEL 2 .................... 3',
        'ARTIKEL 1',
        'Looptijd',
        '1.1 Deze overeenkomst geldt vanaf de eerste dag van april en loopt tot en met 31',
        'maart van het jaar daarna.',
      ]),
    ).toEqual([true, true, true, false, false, false, false]);
  });
});
