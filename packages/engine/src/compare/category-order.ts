/** Category display order of spec 02 §2 "Scan results"; unknown categories follow alphabetically. */
export const CATEGORY_ORDER = [
  'beloning',
  'inschaling',
  'periodieken',
  'initiele_verhogingen',
  'betaalde_pauzes',
  'toeslagen',
  'vakantiebijslag',
  'vergoedingen',
  'bijzondere_uitkeringen',
  'loondoorbetaling_ziekte',
  'verlof',
  'ikb',
  'pensioen',
  'duurzaam_werken_en_leven',
  'aanvullende_regelingen',
  'overige_regelingen',
] as const;

const RANK = new Map<string, number>(CATEGORY_ORDER.map((key, index) => [key, index]));

export function compareCategoryKeys(a: string, b: string): number {
  const rankA = RANK.get(a) ?? CATEGORY_ORDER.length;
  const rankB = RANK.get(b) ?? CATEGORY_ORDER.length;
  return rankA - rankB || a.localeCompare(b, 'nl');
}

/** Distinct category keys in display order. */
export function orderCategories(keys: Iterable<string>): string[] {
  return [...new Set(keys)].sort(compareCategoryKeys);
}
