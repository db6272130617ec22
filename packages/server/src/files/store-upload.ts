import fs from 'node:fs/promises';
import { FileKindSchema, UploadFieldsSchema, type UploadResult } from '@caoscan/core';
import type { CurrentUser } from '../http/current-user';
import { badRequest } from '../http/errors';
import { assertNoNulCharacter } from '../http/text-input';
import { authorizeScan } from '../scans/access';
import { requireOrganizationId } from '../scans/scan-commands';
import type { ScanServices } from '../scans/scan-services';
import { contentKey } from '../storage/storage';
import { checkDocument, CONTENT_TYPES } from './check-document';
import { lockContent, lockOrganizationUploads } from './content-locks';
import type { ReceivedUpload } from './receive-upload';
import { assertQuotaRoom } from './upload-limits';
import { recordActivity } from '../activity/record-activity';

/**
 * Where an upload goes: to a scan the caller may edit, or (no scan) to the caller's organisation's
 * file store.
 */
async function uploadTarget(
  { db }: ScanServices,
  user: CurrentUser,
  scanId: string | undefined,
): Promise<{ organizationId: string; scanId: string | null }> {
  if (!scanId) return { organizationId: requireOrganizationId(user), scanId: null };
  const scan = await authorizeScan(db, user, scanId, 'edit');
  return { organizationId: scan.organizationId, scanId: scan.id };
}

/**
 * After the bytes are in: the fields are checked, the scan must be the caller's own, the document
 * must be readable; then the content is stored (once per hash) and the upload gets its row.
 */
export async function storeUpload(
  services: ScanServices,
  user: CurrentUser,
  upload: ReceivedUpload,
  signal?: AbortSignal,
): Promise<UploadResult> {
  const { db, storage } = services;
  const fields = UploadFieldsSchema.safeParse(upload.fields);
  if (!fields.success) {
    const issue = fields.error.issues[0];
    throw badRequest(`Ongeldig veld ${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`.trim());
  }
  assertNoNulCharacter({ ...upload.fields, bestandsnaam: upload.filename });
  const target = await uploadTarget(services, user, fields.data.cao_scan_id);
  const bytes = await fs.readFile(upload.tempPath);
  const checked = await checkDocument(services, bytes, upload, { signal, owner: target.organizationId });
  const key = contentKey(upload.sha256);
  const kind = FileKindSchema.safeParse(fields.data.kind).data ?? null;
  // The row first (under the content lock), then the bytes, in one transaction: a scan deletion
  // waits for the content lock, so it sees the row and keeps the content (docs/decisions/0004);
  // and a process killed (kill -9) before the bytes are stored leaves no row: the transaction
  // never commits, so no file is listed whose content is missing. A failed store rolls back too.
  const row = await db.transaction().execute(async (trx) => {
    await lockOrganizationUploads(trx, target.organizationId);
    await assertQuotaRoom(trx, services.env, target.organizationId, upload.size);
    await lockContent(trx, upload.sha256);
    const inserted = await trx
      .insertInto('stored_files')
      .values({
        organization_id: target.organizationId,
        uploaded_by: user.id,
        cao_scan_id: target.scanId,
        in_library: target.scanId === null,
        kind,
        original_filename: upload.filename,
        content_type: CONTENT_TYPES[checked.format],
        format: checked.format,
        file_size: upload.size,
        page_count: checked.pageCount,
        sha256: upload.sha256,
        storage_key: key,
        cao_name: fields.data.cao_name?.trim() || null,
        sector: fields.data.sector?.trim() || null,
      })
      .returning(['id', 'cao_name', 'sector'])
      .executeTakeFirstOrThrow();
    await storage.putFile(key, upload.tempPath, upload.size);
    return inserted;
  });
  const payload = { file_name: upload.filename, scan_id: target.scanId };
  await recordActivity(db, {
    organizationId: target.organizationId,
    actorId: user.id,
    type: 'file.uploaded',
    payload,
    referenceId: row.id,
  });
  return {
    success: true,
    message: 'Bestand succesvol geüpload',
    file_id: row.id,
    storage_path: key,
    original_filename: upload.filename,
    file_size: upload.size,
    cao_name: row.cao_name,
    sector: row.sector,
    kind,
    format: checked.format,
    page_count: checked.pageCount,
    sha256: upload.sha256,
  };
}
