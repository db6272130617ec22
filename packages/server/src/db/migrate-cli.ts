import { loadEnvOrExit } from '../start';
import { migrateToLatest, openDatabase, pgliteDataDir } from './database';

/**
 * `pnpm migrate`: brings the configured database (DATABASE_URL, else PGlite under DATA_DIR) to the
 * newest schema and stops. The server and the worker migrate at start too; this is for deploying
 * the schema before new processes start. On PGlite, run it while no server uses the data directory.
 */
async function main(): Promise<void> {
  const env = loadEnvOrExit();
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : pgliteDataDir(env.DATA_DIR),
  });
  try {
    const applied = await migrateToLatest(database.db);
    console.log(
      applied.length
        ? `Migraties uitgevoerd (${database.kind}): ${applied.join(', ')}`
        : `Database is al bijgewerkt (${database.kind}).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Migreren mislukt: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
