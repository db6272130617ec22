import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Files uploaded on 'Bestanden beheren' belong to the organisation's file store, not to a scan:
 * `in_library` keeps them when no scan points at them (the start-up settling of uploads whose scan
 * was deleted leaves them alone). A scan uses them by reference (current/client_cao_file_id).
 *
 * The scan list's index also carries user_id (INCLUDE), so the access rule (owner, or everyone when
 * the organisation shares scans) and the list's count are answered from the index alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE stored_files ADD COLUMN in_library boolean NOT NULL DEFAULT false;
    CREATE INDEX cao_scans_organization_visible_idx
      ON cao_scans (organization_id, updated_at DESC, id) INCLUDE (user_id);
    DROP INDEX cao_scans_organization_list_idx;
  `,
  );
}
