import type { PGlite } from '@electric-sql/pglite';
import { fromKysely, fromPglite, PgBoss } from 'pg-boss';
import type { Db } from '../db/database';
import type { Env } from '../env';

/** One job per scan; pg-boss retries it, and a job that gives up for good lands in the dead queue. */
export const SCAN_QUEUE = 'cao-scan';
export const SCAN_DEAD_QUEUE = 'cao-scan-dead';

export interface ScanJobData {
  scanId: string;
}

/** One job per catalogue version to extract (catalogue/extract-version.ts), worked like scans. */
export const VERSION_EXTRACTION_QUEUE = 'cao-version-extraction';
export const VERSION_EXTRACTION_DEAD_QUEUE = 'cao-version-extraction-dead';

export interface VersionExtractionJobData {
  versionId: string;
}

export interface JobQueue {
  /** Started on first use: a server that never sends a job never pays pg-boss's start-up. */
  boss(): Promise<PgBoss>;
  enqueueScan(scanId: string): Promise<void>;
  enqueueVersionExtraction(versionId: string): Promise<void>;
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  env: Env;
  /** Embedded mode: pg-boss runs on the app's PGlite instance (its own schema `pgboss`). */
  pglite: PGlite | null;
  /** The app's database, used when PostgreSQL is open without DATABASE_URL in the env (tests). */
  db: Db;
  log: (message: string, error?: unknown) => void;
}

function createBoss({ env, pglite, db }: JobQueueOptions): PgBoss {
  const common = {
    schedule: false,
    supervise: true,
    // The monitor fails jobs whose worker stopped sending heartbeats (a killed process).
    monitorIntervalSeconds: env.JOB_MONITOR_SECONDS,
    superviseIntervalSeconds: env.JOB_MONITOR_SECONDS,
    // Fetching skips scans the cached stats still call active: keep that cache as fresh as the monitor.
    queueCacheIntervalSeconds: env.JOB_MONITOR_SECONDS,
  };
  if (pglite) return new PgBoss({ backend: 'pglite', db: fromPglite(pglite), ...common });
  if (env.DATABASE_URL) return new PgBoss({ connectionString: env.DATABASE_URL, max: 4, ...common });
  return new PgBoss({ db: fromKysely(db), ...common });
}

export function createJobQueue(options: JobQueueOptions): JobQueue {
  let started: Promise<PgBoss> | null = null;
  async function start(): Promise<PgBoss> {
    const boss = createBoss(options);
    boss.on('error', (error) => options.log('job queue error', error));
    await boss.start();
    // Scans and catalogue versions alike: at most one queued and one active job per scan or version
    // (singletonKey = its id). A job may run for minutes (LLM extraction): bounded by a long expiry,
    // and by a heartbeat so a killed worker's job is picked up again within seconds; retries, then
    // the dead-letter queue.
    for (const [queue, deadQueue] of [
      [SCAN_QUEUE, SCAN_DEAD_QUEUE],
      [VERSION_EXTRACTION_QUEUE, VERSION_EXTRACTION_DEAD_QUEUE],
    ] as const) {
      await boss.createQueue(deadQueue, { retryLimit: 5, retryDelay: 5, retryBackoff: true });
      await boss.createQueue(queue, {
        policy: 'stately',
        expireInSeconds: 3600,
        heartbeatSeconds: 10,
        retryLimit: 4,
        retryDelay: 5,
        retryBackoff: true,
        deadLetter: deadQueue,
      });
    }
    return boss;
  }
  return {
    boss() {
      started ??= start().catch((error: unknown) => {
        started = null;
        throw error;
      });
      return started;
    },
    async enqueueScan(scanId) {
      const boss = await this.boss();
      // One job per scan at a time; a second start while one is queued adds nothing.
      await boss.send(SCAN_QUEUE, { scanId } satisfies ScanJobData, { singletonKey: scanId });
    },
    async enqueueVersionExtraction(versionId) {
      const boss = await this.boss();
      await boss.send(VERSION_EXTRACTION_QUEUE, { versionId } satisfies VersionExtractionJobData, {
        singletonKey: versionId,
      });
    },
    async stop() {
      if (!started) return;
      const boss = await started.catch(() => null);
      started = null;
      await boss?.stop({ graceful: true, timeout: 15_000, close: true });
    },
  };
}
