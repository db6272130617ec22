import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/** Organisations, users, roles and the auth service's own tables. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE organizations (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL CHECK (char_length(name) BETWEEN 2 AND 100),
      type text NOT NULL DEFAULT 'client' CHECK (type IN ('client', 'partner', 'standard')),
      parent_id uuid REFERENCES organizations (id) ON DELETE SET NULL,
      share_scans_with_organization boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (parent_id IS NULL OR parent_id <> id)
    );

    CREATE TABLE users (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email text NOT NULL,
      display_name text,
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'pending', 'disabled')),
      organization_id uuid REFERENCES organizations (id) ON DELETE SET NULL,
      email_confirmed_at timestamptz,
      last_sign_in_at timestamptz,
      user_metadata jsonb NOT NULL DEFAULT '{}',
      app_metadata jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX users_email_key ON users (lower(email));
    CREATE INDEX users_organization_idx ON users (organization_id);

    CREATE TABLE roles (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL UNIQUE,
      description text,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE role_assignments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      role_id uuid NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
      organization_id uuid REFERENCES organizations (id) ON DELETE CASCADE,
      assigned_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE NULLS NOT DISTINCT (user_id, role_id, organization_id)
    );
    CREATE INDEX role_assignments_user_idx ON role_assignments (user_id);
    CREATE INDEX role_assignments_organization_idx ON role_assignments (organization_id);

    CREATE TABLE identities (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      provider text NOT NULL,
      provider_id text NOT NULL,
      identity_data jsonb NOT NULL DEFAULT '{}',
      last_sign_in_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (provider, provider_id)
    );

    CREATE TABLE auth_sessions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      aal text NOT NULL DEFAULT 'aal1',
      amr_method text NOT NULL,
      user_agent text,
      ip text,
      created_at timestamptz NOT NULL DEFAULT now(),
      refreshed_at timestamptz,
      revoked_at timestamptz
    );
    CREATE INDEX auth_sessions_user_idx ON auth_sessions (user_id);

    CREATE TABLE refresh_tokens (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      session_id uuid NOT NULL REFERENCES auth_sessions (id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      parent_hash text,
      revoked boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id);

    CREATE TABLE one_time_codes (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      email text NOT NULL,
      code_hash text NOT NULL,
      attempts integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      consumed_at timestamptz
    );
    CREATE INDEX one_time_codes_user_idx ON one_time_codes (user_id, created_at DESC);

    CREATE TABLE flow_states (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      provider text NOT NULL,
      code_challenge text NOT NULL,
      code_challenge_method text NOT NULL,
      redirect_to text NOT NULL,
      provider_state text NOT NULL UNIQUE,
      provider_code_verifier text NOT NULL,
      provider_nonce text NOT NULL,
      auth_code text UNIQUE,
      user_id uuid REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      consumed_at timestamptz
    );

    CREATE TABLE outbox_emails (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      to_email text NOT NULL,
      subject text NOT NULL,
      text text NOT NULL,
      html text,
      sent_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX outbox_emails_to_idx ON outbox_emails (lower(to_email), created_at DESC);
  `,
  );
}
