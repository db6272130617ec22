/**
 * The corpus scoring rules (packages/engine/corpus/score.mjs, README "Scoren van een extractie") in
 * TypeScript, so the real set is scored without depending on where the corpus folder lives.
 * Per element: value right (numbers within 0.5 %, dates exact, text equal or holding every keyword,
 * null when the gold is null) and article right (normalised); pages right when every cited page is a
 * gold page.
 */
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

export interface ScoreRow {
  category: string;
  element: string;
  gold: GoldElement['value'];
  got: unknown;
  valueOk: boolean;
  articleOk: boolean;
  correct: boolean;
  /** null when the gold has no value or no pages. */
  pageOk: boolean | null;
}

const normText = (s: unknown): string =>
  String(s)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u00a0\s]+/g, ' ')
    .replace(/[.,;:()'"’‘“”]/g, '')
    .trim();

export function normArticle(article: string | null | undefined): string | null {
  if (article === null || article === undefined) return null;
  return String(article)
    .normalize('NFKC')
    .toLowerCase()
    .trim()
    .replace(/^(artikel|art\.?|paragraaf|par\.?)\s*/, '')
    .replace(/^§\s*/, '§ ')
    .replace(/,?\s*lid\s+\d+.*$/, '')
    .replace(/\s+/g, ' ')
    .replace(/^bijlage\s+/, 'bijlage ');
}

export function isValueCorrect(gold: GoldElement, got: unknown): boolean {
  if (gold.value === null) return got === null || got === undefined;
  if (got === null || got === undefined) return false;
  if (typeof gold.value === 'number') {
    const n = typeof got === 'number' ? got : Number(String(got).replace(/\./g, '').replace(',', '.'));
    if (!Number.isFinite(n)) return false;
    if (gold.value === 0) return Math.abs(n) < 1e-9;
    return Math.abs(n - gold.value) <= Math.abs(gold.value) * 0.005;
  }
  if (gold.unit === 'date') return String(got).slice(0, 10) === gold.value;
  const text = normText(got);
  if (text === normText(gold.value)) return true;
  const keywords = gold.keywords ?? [];
  return keywords.length > 0 && keywords.every((keyword) => text.includes(normText(keyword)));
}

export function scoreExtraction(
  gold: Gold,
  values: Record<string, Record<string, ExtractedElement>>,
): ScoreRow[] {
  const rows: ScoreRow[] = [];
  for (const [category, elements] of Object.entries(gold.values)) {
    for (const [element, g] of Object.entries(elements)) {
      const x = values[category]?.[element] ?? {};
      const got = x.value ?? null;
      const valueOk = isValueCorrect(g, got);
      const articleOk = g.value === null || normArticle(x.article) === normArticle(g.article);
      let pageOk: boolean | null = null;
      if (g.value !== null && Array.isArray(g.pages) && g.pages.length > 0) {
        const cited = Array.isArray(x.pages) ? x.pages : [];
        pageOk = cited.length > 0 && cited.every((page) => g.pages!.includes(page));
      }
      rows.push({
        category,
        element,
        gold: g.value,
        got,
        valueOk,
        articleOk,
        correct: valueOk && articleOk,
        pageOk,
      });
    }
  }
  return rows;
}
