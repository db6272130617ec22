/**
 * Dutch numerals as printed in a cao: "2.185,50", "37,5", "1.000", "0,19", "8".
 * The dot groups thousands and the comma is the decimal sign; a dot followed by exactly three
 * digits is a thousands separator, any other dot is read as a decimal point (rare "12.5").
 */
export const DUTCH_NUMBER_SOURCE = String.raw`\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?`;

const DUTCH_NUMBER = new RegExp(`^(?:${DUTCH_NUMBER_SOURCE})$`);
const DECIMAL_POINT = /^\d+\.\d{1,2}$|^\d+\.\d{4,}$/;

/** The value of a Dutch numeral, or null when the text is not one number. */
export function parseDutchNumber(text: string): number | null {
  const trimmed = text.trim().replace(/,-$/, '');
  if (DUTCH_NUMBER.test(trimmed)) {
    const value = Number(trimmed.replace(/\./g, '').replace(',', '.'));
    return Number.isFinite(value) ? value : null;
  }
  if (DECIMAL_POINT.test(trimmed)) return Number(trimmed);
  return null;
}

/** Rounds to `decimals` places without binary noise (162.5 × 14.71 → 2390.38). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
}
