import { DUTCH_NUMBER_SOURCE, parseDutchNumber } from './parse-number';
import { NUMBER_WORD_SOURCE, parseNumberWord } from './number-words';

/** A number found in a text: its value and where it stands (`text` is exactly what was printed). */
export interface Quantity {
  value: number;
  start: number;
  end: number;
  text: string;
  /** True when written in words ("acht procent"). */
  inWords: boolean;
}

/** Digits ("2.185,50") or a number word ("achtendertig"), captured as group `n`. */
export const NUMERAL_SOURCE = `(?<n>(?<![\\d.,])(?:${DUTCH_NUMBER_SOURCE})(?![\\d]|,\\d)|${NUMBER_WORD_SOURCE})`;

/** The value of a numeral in digits or words. */
export function parseNumeral(text: string): number | null {
  return /\d/.test(text) ? parseDutchNumber(text) : parseNumberWord(text);
}

/**
 * Every match of `pattern` (which must contain a named group `n` built from NUMERAL_SOURCE)
 * as a Quantity spanning the whole match. `transform` maps the numeral's value (e.g. × 60).
 */
export function scanQuantities(
  text: string,
  pattern: RegExp,
  transform?: (value: number, match: RegExpExecArray) => number | null,
): Quantity[] {
  const regex = pattern.global ? pattern : new RegExp(pattern.source, `${pattern.flags}g`);
  regex.lastIndex = 0;
  const found: Quantity[] = [];
  for (let match = regex.exec(text); match; match = regex.exec(text)) {
    if (match[0].length === 0) {
      regex.lastIndex++;
      continue;
    }
    const numeral = match.groups?.n;
    const base = numeral === undefined ? null : parseNumeral(numeral);
    const value = base === null ? null : transform ? transform(base, match) : base;
    if (value === null || !Number.isFinite(value)) continue;
    found.push({
      value,
      start: match.index,
      end: match.index + match[0].length,
      text: match[0],
      inWords: numeral !== undefined && !/\d/.test(numeral),
    });
  }
  return found;
}

const NUMERAL_AT_END = new RegExp(`${NUMERAL_SOURCE}$`, 'iu');
const NUMERAL_AT_START = new RegExp(`^\\s?${NUMERAL_SOURCE}(?:,-)?`, 'iu');
const WINDOW = 40;

/**
 * Numerals right before each match of `marker` (a global regex for the unit, with its leading
 * space: / ?%/): "8%", "acht procent". Finding the unit first and reading back a short window is
 * much cheaper than trying the numeral pattern at every position of a long text.
 */
export function scanNumeralsBefore(
  text: string,
  marker: RegExp,
  transform?: (value: number) => number | null,
): Quantity[] {
  const found: Quantity[] = [];
  marker.lastIndex = 0;
  for (let match = marker.exec(text); match; match = marker.exec(text)) {
    if (match[0].length === 0) {
      marker.lastIndex++;
      continue;
    }
    const from = Math.max(0, match.index - WINDOW);
    const numeral = NUMERAL_AT_END.exec(text.slice(from, match.index));
    const base = numeral ? parseNumeral(numeral.groups!.n!) : null;
    const value = base === null ? null : transform ? transform(base) : base;
    if (value === null || !Number.isFinite(value)) continue;
    const start = from + numeral!.index;
    const end = match.index + match[0].length;
    found.push({ value, start, end, text: text.slice(start, end), inWords: !/\d/.test(numeral!.groups!.n!) });
  }
  return found;
}

/** Numerals right after each match of `marker` (a global regex): "€ 2.364,80", "EUR 12,50". */
export function scanNumeralsAfter(text: string, marker: RegExp): Quantity[] {
  const found: Quantity[] = [];
  marker.lastIndex = 0;
  for (let match = marker.exec(text); match; match = marker.exec(text)) {
    const after = match.index + match[0].length;
    const numeral = NUMERAL_AT_START.exec(text.slice(after, after + WINDOW));
    const value = numeral ? parseNumeral(numeral.groups!.n!) : null;
    if (value === null || !Number.isFinite(value)) continue;
    const end = after + numeral![0].length;
    found.push({
      value,
      start: match.index,
      end,
      text: text.slice(match.index, end),
      inWords: !/\d/.test(numeral!.groups!.n!),
    });
  }
  return found;
}
