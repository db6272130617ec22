import type { Workbook, Worksheet } from 'exceljs';
import type { ComparisonRow } from '../types';
import { formatArticle, labelCategory } from '../compare';
import { FAVOURABLE_LABELS, formatPages, OUTCOME_STYLES, toValueCell } from './cell-values';
import { styleHeaderRow } from './sheet-style';
import { originKey } from './summary-sheet';

interface Column {
  header: string;
  width: number;
  wrap?: boolean;
}

export const COMPARISON_COLUMNS: readonly Column[] = [
  { header: 'Categorie', width: 22 },
  { header: 'Element', width: 36, wrap: true },
  { header: 'Eenheid', width: 16 },
  { header: 'Waarde huidige cao', width: 28, wrap: true },
  { header: 'Artikel huidig', width: 14 },
  { header: "Pagina's huidig", width: 12 },
  { header: 'Waarde cao klant', width: 28, wrap: true },
  { header: 'Artikel klant', width: 14 },
  { header: "Pagina's klant", width: 12 },
  { header: 'Verschil', width: 26, wrap: true },
  { header: 'Gunstiger voor werknemer', width: 16 },
  { header: 'Inlenersbeloning', width: 12 },
  { header: 'Citaat huidig', width: 60, wrap: true },
  { header: 'Citaat klant', width: 60, wrap: true },
  { header: 'Herkomst huidig', width: 30, wrap: true },
  { header: 'Herkomst klant', width: 30, wrap: true },
];

/** Where a value comes from: the engine, or a reviewer's correction (who and when). */
export const ENGINE_ORIGIN = 'Engine';

const CURRENT_VALUE_COLUMN = 4;
const CLIENT_VALUE_COLUMN = 7;

type Origins = Readonly<Record<string, string>>;

function rowValues(row: ComparisonRow, origins: Origins): unknown[] {
  const origin = (side: 'current' | 'client') =>
    origins[originKey(row.categorie, row.element_key, side)] ?? ENGINE_ORIGIN;
  return [
    labelCategory(row.categorie),
    row.element,
    row.eenheid,
    toValueCell(row.current, row.current_outcome).value,
    formatArticle(row.current),
    formatPages(row.current),
    toValueCell(row.client, row.client_outcome).value,
    formatArticle(row.client),
    formatPages(row.client),
    row.verschil,
    FAVOURABLE_LABELS[row.favourable],
    row.is_inlenersbeloning ? 'Ja' : 'Nee',
    row.current?.quote ?? null,
    row.client?.quote ?? null,
    origin('current'),
    origin('client'),
  ];
}

/** One row per element, header frozen and filterable; numbers stay numbers so Excel can sort them. */
export function addComparisonSheet(
  workbook: Workbook,
  name: string,
  rows: readonly ComparisonRow[],
  origins: Origins = {},
): Worksheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1, xSplit: 2 }] });
  sheet.columns = COMPARISON_COLUMNS.map((column) => ({
    header: column.header,
    width: column.width,
    style: { alignment: { vertical: 'top', wrapText: column.wrap ?? false } },
  }));
  styleHeaderRow(sheet.getRow(1));
  for (const row of rows) {
    const added = sheet.addRow(rowValues(row, origins));
    const sides = [
      [CURRENT_VALUE_COLUMN, toValueCell(row.current, row.current_outcome).numFmt, row.current_outcome],
      [CLIENT_VALUE_COLUMN, toValueCell(row.client, row.client_outcome).numFmt, row.client_outcome],
    ] as const;
    for (const [column, numFmt, outcome] of sides) {
      const cell = added.getCell(column);
      cell.alignment = { vertical: 'top', horizontal: 'left', wrapText: true };
      if (numFmt) cell.numFmt = numFmt;
      const { font, fill } = OUTCOME_STYLES[outcome];
      if (font) cell.font = font;
      if (fill) cell.fill = fill;
    }
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COMPARISON_COLUMNS.length } };
  return sheet;
}
