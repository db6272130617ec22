import { describe, expect, it } from 'vitest';
import { makeDocument } from '../extract/testing/make-document';
import { buildStructure } from './build-structure';
import { findLineNumbers } from './raw-lines';

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
});
