import { HttpError, notFound } from '../../http/errors';
import type { CurrentUser } from '../../http/current-user';
import type { Db } from '../../db/database';
import { decideScanAccess, SCAN_NOT_FOUND, UUID } from '../access';

export const ONLY_COMPLETED_CORRECTED = 'Alleen een voltooide scan kan worden gecorrigeerd.';

export interface ReviewableScan {
  id: string;
  organizationId: string;
  status: string;
  isAbuCao: boolean;
}

/**
 * Who may view a scan's documents and correct its values (issue I): the owner, colleagues when the
 * organisation shares scans, and the organisation's admins. Everyone else learns nothing (404),
 * the same answer access.ts gives for a scan one may not see.
 */
export async function authorizeReview(db: Db, user: CurrentUser, scanId: string): Promise<ReviewableScan> {
  if (!UUID.test(scanId)) throw notFound(SCAN_NOT_FOUND);
  const row = await db
    .selectFrom('cao_scans')
    .innerJoin('organizations', 'organizations.id', 'cao_scans.organization_id')
    .select([
      'cao_scans.id',
      'cao_scans.organization_id',
      'cao_scans.user_id',
      'cao_scans.status',
      'cao_scans.is_abu_cao',
      'organizations.share_scans_with_organization',
    ])
    .where('cao_scans.id', '=', scanId)
    .executeTakeFirst();
  if (!row) throw notFound(SCAN_NOT_FOUND);
  const isOrgAdmin =
    user.organizationId === row.organization_id && user.roleNames.includes('org_administrator');
  if (!isOrgAdmin && decideScanAccess(user, row) === 'none') throw notFound(SCAN_NOT_FOUND);
  return { id: row.id, organizationId: row.organization_id, status: row.status, isAbuCao: !!row.is_abu_cao };
}

export function assertCorrectable(scan: ReviewableScan): void {
  if (scan.status !== 'completed') throw new HttpError(409, ONLY_COMPLETED_CORRECTED);
}
