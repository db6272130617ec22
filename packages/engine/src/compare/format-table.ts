import type { Comparison, ComparisonRow } from '../types';
import { labelCategory } from './catalog';
import { describeSide } from './format-value';

/** Console table for the CLI: per category, element | huidige cao | art. | cao klant | art. | verschil. */

const WIDTHS = { element: 40, value: 28, article: 12 };

function fit(text: string | null, width: number): string {
  const flat = (text ?? '–').replace(/\s+/g, ' ');
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat.padEnd(width);
}

const MARKS: Record<ComparisonRow['favourable'], string> = {
  client: ' ▲',
  current: ' ▼',
  equal: '',
  unknown: '',
};

function formatRow(row: ComparisonRow): string {
  return [
    `${row.is_inlenersbeloning ? '*' : ' '} ${fit(row.element, WIDTHS.element)}`,
    fit(describeSide(row.waarde_huidig, row.current_outcome), WIDTHS.value),
    fit(row.art_nr_huidig, WIDTHS.article),
    fit(describeSide(row.waarde_nieuw, row.client_outcome), WIDTHS.value),
    fit(row.art_nr_nieuw, WIDTHS.article),
    `${row.verschil}${MARKS[row.favourable]}`,
  ].join(' │ ');
}

function formatHeader(): string {
  return [
    `  ${fit('Element', WIDTHS.element)}`,
    fit('Huidige cao', WIDTHS.value),
    fit('Artikel', WIDTHS.article),
    fit('Cao klant', WIDTHS.value),
    fit('Artikel', WIDTHS.article),
    'Verschil',
  ].join(' │ ');
}

export function formatComparisonTable(comparison: Comparison): string {
  const header = formatHeader();
  const lines: string[] = [];
  let category: string | null = null;
  for (const row of comparison.rows) {
    if (row.categorie !== category) {
      category = row.categorie;
      lines.push('', labelCategory(category).toUpperCase(), header, '─'.repeat(header.length + 20));
    }
    lines.push(formatRow(row));
  }
  const { total, categories, differences, equalities, to_check: toCheck } = comparison.summary;
  lines.push(
    '',
    `Totaal ${total} vergelijkingen in ${categories} categorieën: ${differences} verschillen, ${equalities} gelijk, ${toCheck} handmatig te controleren.`,
    '* valt onder de inlenersbeloning · ▲ gunstiger in cao klant · ▼ gunstiger in huidige cao',
  );
  return lines.join('\n');
}
