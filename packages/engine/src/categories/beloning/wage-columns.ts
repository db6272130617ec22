/**
 * The wage period of each amount column, read from a table's header: "Per uur | Per week | Per 4 weken",
 * or, for scales printed side by side, the same columns once per scale ("Maandsalaris Periodesalaris
 * Uurloon Maandsalaris Periodesalaris Uurloon" over two scales next to each other).
 */
export type WagePeriod = 'month' | 'hour' | 'week' | 'four-weeks';
export type ColumnPeriod = WagePeriod | 'year';

/** The wage period a header phrase names, in printed order. */
const COLUMN_PERIOD =
  /per\s+uur|uurlo(?:on|nen)|per\s+week|weeklo(?:on|nen)|per\s+(?:periode\s+van\s+)?(?:vier|4)\s+weken|per\s+periode(?!\s+van)|periode(?:lo(?:on|nen)|salaris)|vierwekelijks|per\s+maand|maandlo(?:on|nen)|maandsalaris|per\s+jaar|jaarlo(?:on|nen)|jaarsalaris/gi;

function periodOf(phrase: string): ColumnPeriod {
  if (/uur/i.test(phrase)) return 'hour';
  if (/vier|4|periode|vierwekelijks/i.test(phrase)) return 'four-weeks';
  if (/week/i.test(phrase)) return 'week';
  if (/jaar/i.test(phrase)) return 'year';
  return 'month';
}

/**
 * The periods of the amount columns, repeating: cell i of a row has period `group[i % group.length]`,
 * and a row holds at most `groups` such groups (scales side by side). `counts` is the number of
 * amounts per row. The last phrases of the header must name one period per amount of the widest row,
 * as a group repeated `groups` times whose size divides every row's count: a row of a side-by-side
 * table with only its right-hand scale filled keeps the right periods, as each group is whole.
 * Null when the header does not name the columns so.
 */
export function columnPeriods(
  header: string,
  counts: readonly number[],
): { group: ColumnPeriod[]; groups: number } | null {
  const periods = [...header.matchAll(COLUMN_PERIOD)].map((match) => periodOf(match[0]));
  if (periods.length < 2 || counts.length === 0) return null;
  const widest = Math.max(...counts);
  // A header naming exactly one period per column reads as is, without looking for a repeat.
  const exact = counts.every((count) => count === periods.length);
  if (!exact && periods.length < widest) return null;
  const tail = periods.slice(periods.length - widest);
  for (let size = 1; size <= widest; size++) {
    if (widest % size !== 0 || !counts.every((count) => count % size === 0)) continue;
    const group = tail.slice(0, size);
    if (tail.every((period, i) => period === group[i % size]))
      return { group, groups: exact && size === 1 ? 1 : widest / size };
  }
  return null;
}
