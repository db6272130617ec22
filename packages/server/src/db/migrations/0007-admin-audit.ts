import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * The back-office's audit log: every change a platform admin or support member makes (status,
 * roles, credits, deletions, catalogue) with who, what and when. Rows are only ever added; the
 * actor's e-mail is copied in so the trail survives the actor's deletion.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE admin_audit_log (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
      actor_email text NOT NULL,
      action text NOT NULL,
      target_type text NOT NULL,
      target_id text,
      details jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX admin_audit_log_created_idx ON admin_audit_log (created_at DESC, id DESC);
    CREATE INDEX admin_audit_log_target_idx ON admin_audit_log (target_type, target_id, created_at DESC);
  `,
  );
}
