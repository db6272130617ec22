import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * The back-office's credits list reads the ledger across organisations, newest first
 * (GET /api/admin/credits/transactions): an index in that order, so a page is a short index scan
 * however long the ledger grows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `CREATE INDEX credit_transactions_created_idx ON credit_transactions (created_at DESC, id DESC);`,
  );
}
