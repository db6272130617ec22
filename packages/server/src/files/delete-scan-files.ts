import type { Db } from '../db/database';
import type { Storage } from '../storage/storage';
import { lockContent } from './content-locks';

interface ReleasedContent {
  sha256: string;
  storageKey: string;
}

/**
 * Deleting a scan deletes the documents uploaded to it (docs/decisions/0004): their rows go in the
 * same transaction as the scan, except a document another scan of the organisation has selected,
 * which moves to that scan. Stored content is shared by hash, so it is removed only when no row
 * anywhere still refers to it; its cached extractions go with it.
 */
export async function deleteScanAndFiles(db: Db, storage: Storage, scanId: string): Promise<void> {
  const released = await db.transaction().execute(async (trx) => {
    const files = await trx
      .selectFrom('stored_files')
      .select(['id', 'sha256', 'storage_key'])
      .where('cao_scan_id', '=', scanId)
      .execute();
    const gone: ReleasedContent[] = [];
    for (const file of files) {
      const user = await trx
        .selectFrom('cao_scans')
        .select('id')
        .where('id', '!=', scanId)
        .where((eb) =>
          eb.or([eb('current_cao_file_id', '=', file.id), eb('client_cao_file_id', '=', file.id)]),
        )
        .orderBy('created_at')
        .executeTakeFirst();
      if (user) {
        await trx
          .updateTable('stored_files')
          .set({ cao_scan_id: user.id })
          .where('id', '=', file.id)
          .execute();
      } else {
        await trx.deleteFrom('stored_files').where('id', '=', file.id).execute();
        gone.push({ sha256: file.sha256, storageKey: file.storage_key });
      }
    }
    await trx.deleteFrom('cao_scans').where('id', '=', scanId).execute();
    return gone;
  });
  const unique = new Map(released.map((content) => [content.sha256, content]));
  for (const content of unique.values()) await releaseContent(db, storage, content);
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
    await trx.deleteFrom('extraction_cache').where('sha256', '=', content.sha256).execute();
    await storage.delete(content.storageKey);
  });
}
