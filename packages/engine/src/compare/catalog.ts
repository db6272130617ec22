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

/** Category labels are core's, so workbook, CLI and screens agree. */
export { labelCategory } from '@caoscan/core';
