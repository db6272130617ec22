import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * Transaction-scoped advisory locks (PostgreSQL and PGlite alike). An upload takes the content
 * lock while it inserts its row, a scan deletion while it decides whether the stored content is
 * still used: so a blob is never removed under a row that was just added. The organisation lock
 * makes the storage quota exact under parallel uploads. Always organisation first, then content.
 */
async function lock(trx: Db, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}

export const lockOrganizationUploads = (trx: Db, organizationId: string) =>
  lock(trx, `upload-quota:${organizationId}`);

export const lockContent = (trx: Db, sha256: string) => lock(trx, `stored-content:${sha256}`);
