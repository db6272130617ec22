import { buildApp } from './app';
import { EnvError, loadEnv } from './env';
import { prepareDatabase } from './start';

/** The process entry: validate config, migrate, seed, listen, and shut down gracefully. */
async function main(): Promise<void> {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = await prepareDatabase(env);
  const app = await buildApp({ env, db: database.db, pglite: database.pglite, logger: true });
  await app.listen({ port: env.PORT, host: env.HOST });
  console.log(`CAO Scan draait op ${env.PUBLIC_URL} (database: ${database.kind})`);

  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

void main();
