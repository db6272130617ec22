/**
 * The 16 comparison categories (spec 02 §2 "Scan results"): display order and Dutch labels, shared
 * by the engine (comparison, Excel) and both apps. Unknown categories come last, alphabetically.
 */
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
export type CategoryKey = (typeof CATEGORY_ORDER)[number];

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

/** Labels shared by the engine's schema, the Excel and the screens, so workbook and screen agree. */
export const CATEGORY_LABELS: Record<string, string> = {
  beloning: 'Beloning',
  inschaling: 'Inschaling',
  periodieken: 'Periodieken',
  initiele_verhogingen: 'Initiële verhogingen',
  betaalde_pauzes: 'Betaalde pauzes',
  toeslagen: 'Toeslagen',
  vakantiebijslag: 'Vakantiebijslag',
  vergoedingen: 'Vergoedingen',
  bijzondere_uitkeringen: 'Bijzondere uitkeringen',
  loondoorbetaling_ziekte: 'Loondoorbetaling bij ziekte',
  verlof: 'Verlof',
  ikb: 'Individueel Keuzebudget (IKB)',
  pensioen: 'Pensioen',
  duurzaam_werken_en_leven: 'Duurzaam werken en leven',
  aanvullende_regelingen: 'Aanvullende regelingen',
  overige_regelingen: 'Overige regelingen',
};

/** "toeslagen" → "Toeslagen"; an unknown key reads as its words ("extra_regels" → "Extra regels"). */
export function labelCategory(key: string): string {
  const known = CATEGORY_LABELS[key];
  if (known) return known;
  const words = key.replace(/_/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Overig';
}
