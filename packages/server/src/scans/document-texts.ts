import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import type { DocumentText } from '@caoscan/engine';
import { z } from 'zod';
import type { Db } from '../db/database';
import type { ReadOptions, ScanEngine } from './engine';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** What the engine gives back, checked on the way out of the database instead of trusted. */
const DocumentTextSchema = z.object({
  format: z.enum(['pdf', 'docx', 'doc', 'txt']),
  pages: z.array(
    z.object({
      number: z.number().int(),
      lines: z.array(z.string()),
      text: z.string(),
      furniture: z.array(z.string()),
    }),
  ),
  isPaginated: z.boolean(),
  sha256: z.string(),
  warnings: z.array(z.string()),
  title: z.string().nullable(),
}) satisfies z.ZodType<DocumentText>;

/** A document by content: its hash, and its bytes when they must be read after all. */
export interface DocumentSource {
  sha256: string;
  load(): Promise<Uint8Array>;
}

/**
 * A document's text, read once per content and reader version: the upload reads it (OCR included,
 * for a scan) to check it, keeps it here, and the scan's worker and every later upload of the same
 * bytes reuse it. A refusal is not kept: the engine's Dutch message comes again on a retry.
 */
export async function readDocumentText(
  db: Db,
  engine: ScanEngine,
  source: DocumentSource,
  options: ReadOptions = {},
): Promise<DocumentText> {
  const kept = await readKeptText(db, source.sha256, engine.readerVersion);
  if (kept) return kept;
  const text = await engine.readDocument(await source.load(), options);
  await db
    .insertInto('document_texts')
    .values({
      sha256: source.sha256,
      reader_version: engine.readerVersion,
      text_gzip: await gzipAsync(JSON.stringify(text)),
    })
    .onConflict((oc) =>
      oc
        .columns(['sha256', 'reader_version'])
        .doUpdateSet((eb) => ({ text_gzip: eb.ref('excluded.text_gzip') })),
    )
    .execute();
  return text;
}

async function readKeptText(db: Db, sha256: string, readerVersion: string): Promise<DocumentText | null> {
  const row = await db
    .selectFrom('document_texts')
    .select('text_gzip')
    .where('sha256', '=', sha256)
    .where('reader_version', '=', readerVersion)
    .executeTakeFirst();
  if (!row) return null;
  try {
    const parsed = DocumentTextSchema.safeParse(
      JSON.parse((await gunzipAsync(row.text_gzip)).toString('utf8')),
    );
    // Unreadable (written by hand, damaged): read the document again, as if nothing were kept.
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
