import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Billing details per organisation, and the checkout sessions we opened. A purchase is credited
 * through the ledger under the key `checkout:<session id>` (credits/ledger.ts), so a session is
 * credited once however often its events arrive; `fulfilled_at` only records when that happened.
 * With the built-in test checkout these rows are the provider's state as well.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE organization_billing (
      organization_id uuid PRIMARY KEY REFERENCES organizations (id) ON DELETE CASCADE,
      name text NOT NULL,
      contact_person text,
      cost_center text CHECK (char_length(cost_center) <= 64),
      account_email text NOT NULL,
      address_line1 text NOT NULL,
      address_line2 text,
      postal_code text NOT NULL,
      city text NOT NULL,
      country text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
      phone_number text NOT NULL CHECK (phone_number LIKE '+31%'),
      vat_number text NOT NULL CHECK (vat_number ~ '^NL[0-9]{9}B[0-9]{2}$'),
      kvk_number text NOT NULL CHECK (kvk_number ~ '^[0-9]{8}$'),
      updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE checkout_sessions (
      id text PRIMARY KEY,
      provider text NOT NULL CHECK (provider IN ('stripe', 'local')),
      organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
      created_by uuid REFERENCES users (id) ON DELETE SET NULL,
      credits_quantity integer NOT NULL CHECK (credits_quantity BETWEEN 1 AND 9999),
      amount_total_cents integer NOT NULL CHECK (amount_total_cents > 0),
      currency text NOT NULL DEFAULT 'eur',
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'complete', 'expired')),
      payment_status text NOT NULL DEFAULT 'unpaid'
        CHECK (payment_status IN ('paid', 'unpaid', 'no_payment_required')),
      fulfilled_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX checkout_sessions_organization_idx ON checkout_sessions (organization_id, created_at DESC);
  `,
  );
}
