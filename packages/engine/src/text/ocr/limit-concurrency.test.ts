import { describe, expect, it } from 'vitest';
import { describeOcrQueue, OCR_PARALLEL_PAGES, withOcrSlot } from './limit-concurrency';

const never = new AbortController().signal;

describe('OCR slots', () => {
  it('go round robin between owners: a long queue of one owner does not hold up another', async () => {
    const order: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const page = (owner: string, n: number) =>
      withOcrSlot(
        async () => {
          order.push(`${owner}${n}`);
          await gate;
        },
        never,
        owner,
      );
    const pages = Array.from({ length: 10 }, (_, n) => page('a', n));
    pages.push(page('b', 0), page('b', 1));
    expect(describeOcrQueue().waiting).toEqual({ a: 10 - OCR_PARALLEL_PAGES, b: 2 });
    release();
    await Promise.all(pages);
    // After the pages that had a slot at once, a and b take turns until b has none left.
    expect(order.slice(OCR_PARALLEL_PAGES, OCR_PARALLEL_PAGES + 4)).toEqual([
      `a${OCR_PARALLEL_PAGES}`,
      'b0',
      `a${OCR_PARALLEL_PAGES + 1}`,
      'b1',
    ]);
    expect(describeOcrQueue()).toEqual({ running: 0, waiting: {} });
  });

  it('let a waiting page leave the queue when its document is abandoned', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const busy = Array.from({ length: OCR_PARALLEL_PAGES }, () => withOcrSlot(() => gate, never, 'a'));
    const controller = new AbortController();
    const waiting = withOcrSlot(async () => 'ran', controller.signal, 'b');
    expect(describeOcrQueue().waiting).toEqual({ b: 1 });
    controller.abort(new Error('client gone'));
    await expect(waiting).rejects.toThrow('client gone');
    expect(describeOcrQueue().waiting).toEqual({});
    release();
    await Promise.all(busy);
    expect(describeOcrQueue()).toEqual({ running: 0, waiting: {} });
  });
});
