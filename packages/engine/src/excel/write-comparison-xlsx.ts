import ExcelJS from 'exceljs';
import type { Comparison } from '../types';
import { addComparisonSheet } from './comparison-sheet';
import { addControlListSheet } from './control-list-sheet';
import { addSummarySheet, type ComparisonExportMeta } from './summary-sheet';

/**
 * The scan's Excel export: "Samenvatting", "Vergelijking" (every element), "Inlenersbeloning"
 * (only the elements an agency must follow from the client's cao) when the current cao names them,
 * and "Controlelijst" (every element the engine did not find, per document, with where it looked).
 */
export async function writeComparisonXlsx(
  comparison: Comparison,
  meta: ComparisonExportMeta,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'CAO Scan';
  workbook.title = meta.scanName;
  const created = new Date(meta.createdAt);
  workbook.created = Number.isNaN(created.getTime()) ? new Date() : created;
  addSummarySheet(workbook, comparison, meta);
  const origins = meta.review?.origins ?? {};
  addComparisonSheet(workbook, 'Vergelijking', comparison.rows, origins);
  const followed = comparison.rows.filter((row) => row.is_inlenersbeloning);
  if (followed.length > 0) addComparisonSheet(workbook, 'Inlenersbeloning', followed, origins);
  addControlListSheet(workbook, meta.review?.engineRows ?? comparison.rows, meta);
  const data = await workbook.xlsx.writeBuffer();
  return Buffer.from(data as ArrayBuffer);
}
