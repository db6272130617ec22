import type { DocumentPage, DocumentText } from '../../types';

export interface RetrievedPage {
  number: number;
  text: string;
}

export interface RetrievalQuery {
  /** Words of the whole category ("toeslag", "overwerk", …). */
  categoryTerms: readonly string[];
  /** Per element: the words of its label and hints; each element gets its best page. */
  elementTerms: readonly (readonly string[])[];
}

export interface RetrieveOptions {
  /** Pages sent to the model. Default 8: a category rarely spans more. */
  maxPages?: number;
  /** Characters per page, so one huge table page cannot crowd out the rest. Default 6000. */
  maxCharsPerPage?: number;
}

function normalise(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

function countOccurrences(haystack: string, needle: string): number {
  let count = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length))
    count += 1;
  return count;
}

/** A table of contents names every category's words and holds no values: it should not win. */
function looksLikeContents(page: DocumentPage): boolean {
  if (page.lines.length < 5) return false;
  const listed = page.lines.filter((line) => /(\.{3,}|…)\s*\d+$|\s\d{1,3}$/.test(line)).length;
  return listed / page.lines.length > 0.5 || /^inhoud(sopgave)?\b/i.test(page.lines[0] ?? '');
}

/**
 * Page scores for a set of terms: occurrences on the page (square root, so one repetitive page
 * does not dominate) times the term's rarity across the document (idf).
 */
function scorePages(
  texts: readonly string[],
  penalties: readonly number[],
  terms: readonly string[],
): number[] {
  const unique = [...new Set(terms.map(normalise).filter((term) => term.length > 1))];
  const counts = texts.map((text) => unique.map((term) => countOccurrences(text, term)));
  const idf = unique.map((_, index) => {
    const withTerm = counts.filter((row) => (row[index] ?? 0) > 0).length;
    return Math.log(1 + texts.length / (1 + withTerm));
  });
  return counts.map(
    (row, page) =>
      row.reduce((sum, count, index) => sum + Math.sqrt(count) * (idf[index] ?? 0), 0) *
      (penalties[page] ?? 1),
  );
}

function rank(scores: readonly number[]): number[] {
  return scores
    .map((score, index) => ({ score, index }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.index);
}

/**
 * Keyword retrieval for one category: every element's best two pages first (so a wage table in an
 * appendix is not outvoted by the articles), then the category's best pages, up to maxPages.
 * Returned in document order, so the model reads the articles in sequence.
 */
export function retrievePages(
  doc: DocumentText,
  query: RetrievalQuery,
  options: RetrieveOptions = {},
): RetrievedPage[] {
  const maxPages = options.maxPages ?? 8;
  const maxChars = options.maxCharsPerPage ?? 6000;
  const texts = doc.pages.map((page) => normalise(page.text));
  const penalties = doc.pages.map((page) => (looksLikeContents(page) ? 0.2 : 1));
  const votes = new Map<number, number>();
  for (const terms of query.elementTerms) {
    // The runner-up counts half: cao's repeat a table per year and the first one is the one asked for.
    const [best, second] = rank(scorePages(texts, penalties, [...terms]));
    if (best !== undefined) votes.set(best, (votes.get(best) ?? 0) + 1);
    if (second !== undefined) votes.set(second, (votes.get(second) ?? 0) + 0.5);
  }
  const chosen = [...votes.entries()]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .map(([index]) => index)
    .slice(0, maxPages);
  for (const index of rank(scorePages(texts, penalties, query.categoryTerms))) {
    if (chosen.length >= maxPages) break;
    if (!chosen.includes(index)) chosen.push(index);
  }
  return chosen
    .sort((a, b) => a - b)
    .map((index) => doc.pages[index]!)
    .map((page) => ({ number: page.number, text: page.text.slice(0, maxChars) }));
}
