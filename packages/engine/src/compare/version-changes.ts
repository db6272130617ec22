import {
  orderCategories,
  type VersionChange,
  type VersionChangeKind,
  type VersionChangesSummary,
} from '@caoscan/core';
import type { ComparisonRow, ExtractedElement, Extraction } from '../types';
import { listCatalogCategories } from './catalog';
import { compareCategory } from './compare-category';
import { VERDICT } from './compare-element';

/** What the change list needs of a version's extraction. */
export type VersionExtraction = Pick<Extraction, 'values' | 'inlenersbeloning'>;

export interface VersionChanges {
  changes: VersionChange[];
  summary: VersionChangesSummary;
}

export const VERSION_CHANGE_VERDICTS = {
  added: 'Nieuw in deze versie',
  removed: 'Vervallen in deze versie',
} as const;

const hasValue = (element: ExtractedElement | null) => element !== null && element.value !== null;

/**
 * What kind of change a row is, or null when the element did not change: both versions have an
 * equal value, or neither has one. Comparing two versions is comparing two cao's with the old
 * version as "current" and the new one as "client", so the verdicts (units, text, dates) are the
 * scan's.
 */
function kindOf(row: ComparisonRow): VersionChangeKind | null {
  const before = hasValue(row.current);
  const after = hasValue(row.client);
  if (before && after) return row.verschil === VERDICT.equal ? null : 'gewijzigd';
  if (after) return 'nieuw';
  if (before) return 'vervallen';
  return null;
}

function toChange(row: ComparisonRow, kind: VersionChangeKind): VersionChange {
  const verschil =
    kind === 'nieuw'
      ? VERSION_CHANGE_VERDICTS.added
      : kind === 'vervallen'
        ? VERSION_CHANGE_VERDICTS.removed
        : row.verschil;
  return {
    categorie: row.categorie,
    element_key: row.element_key,
    element: row.element,
    eenheid: row.eenheid,
    // A change has a value on at least one side; the old side's unit first, as the verdict uses.
    unit: (hasValue(row.current) ? row.current : row.client)!.unit,
    kind,
    waarde_oud: row.waarde_huidig,
    waarde_nieuw: row.waarde_nieuw,
    ruw_oud: row.current?.value ?? null,
    ruw_nieuw: row.client?.value ?? null,
    outcome_oud: row.current_outcome,
    outcome_nieuw: row.client_outcome,
    verschil,
    art_nr_oud: row.art_nr_huidig,
    paginas_oud: row.current?.pages ?? [],
    citaat_oud: row.current?.quote ?? row.current?.as_printed ?? null,
    art_nr_nieuw: row.art_nr_nieuw,
    paginas_nieuw: row.client?.pages ?? [],
    citaat_nieuw: row.client?.quote ?? row.client?.as_printed ?? null,
    is_inlenersbeloning: row.is_inlenersbeloning,
  };
}

export function summariseVersionChanges(changes: readonly VersionChange[]): VersionChangesSummary {
  const count = (kind: VersionChangeKind) => changes.filter((change) => change.kind === kind).length;
  return {
    total: changes.length,
    gewijzigd: count('gewijzigd'),
    nieuw: count('nieuw'),
    vervallen: count('vervallen'),
  };
}

/**
 * 'Wat is er veranderd' between two versions of one cao: only the elements that differ, in the
 * spec's category order, each with its value and citation (article, pages, quote) in both versions.
 * A side without a value keeps its outcome, so "vervallen" shows whether the new version says it no
 * longer regulates the element or the engine did not find it there (to be checked by hand).
 * Inlenersbeloning marks follow the new version's list.
 */
export function versionChanges(before: VersionExtraction, after: VersionExtraction): VersionChanges {
  const categories = orderCategories([
    ...listCatalogCategories().map((category) => category.key),
    ...Object.keys(before.values),
    ...Object.keys(after.values),
  ]);
  const changes = categories.flatMap((category) =>
    compareCategory(category, before.values[category], after.values[category], {
      inlenersbeloning: after.inlenersbeloning ?? null,
    }).flatMap((row) => {
      const kind = kindOf(row);
      return kind ? [toChange(row, kind)] : [];
    }),
  );
  return { changes, summary: summariseVersionChanges(changes) };
}
