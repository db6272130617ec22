import { type Kysely, sql } from 'kysely';

/**
 * Runs a script of DDL statements one by one: PGlite's extended protocol (like prepared statements
 * in PostgreSQL) refuses several commands in one query. Statements must not contain ';' inside.
 */
export async function runStatements(db: Kysely<unknown>, script: string): Promise<void> {
  const statements = script
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.trim())
    .filter(Boolean);
  for (const statement of statements) await sql.raw(statement).execute(db);
}
