/**
 * The Dutch words for the cao engine's unit codes, as the results' 'Eenheid' column and the Excel
 * show them (the engine's `describeUnit` uses the same words). Unknown codes are shown as they are.
 */
export const UNIT_LABELS: Readonly<Record<string, string>> = {
  pct: 'procent',
  eur: 'euro',
  eur_per_km: 'euro per km',
  eur_per_day: 'euro per dag',
  eur_per_month: 'euro per maand',
  hours_per_week: 'uur per week',
  days_per_year: 'dagen per jaar',
  hours_per_year: 'uur per jaar',
  minutes_per_day: 'minuten per dag',
  months: 'maanden',
  count: 'aantal',
  date: 'datum',
  text: 'tekst',
};

export function labelUnit(unit: string): string {
  return Object.hasOwn(UNIT_LABELS, unit) ? (UNIT_LABELS[unit] ?? unit) : unit;
}
