import fs from 'node:fs/promises';
import { CaoVersionUploadFieldsSchema, type CaoVersionUploadFields } from '@caoscan/core';
import { sql } from 'kysely';
import { recordAdminAction } from '../admin/audit-log';
import type { Db } from '../db/database';
import { checkDocument, CONTENT_TYPES } from '../files/check-document';
import { lockContent } from '../files/content-locks';
import type { ReceivedUpload } from '../files/receive-upload';
import type { CurrentUser } from '../http/current-user';
import { badRequest, conflict, notFound } from '../http/errors';
import { assertNoNulCharacter } from '../http/text-input';
import type { ScanServices } from '../scans/scan-services';
import { contentKey } from '../storage/storage';

export const CAO_NOT_FOUND = 'Deze cao staat niet in de catalogus.';

function readFields(fields: Record<string, string>): CaoVersionUploadFields {
  const parsed = CaoVersionUploadFieldsSchema.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Ongeldige velden.');
  return parsed.data;
}

/** The cao a version belongs to: the one named by id, or the one with this name (made when new). */
async function findOrCreateCao(trx: Db, fields: CaoVersionUploadFields): Promise<string> {
  if (fields.cao_id) {
    const cao = await trx
      .selectFrom('catalogue_caos')
      .select('id')
      .where('id', '=', fields.cao_id)
      .executeTakeFirst();
    if (!cao) throw notFound(CAO_NOT_FOUND);
    return cao.id;
  }
  const name = fields.name!;
  await trx
    .insertInto('catalogue_caos')
    .values({ name, sector: fields.sector! })
    .onConflict((oc) => oc.expression(sql`lower(name)`).doNothing())
    .execute();
  const cao = await trx
    .selectFrom('catalogue_caos')
    .select('id')
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirstOrThrow();
  return cao.id;
}

/**
 * A new version in the catalogue, after the bytes are in (files/receive-upload.ts: streamed, 50 MB,
 * hashed): the fields are checked, the document is read by content (files/check-document.ts, the
 * same refusals as any upload), the content stored once per hash under the content lock, the row
 * and its audit record written in one transaction. Its extraction starts afterwards (queued).
 */
export async function storeCatalogueVersion(
  services: ScanServices,
  actor: CurrentUser,
  upload: ReceivedUpload,
  signal?: AbortSignal,
): Promise<{ caoId: string; versionId: string }> {
  const { db, storage } = services;
  const fields = readFields(upload.fields);
  assertNoNulCharacter({ ...upload.fields, bestandsnaam: upload.filename });
  const bytes = await fs.readFile(upload.tempPath);
  const checked = await checkDocument(services, bytes, upload, { signal, owner: 'cao-catalogue' });
  const key = contentKey(upload.sha256);
  return db.transaction().execute(async (trx) => {
    await lockContent(trx, upload.sha256);
    const caoId = await findOrCreateCao(trx, fields);
    const twin = await trx
      .selectFrom('catalogue_cao_versions')
      .select('label')
      .where('cao_id', '=', caoId)
      .where('sha256', '=', upload.sha256)
      .executeTakeFirst();
    if (twin)
      throw conflict(`Dit document staat al in de catalogus als versie "${twin.label}" van deze cao.`);
    const version = await trx
      .insertInto('catalogue_cao_versions')
      .values({
        cao_id: caoId,
        label: fields.label,
        term_start: fields.term_start ?? null,
        term_end: fields.term_end ?? null,
        original_filename: upload.filename,
        content_type: CONTENT_TYPES[checked.format],
        format: checked.format,
        file_size: upload.size,
        page_count: checked.pageCount,
        sha256: upload.sha256,
        storage_key: key,
        uploaded_by: actor.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAdminAction(trx, actor, {
      action: 'cao.version_uploaded',
      targetType: 'cao',
      targetId: caoId,
      details: {
        version_id: version.id,
        label: fields.label,
        file_name: upload.filename,
        sha256: upload.sha256,
      },
    });
    // Last, so a failed store rolls the row back (as files/store-upload.ts does).
    await storage.putFile(key, upload.tempPath, upload.size);
    return { caoId, versionId: version.id };
  });
}

export const NOT_READY =
  'Deze versie kan nog geen huidige versie worden: het uitlezen is nog niet klaar of is mislukt.';
export const VERSION_NOT_FOUND = 'Deze versie staat niet in de catalogus.';

/**
 * Marks a version current (the previous current version of its cao stops being current), with its
 * audit record and the alerts still to send (`cao_version_alert_runs`), in one transaction. Only a version whose extraction is done: a scan that starts on
 * it must find it readable. Answers the cao and the version that was current before (null when
 * there was none, or when this version already was current: nothing changed).
 */
export async function markVersionCurrent(
  db: Db,
  actor: CurrentUser,
  versionId: string,
): Promise<{ caoId: string; previousVersionId: string | null }> {
  return db.transaction().execute(async (trx) => {
    const readVersion = () =>
      trx
        .selectFrom('catalogue_cao_versions')
        .select(['id', 'cao_id', 'label', 'extraction_status', 'is_current'])
        .where('id', '=', versionId)
        .executeTakeFirst();
    const found = await readVersion();
    if (!found) throw notFound(VERSION_NOT_FOUND);
    // One change at a time per cao (the partial unique index would refuse the second anyway);
    // read again under the lock, so a change made meanwhile is seen.
    await trx.selectFrom('catalogue_caos').select('id').where('id', '=', found.cao_id).forUpdate().execute();
    const version = await readVersion();
    if (!version) throw notFound(VERSION_NOT_FOUND);
    if (version.is_current) return { caoId: version.cao_id, previousVersionId: null };
    if (version.extraction_status !== 'completed') throw conflict(NOT_READY);
    const previous = await trx
      .updateTable('catalogue_cao_versions')
      .set({ is_current: false })
      .where('cao_id', '=', version.cao_id)
      .where('is_current', '=', true)
      .returning(['id', 'label'])
      .executeTakeFirst();
    await trx
      .updateTable('catalogue_cao_versions')
      .set({ is_current: true })
      .where('id', '=', version.id)
      .execute();
    // The alerts to send, in this transaction: they go out even when this process dies right after
    // the commit (another process, or this one at its next start, takes the row up; alerts/).
    if (previous) {
      await trx
        .insertInto('cao_version_alert_runs')
        .values({ version_id: version.id, previous_version_id: previous.id })
        .onConflict((oc) =>
          oc
            .column('version_id')
            .doUpdateSet({ previous_version_id: previous.id, attempts: 0, started_at: null }),
        )
        .execute();
    }
    await recordAdminAction(trx, actor, {
      action: 'cao.version_marked_current',
      targetType: 'cao',
      targetId: version.cao_id,
      details: {
        version_id: version.id,
        label: version.label,
        previous_version_id: previous?.id ?? null,
        previous_label: previous?.label ?? null,
      },
    });
    return { caoId: version.cao_id, previousVersionId: previous?.id ?? null };
  });
}
