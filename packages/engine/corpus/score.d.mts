// Types of score.mjs, the one scorer (see there), for the TypeScript that imports it.
export interface GoldElement {
  value: number | string | null;
  unit: string;
  article?: string | null;
  pages?: number[];
  as_printed?: string;
  keywords?: string[];
}

export interface Gold {
  document: string;
  page_count?: number;
  values: Record<string, Record<string, GoldElement>>;
}

export interface ExtractedElement {
  value?: unknown;
  article?: string | null;
  pages?: number[];
}

export interface ScoredRow {
  cat: string;
  el: string;
  gold: GoldElement['value'];
  got: unknown;
  value_ok: boolean;
  article_ok: boolean;
  correct: boolean;
  /** null when the gold has no value or no pages. */
  page_ok: boolean | null;
}

export interface ScoreSummary {
  document: string;
  elements: number;
  accuracy: number | null;
  value_accuracy: number | null;
  citation_page_accuracy: number | null;
  per_category: Record<string, { accuracy: number | null; n: number }>;
}

export function normText(s: unknown): string;
export function normArticle(article: string | null | undefined): string | null;
export function valueCorrect(gold: GoldElement, got: unknown): boolean;
export function scoreRows(
  gold: Gold,
  extraction: { values?: Record<string, Record<string, ExtractedElement>> },
): ScoredRow[];
export function summarize(gold: Gold, rows: ScoredRow[]): ScoreSummary;
