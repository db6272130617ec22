import { roundTo } from './parse-number';
import { scanNumeralsAfter, scanNumeralsBefore, scanQuantities, type Quantity } from './quantity';

const EURO_SIGN = /€|\bEUR\b|\beuro\b/giu;
// A text layer that lost the € glyph may print it as a lone "e" ("van e 5,45"): read only in lower case, after a
// word and before a sum in cents; not a row label ("E 19,86" or "e 19,86" at the start of a table row).
const LOST_EURO_SIGN = /(?<=(?:\p{L}{2,}|[:(])\s)e(?=\s\d{1,3}(?:\.\d{3})*,\d{2}(?![\d,]))/gu;
// A € sign after the number is not read: in a table row it belongs to the next cell ("4 € 2.742,44").
const EURO_AFTER = /(?:,-)?\s?(?:euro(?![\p{L}])|EUR\b)/giu;

/**
 * Amounts in euro: "€ 2.364,80", "€ 500", "€ 12,50", "EUR 12,50", "150 euro", "honderdvijftig euro", and
 * "e 12,50" where the text layer lost the € sign.
 */
export function findAmounts(text: string): Quantity[] {
  const lost = /\se\s\d/.test(text);
  if (!/€|eur/i.test(text) && !lost) return [];
  const found = [
    ...scanNumeralsAfter(text, EURO_SIGN),
    ...scanNumeralsBefore(text, EURO_AFTER),
    ...(lost ? scanNumeralsAfter(text, LOST_EURO_SIGN) : []),
  ];
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  // "€ 500 euro" would be found twice; keep the first of overlapping matches.
  return found.filter((q, i) => i === 0 || q.start >= found[i - 1]!.end);
}

/** Bare Dutch money numerals with two decimals, as in table cells without a € sign ("2.524,60"). */
export function findBareAmounts(text: string): Quantity[] {
  return scanQuantities(text, /(?<![\d.,])(?<n>\d{1,3}(?:\.\d{3})+,\d{2}|\d+,\d{2})(?![\d,])/g);
}

const CENT_AFTER = /\s?(?:eurocent|cent)(?![\p{L}])/giu;

/** "19 cent", "21 eurocent": amounts in cents, as euro (0.19); `text` keeps the word, to cite it. */
export function findCents(text: string): Quantity[] {
  if (!/cent/i.test(text)) return [];
  return scanNumeralsBefore(text, CENT_AFTER, (cents) =>
    cents >= 1 && cents < 100 ? roundTo(cents / 100, 4) : null,
  );
}
