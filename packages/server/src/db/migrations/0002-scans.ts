import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Scans, uploaded files, section tasks, the extraction cache and the credit ledger.
 * A scan's usage debit and its completion share one transaction; the ledger's idempotency key
 * (scan:<id>, checkout:<id>) makes a second debit or purchase of the same thing impossible.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE cao_scans (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
      user_id uuid REFERENCES users (id) ON DELETE SET NULL,
      name text NOT NULL CHECK (char_length(name) BETWEEN 3 AND 255),
      description text CHECK (description IS NULL OR char_length(description) <= 1000),
      status text NOT NULL DEFAULT 'draft'
        CHECK (status IN ('draft', 'in_progress', 'processing', 'completed', 'failed')),
      current_step integer NOT NULL DEFAULT 1 CHECK (current_step BETWEEN 1 AND 4),
      is_abu_cao boolean,
      current_cao_name text,
      current_cao_sector text,
      current_cao_file_id uuid,
      client_cao_name text,
      client_cao_sector text,
      client_cao_file_id uuid,
      error_message text,
      started_at timestamptz,
      completed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX cao_scans_organization_idx ON cao_scans (organization_id, updated_at DESC);
    CREATE INDEX cao_scans_user_idx ON cao_scans (user_id);
    CREATE INDEX cao_scans_status_idx ON cao_scans (status);

    CREATE TABLE stored_files (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
      uploaded_by uuid REFERENCES users (id) ON DELETE SET NULL,
      cao_scan_id uuid REFERENCES cao_scans (id) ON DELETE SET NULL,
      kind text CHECK (kind IN ('current', 'client')),
      original_filename text NOT NULL,
      content_type text NOT NULL,
      format text NOT NULL CHECK (format IN ('pdf', 'docx', 'doc', 'txt')),
      file_size bigint NOT NULL CHECK (file_size > 0),
      page_count integer NOT NULL,
      sha256 text NOT NULL,
      storage_key text NOT NULL,
      cao_name text,
      sector text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX stored_files_organization_idx ON stored_files (organization_id, created_at DESC);
    CREATE INDEX stored_files_sha256_idx ON stored_files (sha256);

    ALTER TABLE cao_scans
      ADD CONSTRAINT cao_scans_current_file_fk FOREIGN KEY (current_cao_file_id)
        REFERENCES stored_files (id) ON DELETE SET NULL;
    ALTER TABLE cao_scans
      ADD CONSTRAINT cao_scans_client_file_fk FOREIGN KEY (client_cao_file_id)
        REFERENCES stored_files (id) ON DELETE SET NULL;

    CREATE TABLE scan_section_tasks (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      scan_id uuid NOT NULL REFERENCES cao_scans (id) ON DELETE CASCADE,
      section_name text NOT NULL,
      section_display_name text NOT NULL,
      position integer NOT NULL DEFAULT 0,
      task_type text NOT NULL CHECK (task_type IN ('extraction_current', 'extraction_client', 'comparison')),
      status text NOT NULL DEFAULT 'queued'
        CHECK (status IN ('queued', 'in_progress', 'completed', 'failed', 'cancelled', 'incomplete')),
      input_key text NOT NULL,
      error_message text,
      attempts integer NOT NULL DEFAULT 0,
      result jsonb,
      started_at timestamptz,
      completed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (scan_id, section_name, task_type)
    );

    CREATE TABLE extraction_cache (
      sha256 text NOT NULL,
      engine_version text NOT NULL,
      extractor text NOT NULL,
      section_name text NOT NULL,
      result jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (sha256, engine_version, extractor, section_name)
    );

    CREATE TABLE organization_credits (
      organization_id uuid PRIMARY KEY REFERENCES organizations (id) ON DELETE CASCADE,
      balance integer NOT NULL DEFAULT 0 CHECK (balance >= 0),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE credit_transactions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
      transaction_type text NOT NULL CHECK (transaction_type IN ('purchase', 'usage', 'refund', 'adjustment')),
      credits_amount integer NOT NULL CHECK (credits_amount <> 0),
      balance_after integer NOT NULL CHECK (balance_after >= 0),
      description text,
      idempotency_key text UNIQUE,
      scan_id uuid REFERENCES cao_scans (id) ON DELETE SET NULL,
      created_by uuid REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX credit_transactions_organization_idx ON credit_transactions (organization_id, created_at DESC);
  `,
  );
}
