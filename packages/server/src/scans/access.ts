import type { ScanStatus } from '@caoscan/core';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { PREPARED } from '../db/prepared';
import type { CurrentUser } from '../http/current-user';
import { HttpError, notFound } from '../http/errors';

/**
 * THE access rule for scans (spec 02 §6): the owner sees and changes a scan; colleagues of the same
 * organisation see it when the organisation shares scans; nobody else learns it exists (404).
 * `decideScanAccess` and `visibleScansSql` say the same thing, one for a row and one as SQL.
 */
export type ScanAccess = 'owner' | 'colleague' | 'none';

export interface ScanOwnership {
  organization_id: string;
  user_id: string | null;
  share_scans_with_organization: boolean;
}

export function decideScanAccess(user: CurrentUser, scan: ScanOwnership): ScanAccess {
  if (!user.organizationId || scan.organization_id !== user.organizationId) return 'none';
  if (scan.user_id === user.id) return 'owner';
  return scan.share_scans_with_organization ? 'colleague' : 'none';
}

/**
 * SQL twin of decideScanAccess != 'none', for lists of `cao_scans`. The organisation's share
 * setting is one value for the whole list, read once (an InitPlan), so the condition needs only the
 * scan's own organization_id and user_id: both are in cao_scans_organization_visible_idx, and the
 * list's count is an index-only scan. A raw SQL fragment: the scan list every overview polls
 * composes it at a fraction of the query builder's cost (measured with `pnpm bench:api`).
 */
export function visibleScansSql(user: CurrentUser) {
  const organizationId = user.organizationId ?? '00000000-0000-0000-0000-000000000000';
  return sql<boolean>`cao_scans.organization_id = ${organizationId}
    and (cao_scans.user_id = ${user.id} or coalesce((select organizations.share_scans_with_organization
      from organizations where organizations.id = ${organizationId}), false))`;
}

export type ScanIntent = 'read' | 'edit' | 'delete';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const SCAN_NOT_FOUND = 'Scan niet gevonden';
export const ONLY_OWNER_DELETES = 'Je kunt alleen je eigen scans verwijderen.';
export const ONLY_OWNER_EDITS = 'Je kunt alleen je eigen scans bewerken.';

/**
 * Every scan route starts here: 404 when the caller may not see the scan (or it does not exist),
 * 403 when a colleague tries to change or delete it. Returns the scan's id, organisation and status.
 */
export async function authorizeScan(
  db: Db,
  user: CurrentUser,
  scanId: string,
  intent: ScanIntent,
): Promise<{ id: string; organizationId: string; access: ScanAccess; status: ScanStatus }> {
  if (!UUID.test(scanId)) throw notFound(SCAN_NOT_FOUND);
  // SQL text, prepared: every scan route runs it first, and building it with the query builder cost
  // more than the query (`pnpm bench:load`).
  const { rows } = await sql<ScanOwnership & { id: string; status: ScanStatus }>`${PREPARED}
    select cao_scans.id, cao_scans.organization_id, cao_scans.user_id, cao_scans.status,
      organizations.share_scans_with_organization
    from cao_scans join organizations on organizations.id = cao_scans.organization_id
    where cao_scans.id = ${scanId}`.execute(db);
  const row = rows[0];
  const access = row ? decideScanAccess(user, row) : 'none';
  if (!row || access === 'none') throw notFound(SCAN_NOT_FOUND);
  if (intent !== 'read' && access !== 'owner') {
    throw new HttpError(403, intent === 'delete' ? ONLY_OWNER_DELETES : ONLY_OWNER_EDITS);
  }
  return { id: row.id, organizationId: row.organization_id, access, status: row.status };
}
