import { VERSION_CHANGE_KIND_LABELS, type VersionChange } from '@caoscan/core';
import ExcelJS from 'exceljs';
import { describeSide, formatElementValue, labelCategory, type VersionChanges } from '../compare';
import type { ElementOutcome, ExtractedElement } from '../types';
import { OUTCOME_STYLES, toValueCell, type ValueCell } from './cell-values';
import { styleHeaderRow } from './sheet-style';
import { formatDutchDateTime } from './summary-sheet';

/** The two versions compared, as the workbook names them. */
export interface VersionChangesExportMeta {
  caoName: string;
  fromLabel: string;
  toLabel: string;
  /** Default: now. */
  exportedAt?: Date | string;
}

export const VERSION_CHANGES_SHEET = 'Wat is er veranderd';

export const VERSION_CHANGE_COLUMNS = [
  { header: 'Categorie', width: 22 },
  { header: 'Element', width: 36, wrap: true },
  { header: 'Wijziging', width: 12 },
  { header: 'Eenheid', width: 16 },
  { header: 'Oude waarde', width: 28, wrap: true },
  { header: 'Artikel oud', width: 14 },
  { header: "Pagina's oud", width: 12 },
  { header: 'Nieuwe waarde', width: 28, wrap: true },
  { header: 'Artikel nieuw', width: 14 },
  { header: "Pagina's nieuw", width: 12 },
  { header: 'Verschil', width: 26, wrap: true },
  { header: 'Inlenersbeloning', width: 12 },
  { header: 'Citaat oud', width: 60, wrap: true },
  { header: 'Citaat nieuw', width: 60, wrap: true },
] as const;

const OLD_VALUE_COLUMN = 5;
const NEW_VALUE_COLUMN = 8;

const pages = (list: readonly number[]) => (list.length > 0 ? list.join(', ') : null);

/**
 * A side's cell: a number or date Excel can sort, formatted as the scan's workbook does, when the
 * raw value in the change's unit reads as the screen's text (a side in another unit stays text);
 * without a value, why.
 */
function valueCell(
  change: VersionChange,
  raw: number | string | null,
  formatted: string | null,
  outcome: ElementOutcome,
): ValueCell {
  if (formatted === null || raw === null) return { value: describeSide(formatted, outcome) };
  const element: ExtractedElement = {
    key: change.element_key,
    label: change.element,
    value: raw,
    outcome: 'found',
    unit: change.unit,
    article: null,
    pages: [],
    as_printed: null,
    quote: null,
    confidence: 1,
  };
  return formatElementValue(element) === formatted ? toValueCell(element, 'found') : { value: formatted };
}

const sides = (change: VersionChange) =>
  [
    valueCell(change, change.ruw_oud, change.waarde_oud, change.outcome_oud),
    valueCell(change, change.ruw_nieuw, change.waarde_nieuw, change.outcome_nieuw),
  ] as const;

function rowValues(change: VersionChange): unknown[] {
  const [before, after] = sides(change);
  return [
    labelCategory(change.categorie),
    change.element,
    VERSION_CHANGE_KIND_LABELS[change.kind],
    change.eenheid,
    before.value,
    change.art_nr_oud,
    pages(change.paginas_oud),
    after.value,
    change.art_nr_nieuw,
    pages(change.paginas_nieuw),
    change.verschil,
    change.is_inlenersbeloning ? 'Ja' : 'Nee',
    change.citaat_oud,
    change.citaat_nieuw,
  ];
}

/**
 * The 'Wat is er veranderd' workbook: one row per element that differs between two versions of a
 * cao (the same columns as the screen), header frozen and filterable, and a sheet naming the versions.
 * Numbers and dates stay numbers and dates with the scan workbook's formats ("€ 2.448,60 per maand").
 */
export async function writeVersionChangesXlsx(
  result: VersionChanges,
  meta: VersionChangesExportMeta,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'CAO Scan';
  workbook.title = `${meta.caoName}: ${meta.fromLabel} → ${meta.toLabel}`;
  const sheet = workbook.addWorksheet(VERSION_CHANGES_SHEET, {
    views: [{ state: 'frozen', ySplit: 1, xSplit: 2 }],
  });
  sheet.columns = VERSION_CHANGE_COLUMNS.map((column) => ({
    header: column.header,
    width: column.width,
    style: { alignment: { vertical: 'top', wrapText: 'wrap' in column } },
  }));
  styleHeaderRow(sheet.getRow(1));
  for (const change of result.changes) {
    const added = sheet.addRow(rowValues(change));
    const [before, after] = sides(change);
    for (const [column, outcome, { numFmt }] of [
      [OLD_VALUE_COLUMN, change.outcome_oud, before],
      [NEW_VALUE_COLUMN, change.outcome_nieuw, after],
    ] as const) {
      const { font, fill } = OUTCOME_STYLES[outcome];
      const cell = added.getCell(column);
      cell.alignment = { vertical: 'top', horizontal: 'left', wrapText: true };
      if (numFmt) cell.numFmt = numFmt;
      if (font) cell.font = font;
      if (fill) cell.fill = fill;
    }
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: VERSION_CHANGE_COLUMNS.length } };

  const about = workbook.addWorksheet('Versies');
  about.columns = [{ width: 28 }, { width: 60 }];
  const { summary } = result;
  about.addRows([
    ['Cao', meta.caoName],
    ['Oude versie', meta.fromLabel],
    ['Nieuwe versie', meta.toLabel],
    ['Gewijzigd', summary.gewijzigd],
    ['Nieuw', summary.nieuw],
    ['Vervallen', summary.vervallen],
    ['Geëxporteerd op', formatDutchDateTime(meta.exportedAt ?? new Date())],
  ]);
  about.getColumn(1).font = { bold: true };
  const data = await workbook.xlsx.writeBuffer();
  return Buffer.from(data as ArrayBuffer);
}
