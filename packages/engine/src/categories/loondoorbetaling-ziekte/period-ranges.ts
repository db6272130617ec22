import { parseNumberWord } from '../../numbers';

/**
 * A tier of sickness as a range of weeks or months, in figures or ordinal words: "de 27e week tot en met de
 * 78e week", "53-104 weken", "week 1 tot en met 52", "maanden 13 t/m 24", "van de eerste tot de zesde maand",
 * "de zevenentwintigste tot en met de honderdvierde week". The unit may stand before the first number,
 * after either number, or both.
 */
export interface PeriodRange {
  index: number;
  from: number;
  to: number;
  unit: 'week' | 'maand';
}

/** "eerste" 1, "derde" 3, "twaalfde" 12, "vierentwintigste" 24, "tweeënvijftigste" 52; else null. */
export function parseOrdinalWord(word: string): number | null {
  const lower = word.normalize('NFC').toLowerCase();
  if (lower === 'eerste') return 1;
  if (lower === 'derde') return 3;
  const base = lower.endsWith('ste') ? lower.slice(0, -3) : lower.endsWith('de') ? lower.slice(0, -2) : null;
  return base ? parseNumberWord(base) : null;
}

function parseBound(text: string): number | null {
  const figure = /^(\d{1,3})(?:e|ste|de)?$/i.exec(text);
  return figure ? Number(figure[1]) : parseOrdinalWord(text);
}

const BOUND = String.raw`(\d{1,3}(?:e|ste|de)?|\p{L}+(?:ste|de))`;
const UNIT = String.raw`(weken|week|maanden|maand)`;
const RANGE = new RegExp(
  String.raw`(?:\b${UNIT}\s+)?(?<![\p{L}\d])${BOUND}\s*(?:${UNIT}\s+)?(?:tot\s+en\s+met|t\/m|tot|-|–)\s*(?:de\s+)?(?:${UNIT}\s+)?${BOUND}(?![\p{L}\d])(?:\s*${UNIT}\b)?`,
  'giu',
);

export function findPeriodRanges(text: string): PeriodRange[] {
  const ranges: PeriodRange[] = [];
  for (const match of text.matchAll(RANGE)) {
    const [, unitBefore, first, unitAfterFirst, unitBeforeSecond, second, unitAfter] = match;
    const unit = unitBefore ?? unitAfterFirst ?? unitBeforeSecond ?? unitAfter;
    if (!unit) continue;
    const from = parseBound(first!);
    const to = parseBound(second!);
    if (from === null || to === null || from >= to) continue;
    ranges.push({ index: match.index, from, to, unit: /^we/i.test(unit) ? 'week' : 'maand' });
  }
  return ranges;
}

/**
 * Where the last range in the text that lies in the given year of sickness starts, or -1: within weeks 1–52
 * (months 1–12) for the first year, holding week 53 (month 13) for the second.
 */
export function lastRangeIn(text: string, year: 'first' | 'second'): number {
  let last = -1;
  for (const { index, from, to, unit } of findPeriodRanges(text)) {
    const perYear = unit === 'week' ? 52 : 12;
    const inYear = year === 'first' ? to <= perYear : from <= perYear + 1 && to >= perYear + 1;
    if (inYear) last = index;
  }
  return last;
}
