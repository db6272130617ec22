import type { Style } from 'exceljs';
import type { ElementOutcome, ExtractedElement, Favourable } from '../types';
import {
  describeSide,
  formatElementValue,
  isKnownUnit,
  outcomeOf,
  parseIsoDay,
  quantityParts,
} from '../compare';

/** A value cell: a number or date Excel can sort and filter, with a format that reads like the app. */
export interface ValueCell {
  value: number | Date | string | null;
  numFmt?: string;
}

/** Decimals actually printed, within what the unit allows: 8 → "8%", 8,33 → "8,33%". */
function decimalsOf(value: number, min: number, max: number): number {
  for (let decimals = min; decimals < max; decimals += 1) {
    if (Math.abs(value * 10 ** decimals - Math.round(value * 10 ** decimals)) < 1e-9) return decimals;
  }
  return max;
}

function quote(text: string): string {
  return text ? `"${text.replace(/"/g, '')}"` : '';
}

/** Excel stores formats with "." and ","; a Dutch Excel shows them as "," and ".". */
export function numberFormatFor(value: number, unit: string, elementKey: string): string {
  if (!isKnownUnit(unit) || unit === 'text' || unit === 'date') return '#,##0.###';
  const parts = quantityParts(value, unit, elementKey);
  const decimals = decimalsOf(value, parts.minDecimals, parts.maxDecimals);
  const number = decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : '#,##0';
  return `${quote(parts.prefix)}${number}${quote(parts.suffix)}`;
}

/** [$-413] makes Excel write month names in Dutch whatever the reader's language. */
export const DUTCH_DATE_FORMAT = '[$-413]d mmmm yyyy';

/** A value, or (without one) why: "Niet geregeld in deze cao" or "Niet gevonden — controleer handmatig". */
export function toValueCell(
  element: ExtractedElement | null,
  outcome: ElementOutcome = outcomeOf(element),
): ValueCell {
  if (!element || element.value === null) return { value: describeSide(null, outcome) };
  const { value, unit, key } = element;
  if (typeof value === 'number') return { value, numFmt: numberFormatFor(value, unit, key) };
  const day = unit === 'date' ? parseIsoDay(value) : null;
  if (day) return { value: new Date(Date.UTC(day.year, day.month - 1, day.day)), numFmt: DUTCH_DATE_FORMAT };
  return { value: formatElementValue(element) };
}

/** Not regulated reads as a remark; not found stands out, so nobody skips what must be checked by hand. */
export const OUTCOME_STYLES: Readonly<Record<ElementOutcome, Partial<Style>>> = {
  found: {},
  not_regulated: { font: { italic: true, color: { argb: 'FF555555' } } },
  not_found: {
    font: { italic: true, color: { argb: 'FF8A4B00' } },
    fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFE9C7' } },
  },
};

export function formatPages(element: ExtractedElement | null): string | null {
  return element && element.pages.length > 0 ? element.pages.join(', ') : null;
}

export const FAVOURABLE_LABELS: Record<Favourable, string> = {
  current: 'Huidige cao',
  client: 'Cao klant',
  equal: 'Gelijk',
  unknown: 'Niet te bepalen',
};
