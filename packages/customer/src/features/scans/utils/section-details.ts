import {
  ELEMENT_OUTCOME_LABELS,
  type DetailedComparisonResult,
  type ElementOutcome,
  type ExtractionDetails,
  type ExtractionField,
} from '@caoscan/core';

export type Side = 'current' | 'client';

export function getSideValue(row: DetailedComparisonResult, side: Side): string | null {
  return side === 'current' ? row.waarde_huidig : row.waarde_nieuw;
}

export function getSideOutcome(row: DetailedComparisonResult, side: Side): ElementOutcome {
  return side === 'current' ? row.current_outcome : row.client_outcome;
}

/** A side as the user reads it: the value, else why there is none (not regulated, or check by hand). */
export function describeSideValue(value: string | null, outcome: ElementOutcome): string {
  return value ?? ELEMENT_OUTCOME_LABELS[outcome === 'found' ? 'not_found' : outcome];
}

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

/** A field's value as the cao printed it, else its stored value; without a value, its outcome. */
export function formatFieldValue(field: ExtractionField): string {
  if (field.value === null) return describeSideValue(null, field.outcome);
  if (field.as_printed) return field.as_printed;
  return typeof field.value === 'number' ? field.value.toLocaleString('nl-NL') : field.value;
}

/**
 * "Art. 26 lid 2 · p. 12": where the row's own value comes from. The article as the results row
 * shows it (with its lid) when there is one; pages from the field, else from the section's fields
 * that cite the same article. Null when the cao gives no source for it at all.
 */
export function describeElementSource(row: DetailedComparisonResult, side: Side): string | null {
  const field = getSideField(row, side);
  const rowArticle = side === 'current' ? row.art_nr_huidig : row.art_nr_nieuw;
  const articles = rowArticle ? [rowArticle] : (field?.source.artikel_nummers ?? []);
  let pages = field?.source.pagina_nummers ?? [];
  if (pages.length === 0 && articles.length > 0) {
    const cited = new Set(articles.map((article) => article.split(' ')[0]));
    const fields = Object.values(getSideDetails(row, side)?.extraction_data ?? {});
    pages = [
      ...new Set(
        fields
          .filter((other) => other.source.artikel_nummers.some((article) => cited.has(article)))
          .flatMap((other) => other.source.pagina_nummers),
      ),
    ].sort((a, b) => a - b);
  }
  return formatSource(articles, pages);
}

/**
 * The comparison value with its unit when the value does not say it already: "38 uur per week" is
 * not followed by "(uur per week)", and a text needs no "(tekst)".
 */
export function withUnit(value: string, unit: string): string {
  if (!unit || unit === 'tekst' || value.toLowerCase().includes(unit.toLowerCase())) return value;
  return `${value} (${unit})`;
}

/**
 * "Art. 26, 30 · p. 12, 13", or only the part that is known ("p. 12"); null when neither is, so
 * the screen says in words that there is no source instead of "Art. – · p. –".
 */
export function formatSource(articles: readonly string[], pages: readonly number[]): string | null {
  const parts = [
    articles.length ? `Art. ${articles.join(', ')}` : null,
    pages.length ? `p. ${pages.join(', ')}` : null,
  ].filter((part) => part !== null);
  return parts.length ? parts.join(' · ') : null;
}

export const formatList = (items: readonly (string | number)[]) => (items.length ? items.join(', ') : '–');
