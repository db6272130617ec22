import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Alerts that must still go out (issue K): marking a version current writes this row in the same
 * transaction, so the alerts survive a process that dies right after the commit. Any server
 * process takes a row up (at start, after the PUT, and every few minutes), claiming it with one
 * UPDATE of `started_at`, and deletes it once every organisation was told (catalogue/alerts/).
 * `attempts` stops a run that keeps failing (a mail server down for hours) after a number of tries.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE cao_version_alert_runs (
      version_id uuid PRIMARY KEY REFERENCES catalogue_cao_versions (id) ON DELETE CASCADE,
      previous_version_id uuid NOT NULL REFERENCES catalogue_cao_versions (id) ON DELETE CASCADE,
      attempts integer NOT NULL DEFAULT 0,
      started_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `,
  );
}
