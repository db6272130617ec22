/** Spec 02 §2 "Scan results": the display order of categories; unknown ones last, alphabetically. */
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

export function compareCategories(a: string, b: string): number {
  const rankA = RANK.get(a) ?? CATEGORY_ORDER.length;
  const rankB = RANK.get(b) ?? CATEGORY_ORDER.length;
  return rankA - rankB || a.localeCompare(b, 'nl');
}

/** The same labels the engine's schema and the Excel use, so screen and workbook agree. */
const CATEGORY_LABELS: Record<string, string> = {
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
