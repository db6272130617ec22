import type { z } from 'zod';
import type { Db } from '../db/database';

/** Extraction results per document content + engine version + extractor: the same work is never redone. */
export interface CacheKey {
  sha256: string;
  engineVersion: string;
  extractor: string;
  /** A category key, or DOCUMENT_SECTION for document-wide facts (inlenersbeloning). */
  section: string;
}

export const DOCUMENT_SECTION = '_document';

/** The cached value, or null when there is none or it has another shape (then it is computed anew). */
export async function readCachedExtraction<T>(
  db: Db,
  key: CacheKey,
  schema: z.ZodType<T>,
): Promise<T | null> {
  const row = await db
    .selectFrom('extraction_cache')
    .select('result')
    .where('sha256', '=', key.sha256)
    .where('engine_version', '=', key.engineVersion)
    .where('extractor', '=', key.extractor)
    .where('section_name', '=', key.section)
    .executeTakeFirst();
  if (!row) return null;
  const parsed = schema.safeParse(row.result);
  return parsed.success ? parsed.data : null;
}

export async function writeCachedExtraction(db: Db, key: CacheKey, result: unknown): Promise<void> {
  await db
    .insertInto('extraction_cache')
    .values({
      sha256: key.sha256,
      engine_version: key.engineVersion,
      extractor: key.extractor,
      section_name: key.section,
      result: JSON.stringify(result),
    })
    .onConflict((oc) =>
      oc
        .columns(['sha256', 'engine_version', 'extractor', 'section_name'])
        .doUpdateSet((eb) => ({ result: eb.ref('excluded.result') })),
    )
    .execute();
}

/** Read-through: the cached value, or compute, store and return it. */
export async function cachedExtraction<T>(
  db: Db,
  key: CacheKey,
  schema: z.ZodType<T>,
  compute: () => Promise<T>,
): Promise<T> {
  const cached = await readCachedExtraction(db, key, schema);
  if (cached !== null) return cached;
  const value = await compute();
  await writeCachedExtraction(db, key, value);
  return value;
}
