import { normaliseLine } from '../normalise-text';
import type { PrintedLine } from '../pdf/build-lines';
import { mendLeaders } from './mend-leaders';
import type { OcrLine, OcrWord } from './parse-tsv';

/** Lines whose vertical centres differ less than this (fraction of the taller line) share a row. */
const SAME_ROW = 0.4;
/** Table rules that tesseract reads as letters; a text layer never has them either. */
const RULE = /^[|¦_]+$/;
/**
 * Below this confidence tesseract is guessing: dotted leaders come out as "nnennnee", a smudge as
 * letters. Such words are shown as one "…" (unreadable), never as text that is not on the page;
 * a contents line still ends in "… 9", which is how the structure step knows it.
 */
const UNSURE = 20;

/**
 * Rebuilds printed lines from tesseract's lines, like buildLines does for a text layer: lines at the
 * same height are one row, read left to right, so a table whose cells tesseract saw as separate
 * blocks still reads as one line ("A € 2.448,60 € 73,46 4 € 2.742,44"). Words are joined with one
 * space: tesseract already split them. Rows carry no baseline: a scanned page shifts a little from
 * page to page, so running headers and footers are recognised by their text alone.
 */
export function buildOcrLines(lines: OcrLine[]): PrintedLine[] {
  const sorted = [...lines].sort((a, b) => centre(a) - centre(b));
  const rows: OcrLine[][] = [];
  let row: OcrLine[] = [];
  for (const line of sorted) {
    const anchor = row[0];
    if (
      anchor &&
      Math.abs(centre(anchor) - centre(line)) <= SAME_ROW * Math.max(height(anchor), height(line))
    ) {
      row.push(line);
      continue;
    }
    if (row.length > 0) rows.push(row);
    row = [line];
  }
  if (row.length > 0) rows.push(row);
  return rows.flatMap((parts) => {
    const words = parts
      .flatMap((part) => part.words)
      .filter((word) => !RULE.test(word.text))
      .sort((a, b) => a.left - b.left);
    const text = mendLeaders(normaliseLine(joinWords(words)));
    return text ? [{ text }] : [];
  });
}

function joinWords(words: OcrWord[]): string {
  const out: string[] = [];
  for (const word of words) {
    if (word.confidence < UNSURE) {
      if (out.at(-1) !== '…') out.push('…');
      continue;
    }
    // A rule under or beside a word sticks to it ("_Dispensatie").
    const text = word.text.replace(/^_+|_+$/g, '');
    if (text) out.push(text);
  }
  return out.join(' ');
}

function centre(line: OcrLine): number {
  return (line.top + line.bottom) / 2;
}

function height(line: OcrLine): number {
  return Math.max(1, line.bottom - line.top);
}
