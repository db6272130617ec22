import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import {
  describeFailure,
  extractPdfTextPages,
  WORKER_KIND,
  type PdfFailure,
  type PdfTextPages,
  type PdfTextResponse,
} from './pdf-text-worker';

/** pdf.js is CPU-bound; one thread per core lets two uploaded cao's be read at the same time. */
const POOL_SIZE = Math.max(1, Math.min(2, availableParallelism()));
/** A hostile PDF may blow up memory; the worker dies instead of the server. */
const WORKER_HEAP_MB = 1024;
const WORKER_URL = new URL('./pdf-text-worker.ts', import.meta.url);

export type PdfTextOutcome = { result: PdfTextPages } | { failure: PdfFailure };

interface Job {
  id: number;
  bytes: Uint8Array;
  password: string | undefined;
  resolve: (outcome: PdfTextOutcome) => void;
  signal: AbortSignal;
}

interface PoolWorker {
  worker: Worker;
  job: Job | null;
  /** Set once the worker has loaded pdf.js; a failure before that means threads cannot run here. */
  isReady: boolean;
  finish: ((outcome: PdfTextOutcome) => void) | null;
}

const workers: PoolWorker[] = [];
const queue: Job[] = [];
let nextId = 1;
let workersUnavailable = false;

/**
 * Extracts a PDF's positioned text in a worker thread (pdf.js in-process if threads cannot start).
 * Aborting terminates the worker, so even a parse that never yields is stopped.
 */
export function extractInWorker(
  bytes: Uint8Array,
  password: string | undefined,
  signal: AbortSignal,
): Promise<PdfTextOutcome> {
  if (workersUnavailable) return extractInProcess(bytes, password);
  return new Promise((resolve) => {
    queue.push({ id: nextId++, bytes, password, resolve, signal });
    dispatch();
  });
}

async function extractInProcess(bytes: Uint8Array, password: string | undefined): Promise<PdfTextOutcome> {
  try {
    // pdf.js detaches the buffer it is given; the caller's bytes must stay intact.
    return { result: await extractPdfTextPages(bytes.slice(), password) };
  } catch (error) {
    return { failure: describeFailure(error) };
  }
}

function dispatch(): void {
  while (queue.length > 0) {
    const job = queue.shift();
    if (!job) return;
    if (job.signal.aborted) {
      job.resolve({ failure: { name: 'AbortError', code: null } });
      continue;
    }
    const slot = workers.find((w) => !w.job) ?? startWorker();
    if (!slot) {
      queue.unshift(job);
      return;
    }
    run(slot, job);
  }
}

function run(slot: PoolWorker, job: Job): void {
  slot.job = job;
  slot.worker.ref();
  const onAbort = () => {
    retire(slot);
    job.resolve({ failure: { name: 'AbortError', code: null } });
    dispatch();
  };
  job.signal.addEventListener('abort', onAbort, { once: true });
  const finish = (outcome: PdfTextOutcome) => {
    job.signal.removeEventListener('abort', onAbort);
    if (slot.job !== job) return;
    slot.job = null;
    slot.finish = null;
    slot.worker.unref();
    job.resolve(outcome);
    dispatch();
  };
  slot.finish = finish;
  // The caller keeps its bytes: the worker gets a copy.
  slot.worker.postMessage({ id: job.id, bytes: job.bytes, password: job.password });
}

function startWorker(): PoolWorker | null {
  if (workers.length >= POOL_SIZE) return null;
  let worker: Worker;
  try {
    worker = new Worker(WORKER_URL, {
      workerData: { kind: WORKER_KIND },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
  } catch {
    workersUnavailable = true;
    return null;
  }
  const slot: PoolWorker = { worker, job: null, isReady: false, finish: null };
  worker.unref();
  worker.on('message', (message: PdfTextResponse | { ready: true }) => {
    if ('ready' in message) slot.isReady = true;
    else slot.finish?.('result' in message ? { result: message.result } : { failure: message.failure });
  });
  const fail = (name: string) => {
    const job = slot.job;
    retire(slot);
    if (!slot.isReady) {
      // The thread never came up (no TypeScript support, sandbox): read in-process from now on.
      workersUnavailable = true;
      if (job) void extractInProcess(job.bytes, job.password).then(job.resolve);
      for (const queued of queue.splice(0))
        void extractInProcess(queued.bytes, queued.password).then(queued.resolve);
      return;
    }
    if (job) job.resolve({ failure: { name, code: null } });
    dispatch();
  };
  worker.on('error', () => fail('WorkerError'));
  worker.on('exit', () => fail('WorkerExit'));
  workers.push(slot);
  return slot;
}

function retire(slot: PoolWorker): void {
  const index = workers.indexOf(slot);
  if (index >= 0) workers.splice(index, 1);
  slot.job = null;
  slot.worker.removeAllListeners();
  void slot.worker.terminate();
}

/** Starts the PDF threads ahead of the first upload, so its reading does not pay for loading pdf.js. */
export function warmUpPdfWorkers(): void {
  if (workersUnavailable) return;
  while (workers.length < POOL_SIZE && startWorker()) {
    // startWorker adds the thread to the pool; the thread loads pdf.js on its own.
  }
}

/** For diagnostics and benchmarks: whether PDFs are read in threads, and how many are running. */
export function describePdfPool(): { size: number; running: number; isInProcess: boolean } {
  return { size: POOL_SIZE, running: workers.length, isInProcess: workersUnavailable };
}
