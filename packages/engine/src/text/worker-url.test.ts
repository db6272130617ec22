import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOC_WORKER_KIND } from './doc/doc-text-worker';
import { DOCX_WORKER_KIND } from './docx/docx-text-worker';
import { PDF_WORKER_KIND } from './pdf/pdf-text-worker';
import { readCorpusFile } from './testing/corpus';
import { createWorkerPool } from './worker-pool';
import { siblingWorkerUrl } from './worker-url';

const ENGINE = fileURLToPath(new URL('../../', import.meta.url));
const DIST = new URL('../../dist/', import.meta.url);
const never = new AbortController().signal;

describe('siblingWorkerUrl', () => {
  it('names the TypeScript worker from source and the bundle from built JavaScript', () => {
    expect(siblingWorkerUrl('pdf-text-worker', 'file:///repo/src/text/pdf/pdf-pool.ts').href).toBe(
      'file:///repo/src/text/pdf/pdf-text-worker.ts',
    );
    expect(siblingWorkerUrl('pdf-text-worker', 'file:///repo/dist/cli.js').href).toBe(
      'file:///repo/dist/pdf-text-worker.js',
    );
  });
});

describe('the built parser workers (dist/)', { timeout: 120_000 }, () => {
  beforeAll(() => {
    execFileSync(process.execPath, ['scripts/build.mjs', '--if-changed'], { cwd: ENGINE });
  }, 120_000);

  /** A pool on one built worker that refuses to fall back to this thread, so only the thread can answer. */
  const builtPool = <I, R>(name: string, kind: string) =>
    createWorkerPool<I, R>({
      url: siblingWorkerUrl(name, new URL('cli.js', DIST).href),
      kind,
      size: 1,
      heapMb: 512,
      runInProcess: () => Promise.reject(new Error('the built worker did not start')),
    });

  it('read a PDF, a DOCX and a Word 97 file in their threads', async () => {
    const pdf = builtPool<object, { pageCount: number }>('pdf-text-worker', PDF_WORKER_KIND);
    const pdfOutcome = await pdf.run(
      { bytes: readCorpusFile('cao-metaal-fictief.pdf'), password: undefined, part: 0, parts: 1 },
      never,
    );
    expect(pdfOutcome).toMatchObject({ result: { pageCount: 31 } });

    const docx = builtPool<Uint8Array, { text?: { pages: unknown[] } }>('docx-text-worker', DOCX_WORKER_KIND);
    const docxOutcome = await docx.run(readCorpusFile('cao-schoonmaak-fictief.docx'), never);
    expect('result' in docxOutcome && docxOutcome.result.text?.pages.length).toBeGreaterThan(10);

    const doc = builtPool<Uint8Array, string>('doc-text-worker', DOC_WORKER_KIND);
    const docOutcome = await doc.run(readCorpusFile('bad/legacy-word97.doc'), never);
    expect('result' in docOutcome && docOutcome.result.length).toBeGreaterThan(100);

    for (const pool of [pdf, docx, doc]) expect(pool.describe().isInProcess).toBe(false);
  });
});
