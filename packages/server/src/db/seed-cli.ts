import { loadEnvOrExit } from '../start';
import { migrateToLatest, openDatabase, pgliteDataDir } from './database';
import { DEMO_STARTING_CREDITS, seedDemo, seedRoles } from './seed';

/**
 * `pnpm seed`: migrates, then writes the system roles and (unless SEED_DEMO=false) the demo
 * organisations and users of the README. Idempotent: running it again changes nothing. The server
 * does the same at start; this is for a database that servers started with SEED_DEMO=false.
 */
async function main(): Promise<void> {
  const env = loadEnvOrExit();
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : pgliteDataDir(env.DATA_DIR),
  });
  try {
    await migrateToLatest(database.db);
    if (env.SEED_DEMO) {
      await seedDemo(database.db);
      console.log(
        `Rollen en demo aangemaakt (${database.kind}): 3 organisaties, 4 gebruikers, ${DEMO_STARTING_CREDITS} credits voor Demo Uitzendbureau.`,
      );
    } else {
      await seedRoles(database.db);
      console.log(`Rollen aangemaakt (${database.kind}); geen demo (SEED_DEMO=false).`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Vullen mislukt: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
