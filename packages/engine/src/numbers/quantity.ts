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
