import { sql, type RawBuilder } from 'kysely';

/**
 * A timestamp as toISOString writes it (milliseconds truncated, as pg's Date parsing does), for JSON
 * that PostgreSQL writes itself (the hot lists): byte for byte what the app would have written.
 */
export const isoTimeSql = (column: RawBuilder<unknown>) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
