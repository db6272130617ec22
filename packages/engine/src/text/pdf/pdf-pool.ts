import { availableParallelism } from 'node:os';
import { createWorkerPool } from '../worker-pool';
import { siblingWorkerUrl } from '../worker-url';
import {
  extractPdfTextPages,
  PDF_WORKER_KIND,
  type PdfTextInput,
  type PdfTextPages,
} from './pdf-text-worker';

/** pdf.js is CPU-bound: one thread per core (at most two) reads two uploaded cao's at once. */
export const pdfPool = createWorkerPool<PdfTextInput, PdfTextPages>({
  url: siblingWorkerUrl('pdf-text-worker', import.meta.url),
  kind: PDF_WORKER_KIND,
  size: Math.max(1, Math.min(2, availableParallelism())),
  heapMb: 1024,
  // pdf.js detaches the buffer it is given; the caller's bytes must stay intact.
  runInProcess: (input) => extractPdfTextPages({ ...input, bytes: input.bytes.slice() }),
});
