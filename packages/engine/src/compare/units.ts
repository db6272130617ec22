import type { Unit } from '../types';
import { formatDutchNumber } from './format-number';

/** How a unit reads in Dutch: the column "Eenheid" and the noun after a quantity. */
interface UnitWording {
  label: string;
  /** [singular, plural] noun after the number; null for amounts (€) and percentages. */
  noun: [string, string] | null;
  /** Fixed suffix after the noun or amount ("per week"). */
  per: string | null;
}

const UNIT_WORDING: Record<Unit, UnitWording> = {
  pct: { label: 'procent', noun: null, per: null },
  eur: { label: 'euro', noun: null, per: null },
  eur_per_km: { label: 'euro per km', noun: null, per: 'per km' },
  eur_per_day: { label: 'euro per dag', noun: null, per: 'per dag' },
  eur_per_month: { label: 'euro per maand', noun: null, per: 'per maand' },
  hours_per_week: { label: 'uur per week', noun: ['uur', 'uur'], per: 'per week' },
  days_per_year: { label: 'dagen per jaar', noun: ['dag', 'dagen'], per: 'per jaar' },
  hours_per_year: { label: 'uur per jaar', noun: ['uur', 'uur'], per: 'per jaar' },
  minutes_per_day: { label: 'minuten per dag', noun: ['minuut', 'minuten'], per: 'per dag' },
  months: { label: 'maanden', noun: ['maand', 'maanden'], per: null },
  count: { label: 'aantal', noun: null, per: null },
  date: { label: 'datum', noun: null, per: null },
  text: { label: 'tekst', noun: null, per: null },
};

/** A bare count means little; these schema elements count something with a name. */
const COUNT_NOUNS: Record<string, [string, string]> = {
  wachtdagen: ['dag', 'dagen'],
  bijzonder_verlof_huwelijk: ['dag', 'dagen'],
  reiskosten_drempel_km: ['km', 'km'],
  aantal_loonschalen: ['schaal', 'schalen'],
};

const KNOWN_UNITS = new Set(Object.keys(UNIT_WORDING));

export function isKnownUnit(unit: string): unit is Unit {
  return KNOWN_UNITS.has(unit);
}

function nounFor(unit: Unit, elementKey: string): [string, string] | null {
  return unit === 'count' ? (COUNT_NOUNS[elementKey] ?? null) : UNIT_WORDING[unit].noun;
}

/** The "Eenheid" column: "euro per maand", "uur per week", "dagen" (waiting days), "tekst". */
export function describeUnit(unit: string, elementKey = ''): string {
  if (!isKnownUnit(unit)) return unit;
  const noun = nounFor(unit, elementKey);
  return unit === 'count' && noun ? noun[1] : UNIT_WORDING[unit].label;
}

export interface QuantityParts {
  /** "€ " before euro amounts. */
  prefix: string;
  /** "%", " uur per week", " dagen", " per maand" after the number. */
  suffix: string;
  minDecimals: number;
  maxDecimals: number;
}

const EURO_UNITS = new Set<Unit>(['eur', 'eur_per_km', 'eur_per_day', 'eur_per_month']);

/** The pieces around a number, shared by the text display and the Excel number format. */
export function quantityParts(value: number, unit: Unit, elementKey = ''): QuantityParts {
  const wording = UNIT_WORDING[unit];
  const per = wording.per ? ` ${wording.per}` : '';
  if (EURO_UNITS.has(unit)) return { prefix: '€ ', suffix: per, minDecimals: 2, maxDecimals: 2 };
  if (unit === 'pct') return { prefix: '', suffix: '%', minDecimals: 0, maxDecimals: 3 };
  const noun = nounFor(unit, elementKey);
  const suffix = noun ? ` ${Math.abs(value) === 1 ? noun[0] : noun[1]}${per}` : per;
  return { prefix: '', suffix, minDecimals: 0, maxDecimals: 2 };
}

/** A quantity with its unit in Dutch: "€ 2.448,60 per maand", "8%", "38 uur per week", "1 dag". */
export function formatQuantity(value: number, unit: Unit, elementKey = ''): string {
  const parts = quantityParts(value, unit, elementKey);
  const number = formatDutchNumber(Math.abs(value), parts.maxDecimals, parts.minDecimals);
  const sign = value < 0 && number.replace(/[0,.]/g, '') !== '' ? '\u2212' : '';
  return `${sign}${parts.prefix}${number}${parts.suffix}`;
}
