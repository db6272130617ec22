import { expect } from 'vitest';
import { extractCategorySync } from '../builtin-extractor';
import { makeCao } from './make-document';

/**
 * Extracts one category from a synthetic cao and checks the expected values: a number or ISO date
 * must be equal, a string must be contained in the text value (case-insensitive), null must be null.
 */
export function expectCategory(
  category: string,
  body: string,
  expected: Record<string, number | string | null>,
): void {
  const values = extractCategorySync(makeCao(body), category);
  for (const [key, want] of Object.entries(expected)) {
    const got = values[key]?.value ?? null;
    if (want === null || typeof want === 'number' || /^\d{4}-\d{2}-\d{2}$/.test(want)) {
      expect(got, key).toBe(want);
    } else {
      expect(String(got).toLowerCase(), key).toContain(want.toLowerCase());
    }
  }
}
