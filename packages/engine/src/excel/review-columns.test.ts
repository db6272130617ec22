import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { compareExtractions } from '../compare';
import { readGoldExtraction } from '../compare/testing/gold-extraction';
import { COMPARISON_COLUMNS, ENGINE_ORIGIN } from './comparison-sheet';
import { originKey } from './summary-sheet';
import { writeComparisonXlsx } from './write-comparison-xlsx';

const column = (header: string) => COMPARISON_COLUMNS.findIndex((c) => c.header === header) + 1;

describe('the Excel of a reviewed scan', () => {
  it('names each value’s origin and lists what the engine did not find per document', async () => {
    const current = readGoldExtraction('cao-metaal-fictief');
    const client = structuredClone(readGoldExtraction('cao-retail-fictief'));
    client.values.verlof!.vakantiedagen = {
      ...client.values.verlof!.vakantiedagen!,
      value: null,
      outcome: 'not_found',
      pages: [],
      note: 'Niet gevonden in de cao.',
    };
    const engine = compareExtractions(current, client);
    const origin = 'Handmatig aangepast door Lid Demo op 25 november 2026';
    const buffer = await writeComparisonXlsx(engine, {
      scanName: 'x',
      currentName: 'Metaal',
      clientName: 'Retail',
      clientDocument: 'retail.pdf',
      createdAt: new Date(),
      review: {
        origins: { [originKey('verlof', 'vakantiedagen', 'client')]: origin },
        engineRows: engine.rows,
      },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);

    const sheet = workbook.getWorksheet('Vergelijking')!;
    const row = sheet.getRow(engine.rows.findIndex((r) => r.element_key === 'vakantiedagen') + 2);
    expect(row.getCell(column('Herkomst klant')).value).toBe(origin);
    expect(row.getCell(column('Herkomst huidig')).value).toBe(ENGINE_ORIGIN);

    const list = workbook.getWorksheet('Controlelijst')!;
    const listed = list.getRows(2, list.rowCount - 1)!.map((r) => r.values as unknown[]);
    const vacation = listed.find(
      (values) => values[3] === row.getCell(2).value && String(values[1]).startsWith('Cao klant'),
    );
    expect(vacation?.[1]).toBe('Cao klant: Retail (retail.pdf)');
    expect(String(vacation?.[5])).toMatch(/^Niet gevonden in de cao\. Gezocht in de hele cao op: /);
    expect(vacation?.[6]).toBe(origin);
  });
});
