import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * The text the engine read from a document, per content hash and reader version: an upload reads
 * (and for a scan, OCRs) a document once, and the scan's worker reuses that text. Gzipped JSON in
 * bytea: jsonb refuses the NUL characters a PDF's text can hold, and a cao's text packs 4 to 1.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE document_texts (
      sha256 text NOT NULL,
      reader_version text NOT NULL,
      text_gzip bytea NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (sha256, reader_version)
    )
  `,
  );
}
