import type { CategoryValues } from '../types';
import type { InlenersbeloningDetail } from './inlenersbeloning';
import { pageAt } from './rules/context';

function covers(elements: readonly string[], category: string, key: string): boolean {
  return elements.includes(`${category}.${key}`) || elements.includes(category);
}

/**
 * In an agency cao, an element without a value of its own that the inlenersbeloning covers
 * follows the client's cao: say so, citing the list item, instead of "not found".
 */
export function annotateReferrals(
  category: string,
  values: CategoryValues,
  inlenersbeloning: InlenersbeloningDetail | null,
  isPaginated: boolean,
): CategoryValues {
  if (!inlenersbeloning) return values;
  const annotated: CategoryValues = {};
  for (const [key, element] of Object.entries(values)) {
    const item = inlenersbeloning.items.find((candidate) => covers(candidate.elements, category, key));
    if (element.value !== null || element.article !== null || !item) {
      annotated[key] = element;
      continue;
    }
    const where = `artikel ${inlenersbeloning.article}${inlenersbeloning.lid ? ` lid ${inlenersbeloning.lid}` : ''} onder ${item.sub}`;
    annotated[key] = {
      ...element,
      // The agency cao leaves it to the hirer's cao, and says so: not regulated here, with proof.
      outcome: 'not_regulated',
      article: inlenersbeloning.article,
      lid: inlenersbeloning.lid ?? null,
      pages: isPaginated ? [pageAt(item.block, 0)] : [],
      quote: item.block.text,
      note: `Volgt de inlenersbeloning (${where}): het element geldt zoals bij de inlener.`,
      confidence: 0.8,
    };
  }
  return annotated;
}
