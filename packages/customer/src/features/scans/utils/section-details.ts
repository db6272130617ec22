import type { DetailedComparisonResult, ExtractionDetails, ExtractionField } from '@caoscan/core';

export type Side = 'current' | 'client';

export function getSideDetails(row: DetailedComparisonResult, side: Side): ExtractionDetails | null {
  return side === 'current' ? row.current_extraction_details : row.client_extraction_details;
}

/** The row's own field in the section's data (the element key names it). */
export function getSideField(row: DetailedComparisonResult, side: Side): ExtractionField | null {
  return getSideDetails(row, side)?.extraction_data[row.element_key] ?? null;
}

/** All articles and pages the section's fields cite, in document order. */
export function collectSectionSources(details: ExtractionDetails): { articles: string[]; pages: number[] } {
  const articles = new Set<string>();
  const pages = new Set<number>();
  for (const field of Object.values(details.extraction_data)) {
    field.source.artikel_nummers.forEach((article) => articles.add(article));
    field.source.pagina_nummers.forEach((page) => pages.add(page));
  }
  return {
    articles: [...articles].sort((a, b) => a.localeCompare(b, 'nl', { numeric: true })),
    pages: [...pages].sort((a, b) => a - b),
  };
}

/** A field's value as the cao printed it, else its stored value. */
export function formatFieldValue(field: ExtractionField): string {
  if (field.as_printed) return field.as_printed;
  if (field.value === null) return '–';
  return typeof field.value === 'number' ? field.value.toLocaleString('nl-NL') : field.value;
}

export const formatList = (items: readonly (string | number)[]) => (items.length ? items.join(', ') : '–');
