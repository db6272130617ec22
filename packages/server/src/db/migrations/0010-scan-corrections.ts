import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Corrections a reviewer makes to a completed scan's values, kept beside the engine's result in
 * `scan_section_tasks` (never written over it). Every change is a new row, a restore too, so the
 * trail reads in `seq` order; the latest row per element and side decides what the scan shows.
 * The author's name is copied in so the trail survives the author's deletion.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE scan_value_corrections (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      seq bigserial NOT NULL,
      scan_id uuid NOT NULL REFERENCES cao_scans (id) ON DELETE CASCADE,
      category text NOT NULL,
      element_key text NOT NULL,
      side text NOT NULL CHECK (side IN ('current', 'client')),
      action text NOT NULL CHECK (action IN ('correct', 'restore')),
      old_value text,
      new_value text,
      value_json jsonb,
      page integer,
      article text,
      reason text,
      author_id uuid REFERENCES users (id) ON DELETE SET NULL,
      author_name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX scan_value_corrections_scan_idx ON scan_value_corrections (scan_id, seq);
  `,
  );
}
