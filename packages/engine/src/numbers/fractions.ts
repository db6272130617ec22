import { roundTo } from './parse-number';
import type { Quantity } from './quantity';

const VULGAR: Record<string, number> = { '½': 1 / 2, '⅓': 1 / 3, '⅔': 2 / 3, '¼': 1 / 4, '¾': 3 / 4 };

/**
 * A whole number with a fraction, as cao's print a third: "33 1/3", "33⅓", and "331⁄3" (a text layer
 * that lost the raised numerator's position: the digit before the fraction slash is the numerator).
 */
const MIXED =
  /(?<![\d.,])(\d{1,3})(?:\s?([½⅓⅔¼¾])|\s+(\d)\s?[/\u2044]\s?(\d{1,2})|(\d)\u2044(\d))(?![\d/\u2044])/gu;

/** Mixed fractions in a text, their value to two decimals (33 1/3 → 33.33). */
export function findMixedFractions(text: string): Quantity[] {
  if (!/[½⅓⅔¼¾/\u2044]/u.test(text)) return [];
  const found: Quantity[] = [];
  for (const m of text.matchAll(MIXED)) {
    const numerator = Number(m[3] ?? m[5] ?? 0);
    const denominator = Number(m[4] ?? m[6] ?? 1);
    const fraction = m[2] ? VULGAR[m[2]]! : numerator / denominator;
    if (!m[2] && (denominator === 0 || numerator >= denominator)) continue;
    found.push({
      value: roundTo(Number(m[1]) + fraction, 2),
      start: m.index,
      end: m.index + m[0].length,
      text: m[0],
      inWords: false,
    });
  }
  return found;
}
