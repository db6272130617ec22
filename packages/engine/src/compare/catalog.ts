/**
 * The schema as compare/ and excel/ need it: category labels and element order, label and unit.
 * Kept behind this one file so the rest of compare/ does not depend on how schema.ts is shaped.
 */
import { findSchemaCategory, SCHEMA, type SchemaCategory, type SchemaElement } from '../schema';

export type CatalogElement = Pick<SchemaElement, 'key' | 'label'> & { unit: string };
export type CatalogCategory = SchemaCategory;

export function listCatalogCategories(): readonly CatalogCategory[] {
  return SCHEMA;
}

export function findCatalogCategory(key: string): CatalogCategory | undefined {
  return findSchemaCategory(key);
}

/** "toeslagen" → "Toeslagen"; an unknown key reads as its words ("extra_regels" → "Extra regels"). */
export function labelCategory(key: string): string {
  const known = findSchemaCategory(key)?.label;
  if (known) return known;
  const words = key.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
