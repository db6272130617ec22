import { needsManualCheck } from '@caoscan/core';
import type { ComparisonRow, ComparisonSummary } from '../types';
import { VERDICT } from './compare-element';

/**
 * The spec's summary counts. An equality is a row judged "Gelijk"; a difference is any row where
 * at least one cao regulates the element and the values are not the same (including "Vergelijkbaar"
 * texts, which a person should still read). Rows neither cao regulates count in neither; rows with a
 * side the engine did not find are counted apart, as rows to check by hand.
 */
export function summariseRows(rows: readonly ComparisonRow[]): ComparisonSummary {
  let differences = 0;
  let equalities = 0;
  let toCheck = 0;
  for (const row of rows) {
    if (needsManualCheck(row)) toCheck += 1;
    else if (row.verschil === VERDICT.equal) equalities += 1;
    else if (row.verschil !== VERDICT.neither) differences += 1;
  }
  return {
    total: rows.length,
    categories: new Set(rows.map((row) => row.categorie)).size,
    differences,
    equalities,
    to_check: toCheck,
  };
}
