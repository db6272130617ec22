import fs from 'node:fs/promises';
import { FileKindSchema, UploadFieldsSchema, type UploadResult } from '@caoscan/core';
import type { CurrentUser } from '../http/current-user';
import { badRequest } from '../http/errors';
import { assertNoNulCharacter } from '../http/text-input';
import { authorizeScan } from '../scans/access';
import type { ScanServices } from '../scans/scan-services';
import { contentKey } from '../storage/storage';
import { checkDocument, CONTENT_TYPES } from './check-document';
import type { ReceivedUpload } from './receive-upload';

/**
 * After the bytes are in: the fields are checked, the scan must be the caller's own, the document
 * must be readable; then the content is stored (once per hash) and the upload gets its row.
 */
export async function storeUpload(
  services: ScanServices,
  user: CurrentUser,
  upload: ReceivedUpload,
): Promise<UploadResult> {
  const { db, storage, engine } = services;
  const fields = UploadFieldsSchema.safeParse(upload.fields);
  if (!fields.success) {
    const issue = fields.error.issues[0];
    throw badRequest(`Ongeldig veld ${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`.trim());
  }
  assertNoNulCharacter({ ...upload.fields, bestandsnaam: upload.filename });
  const scan = await authorizeScan(db, user, fields.data.cao_scan_id, 'edit');
  const bytes = await fs.readFile(upload.tempPath);
  const checked = await checkDocument(engine, bytes, upload.filename, upload.mimetype);
  const key = contentKey(upload.sha256);
  await storage.putFile(key, upload.tempPath, upload.size);
  const kind = FileKindSchema.safeParse(fields.data.kind).data ?? null;
  const row = await db
    .insertInto('stored_files')
    .values({
      organization_id: scan.organizationId,
      uploaded_by: user.id,
      cao_scan_id: scan.id,
      kind,
      original_filename: upload.filename.slice(0, 255),
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
