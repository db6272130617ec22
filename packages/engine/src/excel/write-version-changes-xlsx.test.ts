import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { versionChanges } from '../compare';
import { readGoldExtraction } from '../compare/testing/gold-extraction';
import type { ExtractedElement } from '../types';
import {
  VERSION_CHANGE_COLUMNS,
  VERSION_CHANGES_SHEET,
  writeVersionChangesXlsx,
} from './write-version-changes-xlsx';

const before = readGoldExtraction('cao-metaal-fictief');
const after = structuredClone(before);
after.values.beloning!.laagste_schaal_minimum!.value = 2500;
after.values.beloning!.laagste_schaal_minimum!.pages = [12];
delete after.values.duurzaam_werken_en_leven!.opleidingsbudget;
after.values.vergoedingen!.thuiswerkvergoeding = {
  ...(after.values.vergoedingen!.thuiswerkvergoeding as ExtractedElement),
  value: 2.5,
  outcome: 'found',
  article: '31',
  lid: null,
  pages: [20],
  quote: 'Wie thuis werkt, krijgt € 2,50 per dag.',
};

describe('writeVersionChangesXlsx', () => {
  it('writes one row per change with both citations, and the versions compared', async () => {
    const result = versionChanges(before, after);
    const buffer = await writeVersionChangesXlsx(result, {
      caoName: 'Cao Metaal (fictief)',
      fromLabel: '2025',
      toLabel: '2026',
      exportedAt: '2026-03-01T10:00:00Z',
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([VERSION_CHANGES_SHEET, 'Versies']);
    const sheet = workbook.getWorksheet(VERSION_CHANGES_SHEET)!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(
      VERSION_CHANGE_COLUMNS.map((c) => c.header),
    );
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.rowCount).toBe(4);
    const rows = [2, 3, 4].map((number) => (sheet.getRow(number).values as unknown[]).slice(1, 12));
    expect(rows).toEqual([
      [
        'Beloning',
        'Laagste schaal, minimum maandloon',
        'Gewijzigd',
        'euro per maand',
        2448.6,
        '4.2',
        '11',
        2500,
        '4.2',
        '12',
        '+€ 51,40 per maand',
      ],
      [
        'Vergoedingen',
        'Thuiswerkvergoeding per dag',
        'Nieuw',
        'euro per dag',
        'Niet geregeld in deze cao',
        undefined,
        undefined,
        2.5,
        '31',
        '20',
        'Nieuw in deze versie',
      ],
      [
        'Duurzaam werken en leven',
        'Persoonlijk opleidingsbudget per jaar',
        'Vervallen',
        'euro',
        500,
        '11.2 lid 1',
        '22',
        'Niet gevonden — controleer handmatig',
        undefined,
        undefined,
        'Vervallen in deze versie',
      ],
    ]);
    // Numbers stay numbers, formatted as the scan's workbook formats them.
    expect(sheet.getRow(2).getCell(5).numFmt).toBe('"€ "#,##0.00" per maand"');
    expect(sheet.getRow(3).getCell(8).numFmt).toBe('"€ "#,##0.00" per dag"');
    // Not found stands out as in the scan's workbook.
    expect(sheet.getRow(4).getCell(8).font?.italic).toBe(true);
    const about = workbook.getWorksheet('Versies')!;
    expect(about.getRow(1).values).toEqual([undefined, 'Cao', 'Cao Metaal (fictief)']);
    expect(about.getRow(4).values).toEqual([undefined, 'Gewijzigd', 1]);
  });
});
