import { findMixedFractions } from './fractions';
import { scanNumeralsBefore, type Quantity } from './quantity';

const PERCENT_SIGN = /\s?%|\s+procent(?![\p{L}])/giu;

const SIGN_AFTER = /^\s?(?:%|procent(?![\p{L}]))/iu;

/** "8%", "8,33 %", "130%", "acht procent", "tweeënhalf procent", "33 1/3%", "33⅓ %". */
export function findPercentages(text: string): Quantity[] {
  if (!/%|procent/i.test(text)) return [];
  const found = scanNumeralsBefore(text, PERCENT_SIGN);
  // "33 1/3%": the fraction's whole, not its denominator ("3%"), is the percentage.
  const fractions = findMixedFractions(text).flatMap((q) => {
    const sign = SIGN_AFTER.exec(text.slice(q.end));
    if (!sign) return [];
    const end = q.end + sign[0].length;
    return [{ ...q, end, text: text.slice(q.start, end) }];
  });
  if (fractions.length === 0) return found;
  const plain = found.filter((p) => !fractions.some((f) => p.start < f.end && f.start < p.end));
  return [...plain, ...fractions].sort((a, b) => a.start - b.start);
}
