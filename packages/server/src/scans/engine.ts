import {
  compareCategory,
  compareElement,
  describeInlenersbeloning,
  DOCUMENT_READER_VERSION,
  DocumentError,
  EXTRACTION_VERSION,
  extractSection,
  getDefaultExtractor,
  readDocument,
  detectFormat,
  SCHEMA,
  summariseRows,
  versionChanges,
  writeComparisonXlsx,
  writeVersionChangesXlsx,
  type CategoryExtractor,
  type CategoryValues,
  type Comparison,
  type ComparisonExportMeta,
  type ComparisonRow,
  type DetectedFormat,
  type DocumentText,
  type ElementContext,
  type ExtractedElement,
  type Inlenersbeloning,
  type VersionChanges,
  type VersionChangesExportMeta,
  type VersionExtraction,
} from '@caoscan/engine';

/**
 * What the scan pipeline needs from the engine, as one object: the real engine by default, and a
 * seam for pipeline tests. The server never reaches into the engine any other way.
 */
/** How a document is read for someone: stopped with `signal`, OCR shared fairly by `owner`. */
export interface ReadOptions {
  /** Aborted when the client goes away: parser threads and OCR processes stop. */
  signal?: AbortSignal;
  /** The organisation: OCR pages are handed out round robin between organisations. */
  owner?: string;
}

export interface ScanEngine {
  /** Part of the extraction cache key: a new engine version extracts again. */
  readonly version: string;
  /** Part of the document text key (document-texts.ts): a new reader reads documents again. */
  readonly readerVersion: string;
  /** The 16 categories in display order (key, Dutch label). */
  readonly categories: readonly { key: string; label: string }[];
  detectFormat(bytes: Uint8Array): DetectedFormat;
  /**
   * Throws DocumentError (Dutch message) for unusable documents. Read by content alone (no file
   * name), so the text is the same for every upload of the same bytes.
   */
  readDocument(bytes: Uint8Array, options?: ReadOptions): Promise<DocumentText>;
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
  /** One row judged again (a reviewer's correction): the same function compareCategory uses. */
  compareElement(
    context: ElementContext,
    current: ExtractedElement | null,
    client: ExtractedElement | null,
  ): ComparisonRow;
  writeXlsx(comparison: Comparison, meta: ComparisonExportMeta): Promise<Buffer>;
  summarise(rows: readonly ComparisonRow[]): Comparison['summary'];
  /** 'Wat is er veranderd' between two versions of one catalogue cao (issue K). */
  versionChanges(before: VersionExtraction, after: VersionExtraction): VersionChanges;
  writeVersionChangesXlsx(changes: VersionChanges, meta: VersionChangesExportMeta): Promise<Buffer>;
}

export type { ComparisonExportMeta };

export function isDocumentError(error: unknown): error is DocumentError {
  return error instanceof DocumentError || (error as { name?: string })?.name === 'DocumentError';
}

export const realEngine: ScanEngine = {
  version: EXTRACTION_VERSION,
  readerVersion: DOCUMENT_READER_VERSION,
  categories: SCHEMA.map((category) => ({ key: category.key, label: category.label })),
  detectFormat,
  readDocument: (bytes, options = {}) =>
    readDocument(bytes, { signal: options.signal, owner: options.owner }),
  createExtractor: (env) => getDefaultExtractor(env),
  extractSection,
  findInlenersbeloning: async (doc) => describeInlenersbeloning(doc),
  compareCategory: (category, current, client, inlenersbeloning) =>
    compareCategory(category, current, client, { inlenersbeloning }),
  compareElement,
  writeXlsx: writeComparisonXlsx,
  summarise: summariseRows,
  versionChanges,
  writeVersionChangesXlsx,
};
