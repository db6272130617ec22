import { openDatabase, migrateToLatest, pgliteDataDir, type DatabaseHandle } from './db/database';
import { seedDemo, seedRoles } from './db/seed';
import { EnvError, loadEnv, type Env } from './env';

/** Opens the configured database, migrates it and seeds it: what every process does first. */
export async function prepareDatabase(env: Env): Promise<DatabaseHandle> {
  const handle = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    preparedStatements: env.DATABASE_PREPARED_STATEMENTS,
    dataDir: env.DATABASE_URL ? undefined : pgliteDataDir(env.DATA_DIR),
  });
  await migrateToLatest(handle.db);
  if (env.SEED_DEMO) await seedDemo(handle.db);
  else await seedRoles(handle.db);
  return handle;
}

/** The configuration of a process, or exit with the list of what is wrong (spec 01 §5). */
export function loadEnvOrExit(): Env {
  try {
    return loadEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
