import { createWorkerPool } from '../worker-pool';
import { siblingWorkerUrl } from '../worker-url';
import { DOC_WORKER_KIND, extractDocBody } from './doc-text-worker';

/** Old Word files are rare and small: one thread, started on first use. */
export const docPool = createWorkerPool<Uint8Array, string>({
  url: siblingWorkerUrl('doc-text-worker', import.meta.url),
  kind: DOC_WORKER_KIND,
  size: 1,
  heapMb: 512,
  runInProcess: extractDocBody,
});
