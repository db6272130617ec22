import { sql, type Kysely } from 'kysely';

/**
 * The number of rows of `cao_scans` and `users`, kept by the writes themselves: the back-office lists
 * (GET /api/admin/cao-scans, GET /api/admin/users without a filter) show the total of every scan and
 * user on each page, and counting 20,000 scans on every request cost PostgreSQL more than the rest of
 * the answer together (`pnpm bench:load`).
 *
 * A statement-level trigger adds the number of rows each INSERT or DELETE changed (cascades included;
 * TRUNCATE sets 0) to the table's row in `table_row_counts`, in the writing transaction. It is exact
 * under concurrency: the UPDATE takes the counter row's lock, and at READ COMMITTED (the only level the
 * app writes at) it adds its delta to the latest committed count, so committed deltas add up and a
 * rolled-back one goes with its rows; the counter is an MVCC row like the rows it counts, so a reader
 * sees both as of one snapshot. The price: writers of one table wait for each other's commit on that
 * row, which is nothing at the rate scans and users are created or deleted. A statement that changes
 * no row does not touch the counter.
 *
 * Triggers first, then the count, in the migration's transaction: a concurrent insert either committed
 * before the triggers' lock (and is counted) or waits for this commit (and fires the trigger).
 */
const COUNTED_TABLES = ['cao_scans', 'users'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE table_row_counts (
    table_name text PRIMARY KEY,
    row_count bigint NOT NULL
  )`.execute(db);
  await sql`CREATE FUNCTION count_table_rows() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      delta bigint;
    BEGIN
      IF TG_OP = 'TRUNCATE' THEN
        UPDATE table_row_counts SET row_count = 0 WHERE table_name = TG_TABLE_NAME;
        RETURN NULL;
      ELSIF TG_OP = 'INSERT' THEN
        SELECT count(*) INTO delta FROM new_rows;
      ELSE
        SELECT -count(*) INTO delta FROM old_rows;
      END IF;
      IF delta <> 0 THEN
        UPDATE table_row_counts SET row_count = row_count + delta WHERE table_name = TG_TABLE_NAME;
      END IF;
      RETURN NULL;
    END
  $$`.execute(db);
  for (const table of COUNTED_TABLES) {
    const name = sql.ref(table);
    await sql`CREATE TRIGGER ${sql.raw(`${table}_count_inserts`)} AFTER INSERT ON ${name}
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_table_rows()`.execute(db);
    await sql`CREATE TRIGGER ${sql.raw(`${table}_count_deletes`)} AFTER DELETE ON ${name}
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_table_rows()`.execute(db);
    await sql`CREATE TRIGGER ${sql.raw(`${table}_count_truncates`)} AFTER TRUNCATE ON ${name}
      FOR EACH STATEMENT EXECUTE FUNCTION count_table_rows()`.execute(db);
    await sql`INSERT INTO table_row_counts (table_name, row_count)
      SELECT ${table}::text, count(*) FROM ${name}`.execute(db);
  }
}
