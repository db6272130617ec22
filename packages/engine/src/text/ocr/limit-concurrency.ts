import { availableParallelism } from 'node:os';

/**
 * At most this many pages are rendered and recognised at once, across all documents being read:
 * every page keeps one core busy, and the server has two.
 */
export const OCR_PARALLEL_PAGES = Math.max(1, Math.min(2, availableParallelism()));

interface Waiter {
  resolve: () => void;
}

let running = 0;
/**
 * Pages waiting for a slot, per owner (an organisation). A Map keeps insertion order: the owner
 * at the front gets the next slot and goes to the back, so a 200-page scan of one organisation
 * cannot make another organisation's 3-page scan wait for all of it (round robin, not first come).
 */
const waiting = new Map<string, Waiter[]>();

/**
 * Runs `task` when a slot is free; the slot is handed on however the task ends. A page whose
 * document is abandoned (deadline, client gone) leaves the queue at once instead of waiting its turn.
 */
export async function withOcrSlot<T>(task: () => Promise<T>, signal: AbortSignal, owner = ''): Promise<T> {
  signal.throwIfAborted();
  if (running < OCR_PARALLEL_PAGES && waiting.size === 0) running++;
  // A freed slot passes straight to the next waiter, so a newcomer cannot slip in between.
  else await waitForSlot(owner, signal);
  try {
    signal.throwIfAborted();
    return await task();
  } finally {
    const next = takeNext();
    if (next) next.resolve();
    else running--;
  }
}

function waitForSlot(owner: string, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      const queue = waiting.get(owner);
      const index = queue?.indexOf(waiter) ?? -1;
      if (queue && index >= 0) queue.splice(index, 1);
      if (queue?.length === 0) waiting.delete(owner);
      reject(signal.reason);
    };
    const waiter: Waiter = {
      resolve: () => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      },
    };
    signal.addEventListener('abort', onAbort, { once: true });
    const queue = waiting.get(owner);
    if (queue) queue.push(waiter);
    else waiting.set(owner, [waiter]);
  });
}

/** The first page of the owner at the front; that owner moves to the back of the line. */
function takeNext(): Waiter | undefined {
  for (const [owner, queue] of waiting) {
    waiting.delete(owner);
    const waiter = queue.shift();
    if (queue.length > 0) waiting.set(owner, queue);
    if (waiter) return waiter;
  }
  return undefined;
}

/** Pages waiting per owner, for tests and diagnostics. */
export function describeOcrQueue(): { running: number; waiting: Record<string, number> } {
  return {
    running,
    waiting: Object.fromEntries([...waiting].map(([owner, queue]) => [owner, queue.length])),
  };
}
