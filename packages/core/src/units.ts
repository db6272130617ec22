/**
 * The units of an element's value (schema.json), apart from the element catalogue: a schema that only
 * needs the units does not pull every label into the customer app's first screen.
 */
export const UNITS = [
  'pct',
  'eur',
  'eur_per_km',
  'eur_per_day',
  'eur_per_month',
  'hours_per_week',
  'days_per_year',
  'hours_per_year',
  'minutes_per_day',
  'months',
  'count',
  'date',
  'text',
] as const;
export type Unit = (typeof UNITS)[number];
