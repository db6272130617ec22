import type { ComparisonResult } from '@caoscan/core';
import { compareCategoryKeys, labelCategory, needsManualCheck } from '@caoscan/core';

type Judged = Pick<ComparisonResult, 'verschil' | 'current_outcome' | 'client_outcome'>;

/** The engine's verdicts for "the same" and "neither cao regulates it". */
const EQUAL = 'Gelijk';
const NEITHER = 'Niet geregeld';

export function isEquality(row: Judged): boolean {
  return row.verschil === EQUAL && !needsManualCheck(row);
}

/**
 * A difference: at least one cao regulates the element and the values are not the same. A row with
 * a side the engine did not find is neither: it is to be checked by hand.
 */
export function isDifference(row: Judged): boolean {
  return row.verschil !== EQUAL && row.verschil !== NEITHER && !needsManualCheck(row);
}

export interface ResultCategory<R> {
  key: string;
  label: string;
  rows: R[];
  differences: number;
  equalities: number;
  toCheck: number;
}

/** Rows grouped by `categorie`, categories in display order, rows in the order received. */
export function groupResults<R extends ComparisonResult>(rows: readonly R[]): ResultCategory<R>[] {
  const byKey = new Map<string, R[]>();
  for (const row of rows) {
    const list = byKey.get(row.categorie);
    if (list) list.push(row);
    else byKey.set(row.categorie, [row]);
  }
  return [...byKey.keys()].sort(compareCategoryKeys).map((key) => toCategory(key, byKey.get(key) ?? []));
}

function toCategory<R extends ComparisonResult>(key: string, rows: R[]): ResultCategory<R> {
  return {
    key,
    label: labelCategory(key),
    rows,
    differences: rows.filter(isDifference).length,
    equalities: rows.filter(isEquality).length,
    toCheck: rows.filter(needsManualCheck).length,
  };
}

export interface ResultsSummary {
  total: number;
  categories: number;
  differences: number;
  equalities: number;
  toCheck: number;
}

export function summariseResults(rows: readonly ComparisonResult[]): ResultsSummary {
  return {
    total: rows.length,
    categories: new Set(rows.map((row) => row.categorie)).size,
    differences: rows.filter(isDifference).length,
    equalities: rows.filter(isEquality).length,
    toCheck: rows.filter(needsManualCheck).length,
  };
}

const normalise = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/**
 * Search over categories and elements: a category whose name matches keeps all its rows, others
 * keep the rows whose element matches. Accents and case do not matter ("initiele" finds "Initiële").
 */
export function searchResults<R extends ComparisonResult>(
  categories: readonly ResultCategory<R>[],
  query: string,
): ResultCategory<R>[] {
  const needle = normalise(query);
  if (!needle) return [...categories];
  const matches = (text: string | null) => text !== null && normalise(text).includes(needle);
  return categories.flatMap((category) => {
    if (matches(category.label) || matches(category.key)) return [category];
    const rows = category.rows.filter((row) => matches(row.element) || matches(row.element_key));
    return rows.length > 0 ? [toCategory(category.key, rows)] : [];
  });
}
