import { hasPermission } from '@caoscan/core';
import type { FastifyBaseLogger } from 'fastify';
import type { CurrentUser } from '../http/current-user';
import { conflict, HttpError } from '../http/errors';
import type { ScanServices } from '../scans/scan-services';
import { lockContent } from './content-locks';
import { releaseAll } from './delete-scan-files';
import { findVisibleFile } from './file-access';

export const FILE_IN_USE =
  'Dit bestand wordt nog gebruikt door een scan en kan daarom niet worden verwijderd. ' +
  'Verwijder eerst de scan; daarna kunt u het bestand verwijderen.';
export const ONLY_OWN_FILES = 'U kunt alleen uw eigen bestanden verwijderen.';

/**
 * Deleting a file from the organisation's store: only its uploader or an organisation admin, and
 * never while a scan uses it (uploaded in its wizard, or chosen as its current or client cao), so
 * a scan never loses the document its results were made from. The row goes; the stored content
 * only when no other upload (of any organisation) has the same bytes, and its cached texts with it.
 */
export async function deleteFile(
  { db, storage }: ScanServices,
  user: CurrentUser,
  fileId: string,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<void> {
  const file = await findVisibleFile(db, user, fileId);
  if (file.uploaded_by !== user.id && !hasPermission(user.roleNames, 'manage_organization')) {
    throw new HttpError(403, ONLY_OWN_FILES);
  }
  await db.transaction().execute(async (trx) => {
    await lockContent(trx, file.sha256);
    // Locks the row: a scan choosing this file now waits, then finds it gone (and says so).
    const row = await trx
      .selectFrom('stored_files')
      .select('cao_scan_id')
      .where('id', '=', file.id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return;
    const usedBy = await trx
      .selectFrom('cao_scans')
      .select('id')
      .where((eb) => eb.or([eb('current_cao_file_id', '=', file.id), eb('client_cao_file_id', '=', file.id)]))
      .executeTakeFirst();
    if (row.cao_scan_id || usedBy) throw conflict(FILE_IN_USE);
    await trx.deleteFrom('stored_files').where('id', '=', file.id).execute();
  });
  await releaseAll(db, storage, [{ sha256: file.sha256, storageKey: file.storage_key }], log);
}
