import { findCatalogueCategory, UNITS, type Unit } from './catalogue';
import { labelUnit } from './unit-labels';

/**
 * A value a reviewer types, read in the element's unit the way Dutch people write it:
 * '€ 2.345,67', '2345,67', '3,5%', '38 uur', '1-7-2025', '1 juli 2025'. A value with another unit's
 * mark (a '%' for an amount, '€' for hours) is refused, never converted. The same function checks
 * the correction form in the browser and the correction route on the server.
 */
export type ParsedValue = { ok: true; value: number | string } | { ok: false; message: string };

const EXAMPLES: Record<Unit, string> = {
  pct: '3,5%',
  eur: '€ 2.345,67',
  eur_per_km: '€ 0,23',
  eur_per_day: '€ 15,50',
  eur_per_month: '€ 2.345,67',
  hours_per_week: '38',
  days_per_year: '25',
  hours_per_year: '200',
  minutes_per_day: '30',
  months: '6',
  count: '12',
  date: '1-7-2025',
  text: 'een korte omschrijving',
};

/** Words that may stand beside the number; any other word belongs to another unit. */
const UNIT_WORDS: Record<Exclude<Unit, 'date' | 'text'>, string[]> = {
  pct: ['procent'],
  eur: ['euro', 'eur'],
  eur_per_km: ['euro', 'eur', 'per', 'km', 'kilometer'],
  eur_per_day: ['euro', 'eur', 'per', 'dag'],
  eur_per_month: ['euro', 'eur', 'per', 'maand'],
  hours_per_week: ['uur', 'uren', 'per', 'week'],
  days_per_year: ['dag', 'dagen', 'per', 'jaar'],
  hours_per_year: ['uur', 'uren', 'per', 'jaar'],
  minutes_per_day: ['minuut', 'minuten', 'min', 'per', 'dag'],
  months: ['maand', 'maanden'],
  count: ['dag', 'dagen', 'km', 'schaal', 'schalen', 'keer', 'stuks'],
};

/** The Dutch month names, January first (parsing here, formatting in the engine's compare). */
export const DUTCH_MONTHS = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
];

export function describeExpectedValue(unit: string): string {
  const example = (UNITS as readonly string[]).includes(unit) ? EXAMPLES[unit as Unit] : '12';
  return `Vul een waarde in ${labelUnit(unit)} in, bijvoorbeeld ${example}.`;
}

const refuse = (unit: string): ParsedValue => ({
  ok: false,
  message: `Deze waarde past niet bij de eenheid ${labelUnit(unit)}. ${describeExpectedValue(unit)}`,
});

/** '2.345,67' → 2345.67, '3,5' → 3.5, '2.5' → 2.5 (a point before one or two digits is a decimal point). */
export function parseDutchNumber(text: string): number | null {
  const compact = text.replace(/\s/g, '').replace(/[−–]/g, '-').replace(/,-$/, '');
  let normal: string;
  if (/^-?\d{1,3}(\.\d{3})+(,\d+)?$/.test(compact)) normal = compact.replace(/\./g, '').replace(',', '.');
  else if (/^-?\d+(,\d+)?$/.test(compact)) normal = compact.replace(',', '.');
  else if (/^-?\d+\.\d{1,2}$/.test(compact)) normal = compact;
  else return null;
  const value = Number(normal);
  return Number.isFinite(value) ? value : null;
}

function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function parseDutchDate(text: string): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numeric = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  if (numeric) return isoDay(Number(numeric[3]), Number(numeric[2]), Number(numeric[1]));
  const written = /^(\d{1,2})\s+([a-z]+)\s+(\d{4})$/i.exec(text);
  const month = written ? DUTCH_MONTHS.indexOf((written[2] ?? '').toLowerCase()) + 1 : 0;
  return written && month > 0 ? isoDay(Number(written[3]), month, Number(written[1])) : null;
}

export function parseDutchValue(input: string, unit: string): ParsedValue {
  const text = input.trim().replace(/\s+/g, ' ');
  if (!text) return { ok: false, message: `Vul een waarde in. ${describeExpectedValue(unit)}` };
  if (unit === 'text' || !(UNITS as readonly string[]).includes(unit)) {
    return text.length > 500
      ? { ok: false, message: 'Een waarde is hoogstens 500 tekens lang.' }
      : { ok: true, value: text };
  }
  if (unit === 'date') {
    const day = parseDutchDate(text);
    return day ? { ok: true, value: day } : refuse(unit);
  }
  const hasEuro = /€/.test(text);
  const hasPercent = /%/.test(text);
  const isEuro = unit.startsWith('eur');
  if (hasEuro !== isEuro && hasEuro) return refuse(unit);
  if (hasPercent && unit !== 'pct') return refuse(unit);
  const allowed = UNIT_WORDS[unit as keyof typeof UNIT_WORDS];
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  if (words.some((word) => !allowed.includes(word))) return refuse(unit);
  const number = parseDutchNumber(text.replace(/[€%]/g, '').replace(/[a-z]+/gi, ''));
  return number === null ? refuse(unit) : { ok: true, value: number };
}

/** The unit of a catalogue element, else null (an element the engine added beside the schema). */
export function findElementUnit(category: string, elementKey: string): Unit | null {
  const entry = findCatalogueCategory(category);
  const element = entry?.elements.find((candidate) => candidate.key === elementKey);
  return element ? element.unit : null;
}
