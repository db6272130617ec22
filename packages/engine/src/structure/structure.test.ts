import { describe, expect, it } from 'vitest';
import { makeDocument } from '../extract/testing/make-document';
import { buildStructure } from './build-structure';
import { matchHeading, matchSectionHeading } from './headings';
import { markTocLines } from './toc';

function unitOfLine(text: string, body: string, options = {}) {
  const structure = buildStructure(makeDocument(body, options));
  const line = structure.lines.find((l) => l.text.startsWith(text));
  if (!line) throw new Error(`no line ${text}`);
  return { line, unit: structure.units[line.unit]!, structure };
}

describe('matchHeading', () => {
  it.each([
    ['Artikel 12 Vakantietoeslag', 'article', '12', 'Vakantietoeslag'],
    ['ARTIKEL 4.2 - LOONGEBOUW', 'article', '4.2', 'LOONGEBOUW'],
    ['Artikel 3:1 Salarisschalen', 'article', '3:1', 'Salarisschalen'],
    ['Art. 7 Proeftijd', 'article', '7', 'Proeftijd'],
    ['Artikel 12B Seniorenregeling', 'article', '12B', 'Seniorenregeling'],
    ['| Hoofdstuk 2 Werktijden', 'chapter', '2', 'Werktijden'],
    ['Artikel 3 – Looptijd', 'article', '3', 'Looptijd'],
    ['Art. 3.2 Arbeidsduur', 'article', '3.2', 'Arbeidsduur'],
    ['§ 5.3 Ploegendienst', 'paragraph', '§ 5.3', 'Ploegendienst'],
    ['Paragraaf 2 Beloning', 'paragraph', '§ 2', 'Beloning'],
    ['Bijlage IV Loontabellen', 'bijlage', 'Bijlage IV', 'Loontabellen'],
    ['BIJLAGE 1: Functieoverzicht', 'bijlage', 'Bijlage 1', 'Functieoverzicht'],
    ['Hoofdstuk 3 Arbeidsduur', 'chapter', '3', 'Arbeidsduur'],
    ['bijlage III Loontabel vanaf 1 juli 2025', 'bijlage', 'Bijlage III', 'Loontabel vanaf 1 juli 2025'],
    ['7B. ARTIKEL 7B. PAUZES', 'article', '7B', 'PAUZES'],
  ])('%s', (line, kind, label, title) => {
    expect(matchHeading(line)).toEqual({ kind, label, title });
  });

  it.each([
    'artikel 7:668a van het Burgerlijk Wetboek is van toepassing',
    'Artikel 5.1 wordt in dat geval niet toegepast,',
    'Bijlage 2 bevat de functies.',
    'bijlage III, bijlage IV en bijlage V.',
    'bijlage II. De werkgever betaalt het loon.',
    '1. De werknemer heeft recht op vakantie.',
    '4. Artikel 6 geldt niet voor oproepkrachten.',
  ])('does not take running text for a heading: %s', (line) => {
    expect(matchHeading(line)).toBeNull();
  });

  it('reads numbered sections without the word Artikel, but not sentences', () => {
    expect(matchSectionHeading('7.4 Vakantiebijslag')).toMatchObject({
      label: '7.4',
      title: 'Vakantiebijslag',
    });
    expect(matchSectionHeading('4.1 Een volledig dienstverband omvat 36 uur per week.')).toBeNull();
  });
});

describe('table of contents', () => {
  it('marks dotted leaders, the heading and Word-style entries with page numbers', () => {
    const marks = markTocLines([
      'Inhoudsopgave',
      'Hoofdstuk 1 Algemeen 4',
      'Artikel 1 Definities 4',
      'Artikel 2 Looptijd....................5',
      'Hoofdstuk 1 Algemeen',
      'Artikel 1 Definities',
    ]);
    expect(marks).toEqual([true, true, true, true, false, false]);
  });
});

describe('buildStructure', () => {
  const body = [
    'Cao voor de Proefsector',
    '1 januari 2025 tot en met 31 december 2026',
    '\f',
    'Inhoudsopgave',
    'Artikel 1 Looptijd......3',
    'Artikel 2 Vakantiebijslag......3',
    '\f',
    'Hoofdstuk 1 Algemeen',
    'Artikel 1 Looptijd',
    'Deze cao loopt van 1 januari 2025 tot en met 31 december 2026.',
    'Artikel 2 Vakantiebijslag',
    '1. De vakantiebijslag bedraagt 8%.',
    '2. De bijslag wordt betaald:',
    'a. in mei;',
    'b. bij uitdiensttreding.',
    'Tabel 1 Toeslagen',
    'Soort Toeslag',
    'Zaterdag 50%',
    'Bijlage I Regeling keuzebudget',
    'Artikel 1 Opbouw',
    '1. Het budget bedraagt 4%.',
  ].join('\n');

  it('skips the title page and the table of contents', () => {
    const structure = buildStructure(makeDocument(body));
    expect(structure.titlePage).toBe(1);
    expect(structure.lines.filter((l) => l.kind === 'toc').map((l) => l.page)).toEqual([2, 2, 2]);
    expect(structure.blocks.some((b) => b.text.includes('Looptijd......'))).toBe(false);
  });

  it('gives each line its article, lid and list item', () => {
    expect(unitOfLine('1. De vakantiebijslag', body)).toMatchObject({
      unit: { label: '2', title: 'Vakantiebijslag', chapter: 'Hoofdstuk 1 Algemeen' },
      line: { lid: '1', page: 3 },
    });
    expect(unitOfLine('b. bij uitdiensttreding', body).line).toMatchObject({ lid: '2', sub: 'b' });
    expect(unitOfLine('Zaterdag 50%', body).line.kind).toBe('row');
    expect(unitOfLine('Tabel 1 Toeslagen', body).line.kind).toBe('caption');
  });

  it('takes the numbered title in capitals above a bare article heading', () => {
    const { unit } = unitOfLine(
      'De werkgever betaalt',
      'Artikel 44\nDe werknemer reist op kosten van de werkgever.\n45. PLOEGENTOESLAG\nArtikel 45\nDe werkgever betaalt in ploegendienst een toeslag van 12%.',
    );
    expect(unit).toMatchObject({ label: '45', title: 'PLOEGENTOESLAG' });
  });

  it('joins a word broken over two lines, also when its second half ends in a value', () => {
    const structure = buildStructure(
      makeDocument(
        'Artikel 5 Overwerk\n1. De toeslag bedraagt:\na. voor de eerste twee uren na de normale werktijd op de overige werkda-\ngen: 30 1/3%\nb. op zondag: 100%',
      ),
    );
    const item = structure.blocks.find((b) => b.text.startsWith('a. voor'));
    expect(item).toMatchObject({ kind: 'prose', text: expect.stringContaining('werkdagen: 30 1/3%') });
  });

  it('cites an article inside an annex as the annex', () => {
    const { unit, line } = unitOfLine('1. Het budget', body);
    expect(unit.label).toBe('Bijlage I');
    expect(line).toMatchObject({ lid: '1', section: 'Opbouw' });
  });

  it('reads "12.1" paragraphs as lids of article 12 and sections of cao’s without Artikel', () => {
    const dotted = unitOfLine(
      '12.2 De bijslag',
      'Artikel 12 Vakantiebijslag\n12.1 De bijslag is 8%.\n12.2 De bijslag wordt in mei betaald.',
    );
    expect(dotted.line.lid).toBe('2');
    const sections = unitOfLine(
      'De vakantiebijslag bedraagt',
      'Hoofdstuk 7 Vakantie\n7.4 Vakantiebijslag\nDe vakantiebijslag bedraagt 8%.',
    );
    expect(sections.unit.label).toBe('7.4');
  });

  it('joins a paragraph over line breaks in a PDF, keeping the offsets per line', () => {
    const text = [
      'Artikel 3 Arbeidsduur',
      '1. De normale arbeidsduur bij een voltijd dienstverband bedraagt gemiddeld 38 uur per week, te',
      'berekenen over een periode van ten hoogste 52 weken.',
      '2. Kort.',
    ].join('\n');
    const structure = buildStructure(makeDocument(text, { format: 'pdf' }));
    const block = structure.blocks.find((b) => b.text.startsWith('1.'))!;
    expect(block.text).toContain('per week, te berekenen over');
    expect(block.segments).toHaveLength(2);
  });
});

describe('matchHeading with a colon', () => {
  it('reads "Artikel 12: Vakantietoeslag"', () => {
    expect(matchHeading('Artikel 12: Vakantietoeslag')).toMatchObject({
      label: '12',
      title: 'Vakantietoeslag',
    });
  });
});

describe('words broken over lines', () => {
  it('joins "vakantie-" / "toeslag" into one word and keeps "Non-" / "Food" hyphenated', () => {
    const text = [
      'Artikel 9 Vakantie',
      '1. De werknemer ontvangt jaarlijks in mei een vakantie-',
      'toeslag van 8% volgens het Functieraster Non-',
      'Food.',
    ].join('\n');
    const block = buildStructure(makeDocument(text, { format: 'pdf' })).blocks.find((b) =>
      b.text.startsWith('1.'),
    )!;
    expect(block.text).toContain('een vakantietoeslag van 8%');
    expect(block.text).toContain('Functieraster Non-Food.');
  });
});

describe('a title in capitals above a bare article number', () => {
  it('takes "VAKANTIETOESLAG" above "Artikel 9" for its title, not the sentence below', () => {
    const structure = buildStructure(
      makeDocument(
        [
          'Artikel 8 Vakantie',
          'De werknemer heeft recht op vakantie.',
          'VAKANTIETOESLAG',
          'Artikel 9',
          'De toeslag is 8%',
          'Artikel 10',
          'De werkgever vergoedt reiskosten.',
        ].join('\n'),
      ),
    );
    expect(structure.units.map((u) => u.title)).toEqual(['', 'Vakantie', 'VAKANTIETOESLAG', '']);
  });

  it('takes "12. TOESLAGEN" above "Artikel 12" for its title: the number printed before it is its own', () => {
    const structure = buildStructure(
      makeDocument(
        [
          'Artikel 11 Vakantie',
          'De werknemer heeft recht op vakantie.',
          '12. TOESLAGEN',
          'Artikel 12',
          'De toeslag is 8%.',
          '14. REISKOSTEN',
          'Artikel 13',
          'De werkgever vergoedt reiskosten.',
        ].join('\n'),
      ),
    );
    expect(structure.units.map((u) => u.title)).toEqual(['', 'Vakantie', 'TOESLAGEN', '']);
  });

  it('takes a short title in ordinary case above it after a sentence that ended, not a line that runs on', () => {
    const structure = buildStructure(
      makeDocument(
        [
          'Artikel 8 Vakantie',
          'De werknemer heeft recht op vakantie.',
          'Toeslagen in de winkel',
          'Artikel 9',
          'De toeslag is 8%',
          'Artikel 10',
          'De werkgever vergoedt de kosten van reizen tussen woning en werk met een bus, tram of trein van het',
          'Openbaar Vervoer',
          'Artikel 11',
          'De proeftijd is twee maanden.',
        ].join('\n'),
      ),
    );
    expect(structure.units.map((u) => u.title)).toEqual(['', 'Vakantie', 'Toeslagen in de winkel', '', '']);
  });

  it('takes "12A. KORT VERZUIM" above "Artikel 12a" for its title: its own number in front, not another', () => {
    const structure = buildStructure(
      makeDocument(
        [
          'Artikel 12 Vakantie',
          'De werknemer heeft recht op vakantie.',
          '12A. KORT VERZUIM',
          'Artikel 12a',
          'Bij verhuizing krijgt de werknemer een dag vrij.',
          '7. REISKOSTEN',
          'Artikel 13',
          'De werkgever vergoedt reiskosten.',
        ].join('\n'),
      ),
    );
    expect(structure.units.map((u) => u.title)).toEqual(['', 'Vakantie', 'KORT VERZUIM', '']);
  });
});

describe('protocols', () => {
  it('reads "Protocol II" as a unit of its own after the last article, numbered apart from the annexes', () => {
    const structure = buildStructure(
      makeDocument(
        [
          'Artikel 1 Looptijd',
          'Deze cao loopt van 1 januari 2025 tot en met 31 december 2026.',
          'Protocol I',
          'Partijen overleggen in 2026 over werkgelegenheid.',
          'Protocol II',
          'Partijen onderzoeken een regeling voor 2027.',
          'Bijlage 1 Loontabel',
          'Groep A € 2.000',
        ].join('\n'),
      ),
    );
    expect(structure.units.map((u) => u.label)).toEqual([
      null,
      '1',
      'Protocol I',
      'Protocol II',
      'Bijlage 1',
    ]);
  });
});

describe('a Word draft printed with its changes', () => {
  it('drops the balloon text the text layer appends to a line', () => {
    const structure = buildStructure(
      makeDocument(
        [
          'Artikel 15 Vakantietoeslag',
          '1. De vakantietoeslag bedraagt 8% van het loon. Met opmaak: Lettertype: Vet',
          'Met opmaak: Inspringing: Links: 0 cm',
          '2. Uitbetaling volgt in mei. Opmerking [KL3]: nog nakijken',
        ].join('\n'),
      ),
    );
    expect(structure.lines.map((l) => l.text)).toEqual([
      'Artikel 15 Vakantietoeslag',
      '1. De vakantietoeslag bedraagt 8% van het loon.',
      '2. Uitbetaling volgt in mei.',
    ]);
  });
});
