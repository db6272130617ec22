import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Db } from '../db/database';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Expired rows are removed now and then (every this many counts of a process), not on every request. */
const SWEEP_EVERY = 500;

/**
 * The store of @fastify/rate-limit kept in the database (table rate_limit_hits, migration 0016), so
 * every server process on one database counts against the same limit: a client cannot multiply a
 * limit by the number of processes behind the load balancer. One atomic upsert per counted request;
 * a window that has ended starts again at 1. Each route counts apart (its method and path prefix the key).
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let counted = 0;

  const sweep = () => {
    db.deleteFrom('rate_limit_hits')
      .where('window_ends_at', '<', sql<Date>`now()`)
      .execute()
      .catch(() => undefined);
  };

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      if (++counted % SWEEP_EVERY === 0) sweep();
      const windowEnd = sql<Date>`now() + ${timeWindow} * interval '1 millisecond'`;
      db.insertInto('rate_limit_hits')
        .values({ key: `${this.prefix}${key}`, hits: 1, window_ends_at: windowEnd })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            hits: sql<number>`case when rate_limit_hits.window_ends_at <= now() then 1 else rate_limit_hits.hits + 1 end`,
            window_ends_at: sql<Date>`case when rate_limit_hits.window_ends_at <= now() then excluded.window_ends_at else rate_limit_hits.window_ends_at end`,
          }),
        )
        .returning([
          'hits',
          sql<number>`greatest(0, extract(epoch from (window_ends_at - now())) * 1000)::float8`.as('ttl'),
        ])
        .executeTakeFirstOrThrow()
        .then(
          (row) => callback(null, { current: row.hits, ttl: Math.ceil(Number(row.ttl)) }),
          (error: Error) => callback(error),
        );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      const method = [route?.method ?? ''].flat().join(',');
      return new DatabaseRateLimitStore(routeOptions, `${method} ${route?.url ?? ''}|`);
    }
  }
  return DatabaseRateLimitStore;
}
