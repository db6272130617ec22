import type { OcrLine, OcrWord } from './parse-tsv';

/**
 * Where a dotted leader may stand on the page image, in pixels (right may be the page edge). On a
 * slanted scan the line's band moves `slope` pixels down per pixel to the right of `anchorX`.
 */
export interface LeaderSpan {
  left: number;
  right: number;
  top: number;
  bottom: number;
  anchorX: number;
  slope: number;
}

const LEADER_WORD = /^[.…„‚,·:;'"`-]+$|^[.…„,]*[nmuervsaoc]{3,}[.…„,]*$/;
const NUMBER = /^[.…„‚,·'`]*\d{1,4}$/;
/** A leader is wider than this many line heights; a word of dot letters is not. */
const MIN_WIDTH = 3;
/** A page needs this many leader lines to be a contents list worth a second reading. */
export const MIN_LEADER_LINES = 3;
const CONTENTS_HEADING = /^(inhoud|inhoudsopgave|inhoudstafel|inhoudsoverzicht)\s*:?$/i;
const DOTTED_END = /(\.\.|…)\S*$/;

/**
 * Whether a page may be (part of) a contents list: 'heading' when a line is just "Inhoud(sopgave)",
 * 'leaders' for leader lines or lines ending in dots (tesseract's one-column reading, psm 4, leaves
 * out whole contents lines at times, the dots making them look like a picture), else null.
 */
export function detectContents(lines: OcrLine[]): 'heading' | 'leaders' | null {
  const texts = lines.map((line) => sortWords(line).map((word) => word.text));
  if (texts.some((words) => CONTENTS_HEADING.test(words.join(' ')))) return 'heading';
  const dotted = texts.filter((words) => DOTTED_END.test(words.slice(-2).join(' '))).length;
  return dotted >= 2 || countLeaderLines(lines) >= MIN_LEADER_LINES ? 'leaders' : null;
}

/**
 * Contents lines whose dotted leader tesseract read as words ("Looptijd … neren eenenen 5"): the run
 * of leader-like words at the end of a line (before a page number, if one was read), when it is
 * wider than a few line heights. Low-confidence words without a capital count as leader too.
 */
export function countLeaderLines(lines: OcrLine[]): number {
  return lines.filter((line) => {
    const words = sortWords(line);
    const end = words.length - (words.length > 1 && NUMBER.test(words.at(-1)?.text ?? '') ? 1 : 0);
    const run = words.slice(findRunStart(words, end), end);
    if (run.length === 0) return false;
    const left = Math.min(...run.map((word) => word.left));
    const right = Math.max(...run.map((word) => word.left + word.width));
    return right - left >= MIN_WIDTH * (line.bottom - line.top);
  }).length;
}

/**
 * On a contents page, the stretch of every line after its title, up to the page edge: where the
 * leader stands, whether tesseract read it as letters, as dots, or not at all. Only dot-sized ink
 * is erased there, so the page number at the end stays.
 */
export function findLineEnds(lines: OcrLine[], slope: number): LeaderSpan[] {
  return lines.flatMap((line) => {
    const words = sortWords(line);
    const end = words.length - (words.length > 1 && NUMBER.test(words.at(-1)?.text ?? '') ? 1 : 0);
    const title = words[findRunStart(words, end) - 1];
    if (!title) return [];
    const left = title.left + title.width + 1;
    // The box of a slanted line is taller than its text: its band is centred on the box.
    const height = Math.max(1, line.bottom - line.top - Math.abs(slope) * (line.right - line.left));
    const middle = (line.top + line.bottom) / 2;
    return [
      {
        left,
        right: Number.POSITIVE_INFINITY,
        top: middle - height / 2,
        bottom: middle + height / 2,
        anchorX: (line.left + line.right) / 2,
        slope,
      },
    ];
  });
}

function sortWords(line: OcrLine): OcrWord[] {
  return [...line.words].sort((a, b) => a.left - b.left);
}

function findRunStart(words: OcrWord[], end: number): number {
  let start = end;
  while (start > 1 && isLeaderWord(words[start - 1])) start--;
  return start;
}

function isLeaderWord(word: OcrWord | undefined): boolean {
  if (!word) return false;
  return LEADER_WORD.test(word.text) || (word.confidence < 20 && !/[\p{Lu}\d]/u.test(word.text));
}
