import { findSchemaCategory } from '../schema';
import type { CategoryExtractor, CategoryValues, DocumentText } from '../types';
import { findCategoryDefinition } from '../categories';
import { buildElement, nullElement } from './rules/build-element';
import { getContext, isRestrictedScope } from './rules/context';
import { verifyCategory } from './verify';

const NOT_FOUND = 'Niet gevonden in de cao.';

/**
 * The built-in deterministic extractor: per category a small set of Dutch-language rules
 * (categories/<category>/, one definition per category) over the document structure, every value
 * verified against the text.
 */
export function createBuiltinExtractor(): CategoryExtractor {
  return {
    name: 'builtin',
    extractCategory(doc: DocumentText, category: string): Promise<CategoryValues> {
      return Promise.resolve(extractCategorySync(doc, category));
    },
  };
}

/** The built-in extraction of one category, synchronously (the rules do no I/O). */
export function extractCategorySync(doc: DocumentText, category: string): CategoryValues {
  const schema = findSchemaCategory(category);
  if (!schema) return {};
  const context = getContext(doc);
  const definition = findCategoryDefinition(category);
  const values: CategoryValues = {};
  for (const element of schema.elements) {
    const rule = definition?.elements.find((candidate) => candidate.key === element.key);
    // A value from an article for one group only is not the cao's general rule: not found instead.
    const found = rule?.find(context) ?? null;
    const finding = found && isRestrictedScope(context, found.block) ? null : found;
    values[element.key] = finding
      ? buildElement(context, element, finding)
      : nullElement(element, rule?.missing ?? NOT_FOUND);
  }
  return verifyCategory(doc, values);
}

export const builtinExtractor: CategoryExtractor = createBuiltinExtractor();
