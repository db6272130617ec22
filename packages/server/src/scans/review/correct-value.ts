import { parseDutchValue, type CorrectValue, type RestoreValue, type ScanSide } from '@caoscan/core';
import { originKey, type ComparisonRow } from '@caoscan/engine';
import { badRequest, conflict, notFound } from '../../http/errors';
import { readEngineRows } from '../results';
import type { ScanServices } from '../scan-services';
import { correctRow, unitOfRow } from './apply-corrections';
import { readCorrections, recordCorrection, type ActiveCorrection } from './correction-store';
import { describePageOutOfRange, loadSideDocument } from './side-document';

const UNKNOWN_ELEMENT = 'Dit element staat niet in de vergelijking van deze scan.';
const NOT_CORRECTED = 'Deze waarde is niet handmatig aangepast; er is niets te herstellen.';

const sideValue = (row: ComparisonRow, side: ScanSide) =>
  side === 'current' ? row.waarde_huidig : row.waarde_nieuw;

async function findRow(services: ScanServices, scanId: string, category: string, elementKey: string) {
  const rows = await readEngineRows(services.db, scanId);
  const row = rows.find(
    (candidate) => candidate.categorie === category && candidate.element_key === elementKey,
  );
  if (!row) throw notFound(UNKNOWN_ELEMENT);
  return row;
}

/** The side's value as the table shows it with these corrections in force. */
function shownValue(
  services: ScanServices,
  row: ComparisonRow,
  side: ScanSide,
  current: ActiveCorrection | undefined,
  client: ActiveCorrection | undefined,
): string | null {
  return sideValue(correctRow(services.engine, row, current, client), side);
}

/**
 * Corrects one side of one element: the value read in the element's unit, the page checked
 * against the document, recorded beside the engine's value with the value it replaces. No credit.
 */
export async function correctValue(
  services: ScanServices,
  scanId: string,
  authorId: string,
  input: CorrectValue,
) {
  const row = await findRow(services, scanId, input.category, input.element_key);
  const parsed = parseDutchValue(input.value, unitOfRow(row, input.side));
  if (!parsed.ok) throw badRequest(parsed.message);
  const text = await (await loadSideDocument(services, scanId, input.side)).readText();
  if (!text.pages.some((page) => page.number === input.page)) {
    throw badRequest(describePageOutOfRange(input.page, text.pages.length));
  }
  const { active } = await readCorrections(services.db, scanId);
  const key = (side: ScanSide) => originKey(row.categorie, row.element_key, side);
  const before = { current: active.get(key('current')), client: active.get(key('client')) };
  const correction: ActiveCorrection = {
    category: row.categorie,
    elementKey: row.element_key,
    side: input.side,
    value: parsed.value,
    page: input.page,
    article: input.article || null,
    reason: input.reason || null,
    authorName: '',
    createdAt: new Date(),
  };
  const after = { ...before, [input.side]: correction };
  return recordCorrection(services.db, {
    scanId,
    category: row.categorie,
    elementKey: row.element_key,
    side: input.side,
    action: 'correct',
    oldValue: shownValue(services, row, input.side, before.current, before.client),
    newValue: shownValue(services, row, input.side, after.current, after.client),
    value: parsed.value,
    page: correction.page,
    article: correction.article,
    reason: correction.reason,
    authorId,
  });
}

/** Brings back the engine's value of one side; the restore is a change in the trail too. */
export async function restoreValue(
  services: ScanServices,
  scanId: string,
  authorId: string,
  input: RestoreValue,
) {
  const row = await findRow(services, scanId, input.category, input.element_key);
  const { active } = await readCorrections(services.db, scanId);
  const key = (side: ScanSide) => originKey(row.categorie, row.element_key, side);
  if (!active.has(key(input.side))) throw conflict(NOT_CORRECTED);
  const before = { current: active.get(key('current')), client: active.get(key('client')) };
  const after = { ...before, [input.side]: undefined };
  return recordCorrection(services.db, {
    scanId,
    category: row.categorie,
    elementKey: row.element_key,
    side: input.side,
    action: 'restore',
    oldValue: shownValue(services, row, input.side, before.current, before.client),
    newValue: shownValue(services, row, input.side, after.current, after.client),
    value: null,
    page: null,
    article: null,
    reason: input.reason || null,
    authorId,
  });
}
