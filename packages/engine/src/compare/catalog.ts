/**
 * The schema as compare/ and excel/ need it: category labels and element order, label and unit.
 * Kept behind this one file so the rest of compare/ does not depend on how schema.ts is shaped.
 */
export interface CatalogElement {
  key: string;
  label: string;
  unit: string;
}

export interface CatalogCategory {
  key: string;
  label: string;
  elements: readonly CatalogElement[];
}

// TODO(schema.ts): wire to the engine schema once src/schema.ts lands.
const CATEGORIES: readonly CatalogCategory[] = [];

const BY_KEY = new Map(CATEGORIES.map((category) => [category.key, category]));

export function listCatalogCategories(): readonly CatalogCategory[] {
  return CATEGORIES;
}

export function findCatalogCategory(key: string): CatalogCategory | undefined {
  return BY_KEY.get(key);
}

/** "toeslagen" → "Toeslagen"; an unknown key reads as its words ("extra_regels" → "Extra regels"). */
export function labelCategory(key: string): string {
  const known = BY_KEY.get(key)?.label;
  if (known) return known;
  const words = key.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
