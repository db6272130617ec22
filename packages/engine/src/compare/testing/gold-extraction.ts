/**
 * Test-only: a corpus gold file read as an Extraction. A gold file is an extraction's `values`
 * already, so comparisons and the Excel writer can be tested without running the extractor.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CategoryValues, ExtractedElement, Extraction, Inlenersbeloning } from '../../types';

/** The test corpus in the repository (packages/engine/corpus); CAO_CORPUS_DIR overrides it. */
export const CORPUS_DIR =
  process.env.CAO_CORPUS_DIR ?? fileURLToPath(new URL('../../../corpus/', import.meta.url));

interface GoldInlenersbeloning {
  article: string | null;
  lid?: string | null;
  pages: number[];
  quote?: string | null;
  elements: { schema_elements: string[] }[];
}

interface GoldFile {
  document: string;
  cao_name: string | null;
  page_count: number;
  values: Record<string, Record<string, Omit<ExtractedElement, 'key' | 'label' | 'confidence' | 'outcome'>>>;
  inlenersbeloning?: GoldInlenersbeloning;
}

/** Gold lists bare element keys; the engine's contract names them "categorie.element". */
function qualifyInlenersbeloning(gold: GoldFile): Inlenersbeloning | null {
  const block = gold.inlenersbeloning;
  if (!block) return null;
  const categoryOf = new Map<string, string>();
  for (const [category, elements] of Object.entries(gold.values)) {
    for (const key of Object.keys(elements)) categoryOf.set(key, category);
  }
  const names = block.elements.flatMap((item) =>
    item.schema_elements.map((key) => `${categoryOf.get(key) ?? 'onbekend'}.${key}`),
  );
  return {
    article: block.article,
    lid: block.lid ?? null,
    pages: block.pages,
    quote: block.quote ?? null,
    elements: [...new Set(names)],
  };
}

export function readGoldExtraction(name: string): Extraction {
  const gold = JSON.parse(readFileSync(`${CORPUS_DIR}/${name}.gold.json`, 'utf8')) as GoldFile;
  const values: Record<string, CategoryValues> = {};
  for (const [category, elements] of Object.entries(gold.values)) {
    values[category] = Object.fromEntries(
      Object.entries(elements).map(([key, element]) => [
        key,
        {
          ...element,
          key,
          label: key.replace(/_/g, ' '),
          // A gold null means the cao does not regulate it (corpus README).
          outcome: element.value === null ? 'not_regulated' : 'found',
          confidence: 1,
        },
      ]),
    );
  }
  return {
    document: gold.document,
    cao_name: gold.cao_name,
    page_count: gold.page_count,
    extractor: 'builtin',
    engine_version: 'gold',
    values,
    inlenersbeloning: qualifyInlenersbeloning(gold),
    warnings: [],
  };
}
