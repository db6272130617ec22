import type { Job } from 'pg-boss';
import { abandonScan } from '../scans/finish-scan';
import { PipelineStoppedError, runScanPipeline, type PipelineDeps } from '../scans/pipeline';
import { SCAN_DEAD_QUEUE, SCAN_QUEUE, type JobQueue, type ScanJobData } from './job-queue';

export const GAVE_UP_MESSAGE =
  'De vergelijking kon na meerdere pogingen niet worden afgerond. Herstart de vergelijking om het opnieuw te proberen.';

export interface ScanWorker {
  stop(): Promise<void>;
}

/**
 * Works scan jobs: each runs the pipeline for one scan (resuming where an earlier attempt stopped).
 * A job that exhausted its retries arrives on the dead queue, which marks the scan failed (free).
 */
export async function startScanWorker(
  queue: JobQueue,
  deps: PipelineDeps,
  options: { concurrency: number; pollingIntervalSeconds?: number },
): Promise<ScanWorker> {
  const boss = await queue.boss();
  const stopping = new AbortController();
  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 };

  await boss.work<ScanJobData>(
    SCAN_QUEUE,
    { ...polling, localConcurrency: options.concurrency, batchSize: 1 },
    async ([job]: Job<ScanJobData>[]) => {
      if (!job) return;
      const signal = AbortSignal.any([job.signal, stopping.signal]);
      try {
        const outcome = await runScanPipeline(deps, job.data.scanId, signal);
        return { outcome };
      } catch (error) {
        // Stopping (SIGTERM): the task in progress was finished; the rest is handed back as a new
        // queued job, at once and without spending one of the scan's retries (a deploy is no failure).
        if (!(error instanceof PipelineStoppedError) || !stopping.signal.aborted) throw error;
        await boss.send(SCAN_QUEUE, job.data, { singletonKey: job.data.scanId });
        return { outcome: 'handed_back' };
      }
    },
  );
  await boss.work<ScanJobData>(SCAN_DEAD_QUEUE, polling, async ([job]: Job<ScanJobData>[]) => {
    if (job) await abandonScan(deps.db, job.data.scanId, GAVE_UP_MESSAGE);
  });

  return {
    async stop() {
      stopping.abort();
      await boss.offWork(SCAN_QUEUE, { wait: true }).catch(() => {});
      await boss.offWork(SCAN_DEAD_QUEUE, { wait: true }).catch(() => {});
    },
  };
}
