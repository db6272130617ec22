import {
  findCatalogueCategory,
  type CatalogueCategory,
  type CategoryKey,
  type ElementKeyOf,
} from '@caoscan/core';
import type { ExtractContext } from '../extract/rules/context';
import type { Finding } from '../extract/rules/finding';
import type { SchemaElement } from '../schema';

/** Which direction of a value is better for the worker. */
export type Direction = 'higher' | 'lower' | 'neutral';

export interface Favourability {
  direction: Direction;
  /** Why, in Dutch, for whoever reads or changes the definition. */
  reason: string;
}

/** What a category adds to one catalogue element: how it is found and how it is judged. */
export interface ElementSpec {
  /** The built-in rule: the best finding in the document, or null. */
  find(context: ExtractContext): Finding | null;
  /** Note for a null value when nothing was found. */
  missing?: string;
  favourability: Favourability;
  /** Extra words for LLM page retrieval where the label alone misses how cao's print it. */
  retrievalHints?: readonly string[];
}

export type ElementDefinition<K extends CategoryKey = CategoryKey> = SchemaElement &
  ElementSpec & { readonly key: ElementKeyOf<K> };

/**
 * How an agency cao's inlenersbeloning list names this category: a list item matching `pattern`
 * means these elements (or, without `elements`, the whole category) follow the client's cao.
 */
export interface InlenersPhrase<K extends CategoryKey = CategoryKey> {
  pattern: RegExp;
  elements?: readonly ElementKeyOf<K>[];
}

/** Everything the engine knows about one category, in one place (categories/<category>/index.ts). */
export interface CategoryDefinition<K extends CategoryKey = CategoryKey> {
  readonly key: K;
  readonly label: string;
  /** Words that mark the pages where the category is regulated (LLM page retrieval). */
  readonly vocabulary: readonly string[];
  /** The catalogue's elements in catalogue order, each with its rule and favourability. */
  readonly elements: readonly ElementDefinition<K>[];
  readonly inlenersbeloning: readonly InlenersPhrase<K>[];
}

export interface CategorySpec<K extends CategoryKey> {
  vocabulary: readonly string[];
  /** Phrasings in an agency cao's inlenersbeloning list that name this category; none by default. */
  inlenersbeloning?: readonly InlenersPhrase<K>[];
  /** Exactly one spec per catalogue element: a missing or unknown key does not compile. */
  elements: { readonly [E in ElementKeyOf<K>]: ElementSpec };
}

/** Joins core's catalogue entry of `key` (labels, units, order) with the engine's knowledge of it. */
export function defineCategory<K extends CategoryKey>(key: K, spec: CategorySpec<K>): CategoryDefinition<K> {
  const catalogue: CatalogueCategory<K> = findCatalogueCategory(key);
  const specs = spec.elements as Readonly<Record<string, ElementSpec>>;
  return {
    key,
    label: catalogue.label,
    vocabulary: spec.vocabulary,
    inlenersbeloning: spec.inlenersbeloning ?? [],
    elements: catalogue.elements.map((element) => ({
      ...specs[element.key]!,
      key: element.key as ElementKeyOf<K>,
      label: element.label,
      unit: element.unit,
    })),
  };
}

export const MORE_PAY: Favourability = {
  direction: 'higher',
  reason: 'meer loon of vergoeding is gunstiger',
};
export const MORE_DAYS_OFF: Favourability = { direction: 'higher', reason: 'meer vrije dagen is gunstiger' };
/** Text elements get no verdict: guessing would mislead an agency about what it owes. */
export const NO_VERDICT: Favourability = {
  direction: 'neutral',
  reason: 'een tekst krijgt geen oordeel; gissen zou een uitzendbureau misleiden over wat het moet betalen',
};
