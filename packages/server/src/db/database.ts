import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { migrationProvider } from './migrations';
import { prepareMarkedQueries } from './prepared';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PGlite instance in embedded mode (pg-boss runs on it too). */
  pglite: PGlite | null;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; else PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; undefined keeps the database in memory (tests). */
  dataDir?: string | undefined;
  /** PostgreSQL: send queries marked PREPARED as named prepared statements (default true). */
  preparedStatements?: boolean | undefined;
  /** PGlite: start from this dump of a data directory instead of an empty one (tests: a migrated dump). */
  loadDataDir?: Blob | undefined;
}

// Timestamps come back as Date from both drivers; bigint counts as numbers.
pg.types.setTypeParser(20, (value) => Number(value));

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client whose server connection ends (restart, DROP DATABASE … FORCE) must not crash
    // the process: the pool drops it and the next query opens a new one.
    pool.on('error', (error) => console.warn(`[db] idle connection closed: ${error.message}`));
    if (options.preparedStatements !== false) prepareMarkedQueries(pool);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', pglite: null, close: () => db.destroy() };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const pglite = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  return {
    db,
    kind: 'pglite',
    pglite,
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** Applies every pending migration in order; returns the names of those it applied now. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

export function pgliteDataDir(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}
