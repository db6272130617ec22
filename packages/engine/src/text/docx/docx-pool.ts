import { createWorkerPool } from '../worker-pool';
import { siblingWorkerUrl } from '../worker-url';
import { DOCX_WORKER_KIND, readDocxOutcome, type DocxOutcome } from './docx-text-worker';

/**
 * Word files are parsed off the main thread, one at a time: a normal cao takes a fraction of a
 * second; a hostile one is stopped by its time budget (read-docx.ts) or by this heap cap.
 */
export const docxPool = createWorkerPool<Uint8Array, DocxOutcome>({
  url: siblingWorkerUrl('docx-text-worker', import.meta.url),
  kind: DOCX_WORKER_KIND,
  size: 1,
  heapMb: 512,
  runInProcess: readDocxOutcome,
});
