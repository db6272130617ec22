import { normaliseLine } from '../normalise-text';
import type { PrintedLine } from '../pdf/build-lines';
import { mendDigits } from './mend-digits';
import { mendWordLeaders } from './mend-leaders';
import type { OcrLine, OcrWord } from './parse-tsv';

/** Lines whose vertical centres differ less than this (fraction of the taller line) share a row. */
const SAME_ROW = 0.4;
/** Table rules that tesseract reads as letters; a text layer never has them either. */
const RULE = /^[|¦_]+$/;

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
      .map(cleanWord)
      .filter((word) => word.text !== '')
      .sort((a, b) => a.left - b.left);
    const text = normaliseLine(mendDigits(mendWordLeaders(words)).join(' '));
    return text ? [{ text }] : [];
  });
}

/** Rules drawn under or beside a word stick to it ("_Dispensatie"); a rule alone is no word. */
function cleanWord(word: OcrWord): OcrWord {
  if (RULE.test(word.text)) return { ...word, text: '' };
  return { ...word, text: word.text.replace(/^_+|_+$/g, '') };
}

function centre(line: OcrLine): number {
  return (line.top + line.bottom) / 2;
}

function height(line: OcrLine): number {
  return Math.max(1, line.bottom - line.top);
}
