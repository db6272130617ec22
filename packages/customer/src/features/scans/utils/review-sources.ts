import {
  findElementUnit,
  UNIT_LABELS,
  type DetailedComparisonResult,
  type RowCorrection,
} from '@caoscan/core';
import { getSideField, type Side } from './section-details';

export function getSideCorrection(row: DetailedComparisonResult, side: Side): RowCorrection | null {
  return (side === 'current' ? row.current_correction : row.client_correction) ?? null;
}

/** Every page a side's value cites: a reviewer's page first, then the engine's, without repeats. */
export function listCitedPages(row: DetailedComparisonResult, side: Side): number[] {
  const corrected = getSideCorrection(row, side)?.page;
  const engine = getSideField(row, side)?.source.pagina_nummers ?? [];
  return [...new Set([...(corrected ? [corrected] : []), ...engine])];
}

/** The article the value stands in, as the row names it (with its lid). */
export function getSideArticle(row: DetailedComparisonResult, side: Side): string | null {
  return side === 'current' ? row.art_nr_huidig : row.art_nr_nieuw;
}

/** The text as printed on the page, to mark there; a reviewer's value has none. */
export function getPrintedText(row: DetailedComparisonResult, side: Side): string | null {
  if (getSideCorrection(row, side)) return null;
  return getSideField(row, side)?.as_printed ?? null;
}

/** The unit code of the row's element: the catalogue's, else read back from the 'Eenheid' label. */
export function getElementUnit(row: DetailedComparisonResult): string {
  const known = findElementUnit(row.categorie, row.element_key);
  if (known) return known;
  const byLabel = Object.entries(UNIT_LABELS).find(([, label]) => label === row.eenheid);
  return byLabel?.[0] ?? 'text';
}
