/**
 * The canonical extraction schema (packages/engine/corpus/schema.json) as the engine reads it: core's
 * element catalogue (keys, labels, units, display order), so the engine never reads the corpus at
 * runtime and never spells a category or element twice. How each element is found and judged lives
 * in its category's folder under categories/.
 */
import { CATEGORY_CATALOGUE } from '@caoscan/core';
import type { Unit } from './types';

export interface SchemaElement {
  readonly key: string;
  readonly label: string;
  readonly unit: Unit;
}

export interface SchemaCategory {
  readonly key: string;
  readonly label: string;
  readonly elements: readonly SchemaElement[];
}

export const SCHEMA: readonly SchemaCategory[] = CATEGORY_CATALOGUE;

const CATEGORY_BY_KEY = new Map(SCHEMA.map((category) => [category.key, category]));

/** The schema category with this key, or undefined for an unknown key. */
export function findSchemaCategory(key: string): SchemaCategory | undefined {
  return CATEGORY_BY_KEY.get(key);
}

/** The schema element `elementKey` of `categoryKey`, or undefined. */
export function findSchemaElement(categoryKey: string, elementKey: string): SchemaElement | undefined {
  return CATEGORY_BY_KEY.get(categoryKey)?.elements.find((element) => element.key === elementKey);
}

/** Every category key in display order. */
export const CATEGORY_KEYS: readonly string[] = SCHEMA.map((category) => category.key);
