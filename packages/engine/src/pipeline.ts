/**
 * The engine end to end, for the CLI and the benchmark: bytes → text → extraction → comparison.
 * The server's workers run the same steps one task at a time; this is the all-at-once convenience.
 */
import { compareExtractions } from './compare';
import {
  annotateReferrals,
  builtinExtractor,
  extractCategory,
  extractDocument,
  findInlenersbeloning,
} from './extract';
import { readDocument } from './text';
import {
  DocumentError,
  type CategoryExtractor,
  type CategoryValues,
  type Comparison,
  type DocumentText,
  type Extraction,
  type Inlenersbeloning,
} from './types';

export interface ExtractFileOptions {
  /** Shown as `document` in the extraction (the uploaded file name). */
  filename?: string;
  password?: string;
  /** Default: the built-in extractor. */
  extractor?: CategoryExtractor;
  timeoutMs?: number;
}

export interface RunComparisonOptions {
  currentFilename?: string;
  clientFilename?: string;
  currentPassword?: string;
  clientPassword?: string;
  extractor?: CategoryExtractor;
  timeoutMs?: number;
}

export interface ComparisonRun {
  current: Extraction;
  client: Extraction;
  comparison: Comparison;
}

/**
 * pdf.js refuses a Node Buffer and may detach what it is given, so the reader always gets its
 * own plain Uint8Array copy; the caller's bytes stay intact.
 */
function ownBytes(bytes: Uint8Array): Uint8Array {
  return new Uint8Array(bytes);
}

/** A refused document that also says which file it was (two are read at once). */
export class DocumentFileError extends DocumentError {
  constructor(
    readonly filename: string,
    cause: DocumentError,
  ) {
    super(cause.code, cause.message);
    this.name = 'DocumentFileError';
  }
}

/** Read and extract one document; a bad file throws a DocumentFileError with a Dutch message. */
export async function extractFile(bytes: Uint8Array, options: ExtractFileOptions = {}): Promise<Extraction> {
  const filename = options.filename ?? 'document';
  const doc = await readDocument(ownBytes(bytes), {
    filename: options.filename,
    password: options.password,
    timeoutMs: options.timeoutMs,
  }).catch((error: unknown) => {
    throw error instanceof DocumentError ? new DocumentFileError(filename, error) : error;
  });
  return extractDocument(doc, { document: filename, extractor: options.extractor });
}

/** Both documents side by side (read and extracted concurrently), then compared. */
export async function runComparison(
  currentBytes: Uint8Array,
  clientBytes: Uint8Array,
  options: RunComparisonOptions = {},
): Promise<ComparisonRun> {
  const [current, client] = await Promise.all([
    extractFile(currentBytes, {
      filename: options.currentFilename,
      password: options.currentPassword,
      extractor: options.extractor,
      timeoutMs: options.timeoutMs,
    }),
    extractFile(clientBytes, {
      filename: options.clientFilename,
      password: options.clientPassword,
      extractor: options.extractor,
      timeoutMs: options.timeoutMs,
    }),
  ]);
  return { current, client, comparison: compareExtractions(current, client) };
}

/**
 * An extraction in the corpus's gold format (README "Gold-formaat"): `document`, `cao_name`,
 * `page_count` and `values` per category and element, so `score.mjs` can score it directly.
 */
export function toGoldFormat(extraction: Extraction): Record<string, unknown> {
  const values: Record<string, Record<string, unknown>> = {};
  for (const [category, elements] of Object.entries(extraction.values)) {
    values[category] = {};
    for (const [key, element] of Object.entries(elements)) {
      const { key: _key, label: _label, ...gold } = element;
      values[category][key] = gold;
    }
  }
  return {
    document: extraction.document,
    cao_name: extraction.cao_name,
    page_count: extraction.page_count,
    extractor: extraction.extractor,
    engine_version: extraction.engine_version,
    values,
    ...(extraction.inlenersbeloning ? { inlenersbeloning: extraction.inlenersbeloning } : {}),
    ...(extraction.warnings.length > 0 ? { warnings: extraction.warnings } : {}),
  };
}

const inlenersDetails = new WeakMap<DocumentText, ReturnType<typeof findInlenersbeloning>>();
/** Found once per document text: every section of an agency cao asks for it. */
function inlenersDetailOf(doc: DocumentText): ReturnType<typeof findInlenersbeloning> {
  if (!inlenersDetails.has(doc)) inlenersDetails.set(doc, findInlenersbeloning(doc));
  return inlenersDetails.get(doc) ?? null;
}

/**
 * One category of one document, as a scan's section task needs it (the server runs the 16 one at
 * a time and keeps each): completed to the schema and, in an agency cao, elements without a value
 * that its inlenersbeloning covers cite it ("volgt inlener") instead of "not found". The same as
 * one category of extractDocument.
 */
export async function extractSection(
  doc: DocumentText,
  category: string,
  extractor: CategoryExtractor = builtinExtractor,
): Promise<CategoryValues> {
  const values = await extractCategory(doc, category, extractor);
  return annotateReferrals(category, values, inlenersDetailOf(doc), doc.isPaginated);
}

/** The agency cao's list of what follows the client's cao (article 26 style), as shown; null if none. */
export function describeInlenersbeloning(doc: DocumentText): Inlenersbeloning | null {
  const detail = inlenersDetailOf(doc);
  if (!detail) return null;
  const { items: _items, ...shown } = detail;
  return shown;
}
