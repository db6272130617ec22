import type { AdminScan, Scan } from '@caoscan/core';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database';
import { isoTimeSql } from '../db/iso-time-sql';
import { PREPARED } from '../db/prepared';
import { storedRowCount } from '../db/table-row-counts';
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
 * One scan as the JSON of toScan (of toAdminScan without a viewer), written by PostgreSQL:
 * the same fields in the same order, compact. For the lists every overview polls: parsing 20 rows of
 * 30 columns and four dates, mapping and serialising them cost the server more than the query
 * (`pnpm bench:load`). The file names are scalar subqueries rather than joins (planned in a fifth of
 * the time); the owner and the organisation come from readScanPage's joins (as a scalar subquery the
 * organisation's name was planned as a scan of every organisation for each scan).
 */
function scanJson(viewerId: string | null) {
  const isOwner = viewerId === null ? sql`false` : sql`coalesce(cao_scans.user_id = ${viewerId}, false)`;
  const organizationName = viewerId === null ? sql`, organizations.name as organization_name` : sql``;
  return sql<string>`(select row_to_json(scan)::text from (select
    cao_scans.id, cao_scans.name, cao_scans.description, cao_scans.status, cao_scans.current_step,
    ${isoTimeSql(sql.ref('cao_scans.created_at'))} as created_at,
    ${isoTimeSql(sql.ref('cao_scans.updated_at'))} as updated_at,
    cao_scans.user_id, cao_scans.organization_id, cao_scans.is_abu_cao,
    cao_scans.current_cao_name, cao_scans.current_cao_sector, cao_scans.current_cao_file_id,
    (select original_filename from stored_files
      where stored_files.id = cao_scans.current_cao_file_id) as current_cao_filename,
    cao_scans.client_cao_name, cao_scans.client_cao_sector, cao_scans.client_cao_file_id,
    (select original_filename from stored_files
      where stored_files.id = cao_scans.client_cao_file_id) as client_cao_filename,
    cao_scans.error_message,
    ${isoTimeSql(sql.ref('cao_scans.started_at'))} as started_at,
    ${isoTimeSql(sql.ref('cao_scans.completed_at'))} as completed_at,
    case when cao_scans.user_id is not null and owner.email <> '' then
      (select row_to_json(creator) from (select cao_scans.user_id as id, owner.email,
        owner.display_name, owner.display_name as "displayName") creator)
    end as created_by,
    ${isOwner} as is_owner${organizationName}) scan)`;
}

interface ScanPageQuery {
  /** The caller whose scans say is_owner; null for the platform admins (then with the organisation's name). */
  viewerId: string | null;
  where: RawBuilder<boolean>;
  count: RawBuilder<number>;
  orderBy: RawBuilder<unknown>;
  offset: number;
  limit: number;
}

/**
 * A page of scans as JSON texts with the count of all of them in the same statement (one round
 * trip, one pooled connection); a page past the end has no row to carry the count, so then it is
 * asked alone.
 */
async function readScanPage(db: Db, query: ScanPageQuery): Promise<{ scans: string; total: number }> {
  const { viewerId, where, count, orderBy, offset, limit } = query;
  const organization =
    viewerId === null ? sql`join organizations on organizations.id = cao_scans.organization_id` : sql``;
  const { rows } = await sql<{ scan: string; total: number }>`${PREPARED}
    select ${scanJson(viewerId)} as scan, ${count} as total
    from cao_scans
    left join users as owner on owner.id = cao_scans.user_id
    ${organization}
    where ${where}
    order by ${orderBy}
    offset ${offset} limit ${limit}`.execute(db);
  const total = rows[0]
    ? rows[0].total
    : ((await sql<{ total: number }>`select ${count} as total`.execute(db)).rows[0]?.total ?? 0);
  return { scans: `[${rows.map((row) => row.scan).join(',')}]`, total: Number(total) };
}

/**
 * The caller's visible scans, newest change first (spec 02 §7: skip 0, limit 100), as the JSON of
 * ScanListSchema. The page is read in the order of cao_scans_organization_visible_idx and the count
 * from that index alone (it carries user_id for the access rule). Written as SQL text because every
 * overview polls it (see `pnpm bench:load`).
 */
export async function listVisibleScansJson(db: Db, user: CurrentUser, skip: number, limit: number) {
  const order = sql`cao_scans.updated_at desc, cao_scans.id`;
  const where = visibleScansSql(user);
  const count = sql<number>`(select count(*)::int from cao_scans where ${where})`;
  const { scans, total } = await readScanPage(db, {
    viewerId: user.id,
    where,
    count,
    orderBy: order,
    offset: skip,
    limit,
  });
  return `{"total":${total},"scans":${scans}}`;
}

/**
 * Every scan for the platform admins, newest first, in the order of cao_scans_created_idx (0015), as
 * the JSON of AdminScanListSchema. The total is the count the writes keep (migration 0020): counting
 * every scan on every page was most of this route's cost.
 */
export async function listAllScansJson(db: Db, offset: number, limit: number) {
  const order = sql`cao_scans.created_at desc, cao_scans.id`;
  const { scans, total } = await readScanPage(db, {
    viewerId: null,
    where: sql<boolean>`true`,
    count: storedRowCount('cao_scans'),
    orderBy: order,
    offset,
    limit,
  });
  return `{"scans":${scans},"pagination":{"total":${total},"limit":${limit},"offset":${offset}}}`;
}
