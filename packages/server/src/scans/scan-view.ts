import type { AdminScan, Scan } from '@caoscan/core';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database';
import type { CurrentUser } from '../http/current-user';
import { visibleScansSql } from './access';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Scans joined with their owner, organisation and document names: the read model of every answer. */
export function selectScanViews(db: Db) {
  return db
    .selectFrom('cao_scans')
    .innerJoin('organizations', 'organizations.id', 'cao_scans.organization_id')
    .leftJoin('users as owner', 'owner.id', 'cao_scans.user_id')
    .leftJoin('stored_files as current_file', 'current_file.id', 'cao_scans.current_cao_file_id')
    .leftJoin('stored_files as client_file', 'client_file.id', 'cao_scans.client_cao_file_id')
    .selectAll('cao_scans')
    .select([
      'organizations.name as organization_name',
      'owner.email as owner_email',
      'owner.display_name as owner_display_name',
      'current_file.original_filename as current_cao_filename',
      'client_file.original_filename as client_cao_filename',
    ]);
}

type ScanViewRow = Awaited<ReturnType<ReturnType<typeof selectScanViews>['executeTakeFirstOrThrow']>>;

export function toScan(row: ScanViewRow, viewerId: string | null): Scan {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    current_step: row.current_step,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    user_id: row.user_id,
    organization_id: row.organization_id,
    is_abu_cao: row.is_abu_cao,
    current_cao_name: row.current_cao_name,
    current_cao_sector: row.current_cao_sector,
    current_cao_file_id: row.current_cao_file_id,
    current_cao_filename: row.current_cao_filename,
    client_cao_name: row.client_cao_name,
    client_cao_sector: row.client_cao_sector,
    client_cao_file_id: row.client_cao_file_id,
    client_cao_filename: row.client_cao_filename,
    error_message: row.error_message,
    started_at: iso(row.started_at),
    completed_at: iso(row.completed_at),
    created_by:
      row.user_id && row.owner_email
        ? {
            id: row.user_id,
            email: row.owner_email,
            display_name: row.owner_display_name,
            displayName: row.owner_display_name,
          }
        : null,
    is_owner: viewerId !== null && row.user_id === viewerId,
  };
}

export function toAdminScan(row: ScanViewRow): AdminScan {
  return { ...toScan(row, null), organization_name: row.organization_name };
}

/** Call only after authorizeScan: this does not check access itself. */
export async function readScan(db: Db, scanId: string, viewerId: string | null): Promise<Scan> {
  const row = await selectScanViews(db).where('cao_scans.id', '=', scanId).executeTakeFirstOrThrow();
  return toScan(row, viewerId);
}

/**
 * The columns of selectScanViews as SQL text, for the lists every overview polls: the names as
 * scalar subqueries rather than joins (planned in a fifth of the time), the owner's two columns in
 * one lookup. Use with `from cao_scans left join users as owner on owner.id = cao_scans.user_id`.
 */
const scanViewColumns = sql`cao_scans.*,
  (select name from organizations where organizations.id = cao_scans.organization_id) as organization_name,
  owner.email as owner_email, owner.display_name as owner_display_name,
  (select original_filename from stored_files
    where stored_files.id = cao_scans.current_cao_file_id) as current_cao_filename,
  (select original_filename from stored_files
    where stored_files.id = cao_scans.client_cao_file_id) as client_cao_filename`;

/**
 * A page of scans with the count of all of them in the same statement (one round trip, one pooled
 * connection); a page past the end has no row to carry the count, so then it is asked alone.
 */
async function readScanPage(
  db: Db,
  where: RawBuilder<boolean>,
  orderBy: RawBuilder<unknown>,
  offset: number,
  limit: number,
): Promise<{ rows: ScanViewRow[]; total: number }> {
  const count = sql<number>`(select count(*)::int from cao_scans where ${where})`;
  const { rows } = await sql<ScanViewRow & { total: number }>`
    select ${scanViewColumns}, ${count} as total
    from cao_scans
    left join users as owner on owner.id = cao_scans.user_id
    where ${where}
    order by ${orderBy}
    offset ${offset} limit ${limit}`.execute(db);
  const total = rows[0]
    ? rows[0].total
    : ((await sql<{ total: number }>`select ${count} as total`.execute(db)).rows[0]?.total ?? 0);
  return { rows, total: Number(total) };
}

/**
 * The caller's visible scans, newest change first (spec 02 §7: skip 0, limit 100). The page is read
 * in the order of cao_scans_organization_visible_idx and the count from that index alone (it carries
 * user_id for the access rule). Written as SQL text because every overview polls it (see
 * `pnpm bench:api`).
 */
export async function listVisibleScans(db: Db, user: CurrentUser, skip: number, limit: number) {
  const order = sql`cao_scans.updated_at desc, cao_scans.id`;
  const { rows, total } = await readScanPage(db, visibleScansSql(user), order, skip, limit);
  return { total, scans: rows.map((row) => toScan(row, user.id)) };
}

/** Every scan for the platform admins, newest first, in the order of cao_scans_created_idx (0015). */
export async function listAllScans(db: Db, offset: number, limit: number) {
  const order = sql`cao_scans.created_at desc, cao_scans.id`;
  const { rows, total } = await readScanPage(db, sql<boolean>`true`, order, offset, limit);
  return { total, scans: rows.map(toAdminScan) };
}
