import {
  orderCategories,
  type VersionChange,
  type VersionChangeKind,
  type VersionChangesSummary,
} from '@caoscan/core';
import type { ComparisonRow, ExtractedElement, Extraction, Unit } from '../types';
import { listCatalogCategories } from './catalog';
import { compareCategory } from './compare-category';
import { VERDICT } from './compare-element';
import { isCoveredByInlenersbeloning } from './inlenersbeloning';

/** Neither side has a value (a change of the inlenersbeloning list only): the elements' own unit. */
const unitOf = (row: ComparisonRow): Unit => row.current?.unit ?? row.client?.unit ?? 'text';

/** What the change list needs of a version's extraction. */
export type VersionExtraction = Pick<Extraction, 'values' | 'inlenersbeloning'>;

export interface VersionChanges {
  changes: VersionChange[];
  summary: VersionChangesSummary;
}

export const VERSION_CHANGE_VERDICTS = {
  added: 'Nieuw in deze versie',
  removed: 'Vervallen in deze versie',
  nowFollowsHirer: 'Valt nu onder de inlenersbeloning',
  noLongerFollowsHirer: 'Valt niet meer onder de inlenersbeloning',
} as const;

const hasValue = (element: ExtractedElement | null) => element !== null && element.value !== null;

/**
 * What kind of change a row is, or null when the element did not change: both versions have an
 * equal value, or neither has one and the agency cao's inlenersbeloning list covers it in both or
 * neither. Comparing two versions is comparing two cao's with the old version as "current" and
 * the new one as "client", so the verdicts (units, text, dates) are the scan's.
 */
function kindOf(row: ComparisonRow, wasCovered: boolean): VersionChangeKind | null {
  const before = hasValue(row.current);
  const after = hasValue(row.client);
  if (before && after) return row.verschil === VERDICT.equal ? null : 'gewijzigd';
  if (after) return 'nieuw';
  if (before) return 'vervallen';
  return wasCovered !== row.is_inlenersbeloning ? 'gewijzigd' : null;
}

function describeChange(row: ComparisonRow, kind: VersionChangeKind): string {
  if (kind === 'nieuw') return VERSION_CHANGE_VERDICTS.added;
  if (kind === 'vervallen') return VERSION_CHANGE_VERDICTS.removed;
  if (!hasValue(row.current) && !hasValue(row.client)) {
    return row.is_inlenersbeloning
      ? VERSION_CHANGE_VERDICTS.nowFollowsHirer
      : VERSION_CHANGE_VERDICTS.noLongerFollowsHirer;
  }
  return row.verschil;
}

function toChange(row: ComparisonRow, kind: VersionChangeKind, wasCovered: boolean): VersionChange {
  const verschil = describeChange(row, kind);
  return {
    categorie: row.categorie,
    element_key: row.element_key,
    element: row.element,
    eenheid: row.eenheid,
    // The unit of the side with a value, the old side first (as the verdict uses).
    unit:
      (hasValue(row.current) ? row.current : hasValue(row.client) ? row.client : null)?.unit ?? unitOf(row),
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
    was_inlenersbeloning: wasCovered,
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
 * In an agency cao, an element the new version's inlenersbeloning list adds or drops is a change
 * too ("Valt nu onder de inlenersbeloning"), with both versions' citations of the list.
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
      const wasCovered = isCoveredByInlenersbeloning(before.inlenersbeloning, category, row.element_key);
      const kind = kindOf(row, wasCovered);
      return kind ? [toChange(row, kind, wasCovered)] : [];
    }),
  );
  return { changes, summary: summariseVersionChanges(changes) };
}
