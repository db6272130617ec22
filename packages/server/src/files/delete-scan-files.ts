import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { reportError } from '../http/error-reporting';
import type { Storage } from '../storage/storage';
import { lockContent } from './content-locks';

type Log = Pick<FastifyBaseLogger, 'error'>;

interface ReleasedContent {
  sha256: string;
  storageKey: string;
}

/**
 * Uploads that lost their scan: one another scan has selected moves to that scan, the others are
 * deleted. Returns the content of the deleted rows.
 */
async function settleUploads(trx: Db, files: { id: string; sha256: string; storage_key: string }[]) {
  const gone: ReleasedContent[] = [];
  for (const file of files) {
    const selectedBy = await trx
      .selectFrom('cao_scans')
      .select('id')
      .where((eb) => eb.or([eb('current_cao_file_id', '=', file.id), eb('client_cao_file_id', '=', file.id)]))
      .orderBy('created_at')
      .executeTakeFirst();
    if (selectedBy) {
      await trx
        .updateTable('stored_files')
        .set({ cao_scan_id: selectedBy.id })
        .where('id', '=', file.id)
        .execute();
    } else {
      await trx.deleteFrom('stored_files').where('id', '=', file.id).execute();
      gone.push({ sha256: file.sha256, storageKey: file.storage_key });
    }
  }
  return gone;
}

/** Removes stored content (and its cached extractions) that no row refers to any more. */
async function releaseContent(db: Db, storage: Storage, content: ReleasedContent): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockContent(trx, content.sha256);
    const stillUsed = await trx
      .selectFrom('stored_files')
      .select('id')
      .where('sha256', '=', content.sha256)
      .executeTakeFirst();
    if (stillUsed) return;
    // The same bytes may be a version in the cao catalogue (stored under the same content key).
    const inCatalogue = await trx
      .selectFrom('catalogue_cao_versions')
      .select('id')
      .where('sha256', '=', content.sha256)
      .executeTakeFirst();
    if (inCatalogue) return;
    await trx.deleteFrom('extraction_cache').where('sha256', '=', content.sha256).execute();
    await storage.delete(content.storageKey);
  });
}

export async function releaseAll(
  db: Db,
  storage: Storage,
  released: ReleasedContent[],
  log: Log,
): Promise<void> {
  const unique = new Map(released.map((content) => [content.sha256, content]));
  for (const content of unique.values()) {
    // The rows are gone either way: content that could not be removed now (storage unreachable)
    // is logged and reported rather than turning the deletion into an error.
    await releaseContent(db, storage, content).catch((error: unknown) => {
      log.error({ err: error, sha256: content.sha256 }, 'stored content of deleted uploads was not removed');
      reportError(error, { sha256: content.sha256 });
    });
  }
}

/**
 * Deleting a scan deletes the documents uploaded to it (docs/decisions/0004): their rows go in the
 * same transaction as the scan, except a document another scan of the organisation has selected,
 * which moves to that scan. Stored content is shared by hash, so it is removed only when no row
 * anywhere still refers to it; its cached extractions go with it.
 */
export async function deleteScanAndFiles(db: Db, storage: Storage, scanId: string, log: Log): Promise<void> {
  const released = await db.transaction().execute(async (trx) => {
    const files = await trx
      .selectFrom('stored_files')
      .select(['id', 'sha256', 'storage_key'])
      .where('cao_scan_id', '=', scanId)
      .execute();
    // The scan first, so its own selection no longer holds its uploads.
    await trx.deleteFrom('cao_scans').where('id', '=', scanId).execute();
    return settleUploads(trx, files);
  });
  await releaseAll(db, storage, released, log);
}

/**
 * Uploads whose scan was deleted before scans took their documents with them point at no scan:
 * at start they are settled the same way (moved to a scan that selected them, else deleted).
 * Files uploaded to the organisation's file store have no scan by design and are kept.
 */
export async function settleOrphanedUploads(db: Db, storage: Storage, log: Log): Promise<number> {
  const released = await db.transaction().execute(async (trx) => {
    const files = await trx
      .selectFrom('stored_files')
      .select(['id', 'sha256', 'storage_key'])
      .where('cao_scan_id', 'is', null)
      .where('in_library', '=', false)
      .execute();
    return settleUploads(trx, files);
  });
  await releaseAll(db, storage, released, log);
  return released.length;
}
