import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Each alert e-mail about a new cao version (issue K), one row per version, organisation and
 * address: written before the e-mail is handed to the mailer (the intent, with the Message-ID it is
 * sent with), `sent_at` set once the mailer accepted it. A run taken up again sends only the rows
 * without `sent_at`; see catalogue/alerts/README.md for the one case that can still send twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE cao_version_alert_emails (
      version_id uuid NOT NULL,
      organization_id uuid NOT NULL,
      email text NOT NULL,
      message_id text NOT NULL,
      attempts integer NOT NULL DEFAULT 1,
      last_attempt_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz,
      PRIMARY KEY (version_id, organization_id, email),
      FOREIGN KEY (version_id, organization_id)
        REFERENCES cao_version_alerts (version_id, organization_id) ON DELETE CASCADE
    );
  `,
  );
}
