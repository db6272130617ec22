/** Dutch number notation without Intl's non-breaking spaces, so strings compare and print predictably. */

const MINUS = '\u2212';

/** "2.448,6" style: thousands with dots, decimal comma, at most `maxDecimals` decimals. */
export function formatDutchNumber(value: number, maxDecimals = 2, minDecimals = 0): string {
  return new Intl.NumberFormat('nl-NL', {
    minimumFractionDigits: minDecimals,
    maximumFractionDigits: maxDecimals,
    useGrouping: true,
  })
    .format(Math.abs(value))
    .replace(/\u00a0/g, ' ')
    .replace(/^/, value < 0 && roundTo(Math.abs(value), maxDecimals) !== 0 ? MINUS : '');
}

/** "+€ 293,84", "−2", "+1,5": an explicit sign for a difference. */
export function signOf(value: number): string {
  return value > 0 ? '+' : value < 0 ? MINUS : '';
}

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
