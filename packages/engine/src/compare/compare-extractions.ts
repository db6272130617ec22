import type { Comparison, Extraction } from '../types';
import { listCatalogCategories } from './catalog';
import { orderCategories } from '@caoscan/core';
import { compareCategory } from './compare-category';
import { summariseRows } from './summarise-rows';

/**
 * The whole comparison: every schema category plus any category either extraction adds, in the
 * spec's display order. The current cao's inlenersbeloning marks the rows an agency must follow.
 */
export function compareExtractions(current: Extraction, client: Extraction): Comparison {
  const categories = orderCategories([
    ...listCatalogCategories().map((category) => category.key),
    ...Object.keys(current.values),
    ...Object.keys(client.values),
  ]);
  const rows = categories.flatMap((category) =>
    compareCategory(category, current.values[category], client.values[category], {
      inlenersbeloning: current.inlenersbeloning ?? null,
    }),
  );
  return { rows, summary: summariseRows(rows) };
}
