import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * The cao catalogue the platform keeps (issue K): cao's (name, sector) and their versions, each a
 * document stored once per content hash (like uploads, `storage_key` = files/<sha>), with its term,
 * page count and extraction status. Platform-wide: no organization_id; platform admins and support
 * staff write it, every organisation reads the current versions. At most one current version per
 * cao (partial unique index), and one cao is the agency cao behind the wizard's 'Ja, ABU / NBBU'
 * (the row is made here, without versions: until one is uploaded the configured or bundled
 * document stays in use).
 *
 * A scan that answered 'Ja' records which catalogue version it ran on (`current_cao_version_id`),
 * so a resumed scan keeps its document and a later version can tell which scans used the previous one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE catalogue_caos (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      sector text NOT NULL,
      is_agency_cao boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX catalogue_caos_name_idx ON catalogue_caos (lower(name));
    CREATE UNIQUE INDEX catalogue_caos_agency_idx ON catalogue_caos (is_agency_cao) WHERE is_agency_cao;
    CREATE TABLE catalogue_cao_versions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      cao_id uuid NOT NULL REFERENCES catalogue_caos (id) ON DELETE CASCADE,
      label text NOT NULL,
      term_start date,
      term_end date,
      original_filename text NOT NULL,
      content_type text NOT NULL,
      format text NOT NULL,
      file_size integer NOT NULL,
      page_count integer NOT NULL,
      sha256 text NOT NULL,
      storage_key text NOT NULL,
      extraction_status text NOT NULL DEFAULT 'queued'
        CHECK (extraction_status IN ('queued', 'in_progress', 'completed', 'failed')),
      extraction_error text,
      extraction_started_at timestamptz,
      is_current boolean NOT NULL DEFAULT false,
      uploaded_by uuid REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (term_end IS NULL OR term_start IS NULL OR term_end >= term_start)
    );
    CREATE INDEX catalogue_cao_versions_cao_idx ON catalogue_cao_versions (cao_id, created_at DESC);
    CREATE UNIQUE INDEX catalogue_cao_versions_current_idx ON catalogue_cao_versions (cao_id) WHERE is_current;
    CREATE INDEX catalogue_cao_versions_sha256_idx ON catalogue_cao_versions (sha256);
    ALTER TABLE cao_scans ADD COLUMN current_cao_version_id uuid
      REFERENCES catalogue_cao_versions (id) ON DELETE SET NULL;
    CREATE INDEX cao_scans_current_cao_version_idx ON cao_scans (current_cao_version_id)
      WHERE current_cao_version_id IS NOT NULL;
    INSERT INTO catalogue_caos (name, sector, is_agency_cao)
      VALUES ('ABU / NBBU CAO voor Uitzendkrachten', 'Uitzendbranche', true)
  `,
  );
}
