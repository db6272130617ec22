import { describe, expect, it } from 'vitest';
import { readCorpusFile } from '../testing/corpus';
import { describePdfPool, extractInWorker } from './pdf-worker-pool';

describe('pdf worker pool', () => {
  it('reads PDFs in worker threads, two at a time, and leaves the caller’s bytes intact', async () => {
    const bytes = readCorpusFile('cao-retail-fictief.pdf');
    const signal = new AbortController().signal;
    const [a, b] = await Promise.all([
      extractInWorker(bytes, undefined, signal),
      extractInWorker(bytes, undefined, signal),
    ]);
    expect(a).toEqual(b);
    expect(a && 'result' in a && a.result.pages).toHaveLength(21);
    expect(bytes.length).toBeGreaterThan(0);
    expect(describePdfPool()).toMatchObject({ isInProcess: false });
    expect(describePdfPool().running).toBeGreaterThanOrEqual(1);
  });

  it('stops a running extraction when aborted', async () => {
    const controller = new AbortController();
    const pending = extractInWorker(readCorpusFile('cao-logistiek-lang.pdf'), undefined, controller.signal);
    setTimeout(() => controller.abort(), 20);
    expect(await pending).toEqual({ failure: { name: 'AbortError', code: null } });
  });
});
