import type { RowCorrection, ScanSide, ValueCorrection } from '@caoscan/core';
import { originKey } from '@caoscan/engine';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { ScanValueCorrectionsTable } from '../../db/schema-review';

/** A correction in force: the latest change of its element and side, when that was not a restore. */
export interface ActiveCorrection {
  category: string;
  elementKey: string;
  side: ScanSide;
  value: number | string;
  page: number | null;
  article: string | null;
  reason: string | null;
  authorName: string;
  createdAt: Date;
}

export type ActiveCorrections = ReadonlyMap<string, ActiveCorrection>;

export interface CorrectionTrailRows {
  trail: ValueCorrection[];
  active: ActiveCorrections;
}

/** Every change to a scan's values in the order they were made, and the ones now in force. */
export async function readCorrections(db: Db, scanId: string): Promise<CorrectionTrailRows> {
  // SQL text: every results request reads them (usually none), and the query builder cost more.
  const { rows } = await sql<Selectable<ScanValueCorrectionsTable>>`
    select * from scan_value_corrections where scan_id = ${scanId} order by seq`.execute(db);
  const active = new Map<string, ActiveCorrection>();
  for (const row of rows) {
    const key = originKey(row.category, row.element_key, row.side);
    const value = row.value_json;
    if (row.action === 'restore' || (typeof value !== 'number' && typeof value !== 'string')) {
      active.delete(key);
      continue;
    }
    active.set(key, {
      category: row.category,
      elementKey: row.element_key,
      side: row.side,
      value,
      page: row.page,
      article: row.article,
      reason: row.reason,
      authorName: row.author_name,
      createdAt: row.created_at,
    });
  }
  const trail = rows.map((row) => ({
    id: row.id,
    category: row.category,
    element_key: row.element_key,
    side: row.side,
    action: row.action,
    old_value: row.old_value,
    new_value: row.new_value,
    page: row.page,
    article: row.article,
    reason: row.reason,
    author_name: row.author_name,
    created_at: row.created_at.toISOString(),
  }));
  return { trail, active };
}

export interface NewCorrection {
  scanId: string;
  category: string;
  elementKey: string;
  side: ScanSide;
  action: 'correct' | 'restore';
  oldValue: string | null;
  newValue: string | null;
  value: number | string | null;
  page: number | null;
  article: string | null;
  reason: string | null;
  authorId: string;
}

/** Adds one change to the trail; the author's name is copied so the trail outlives the account. */
export async function recordCorrection(db: Db, change: NewCorrection): Promise<string> {
  const author = await db
    .selectFrom('users')
    .select(['display_name', 'email'])
    .where('id', '=', change.authorId)
    .executeTakeFirst();
  const row = await db
    .insertInto('scan_value_corrections')
    .values({
      scan_id: change.scanId,
      category: change.category,
      element_key: change.elementKey,
      side: change.side,
      action: change.action,
      old_value: change.oldValue,
      new_value: change.newValue,
      value_json: change.value === null ? null : JSON.stringify(change.value),
      page: change.page,
      article: change.article,
      reason: change.reason,
      author_id: change.authorId,
      author_name: author?.display_name || author?.email || 'Onbekend',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** How a row shows a side's correction: the engine's value kept beside it, who and when. */
export function toRowCorrection(correction: ActiveCorrection, engineValue: string | null): RowCorrection {
  return {
    engine_value: engineValue,
    page: correction.page,
    article: correction.article,
    reason: correction.reason,
    author_name: correction.authorName,
    corrected_at: correction.createdAt.toISOString(),
  };
}
