import { normaliseLine } from '../normalise-text';
import type { PrintedLine } from '../pdf/build-lines';
import type { LeaderSpan } from './find-leaders';
import { mendDigits, mendSectionSign } from './mend-digits';
import { mendWordLeaders } from './mend-leaders';
import type { OcrLine, OcrWord } from './parse-tsv';

/** Lines whose vertical centres differ less than this (fraction of the taller line) share a row. */
const SAME_ROW = 0.4;
/** Table rules that tesseract reads as letters; a text layer never has them either. */
const RULE = /^[|¦_]+$/;
/** Words followed by a (Roman) number in a cao. */
const NUMBERED =
  /^(bijlage|hoofdstuk|deel|titel|afdeling|paragraaf|artikel|schaal|loonschaal|groep|functiegroep|loongroep|categorie|tabel|protocol|annex|addendum)$/i;
const ONLY_DOTS = /^[.\s]*$/;
const LEADER = '......';
const PAGE_NUMBER = /^\d{1,4}$/;
const LEADER_WORD: OcrWord = {
  text: LEADER,
  left: 0,
  top: 0,
  width: 0,
  height: 0,
  confidence: 100,
  lineKey: 'leader',
};

/**
 * Rebuilds printed lines from tesseract's lines, like buildLines does for a text layer: lines at the
 * same height are one row, read left to right, so a table whose cells tesseract saw as separate
 * blocks still reads as one line ("A € 2.448,60 € 73,46 4 € 2.742,44"). Words are joined with one
 * space: tesseract already split them. Rows carry no baseline: a scanned page shifts a little from
 * page to page, so running headers and footers are recognised by their text alone.
 */
export function buildOcrLines(lines: OcrLine[], leaders: LeaderSpan[] = [], slope = 0): PrintedLine[] {
  // On a slanted scan a row's cells stand lower to the right: heights are compared as if level.
  const centre = (line: OcrLine) => (line.top + line.bottom) / 2 - slope * ((line.left + line.right) / 2);
  const sorted = [...lines, ...leaders.map(toLeaderLine)].sort((a, b) => centre(a) - centre(b));
  const rows: OcrLine[][] = [];
  let row: OcrLine[] = [];
  for (const line of sorted) {
    const anchor = row[0];
    const tolerance = SAME_ROW * Math.max(height(anchor, slope), height(line, slope));
    if (anchor && Math.abs(centre(anchor) - centre(line)) <= tolerance) {
      row.push(line);
      continue;
    }
    if (row.length > 0) rows.push(row);
    row = [line];
  }
  if (row.length > 0) rows.push(row);
  return rows.flatMap((parts) => {
    // Tesseract's own lines are taken left to right, each in its own word order: within a line
    // that order is right even where a word's box is not (psm 6 may give a word its line's box).
    const printed = parts.filter((part) => !isLeaderLine(part)).sort((a, b) => a.left - b.left);
    const words = printed
      .flatMap((part) => part.words)
      .map((word, i, all) => cleanWord(word, all[i - 1]))
      .filter((word) => word.text !== '');
    if (printed.length < parts.length) insertLeader(words);
    // Tesseract prints every dash between words or numbers as an em dash; in a cao that is nearly
    // always the en dash of a range ("06.00 – 18.00 uur", "2025–2027"), which the rules look for.
    const text = mendSectionSign(
      normaliseLine(mendDigits(mendWordLeaders(words)).join(' ')).replace(/—/g, '–'),
    );
    return text && !ONLY_DOTS.test(text) ? [{ text }] : [];
  });
}

/**
 * Rules drawn under or beside a word stick to it ("_Dispensatie"); a rule alone is no word. But
 * tesseract reads a Roman one as "|" too: after a word that takes a numeral ("Bijlage |") it is "I",
 * as is an "l" among Roman capitals there ("BIJLAGE Il").
 */
function cleanWord(word: OcrWord, previous: OcrWord | undefined): OcrWord {
  if (NUMBERED.test(previous?.text ?? '')) {
    if (/^\|{1,3}$/.test(word.text)) return { ...word, text: 'I'.repeat(word.text.length) };
    // "BIJLAGE Il": a lower-case l among Roman capitals is an I.
    if (/^[IVX]*l[IVXl]*$/.test(word.text) && /[IVX]/.test(word.text)) {
      return { ...word, text: word.text.replace(/l/g, 'I') };
    }
  }
  // A dash read as two ("Artikel 17 –- Loon") is one.
  if (/^[-–—]{2,}$/.test(word.text)) return { ...word, text: '–' };
  if (RULE.test(word.text)) return { ...word, text: '' };
  return { ...word, text: word.text.replace(/^_+|_+$/g, '') };
}

/** An erased leader goes back between the title and its page number (or after the title). */
function insertLeader(words: OcrWord[]): void {
  const last = words.at(-1);
  const leader: OcrWord = { ...(last ?? LEADER_WORD), text: LEADER, confidence: 100, lineKey: 'leader' };
  if (last && PAGE_NUMBER.test(last.text)) words.splice(words.length - 1, 0, leader);
  else words.push(leader);
}

function isLeaderLine(line: OcrLine): boolean {
  return line.words[0]?.lineKey === 'leader';
}

/** A leader whose dots were erased before the second reading is put back where it was printed. */
function toLeaderLine(span: LeaderSpan): OcrLine {
  const middle = (span.left + span.right) / 2;
  const shift = span.slope * (middle - span.anchorX);
  const top = span.top + shift;
  const bottom = span.bottom + shift;
  const box = { left: span.left, top, width: span.right - span.left, height: bottom - top };
  return {
    left: span.left,
    right: span.right,
    top,
    bottom,
    words: [{ text: LEADER, ...box, confidence: 100, lineKey: 'leader' }],
  };
}

/** The text's own height: a slanted line's box is taller by its slant. */
function height(line: OcrLine | undefined, slope: number): number {
  if (!line) return 1;
  return Math.max(1, line.bottom - line.top - Math.abs(slope) * (line.right - line.left));
}
