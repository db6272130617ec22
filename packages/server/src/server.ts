import { warmUpDocumentReader, warmUpExtractor } from '@caoscan/engine';
import { buildApp } from './app';
import { loadEnvOrExit, prepareDatabase } from './start';

/** The process entry: validate config, migrate, seed, listen, and shut down gracefully. */
async function main(): Promise<void> {
  const env = loadEnvOrExit();
  const database = await prepareDatabase(env);
  const app = await buildApp({ env, db: database.db, pglite: database.pglite, logger: true });
  await app.listen({ port: env.PORT, host: env.HOST });
  console.log(`CAO Scan draait op ${env.PUBLIC_URL} (database: ${database.kind})`);
  // Load pdf.js and warm the rules now, so the first upload and scan do not pay for it.
  warmUpDocumentReader();
  warmUpExtractor();

  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

void main();
