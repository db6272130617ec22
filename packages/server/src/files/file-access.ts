import { hasPermission } from '@caoscan/core';
import type { Db } from '../db/database';
import type { CurrentUser } from '../http/current-user';
import { notFound } from '../http/errors';
import { UUID } from '../scans/access';
import { requireOrganizationId } from '../scans/scan-commands';

export const FILE_NOT_FOUND = 'Bestand niet gevonden';

/**
 * THE access rule for the organisation's files, the same as the list's: a file of another
 * organisation does not exist for the caller (404); inside the organisation the uploader sees it,
 * colleagues when the organisation shares scans, and its admins always (a file name can say what a
 * private scan is about).
 */
export async function seesColleaguesFiles(db: Db, user: CurrentUser): Promise<boolean> {
  if (hasPermission(user.roleNames, 'manage_organization')) return true;
  const organization = await db
    .selectFrom('organizations')
    .select('share_scans_with_organization')
    .where('id', '=', requireOrganizationId(user))
    .executeTakeFirstOrThrow();
  return organization.share_scans_with_organization;
}

export async function findVisibleFile(db: Db, user: CurrentUser, fileId: string) {
  const organizationId = requireOrganizationId(user);
  if (!UUID.test(fileId)) throw notFound(FILE_NOT_FOUND);
  const file = await db
    .selectFrom('stored_files')
    .select(['id', 'uploaded_by', 'cao_scan_id', 'sha256', 'storage_key', 'original_filename'])
    .where('id', '=', fileId)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  if (!file) throw notFound(FILE_NOT_FOUND);
  if (file.uploaded_by !== user.id && !(await seesColleaguesFiles(db, user))) throw notFound(FILE_NOT_FOUND);
  return file;
}
