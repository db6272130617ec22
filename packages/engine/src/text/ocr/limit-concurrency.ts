import { availableParallelism } from 'node:os';

/**
 * At most this many pages are rendered and recognised at once, across all documents being read:
 * every page keeps one core busy, and the server has two.
 */
export const OCR_PARALLEL_PAGES = Math.max(1, Math.min(2, availableParallelism()));

let running = 0;
const waiting: Array<() => void> = [];

/** Runs `task` when a slot is free; the slot is handed on however the task ends. */
export async function withOcrSlot<T>(task: () => Promise<T>, signal: AbortSignal): Promise<T> {
  if (running < OCR_PARALLEL_PAGES) running++;
  // A freed slot passes straight to the next waiter, so a newcomer cannot slip in between.
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    signal.throwIfAborted();
    return await task();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}
