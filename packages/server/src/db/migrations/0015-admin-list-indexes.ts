import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * The back-office lists across organisations, newest first (measured by `pnpm bench:load` on 20,000
 * scans and 5,000 users): an index in each list's order, so a page is a short index scan instead of
 * a sort of the whole table.
 * - GET /api/admin/cao-scans: created_at DESC, id;
 * - GET /api/admin/users: created_at DESC, id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE INDEX cao_scans_created_idx ON cao_scans (created_at DESC, id);
    CREATE INDEX users_created_idx ON users (created_at DESC, id);
  `,
  );
}
