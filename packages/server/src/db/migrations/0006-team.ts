import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Invitations (only a hash of the link's token is kept) and the organisation's activity feed.
 * An invitation still 'pending' after expires_at counts as expired everywhere (read-time rule).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE invitations (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
      role_id uuid NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
      email text NOT NULL,
      token_hash text NOT NULL UNIQUE,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'cancelled', 'expired')),
      invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
      accepted_by uuid REFERENCES users (id) ON DELETE SET NULL,
      expires_at timestamptz NOT NULL,
      accepted_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX invitations_organization_idx ON invitations (organization_id, created_at DESC);
    CREATE INDEX invitations_email_idx ON invitations (lower(email));

    CREATE TABLE activity_events (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
      actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
      activity_type text NOT NULL
        CHECK (activity_type IN ('scan.created', 'file.uploaded', 'user.invited', 'credit.purchased')),
      activity_scope text NOT NULL CHECK (activity_scope IN ('scan', 'team', 'billing')),
      payload jsonb NOT NULL DEFAULT '{}',
      reference_id text,
      occurred_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX activity_events_feed_idx ON activity_events (organization_id, occurred_at DESC, id DESC);
  `,
  );
}
