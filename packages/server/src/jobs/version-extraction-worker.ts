import type { Job } from 'pg-boss';
import {
  extractCatalogueVersion,
  ExtractionStoppedError,
  markExtractionGaveUp,
} from '../catalogue/extract-version';
import type { ScanServices } from '../scans/scan-services';
import {
  VERSION_EXTRACTION_DEAD_QUEUE,
  VERSION_EXTRACTION_QUEUE,
  type JobQueue,
  type VersionExtractionJobData,
} from './job-queue';

export interface VersionExtractionWorker {
  stop(): Promise<void>;
}

/**
 * Works catalogue extraction jobs (issue K) in the worker processes, as scans are worked: one job
 * per version, one version at a time per process. A killed worker's job is retried after its
 * heartbeat lapses and resumes (cached sections are not redone); on SIGTERM the section in progress
 * is finished and the job handed back; a job that exhausted its retries marks the version failed.
 */
export async function startVersionExtractionWorker(
  queue: JobQueue,
  services: ScanServices,
  options: { pollingIntervalSeconds?: number; log: (message: string, error?: unknown) => void },
): Promise<VersionExtractionWorker> {
  const boss = await queue.boss();
  const stopping = new AbortController();
  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 };

  await boss.work<VersionExtractionJobData>(
    VERSION_EXTRACTION_QUEUE,
    { ...polling, localConcurrency: 1, batchSize: 1 },
    async ([job]: Job<VersionExtractionJobData>[]) => {
      if (!job) return;
      const signal = AbortSignal.any([job.signal, stopping.signal]);
      try {
        return { outcome: await extractCatalogueVersion(services, job.data.versionId, signal) };
      } catch (error) {
        if (!(error instanceof ExtractionStoppedError) || !stopping.signal.aborted) {
          options.log(`catalogue version ${job.data.versionId}: extraction failed, retried`, error);
          throw error;
        }
        await boss.send(VERSION_EXTRACTION_QUEUE, job.data, { singletonKey: job.data.versionId });
        return { outcome: 'handed_back' };
      }
    },
  );
  await boss.work<VersionExtractionJobData>(
    VERSION_EXTRACTION_DEAD_QUEUE,
    polling,
    async ([job]: Job<VersionExtractionJobData>[]) => {
      if (job) await markExtractionGaveUp(services, job.data.versionId);
    },
  );

  return {
    async stop() {
      stopping.abort();
      await boss.offWork(VERSION_EXTRACTION_QUEUE, { wait: true }).catch(() => {});
      await boss.offWork(VERSION_EXTRACTION_DEAD_QUEUE, { wait: true }).catch(() => {});
    },
  };
}
