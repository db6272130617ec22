import { describe, expect, it } from 'vitest';
import { makeDocument } from '../extract/testing/make-document';
import { buildStructure } from './build-structure';
import { findLineNumbers, findMarginLabels } from './raw-lines';

/** A page typeset with numbered lines in the margin, empty lines numbered too. */
function numberedPage(article: number): string {
  return [
    '1',
    `2 Artikel ${article}`,
    '3',
    `4 1. De werknemer heeft recht op ${article + 20} vakantiedagen per jaar.`,
    '5 2. De werkgever stelt de vakantie vast na overleg met de',
    '6 werknemer.',
    '7',
    '8 3. Een dag die niet wordt opgenomen vervalt na vijf jaar.',
    '9 4. Voor deeltijders geldt dit naar rato.',
    '10',
    '11 5. De werknemer vraagt vakantie schriftelijk aan.',
  ].join('\n');
}

describe('line numbers in the margin', () => {
  it('finds numbered lines on a page, not the rows of a table', () => {
    expect(findLineNumbers(numberedPage(1).split('\n'))).not.toBeNull();
    const table = ['Trede Loon', ...Array.from({ length: 12 }, (_, i) => `${i} € ${2000 + 50 * i},00`)];
    expect(findLineNumbers(table)).toBeNull();
  });

  it('reads the articles of a document whose pages number their lines', () => {
    const body = [numberedPage(1), numberedPage(2), numberedPage(3), numberedPage(4)].join('\n\f');
    const structure = buildStructure(makeDocument(`Cao voor de Proefsector\n\f${body}`));
    const line = structure.lines.find((l) => l.text.startsWith('1. De werknemer heeft recht op 23'));
    expect(line).toBeDefined();
    expect(structure.units[line!.unit]!.label).toBe('3');
    expect(line!.lid).toBe('1');
  });

  it('finds line numbers that the text layer gives as lines of their own between the text', () => {
    const lines: string[] = [];
    for (let n = 1; n <= 24; n++) {
      lines.push(String(n));
      if (n % 2 === 0) lines.push(`Regel ${n / 2} van een lopende tekst over het verlof van de werknemer`);
    }
    expect(findLineNumbers(lines)?.filter(Boolean)).toHaveLength(24);
  });
});

/** A page of a house template whose margin labels the export kept beside the text. */
function templatePage(article: number): string {
  return [
    ...(article % 2 === 0 ? [`kop links${article}. WERKTIJD`] : ['kop links', `${article}. WERKTIJD`]),
    `Artikel ${article}`,
    ...(article % 2 === 0 ? ['rubriek', 'De werknemer krijgt'] : ['rubriek De werknemer krijgt']),
    `${article + 20} vrije dagen per jaar.`,
    'De werkgever stelt de vakantie vast.',
    'datum a',
    'voetregel',
    `bladnummer ${article + 4}`,
  ].join('\n');
}

describe('margin labels of a page template', () => {
  it('finds labels that stand once on most pages, alone or before a line of text', () => {
    const pages = [1, 2, 3, 4, 5, 6].map((n) => templatePage(n).split('\n'));
    expect(findMarginLabels(pages)).toEqual(
      expect.arrayContaining(['kop links', 'rubriek', 'datum a', 'voetregel', 'bladnummer']),
    );
  });

  it('does not take a word that often opens a line for a label', () => {
    const pages = [1, 2, 3, 4, 5, 6].map((n) => [
      'Toelichting',
      `Artikel ${n}`,
      'De werknemer krijgt loon.',
      'De werkgever betaalt het loon.',
    ]);
    expect(findMarginLabels(pages)).toEqual([]);
  });

  it('reads the text without the labels', () => {
    const body = [1, 2, 3, 4, 5, 6].map(templatePage).join('\n\f');
    const structure = buildStructure(makeDocument(`Cao voor de Proefsector\n\f${body}`));
    const line = structure.lines.find((l) => l.text.startsWith('24 vrije dagen'));
    expect(line).toBeDefined();
    expect(structure.units[line!.unit]!.label).toBe('4');
    expect(structure.lines.some((l) => /voetregel|bladnummer|datum a|kop links/.test(l.text))).toBe(false);
    expect(structure.lines.some((l) => l.text === '4. WERKTIJD')).toBe(true);
  });
});
