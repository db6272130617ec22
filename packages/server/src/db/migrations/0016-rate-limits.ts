import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * The request rate limits (@fastify/rate-limit: sign-in codes, token and invitation calls, the
 * hourly upload rate, payments) counted in the database instead of in each process's memory, so
 * two server processes on one database enforce one limit (http/rate-limit-store.ts). One row per
 * route and key (an address or an organisation): its hits in the window that ends at window_ends_at.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE rate_limit_hits (
      key text PRIMARY KEY,
      hits integer NOT NULL,
      window_ends_at timestamptz NOT NULL
    );
    CREATE INDEX rate_limit_hits_window_idx ON rate_limit_hits (window_ends_at);
  `,
  );
}
