import {
  annotateReferrals,
  compareCategory,
  DocumentError,
  EXTRACTION_VERSION,
  extractCategory,
  findInlenersbeloning,
  getDefaultExtractor,
  readDocument,
  detectFormat,
  SCHEMA,
  summariseRows,
  writeComparisonXlsx,
  type CategoryExtractor,
  type CategoryValues,
  type Comparison,
  type ComparisonExportMeta,
  type ComparisonRow,
  type DetectedFormat,
  type DocumentText,
  type Inlenersbeloning,
} from '@caoscan/engine';

/**
 * What the scan pipeline needs from the engine, as one object: the real engine by default, and a
 * seam for pipeline tests. The server never reaches into the engine any other way.
 */
export interface ScanEngine {
  /** Part of the extraction cache key: a new engine version extracts again. */
  readonly version: string;
  /** The 16 categories in display order (key, Dutch label). */
  readonly categories: readonly { key: string; label: string }[];
  detectFormat(bytes: Uint8Array): DetectedFormat;
  /** Throws DocumentError (Dutch message) for unusable documents. */
  readDocument(bytes: Uint8Array, filename: string): Promise<DocumentText>;
  /** The configured extractor (built-in rules, or an LLM when LLM_* is set). */
  createExtractor(env: Record<string, string | undefined>): CategoryExtractor;
  /**
   * One category of one document, completed to the schema; in an agency cao, elements without a
   * value that the inlenersbeloning covers cite it ("volgt inlener") instead of "not found".
   */
  extractSection(doc: DocumentText, category: string, extractor: CategoryExtractor): Promise<CategoryValues>;
  /** The agency cao's list of what follows the client's cao (article 26 style), if any. */
  findInlenersbeloning(doc: DocumentText): Promise<Inlenersbeloning | null>;
  compareCategory(
    category: string,
    current: CategoryValues,
    client: CategoryValues,
    inlenersbeloning: Inlenersbeloning | null,
  ): ComparisonRow[];
  writeXlsx(comparison: Comparison, meta: ComparisonExportMeta): Promise<Buffer>;
  summarise(rows: readonly ComparisonRow[]): Comparison['summary'];
}

export type { ComparisonExportMeta };

export function isDocumentError(error: unknown): error is DocumentError {
  return error instanceof DocumentError || (error as { name?: string })?.name === 'DocumentError';
}

const inlenersDetails = new WeakMap<DocumentText, ReturnType<typeof findInlenersbeloning>>();
function inlenersDetail(doc: DocumentText) {
  if (!inlenersDetails.has(doc)) inlenersDetails.set(doc, findInlenersbeloning(doc));
  return inlenersDetails.get(doc) ?? null;
}

export const realEngine: ScanEngine = {
  version: EXTRACTION_VERSION,
  categories: SCHEMA.map((category) => ({ key: category.key, label: category.label })),
  detectFormat,
  // pdf.js refuses a Node Buffer, so the bytes are handed over as a plain Uint8Array copy.
  readDocument: (bytes, filename) => readDocument(bytes, { filename }),
  createExtractor: (env) => getDefaultExtractor(env),
  async extractSection(doc, category, extractor) {
    const values = await extractCategory(doc, category, extractor);
    return annotateReferrals(category, values, inlenersDetail(doc), doc.isPaginated);
  },
  async findInlenersbeloning(doc) {
    const detail = inlenersDetail(doc);
    if (!detail) return null;
    const { items: _items, ...publicPart } = detail;
    return publicPart;
  },
  compareCategory: (category, current, client, inlenersbeloning) =>
    compareCategory(category, current, client, { inlenersbeloning }),
  writeXlsx: writeComparisonXlsx,
  summarise: summariseRows,
};
