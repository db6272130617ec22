import type { PGlite } from '@electric-sql/pglite';
import { createAbuDocumentSource, type ReferenceDocument } from '../catalogue/abu-document';
import { findVersionsToExtract } from '../catalogue/extract-version';
import type { Db } from '../db/database';
import type { Env } from '../env';
import { createJobQueue, type JobQueue } from '../jobs/job-queue';
import { startScanWorker, type ScanWorker } from '../jobs/scan-worker';
import { startVersionExtractionWorker } from '../jobs/version-extraction-worker';
import { createStorage } from '../storage/create-storage';
import type { Storage } from '../storage/storage';
import { realEngine, type ScanEngine } from './engine';
import type { PipelineDeps } from './pipeline';

/** Everything scans, files and the worker share in one process: storage, engine, queue, worker. */
export interface ScanServices {
  env: Env;
  db: Db;
  storage: Storage;
  engine: ScanEngine;
  queue: JobQueue;
  loadAbuDocument: () => Promise<ReferenceDocument>;
  pipelineDeps(): PipelineDeps;
  /** Sends the scan's job; in embedded mode also makes sure this process works it. */
  enqueueScan(scanId: string): Promise<void>;
  /** Sends a catalogue version's extraction job (issue K); embedded, this process works it. */
  enqueueVersionExtraction(versionId: string): Promise<void>;
  /** Starts this process's workers once, scans and catalogue extractions (embedded mode and the worker command). */
  startWorker(): Promise<ScanWorker>;
  /**
   * After a restart: re-send the jobs of unfinished scans and of catalogue versions still to extract
   * (left queued or in progress, or extracted by another engine version), and, embedded, work them.
   */
  resumeUnfinished(): Promise<void>;
  close(): Promise<void>;
}

export interface ScanServicesOptions {
  env: Env;
  db: Db;
  pglite: PGlite | null;
  log: (message: string, error?: unknown) => void;
  engine?: ScanEngine;
  storage?: Storage;
}

export function createScanServices(options: ScanServicesOptions): ScanServices {
  const { env, db, log } = options;
  const storage = options.storage ?? createStorage(env);
  const engine = options.engine ?? realEngine;
  const loadAbuDocument = createAbuDocumentSource(env, storage);
  const queue = createJobQueue({ env, pglite: options.pglite, db, log });
  let deps: PipelineDeps | null = null;
  let worker: Promise<ScanWorker> | null = null;

  const services: ScanServices = {
    env,
    db,
    storage,
    engine,
    queue,
    loadAbuDocument,
    pipelineDeps() {
      const llm = {
        LLM_PROVIDER: env.LLM_PROVIDER,
        LLM_API_KEY: env.LLM_API_KEY,
        LLM_MODEL: env.LLM_MODEL,
        LLM_BASE_URL: env.LLM_BASE_URL,
      };
      if (!deps) {
        const extractor = engine.createExtractor(llm);
        const extractorKey =
          extractor.name === 'llm' ? `llm:${env.LLM_PROVIDER ?? ''}:${env.LLM_MODEL ?? ''}` : extractor.name;
        deps = { db, storage, engine, extractor, extractorKey, loadAbuDocument, log };
      }
      return deps;
    },
    async enqueueScan(scanId) {
      await queue.enqueueScan(scanId);
      if (env.EMBEDDED_WORKER) await services.startWorker();
    },
    async enqueueVersionExtraction(versionId) {
      await queue.enqueueVersionExtraction(versionId);
      if (env.EMBEDDED_WORKER) await services.startWorker();
    },
    startWorker() {
      const startBoth = async (): Promise<ScanWorker> => {
        const scans = await startScanWorker(queue, services.pipelineDeps(), {
          concurrency: env.WORKER_CONCURRENCY,
        });
        const versions = await startVersionExtractionWorker(queue, services, { log });
        return { stop: async () => void (await Promise.all([scans.stop(), versions.stop()])) };
      };
      worker ??= startBoth().catch((error: unknown) => {
        worker = null;
        throw error;
      });
      return worker;
    },
    async resumeUnfinished() {
      const unfinished = await db
        .selectFrom('cao_scans')
        .select('id')
        .where('status', '=', 'processing')
        .execute();
      // Re-sending is harmless (one queued job per scan) and covers a job lost between commit and send.
      for (const scan of unfinished) await queue.enqueueScan(scan.id);
      const versions = await findVersionsToExtract(services);
      for (const versionId of versions) await queue.enqueueVersionExtraction(versionId);
      if (unfinished.length + versions.length > 0 && env.EMBEDDED_WORKER) await services.startWorker();
    },
    async close() {
      const running = await worker?.catch(() => null);
      worker = null;
      await running?.stop();
      await queue.stop();
    },
  };
  return services;
}
