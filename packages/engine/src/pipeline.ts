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
import { getStructure, type DocumentStructure } from './structure';
import { readDocument } from './text';
import { warnNameMismatch } from './text/name-mismatch';
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
  const doc = await readFile(bytes, options);
  return extractDocument(doc, { document: options.filename ?? 'document', extractor: options.extractor });
}

/** The structure a file is read into (articles, annexes, contents list), for `cao structure`. */
export async function readFileStructure(
  bytes: Uint8Array,
  options: ExtractFileOptions = {},
): Promise<DocumentStructure> {
  return getStructure(await readFile(bytes, options));
}

function readFile(bytes: Uint8Array, options: ExtractFileOptions): Promise<DocumentText> {
  return readDocument(ownBytes(bytes), {
    filename: options.filename,
    password: options.password,
    timeoutMs: options.timeoutMs,
  }).catch((error: unknown) => {
    throw error instanceof DocumentError
      ? new DocumentFileError(options.filename ?? 'document', error)
      : error;
  });
}

/**
 * The same file on both sides (a client that follows the agency's own cao, a cao compared with
 * itself) is read once: its text is the same, only the warning about its file name may differ.
 */
function renameText(doc: DocumentText, from: string | undefined, to: string | undefined): DocumentText {
  const ownWarnings = doc.warnings.slice(warnNameMismatch(from, doc.format).length);
  return { ...doc, warnings: [...warnNameMismatch(to, doc.format), ...ownWarnings] };
}

function isSameFile(a: Uint8Array, b: Uint8Array): boolean {
  return (
    a === b || (a.byteLength === b.byteLength && Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(b))
  );
}

/** Both documents side by side (read and extracted concurrently), then compared. */
export async function runComparison(
  currentBytes: Uint8Array,
  clientBytes: Uint8Array,
  options: RunComparisonOptions = {},
): Promise<ComparisonRun> {
  const currentOptions = {
    filename: options.currentFilename,
    password: options.currentPassword,
    timeoutMs: options.timeoutMs,
  };
  const clientOptions = {
    filename: options.clientFilename,
    password: options.clientPassword,
    timeoutMs: options.timeoutMs,
  };
  const currentText = readFile(currentBytes, currentOptions);
  const clientText =
    isSameFile(currentBytes, clientBytes) && options.currentPassword === options.clientPassword
      ? currentText.then((doc) => renameText(doc, options.currentFilename, options.clientFilename))
      : readFile(clientBytes, clientOptions);
  const extract = async (text: Promise<DocumentText>, filename: string | undefined) =>
    extractDocument(await text, { document: filename ?? 'document', extractor: options.extractor });
  const [current, client] = await Promise.all([
    extract(currentText, options.currentFilename),
    extract(clientText, options.clientFilename),
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
