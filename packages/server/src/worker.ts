import {
  removeStaleOcrFolders,
  stopDocumentReading,
  warmUpDocumentReader,
  warmUpExtractor,
} from '@caoscan/engine';
import { createScanServices } from './scans/scan-services';
import { loadEnvOrExit, prepareDatabase } from './start';

/**
 * `pnpm worker`: a process that only works scan jobs, beside any number of servers and other
 * workers on the same PostgreSQL (and the same storage). Stops gracefully on SIGTERM/SIGINT; a
 * killed worker's scan is picked up by another worker after its heartbeat lapses.
 */
async function main(): Promise<void> {
  const env = loadEnvOrExit();
  if (!env.DATABASE_URL) {
    console.error(
      'De worker draait als apart proces alleen op PostgreSQL (DATABASE_URL). In de embedded modus werkt de server zelf de scans af.',
    );
    process.exit(1);
  }
  const database = await prepareDatabase(env);
  await removeStaleOcrFolders();
  const services = createScanServices({
    env,
    db: database.db,
    pglite: null,
    log: (message, error) => console.error(`[worker] ${message}`, error ?? ''),
  });
  warmUpDocumentReader();
  warmUpExtractor();
  await services.startWorker();
  await services.resumeUnfinished();
  console.log(
    `[worker] werkt scans af en leest cao-versies uit (concurrency ${env.WORKER_CONCURRENCY}, pid ${process.pid})`,
  );

  const shutdown = async () => {
    // A document being read stops (its task is retried later), and its temp copy goes.
    stopDocumentReading();
    await services.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

void main();
