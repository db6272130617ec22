import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Indexes for the read routes every screen polls (measured by `pnpm bench:api`):
 * - the scan list's order (organisation, newest change, id) in one index, so the newest page is read
 *   from it without sorting the organisation's scans; it replaces the (organisation, updated_at) one;
 * - the credit totals by type, answered from the index alone (credits_amount included).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE INDEX cao_scans_organization_list_idx ON cao_scans (organization_id, updated_at DESC, id);
    DROP INDEX cao_scans_organization_idx;
    CREATE INDEX credit_transactions_totals_idx
      ON credit_transactions (organization_id, transaction_type) INCLUDE (credits_amount);
  `,
  );
}
