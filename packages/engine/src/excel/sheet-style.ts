import type { Row } from 'exceljs';

/** Bold white on the product's dark blue, so the header stays readable when frozen. */
export function styleHeaderRow(row: Row): void {
  row.height = 30;
  row.eachCell((cell) => {
    cell.font = { bold: true, color: { argb: 'FFFFFFFF' } };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1F3A5F' } };
    cell.alignment = { vertical: 'middle', wrapText: true };
  });
}
