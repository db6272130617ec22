import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { compareExtractions } from '../compare';
import { readGoldExtraction } from '../compare/testing/gold-extraction';
import { COMPARISON_COLUMNS } from './comparison-sheet';
import { writeComparisonXlsx } from './write-comparison-xlsx';

const comparison = compareExtractions(
  readGoldExtraction('cao-uitzend-fictief'),
  readGoldExtraction('cao-metaal-fictief'),
);

async function readBack(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook;
}

describe('writeComparisonXlsx', () => {
  it('writes summary, comparison and inlenersbeloning sheets that read back', async () => {
    const buffer = await writeComparisonXlsx(comparison, {
      scanName: 'Uitzend tegen metaal',
      currentName: 'Cao voor Uitzendkrachten (fictief)',
      clientName: 'Cao Metaal (fictief)',
      currentDocument: 'cao-uitzend-fictief.pdf',
      createdAt: '2026-01-15T09:30:00Z',
    });
    expect(buffer.subarray(0, 2).toString()).toBe('PK');
    const workbook = await readBack(buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Samenvatting',
      'Vergelijking',
      'Inlenersbeloning',
      'Controlelijst',
    ]);

    const sheet = workbook.getWorksheet('Vergelijking')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(COMPARISON_COLUMNS.map((c) => c.header));
    expect(sheet.rowCount).toBe(comparison.rows.length + 1);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();

    const wage = sheet.getRow(4);
    expect(wage.getCell(1).value).toBe('Beloning');
    // The agency cao leaves the wage to the hirer's cao: not regulated there, shown as such.
    expect(wage.getCell(4).value).toBe('Niet geregeld in deze cao');
    expect(wage.getCell(4).font?.italic).toBe(true);
    expect(wage.getCell(7).value).toBe(2448.6);
    expect(wage.getCell(7).numFmt).toBe('"€ "#,##0.00" per maand"');
    expect(wage.getCell(8).value).toBe('4.2');
    expect(wage.getCell(10).value).toBe('Alleen geregeld in cao klant');
    expect(wage.getCell(11).value).toBe('Cao klant');
    expect(wage.getCell(12).value).toBe('Ja');

    const rowOf = (key: string) => sheet.getRow(comparison.rows.findIndex((r) => r.element_key === key) + 2);
    const holiday = rowOf('vakantiebijslag_percentage');
    expect([holiday.getCell(4).value, holiday.getCell(4).numFmt]).toEqual([8, '#,##0"%"']);
    expect(holiday.getCell(13).value).toContain('8%');
    expect(holiday.getCell(13).alignment?.wrapText).toBe(true);
    const start = rowOf('looptijd_van').getCell(4);
    expect(start.value).toEqual(new Date('2025-02-03T00:00:00Z'));
    expect(start.numFmt).toBe('[$-413]d mmmm yyyy');
    expect(rowOf('betalingsperiode').getCell(4).value).toBe('per week, per vier weken of per maand');

    const summary = workbook.getWorksheet('Samenvatting')!;
    const facts = new Map<string, unknown>();
    summary.eachRow((row) => facts.set(String(row.getCell(1).value), row.getCell(2).value));
    expect(facts.get('Verschillen')).toBe(comparison.summary.differences);
    expect(facts.get('Gelijk')).toBe(comparison.summary.equalities);
    expect(facts.get('Aangemaakt op')).toBe('15 januari 2026 om 10:30');
    expect(facts.get('Beloning')).toBe(5);
    expect(facts.get('Overige regelingen')).toBe(3);

    const followed = workbook.getWorksheet('Inlenersbeloning')!;
    expect(followed.rowCount - 1).toBe(comparison.rows.filter((r) => r.is_inlenersbeloning).length);
  });

  it('shows a side the engine did not find distinctly, and counts it as to check by hand', async () => {
    const current = readGoldExtraction('cao-metaal-fictief');
    const client = structuredClone(readGoldExtraction('cao-retail-fictief'));
    const vacation = client.values.verlof!.vakantiedagen!;
    client.values.verlof!.vakantiedagen = {
      ...vacation,
      value: null,
      outcome: 'not_found',
      article: null,
      pages: [],
      as_printed: null,
      quote: null,
    };
    const checked = compareExtractions(current, client);
    expect(checked.summary.to_check).toBeGreaterThan(0);
    const workbook = await readBack(
      await writeComparisonXlsx(checked, {
        scanName: 'x',
        currentName: 'a',
        clientName: 'b',
        createdAt: new Date(),
      }),
    );
    const sheet = workbook.getWorksheet('Vergelijking')!;
    const row = sheet.getRow(checked.rows.findIndex((r) => r.element_key === 'vakantiedagen') + 2);
    expect(typeof row.getCell(4).value).toBe('number');
    expect(row.getCell(7).value).toBe('Niet gevonden — controleer handmatig');
    expect(row.getCell(7).fill).toMatchObject({ type: 'pattern', fgColor: { argb: 'FFFFE9C7' } });
    expect(row.getCell(10).value).toBe('Niet gevonden in cao klant — controleer handmatig');
    expect(row.getCell(11).value).toBe('Niet te bepalen');

    const facts = new Map<string, unknown>();
    workbook.getWorksheet('Samenvatting')!.eachRow((r) => facts.set(String(r.getCell(1).value), r));
    const summaryRow = (label: string) => facts.get(label) as ExcelJS.Row;
    expect(summaryRow('Controleer handmatig').getCell(2).value).toBe(checked.summary.to_check);
    expect(summaryRow('Categorie').getCell(7).value).toBe('Controleer handmatig');
    expect(summaryRow('Verlof').getCell(7).value).toBeGreaterThanOrEqual(1);
  });

  it('leaves out the inlenersbeloning sheet when the current cao names none', async () => {
    const plain = compareExtractions(
      readGoldExtraction('cao-metaal-fictief'),
      readGoldExtraction('cao-retail-fictief'),
    );
    const workbook = await readBack(
      await writeComparisonXlsx(plain, {
        scanName: 'x',
        currentName: 'a',
        clientName: 'b',
        createdAt: new Date(),
      }),
    );
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Samenvatting',
      'Vergelijking',
      'Controlelijst',
    ]);
  });
});
