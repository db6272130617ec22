import { Worker } from 'node:worker_threads';

/** A parser's refusal as it crosses the thread boundary (pdf.js exceptions by name and code). */
export interface WorkerFailure {
  name: string;
  code: number | null;
}

export type WorkerOutcome<R> = { result: R } | { failure: WorkerFailure };

/** The messages a worker file exchanges with its pool (the worker side is in the worker file). */
export type WorkerRequest<I> = { id: number; input: I };
export type WorkerResponse<R> =
  { id: number; result: R } | { id: number; failure: WorkerFailure } | { ready: true };

export interface WorkerPoolOptions<I, R> {
  /** A self-contained worker file (Node loads it directly and strips its types). */
  url: URL;
  /** workerData.kind, so the file knows it runs as a worker. */
  kind: string;
  size: number;
  /** A hostile file may blow up memory; the worker dies instead of the server. */
  heapMb: number;
  /** The same work in this thread, for environments where worker threads cannot start. */
  runInProcess: (input: I) => Promise<R>;
}

interface Job<I, R> {
  id: number;
  input: I;
  signal: AbortSignal;
  resolve: (outcome: WorkerOutcome<R>) => void;
}

interface Slot<I, R> {
  worker: Worker;
  job: Job<I, R> | null;
  /** Set once the worker file has loaded; a failure before that means threads cannot run here. */
  isReady: boolean;
}

const ABORTED: WorkerFailure = { name: 'AbortError', code: null };

/**
 * Runs parser jobs in worker threads: several documents are read at the same time, the event loop
 * stays free, a job that runs too long is stopped by terminating its thread, and a parser that
 * exhausts memory kills its thread, not the process. Idle threads do not keep the process alive.
 */
export function createWorkerPool<I, R>(options: WorkerPoolOptions<I, R>) {
  const slots: Array<Slot<I, R>> = [];
  const queue: Array<Job<I, R>> = [];
  let nextId = 1;
  let isInProcess = false;

  const runLocally = (job: Job<I, R>) => {
    options.runInProcess(job.input).then(
      (result) => job.resolve({ result }),
      (error: unknown) => job.resolve({ failure: describeFailure(error) }),
    );
  };

  const retire = (slot: Slot<I, R>) => {
    const index = slots.indexOf(slot);
    if (index >= 0) slots.splice(index, 1);
    slot.job = null;
    slot.worker.removeAllListeners();
    void slot.worker.terminate();
  };

  const start = (): Slot<I, R> | null => {
    if (isInProcess || slots.length >= options.size) return null;
    let worker: Worker;
    try {
      worker = new Worker(options.url, {
        workerData: { kind: options.kind },
        resourceLimits: { maxOldGenerationSizeMb: options.heapMb },
      });
    } catch {
      isInProcess = true;
      return null;
    }
    const slot: Slot<I, R> = { worker, job: null, isReady: false };
    worker.unref();
    worker.on('message', (message: WorkerResponse<R>) => {
      if ('ready' in message) slot.isReady = true;
      else if (slot.job?.id === message.id)
        finish(slot, 'result' in message ? { result: message.result } : message);
    });
    const fail = (name: string) => {
      const job = slot.job;
      retire(slot);
      if (!slot.isReady) {
        // The thread never came up (no type stripping, a sandbox): work in this thread from now on.
        isInProcess = true;
        for (const waiting of [...(job ? [job] : []), ...queue.splice(0)]) runLocally(waiting);
        return;
      }
      job?.resolve({ failure: { name, code: null } });
      dispatch();
    };
    worker.on('error', () => fail('WorkerError'));
    worker.on('exit', () => fail('WorkerExit'));
    slots.push(slot);
    return slot;
  };

  const finish = (slot: Slot<I, R>, outcome: WorkerOutcome<R>) => {
    const job = slot.job;
    if (!job) return;
    slot.job = null;
    slot.worker.unref();
    job.resolve(outcome);
    dispatch();
  };

  const dispatch = () => {
    while (queue.length > 0) {
      if (isInProcess) {
        for (const job of queue.splice(0)) runLocally(job);
        return;
      }
      const slot = slots.find((s) => !s.job) ?? start();
      if (!slot) return;
      const job = queue.shift();
      if (!job) return;
      if (job.signal.aborted) {
        job.resolve({ failure: ABORTED });
        continue;
      }
      slot.job = job;
      slot.worker.ref();
      job.signal.addEventListener(
        'abort',
        () => {
          if (slot.job !== job) return;
          retire(slot);
          job.resolve({ failure: ABORTED });
          dispatch();
        },
        { once: true },
      );
      // postMessage copies the input: the caller's bytes stay as they are.
      slot.worker.postMessage({ id: job.id, input: job.input } satisfies WorkerRequest<I>);
    }
  };

  return {
    run(input: I, signal: AbortSignal): Promise<WorkerOutcome<R>> {
      return new Promise((resolve) => {
        queue.push({ id: nextId++, input, signal, resolve });
        dispatch();
      });
    },
    /** Starts the threads ahead of the first document, so it does not pay for loading the parser. */
    warmUp(): void {
      while (start()) {
        // start() adds the thread to the pool; it loads its parser on its own.
      }
    },
    describe(): { size: number; running: number; isInProcess: boolean } {
      return { size: options.size, running: slots.length, isInProcess };
    },
  };
}

export function describeFailure(error: unknown): WorkerFailure {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  return { name: typeof name === 'string' ? name : 'Error', code: typeof code === 'number' ? code : null };
}

/**
 * Posting a view copies its whole underlying buffer; an upload sliced out of a larger buffer is
 * first copied to its own, so only the document crosses to the thread.
 */
export function tightBytes(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
}
