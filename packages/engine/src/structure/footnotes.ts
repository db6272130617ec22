import type { StructureLine } from './types';

/** A footnote at the foot of a page: its number, then text ("1 Op basis van een werkweek van 38 uur."). */
const FOOTNOTE = /^(\d{1,2}|[¹²³⁴⁵⁶⁷⁸⁹])\s+\p{Lu}/u;
const SUPERSCRIPTS = '¹²³⁴⁵⁶⁷⁸⁹';

/** The line holding footnote mark `mark` on these lines: a word with the number glued to it ("uur1", "loon¹"). */
function findMark(lines: readonly StructureLine[], mark: string): StructureLine | undefined {
  const pattern = SUPERSCRIPTS.includes(mark)
    ? new RegExp(`\\p{L}${mark}`, 'u')
    : new RegExp(`\\p{Ll}{3}${mark}(?![\\d,.]\\d|\\p{L})`, 'u');
  return lines.find((line) => pattern.test(line.text));
}

/**
 * A footnote belongs to the article holding its mark, not to whatever article the page ends in:
 * the last lines of a page that read as footnotes, whose mark stands earlier on the page, take the
 * unit (and lid) of the line with the mark.
 */
export function assignFootnotes(lines: StructureLine[]): void {
  let start = 0;
  while (start < lines.length) {
    const page = lines[start]!.page;
    let end = start;
    while (end < lines.length && lines[end]!.page === page) end++;
    const onPage = lines.slice(start, end);
    // Footnotes stand in the last lines of the page, after the text that marks them.
    for (let i = onPage.length - 1; i >= Math.max(1, onPage.length - 6); i--) {
      const line = onPage[i]!;
      if (line.kind !== 'body' && line.kind !== 'row') continue;
      const match = FOOTNOTE.exec(line.text);
      if (!match) continue;
      const marked = findMark(onPage.slice(0, i), match[1]!);
      if (!marked || marked.unit === line.unit) continue;
      for (let k = i; k < onPage.length && (k === i || !FOOTNOTE.test(onPage[k]!.text)); k++) {
        onPage[k]!.unit = marked.unit;
        onPage[k]!.lid = marked.lid;
        onPage[k]!.sub = null;
        onPage[k]!.section = marked.section;
        onPage[k]!.kind = 'body';
      }
    }
    start = end;
  }
}
