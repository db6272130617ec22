import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Alerts when a new catalogue version becomes current (issue K): one row per version and
 * organisation records that the organisation was told (its activity item and the e-mails sent), so
 * marking the same version current again never alerts twice. Each user may opt out of these
 * e-mails (`users.cao_alert_emails`, /configuratie); the activity item is written regardless.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE users ADD COLUMN cao_alert_emails boolean NOT NULL DEFAULT true;
    ALTER TABLE activity_events DROP CONSTRAINT activity_events_activity_type_check;
    ALTER TABLE activity_events ADD CONSTRAINT activity_events_activity_type_check
      CHECK (activity_type IN ('scan.created', 'file.uploaded', 'user.invited', 'credit.purchased',
        'cao.version_changed'));
    CREATE TABLE cao_version_alerts (
      version_id uuid NOT NULL REFERENCES catalogue_cao_versions (id) ON DELETE CASCADE,
      organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
      previous_version_id uuid REFERENCES catalogue_cao_versions (id) ON DELETE SET NULL,
      scan_ids jsonb NOT NULL DEFAULT '[]',
      emailed_to jsonb NOT NULL DEFAULT '[]',
      created_at timestamptz NOT NULL DEFAULT now(),
      emailed_at timestamptz,
      PRIMARY KEY (version_id, organization_id)
    );
    CREATE INDEX cao_version_alerts_organization_idx ON cao_version_alerts (organization_id);
  `,
  );
}
