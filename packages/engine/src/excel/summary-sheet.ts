import { needsManualCheck } from '@caoscan/core';
import type { Workbook, Worksheet } from 'exceljs';
import type { Comparison, ComparisonRow } from '../types';
import { labelCategory, VERDICT } from '../compare';
import { styleHeaderRow } from './sheet-style';

export interface ComparisonExportMeta {
  scanName: string;
  /** Name of the current cao (or "ABU CAO (automatisch opgehaald)"). */
  currentName: string;
  clientName: string;
  createdAt: Date | string;
  /** File names of the documents, when known. */
  currentDocument?: string | null;
  clientDocument?: string | null;
  owner?: string | null;
  /** Default: now. */
  exportedAt?: Date | string;
  /** A reviewer's corrections on top of the engine's values (issue I); absent: all from the engine. */
  review?: ExportReview;
}

/** Origin per corrected side, and the engine's own rows (the 'Controlelijst' lists what it missed). */
export interface ExportReview {
  /** Key `originKey(category, element, side)` → "Handmatig aangepast door … op …". */
  origins: Readonly<Record<string, string>>;
  engineRows: readonly ComparisonRow[];
}

export function originKey(category: string, elementKey: string, side: 'current' | 'client'): string {
  return `${category}.${elementKey}.${side}`;
}

const dateTimeFormat = new Intl.DateTimeFormat('nl-NL', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Amsterdam',
});

export function formatDutchDateTime(value: Date | string): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : dateTimeFormat.format(date);
}

interface CategoryCounts {
  elements: number;
  differences: number;
  equalities: number;
  toCheck: number;
  clientBetter: number;
  inlenersbeloning: number;
}

function countPerCategory(rows: readonly ComparisonRow[]): Map<string, CategoryCounts> {
  const counts = new Map<string, CategoryCounts>();
  for (const row of rows) {
    const entry = counts.get(row.categorie) ?? {
      elements: 0,
      differences: 0,
      equalities: 0,
      toCheck: 0,
      clientBetter: 0,
      inlenersbeloning: 0,
    };
    entry.elements += 1;
    if (needsManualCheck(row)) entry.toCheck += 1;
    else if (row.verschil === VERDICT.equal) entry.equalities += 1;
    else if (row.verschil !== VERDICT.neither) entry.differences += 1;
    if (row.favourable === 'client') entry.clientBetter += 1;
    if (row.is_inlenersbeloning) entry.inlenersbeloning += 1;
    counts.set(row.categorie, entry);
  }
  return counts;
}

/** "Samenvatting": what was compared, when, and the counts overall and per category. */
export function addSummarySheet(
  workbook: Workbook,
  comparison: Comparison,
  meta: ComparisonExportMeta,
): Worksheet {
  const sheet = workbook.addWorksheet('Samenvatting');
  sheet.columns = [
    { width: 34 },
    { width: 16 },
    { width: 14 },
    { width: 12 },
    { width: 22 },
    { width: 18 },
    { width: 20 },
  ];
  sheet.addRow([`CAO Scan: ${meta.scanName}`]).font = { bold: true, size: 14 };
  sheet.addRow([]);
  const { summary, rows } = comparison;
  const facts: [string, string | number][] = [
    ['Scan', meta.scanName],
    ['Huidige cao', meta.currentName],
    ...(meta.currentDocument ? [['Document huidige cao', meta.currentDocument] as [string, string]] : []),
    ['Cao klant', meta.clientName],
    ...(meta.clientDocument ? [['Document cao klant', meta.clientDocument] as [string, string]] : []),
    ...(meta.owner ? [['Eigenaar', meta.owner] as [string, string]] : []),
    ['Aangemaakt op', formatDutchDateTime(meta.createdAt)],
    ['Geëxporteerd op', formatDutchDateTime(meta.exportedAt ?? new Date())],
    ['Totaal vergelijkingen', summary.total],
    ['Categorieën', summary.categories],
    ['Verschillen', summary.differences],
    ['Gelijk', summary.equalities],
    ['Controleer handmatig', summary.to_check],
    ['Gunstiger in cao klant', rows.filter((row) => row.favourable === 'client').length],
    ['Valt onder inlenersbeloning', rows.filter((row) => row.is_inlenersbeloning).length],
  ];
  for (const [label, value] of facts) {
    const row = sheet.addRow([label, value]);
    row.getCell(1).font = { bold: true };
    row.getCell(2).alignment = { horizontal: 'left' };
  }
  sheet.addRow([]);
  const header = sheet.addRow([
    'Categorie',
    'Elementen',
    'Verschillen',
    'Gelijk',
    'Gunstiger in cao klant',
    'Inlenersbeloning',
    'Controleer handmatig',
  ]);
  styleHeaderRow(header);
  for (const [category, counts] of countPerCategory(rows)) {
    sheet.addRow([
      labelCategory(category),
      counts.elements,
      counts.differences,
      counts.equalities,
      counts.clientBetter,
      counts.inlenersbeloning,
      counts.toCheck,
    ]);
  }
  return sheet;
}
