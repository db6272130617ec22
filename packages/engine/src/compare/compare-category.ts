import type { CategoryValues, ComparisonRow, ExtractedElement, Inlenersbeloning } from '../types';
import { findCatalogCategory, type CatalogElement } from './catalog';
import { compareElement } from './compare-element';
import { isCoveredByInlenersbeloning } from './inlenersbeloning';

export interface CompareCategoryOptions {
  /** The category's schema elements in schema order; default: the engine's schema. */
  schemaElements?: readonly CatalogElement[];
  /** The current cao's inlenersbeloning block, if it is an agency cao. */
  inlenersbeloning?: Inlenersbeloning | null;
}

/** Schema elements first (each gets a row, even when neither cao regulates it), then extras. */
function orderElementKeys(
  schemaElements: readonly CatalogElement[],
  current: CategoryValues,
  client: CategoryValues,
): string[] {
  const keys = new Set(schemaElements.map((element) => element.key));
  for (const key of Object.keys(current)) keys.add(key);
  for (const key of Object.keys(client)) keys.add(key);
  return [...keys];
}

function withKey(element: ExtractedElement | undefined, key: string): ExtractedElement | null {
  if (!element) return null;
  return element.key ? element : { ...element, key };
}

/** The rows of one category: one comparison task of the scan pipeline. */
export function compareCategory(
  category: string,
  currentValues: CategoryValues | undefined,
  clientValues: CategoryValues | undefined,
  options: CompareCategoryOptions = {},
): ComparisonRow[] {
  const current = currentValues ?? {};
  const client = clientValues ?? {};
  const schemaElements = options.schemaElements ?? findCatalogCategory(category)?.elements ?? [];
  const schemaByKey = new Map(schemaElements.map((element) => [element.key, element]));
  return orderElementKeys(schemaElements, current, client).map((key) => {
    const left = withKey(current[key], key);
    const right = withKey(client[key], key);
    const schema = schemaByKey.get(key);
    return compareElement(
      {
        category,
        elementKey: key,
        label: schema?.label ?? left?.label ?? right?.label ?? key,
        unit: schema?.unit ?? left?.unit ?? right?.unit ?? 'text',
        isInlenersbeloning: isCoveredByInlenersbeloning(options.inlenersbeloning, category, key),
      },
      left,
      right,
    );
  });
}
