import { SCHEMA, findSchemaCategory } from '../schema';
import type { CategoryExtractor, CategoryValues, DocumentText, Extraction, Inlenersbeloning } from '../types';
import { builtinExtractor } from './builtin-extractor';
import { detectCaoName } from './cao-name';
import { findInlenersbeloning } from './inlenersbeloning';
import { annotateReferrals } from './referrals';
import { nullElement } from './rules/build-element';
import { EXTRACTION_VERSION } from './version';

export interface ExtractDocumentOptions {
  /** Default: the built-in extractor. */
  extractor?: CategoryExtractor;
  /** Shown as `document` (the uploaded file name). `document` is accepted as an alias. */
  documentName?: string;
  document?: string;
  /** Called as each category is done (progress of the 16 section tasks). */
  onCategory?: (category: string, values: CategoryValues) => void;
  /** How many categories run at once (matters for the LLM extractor). Default 4. */
  concurrency?: number;
}

/** Every schema element present: what an extractor left out becomes null "not found". */
function completeCategory(category: string, values: CategoryValues): CategoryValues {
  const schema = findSchemaCategory(category);
  if (!schema) return values;
  const complete: CategoryValues = {};
  for (const element of schema.elements) {
    complete[element.key] = values[element.key] ?? nullElement(element, 'Niet gevonden in de cao.');
  }
  for (const [key, element] of Object.entries(values)) complete[key] ??= element;
  return complete;
}

/** One category with the given (default built-in) extractor, completed to the schema. */
export async function extractCategory(
  doc: DocumentText,
  category: string,
  extractor: CategoryExtractor = builtinExtractor,
): Promise<CategoryValues> {
  return completeCategory(category, await extractor.extractCategory(doc, category));
}

function publicPart(detail: ReturnType<typeof findInlenersbeloning>): Inlenersbeloning | null {
  if (!detail) return null;
  const { items: _items, ...rest } = detail;
  return rest;
}

/** All 16 categories of one document, with the cao's name and, for an agency cao, its inlenersbeloning. */
export async function extractDocument(
  doc: DocumentText,
  options: ExtractDocumentOptions = {},
): Promise<Extraction> {
  const extractor = options.extractor ?? builtinExtractor;
  const inlenersbeloning = findInlenersbeloning(doc);
  const results = new Map<string, CategoryValues>();
  const queue = SCHEMA.map((category) => category.key);
  const worker = async (): Promise<void> => {
    for (let category = queue.shift(); category !== undefined; category = queue.shift()) {
      const values = annotateReferrals(
        category,
        await extractCategory(doc, category, extractor),
        inlenersbeloning,
        doc.isPaginated,
      );
      results.set(category, values);
      options.onCategory?.(category, values);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
  const values: Record<string, CategoryValues> = {};
  for (const category of SCHEMA) values[category.key] = results.get(category.key) ?? {};
  return {
    document: options.documentName ?? options.document ?? doc.title ?? 'document',
    cao_name: detectCaoName(doc),
    page_count: doc.pages.length,
    extractor: extractor.name,
    engine_version: EXTRACTION_VERSION,
    values,
    inlenersbeloning: publicPart(inlenersbeloning),
    warnings: [...doc.warnings],
  };
}
