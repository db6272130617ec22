import type { Inlenersbeloning } from '../types';

/**
 * Whether the current (agency) cao says this element follows the client's cao. The list names
 * "categorie.element" or a whole category; a bare element key is accepted too, as a gold file
 * lists its schema elements without the category.
 */
export function isCoveredByInlenersbeloning(
  inlenersbeloning: Inlenersbeloning | null | undefined,
  category: string,
  elementKey: string,
): boolean {
  if (!inlenersbeloning) return false;
  const names = new Set(inlenersbeloning.elements);
  return names.has(`${category}.${elementKey}`) || names.has(category) || names.has(elementKey);
}
