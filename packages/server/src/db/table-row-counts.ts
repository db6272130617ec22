import { sql } from 'kysely';

/**
 * The number of rows of a table whose count the writes keep (migration 0020: `cao_scans`, `users`),
 * as a scalar subquery to put in a list's statement: one index lookup instead of counting every row.
 * Exact, and as of the same snapshot as the rest of that statement.
 */
export function storedRowCount(table: 'cao_scans' | 'users') {
  return sql<number>`(select row_count::int from table_row_counts where table_name = ${table})`;
}
