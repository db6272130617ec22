/**
 * The engine's contract. Text → extraction → comparison → Excel. Node only; no HTTP, no database.
 * Owners: text/ (document text), extract/ + structure/ (extraction), compare/ + excel/ (comparison).
 */
import type { ElementOutcome, Unit } from '@caoscan/core';

// ---------- document text ----------
export type DocumentFormat = 'pdf' | 'docx' | 'doc' | 'txt';

export interface DocumentPage {
  /** 1-based physical page (PDF: the page a viewer shows; DOCX/DOC/TXT: see text/README.md). */
  number: number;
  /** Body lines of the page in reading order; table rows kept on one line; running header/footer removed. */
  lines: string[];
  /** lines.join('\n') */
  text: string;
  /** Running header/footer lines recognised on this page (kept for display, never used as evidence). */
  furniture: string[];
}

export interface DocumentText {
  format: DocumentFormat;
  pages: DocumentPage[];
  /** false for plain text without page breaks: page numbers are then not citable (gold `pages: []`). */
  isPaginated: boolean;
  /** Hex sha-256 of the input bytes (cache key with ENGINE_VERSION). */
  sha256: string;
  warnings: string[];
  /** Title from metadata or first page, if found. */
  title: string | null;
}

export type DocumentErrorCode =
  | 'empty'
  | 'truncated'
  | 'encrypted'
  | 'wrong_password'
  | 'image'
  | 'not_word'
  | 'unsupported'
  | 'too_large'
  | 'no_text'
  | 'timeout'
  /** The caller stopped the reading (its client went away, the server stops). */
  | 'aborted';

/** A document the engine refuses, with a Dutch message fit for the user. */
export class DocumentError extends Error {
  // A plain field, not a constructor parameter property: Node's type stripping loads this file in
  // the Word worker thread (text/docx/docx-text-worker.ts).
  readonly code: DocumentErrorCode;
  constructor(code: DocumentErrorCode, message: string) {
    super(message);
    this.code = code;
    this.name = 'DocumentError';
  }
}

export interface ReadDocumentOptions {
  filename?: string;
  password?: string;
  /** Default 60 s. */
  timeoutMs?: number;
  /** Default 52428800 (50 MB). */
  maxBytes?: number;
  /** Stops the reading (parser threads, OCR processes) when aborted: the client went away, the worker stops. */
  signal?: AbortSignal;
  /** Who the document is read for (an organisation): OCR is shared round robin between owners. */
  owner?: string;
  /** Scanned pages OCR may read in this document (default 200); more is refused. */
  maxOcrPages?: number;
}

// ---------- extraction ----------
/** Units and the element catalogue are core's (packages/core/src/catalogue.ts). */
export type { ElementOutcome, Unit };

export interface Conversion {
  factor?: number;
  offset?: number;
  round?: number;
}

/** One extracted value, in the gold format of packages/engine/corpus/README.md plus label and confidence. */
export interface ExtractedElement {
  key: string;
  label: string;
  /** number | 'YYYY-MM-DD' | Dutch text | null (not regulated / refers elsewhere / not found). */
  value: number | string | null;
  /**
   * found: a value with its proof. not_regulated: null, and the cao says so (cited: article, pages,
   * as_printed or quote). not_found: null without such a statement — to be checked by hand.
   */
  outcome: ElementOutcome;
  unit: Unit;
  /** As printed: "4.2", "26", "§ 5.3", "Bijlage I". */
  article: string | null;
  lid?: string | null;
  pages: number[];
  /** The literal text the value came from; must stand on a cited page. */
  as_printed: string | null;
  quote: string | null;
  conversion?: Conversion | null;
  normalisation?: string | null;
  keywords?: string[];
  note?: string | null;
  /** 0..1 */
  confidence: number;
}

export type CategoryValues = Record<string, ExtractedElement>;

export interface Inlenersbeloning {
  article: string | null;
  lid?: string | null;
  pages: number[];
  quote: string | null;
  /** Schema element keys ("toeslagen.overwerk_zaterdag") or whole categories ("toeslagen"). */
  elements: string[];
}

export interface Extraction {
  document: string;
  cao_name: string | null;
  page_count: number;
  extractor: 'builtin' | 'llm';
  engine_version: string;
  /** category key → element key → element (gold format `values`). */
  values: Record<string, CategoryValues>;
  /** Present when the document is an agency cao that lists what follows the client's cao. */
  inlenersbeloning?: Inlenersbeloning | null;
  warnings: string[];
}

// ---------- comparison ----------
export type Favourable = 'current' | 'client' | 'equal' | 'unknown';

/** A row in the spec's shape (02 §3) plus what the product adds. */
export interface ComparisonRow {
  categorie: string;
  element: string;
  element_key: string;
  waarde_huidig: string | null;
  art_nr_huidig: string | null;
  waarde_nieuw: string | null;
  art_nr_nieuw: string | null;
  verschil: string;
  eenheid: string;
  /** Which side is more favourable for the worker. */
  favourable: Favourable;
  /** Belongs to what an agency must pass on from the client's cao (inlenersbeloning). */
  is_inlenersbeloning: boolean;
  /** A side without an element counts as not found. */
  current_outcome: ElementOutcome;
  client_outcome: ElementOutcome;
  current: ExtractedElement | null;
  client: ExtractedElement | null;
}

export interface ComparisonSummary {
  total: number;
  categories: number;
  differences: number;
  equalities: number;
  /** Rows with a side the engine did not find: neither a difference nor an equality. */
  to_check: number;
}

export interface Comparison {
  rows: ComparisonRow[];
  summary: ComparisonSummary;
}

/**
 * One extractor (built-in rules or an LLM) yields the elements of one category of one document.
 * Implementations cache per-document work (structure) themselves, e.g. in a WeakMap keyed by `doc`.
 * Every value returned has already passed verification (extract/verify.ts): its `as_printed` stands
 * on a cited page, or it is not reported.
 */
export interface CategoryExtractor {
  readonly name: 'builtin' | 'llm';
  extractCategory(doc: DocumentText, category: string): Promise<CategoryValues>;
}
