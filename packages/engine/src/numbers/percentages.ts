import { roundTo } from './parse-number';
import { scanNumeralsBefore, type Quantity } from './quantity';

const PERCENT_SIGN = /\s?%|\s+procent(?![\p{L}])/giu;

const VULGAR_FRACTIONS: Record<string, number> = {
  '½': 1 / 2,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 1 / 4,
  '¾': 3 / 4,
};

/** A whole number with a fraction before the percent sign: "33 1/3%", "133⅓ %", "12 1/2 procent". */
const MIXED_FRACTION_PERCENT =
  /(?<![\d.,/])(?<whole>\d{1,3})(?:\s?(?<num>[1-9])\/(?<den>[2-9])|\s?(?<glyph>[½⅓⅔¼¾]))(?:\s?%|\s+procent(?![\p{L}]))/giu;

function mixedFractions(text: string): Quantity[] {
  if (!/\/|[½⅓⅔¼¾]/u.test(text)) return [];
  const found: Quantity[] = [];
  MIXED_FRACTION_PERCENT.lastIndex = 0;
  for (let match = MIXED_FRACTION_PERCENT.exec(text); match; match = MIXED_FRACTION_PERCENT.exec(text)) {
    const { whole, num, den, glyph } = match.groups!;
    const fraction = glyph ? VULGAR_FRACTIONS[glyph]! : Number(num) / Number(den);
    if (fraction >= 1) continue;
    found.push({
      value: roundTo(Number(whole) + fraction, 2),
      start: match.index,
      end: match.index + match[0].length,
      text: match[0],
      inWords: false,
    });
  }
  return found;
}

/** "8%", "8,33 %", "130%", "acht procent", "tweeënhalf procent", "33 1/3%". */
export function findPercentages(text: string): Quantity[] {
  if (!/%|procent/i.test(text)) return [];
  const plain = scanNumeralsBefore(text, PERCENT_SIGN);
  const mixed = mixedFractions(text);
  if (mixed.length === 0) return plain;
  // the fraction's denominator ("3" of "33 1/3%") must not also be read as a percentage of its own
  const kept = plain.filter((q) => !mixed.some((m) => q.start < m.end && m.start < q.end));
  return [...kept, ...mixed].sort((a, b) => a.start - b.start);
}
