import type { Workbook, Worksheet } from 'exceljs';
import { findCategoryDefinition } from '../categories';
import { labelCategory } from '../compare';
import type { ComparisonRow, ExtractedElement } from '../types';
import { styleHeaderRow } from './sheet-style';
import { originKey, type ComparisonExportMeta } from './summary-sheet';

const SIDES = [
  { side: 'current', outcome: 'current_outcome', label: 'Huidige cao' },
  { side: 'client', outcome: 'client_outcome', label: 'Cao klant' },
] as const;

/** How many of the category's marker words to name: enough to know where to look, short enough to read. */
const WORDS_NAMED = 6;

/**
 * Where the engine looked for an element it did not find: its own note, then the words it searched
 * the document for (the element's label and hints, the category's vocabulary), so a reviewer knows
 * which passages were read and where to look further by hand.
 */
export function describeSearch(
  category: string,
  elementKey: string,
  element: ExtractedElement | null,
): string {
  const definition = findCategoryDefinition(category);
  const spec = definition?.elements.find((candidate) => candidate.key === elementKey);
  const words = [
    ...new Set([
      ...(spec ? [spec.label.toLowerCase()] : []),
      ...(spec?.retrievalHints ?? []),
      ...(definition?.vocabulary ?? []).slice(0, WORDS_NAMED),
    ]),
  ];
  const note = element?.note ?? 'Niet gevonden in de cao.';
  const pages = element && element.pages.length > 0 ? ` Bekeken pagina's: ${element.pages.join(', ')}.` : '';
  const searched = words.length > 0 ? ` Gezocht in de hele cao op: ${words.join(', ')}.` : '';
  return `${note}${pages}${searched}`;
}

function documentName(meta: ComparisonExportMeta, side: 'current' | 'client'): string {
  return side === 'current'
    ? `${meta.currentName}${meta.currentDocument ? ` (${meta.currentDocument})` : ''}`
    : `${meta.clientName}${meta.clientDocument ? ` (${meta.clientDocument})` : ''}`;
}

/** "Controlelijst": per document, every element the engine did not find, to be checked by hand. */
export function addControlListSheet(
  workbook: Workbook,
  engineRows: readonly ComparisonRow[],
  meta: ComparisonExportMeta,
): Worksheet {
  const sheet = workbook.addWorksheet('Controlelijst', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: 'Document', width: 34 },
    { header: 'Categorie', width: 22 },
    { header: 'Element', width: 36 },
    { header: 'Eenheid', width: 16 },
    { header: 'Waar gezocht', width: 70 },
    { header: 'Status', width: 34 },
  ].map((column) => ({ ...column, style: { alignment: { vertical: 'top', wrapText: true } } }));
  styleHeaderRow(sheet.getRow(1));
  const origins = meta.review?.origins ?? {};
  let listed = 0;
  for (const { side, outcome, label } of SIDES) {
    for (const row of engineRows) {
      if (row[outcome] !== 'not_found') continue;
      listed += 1;
      sheet.addRow([
        `${label}: ${documentName(meta, side)}`,
        labelCategory(row.categorie),
        row.element,
        row.eenheid,
        describeSearch(row.categorie, row.element_key, row[side]),
        origins[originKey(row.categorie, row.element_key, side)] ?? 'Controleer handmatig',
      ]);
    }
  }
  if (listed === 0) sheet.addRow(['De engine vond in beide documenten elk element.']);
  return sheet;
}
