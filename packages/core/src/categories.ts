/**
 * Category order and Dutch labels for the engine (comparison, Excel) and both apps, taken from the
 * element catalogue. Unknown categories come last, alphabetically.
 */
import { CATEGORY_CATALOGUE, type CategoryKey } from './catalogue';

export const CATEGORY_ORDER: readonly CategoryKey[] = CATEGORY_CATALOGUE.map((category) => category.key);

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
export const CATEGORY_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  CATEGORY_CATALOGUE.map((category) => [category.key, category.label]),
);

/** "toeslagen" → "Toeslagen"; an unknown key reads as its words ("extra_regels" → "Extra regels"). */
export function labelCategory(key: string): string {
  const known = CATEGORY_LABELS[key];
  if (known) return known;
  const words = key.replace(/_/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Overig';
}
