import {
  removeStaleOcrFolders,
  stopDocumentReading,
  warmUpDocumentReader,
  warmUpExtractor,
} from '@caoscan/engine';
import { buildApp } from './app';
import { loadEnvOrExit, prepareDatabase } from './start';

/** The process entry: validate config, migrate, seed, listen, and shut down gracefully. */
async function main(): Promise<void> {
  const env = loadEnvOrExit();
  const database = await prepareDatabase(env);
  // Copies of customers' scans that a killed server left in the temp folder go first.
  await removeStaleOcrFolders();
  const app = await buildApp({ env, db: database.db, pglite: database.pglite, logger: true });
  await app.listen({ port: env.PORT, host: env.HOST });
  console.log(`CAO Scan draait op ${env.PUBLIC_URL} (database: ${database.kind})`);
  // Load pdf.js and warm the rules now, so the first upload and scan do not pay for it.
  warmUpDocumentReader();
  warmUpExtractor();

  const shutdown = async () => {
    // Uploads being read (OCR) stop now, so closing does not wait for them; their copies go.
    stopDocumentReading();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

void main();
