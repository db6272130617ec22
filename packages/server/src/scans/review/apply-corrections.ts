import { findElementUnit, type RowCorrection, type ScanSide } from '@caoscan/core';
import { originKey, type ComparisonRow, type ExtractedElement, type Unit } from '@caoscan/engine';
import type { ScanEngine } from '../engine';
import { toRowCorrection, type ActiveCorrection, type ActiveCorrections } from './correction-store';

/** The unit a side's value is kept in: the catalogue's, else what the engine gave the element. */
export function unitOfRow(row: ComparisonRow, side: ScanSide): Unit {
  return (
    findElementUnit(row.categorie, row.element_key) ??
    row[side]?.unit ??
    row.current?.unit ??
    row.client?.unit ??
    'text'
  );
}

/** The engine's element with the reviewer's value in it: found, on the page the reviewer picked. */
function correctedElement(
  row: ComparisonRow,
  side: ScanSide,
  correction: ActiveCorrection,
): ExtractedElement {
  const engine = row[side];
  return {
    key: row.element_key,
    label: engine?.label ?? row.element,
    value: correction.value,
    outcome: 'found',
    unit: unitOfRow(row, side),
    article: correction.article,
    lid: null,
    pages: correction.page === null ? [] : [correction.page],
    as_printed: null,
    quote: null,
    note: `Handmatig aangepast door ${correction.authorName}`,
    confidence: 1,
  };
}

/**
 * One engine row with the corrections in force laid over it, judged again by the engine's own
 * compareElement (verdict, difference, favourability): the server never judges a row itself.
 */
export function correctRow(
  engine: ScanEngine,
  row: ComparisonRow,
  current: ActiveCorrection | undefined,
  client: ActiveCorrection | undefined,
): ComparisonRow {
  if (!current && !client) return row;
  return engine.compareElement(
    {
      category: row.categorie,
      elementKey: row.element_key,
      label: row.element,
      unit: unitOfRow(row, 'current'),
      isInlenersbeloning: row.is_inlenersbeloning,
    },
    current ? correctedElement(row, 'current', current) : row.current,
    client ? correctedElement(row, 'client', client) : row.client,
  );
}

export interface ReviewedRow {
  row: ComparisonRow;
  engineRow: ComparisonRow;
  current_correction: RowCorrection | null;
  client_correction: RowCorrection | null;
}

export function applyCorrections(
  engine: ScanEngine,
  engineRows: readonly ComparisonRow[],
  active: ActiveCorrections,
): ReviewedRow[] {
  return engineRows.map((engineRow) => {
    const current = active.get(originKey(engineRow.categorie, engineRow.element_key, 'current'));
    const client = active.get(originKey(engineRow.categorie, engineRow.element_key, 'client'));
    return {
      row: correctRow(engine, engineRow, current, client),
      engineRow,
      current_correction: current ? toRowCorrection(current, engineRow.waarde_huidig) : null,
      client_correction: client ? toRowCorrection(client, engineRow.waarde_nieuw) : null,
    };
  });
}

/** The Excel's origin cell of a corrected side: "Handmatig aangepast door … op 25 november 2026". */
export function describeOrigin(correction: ActiveCorrection): string {
  const day = new Intl.DateTimeFormat('nl-NL', {
    dateStyle: 'long',
    timeZone: 'Europe/Amsterdam',
  }).format(correction.createdAt);
  return `Handmatig aangepast door ${correction.authorName} op ${day}`;
}
