import { ELEMENT_DEFINITIONS, findCategoryDefinition } from '../../categories';
import type { RetrievalQuery } from './retrieve-pages';

interface CategoryShape {
  key: string;
  label: string;
  elements: readonly { key: string; label: string }[];
}

/** Label words that carry no topic. */
const GENERIC = new Set(['voor', 'bij', 'per', 'jaar', 'week', 'van', 'het', 'een', 'eigen', 'normale']);

/**
 * The searchable words of a label. Long words lose their last two letters, a poor man's stemmer
 * for Dutch plurals: "maandloon" also finds "maandlonen", "periodiek" finds "periodieken".
 */
export function termsOfLabel(label: string): string[] {
  return label
    .toLowerCase()
    .split(/[^a-zà-ÿ]+/)
    .filter((word) => word.length >= 4 && !GENERIC.has(word))
    .map((word) => (word.length >= 8 ? word.slice(0, -2) : word));
}

/**
 * The words that find a category's pages: its vocabulary and label, and per element its label and
 * retrieval hints (all from the category's definition, categories/<category>/index.ts).
 */
export function buildRetrievalQuery(category: CategoryShape): RetrievalQuery {
  return {
    categoryTerms: [
      ...(findCategoryDefinition(category.key)?.vocabulary ?? []),
      ...termsOfLabel(category.label),
    ],
    elementTerms: category.elements.map((element) => [
      ...termsOfLabel(element.label),
      ...(ELEMENT_DEFINITIONS.get(element.key)?.retrievalHints ?? []),
    ]),
  };
}
