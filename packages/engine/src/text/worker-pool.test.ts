import { describe, expect, it } from 'vitest';
import { docPool } from './doc/doc-pool';
import { pdfPool } from './pdf/pdf-pool';
import { readCorpusFile } from './testing/corpus';
import { createWorkerPool } from './worker-pool';

const never = new AbortController().signal;

describe('parser worker pools', () => {
  it('read a PDF in threads, each a share of the pages, and leave the caller’s bytes intact', async () => {
    const bytes = readCorpusFile('cao-retail-fictief.pdf');
    const copy = bytes.slice();
    const half = (part: number) => pdfPool.run({ bytes, password: undefined, part, parts: 2 }, never);
    const [a, b] = await Promise.all([half(0), half(1)]);
    expect(a && 'result' in a && [a.result.firstPage, a.result.pages.length, a.result.pageCount]).toEqual([
      1, 10, 21,
    ]);
    expect(b && 'result' in b && [b.result.firstPage, b.result.pages.length]).toEqual([11, 11]);
    expect(bytes).toEqual(copy);
    expect(pdfPool.describe()).toMatchObject({ isInProcess: false });
  });

  it('stop a running extraction when aborted', async () => {
    const controller = new AbortController();
    const pending = pdfPool.run(
      { bytes: readCorpusFile('cao-logistiek-lang.pdf'), password: undefined, part: 0, parts: 1 },
      controller.signal,
    );
    setTimeout(() => controller.abort(), 20);
    expect(await pending).toEqual({ failure: { name: 'AbortError', code: null } });
  });

  it('turn a crash of the Word 97 parser into a failure, not a crashed process', async () => {
    const garbage = new Uint8Array(4096);
    garbage.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(await docPool.run(garbage, never)).toMatchObject({ failure: { name: 'DocError' } });
  });

  it('fall back to this thread when a worker cannot start', async () => {
    const pool = createWorkerPool<number, number>({
      url: new URL('./does-not-exist.ts', import.meta.url),
      kind: 'test',
      size: 1,
      heapMb: 64,
      runInProcess: async (n) => n * 2,
    });
    expect(await pool.run(21, never)).toEqual({ result: 42 });
    expect(pool.describe().isInProcess).toBe(true);
  });
});
