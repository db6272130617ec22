/**
 * Reads a .docx in a worker thread: a Word file whose XML inflates to tens of megabytes takes
 * seconds and hundreds of megabytes to parse, which must not stop the server's event loop. Node
 * loads this file directly (see parse-docx.ts for what that asks of the files it imports).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { DocumentErrorCode } from '../../types';
import type { WorkerRequest, WorkerResponse } from '../worker-pool';
import { parseDocx, type DocxReadResult } from './parse-docx.ts';

export const DOCX_WORKER_KIND = 'caoscan-docx-text';

/** The document's pages, or the parser's refusal with its Dutch message (errors do not cross threads). */
export type DocxOutcome =
  { text: DocxReadResult } | { refusal: { code: DocumentErrorCode; message: string } };

export async function readDocxOutcome(bytes: Uint8Array): Promise<DocxOutcome> {
  try {
    return { text: await parseDocx(bytes) };
  } catch (error) {
    // DocumentError by name: in the thread it is the same class, in tests it may be another copy.
    const { name, code, message } = (error ?? {}) as { name?: unknown; code?: unknown; message?: unknown };
    if (name !== 'DocumentError') throw error;
    return { refusal: { code: code as DocumentErrorCode, message: String(message) } };
  }
}

if (parentPort && (workerData as { kind?: string } | null)?.kind === DOCX_WORKER_KIND) {
  const port = parentPort;
  const reply = (message: WorkerResponse<DocxOutcome>) => port.postMessage(message);
  port.on('message', ({ id, input }: WorkerRequest<Uint8Array>) => {
    readDocxOutcome(input).then(
      (result) => reply({ id, result }),
      () => reply({ id, failure: { name: 'DocxError', code: null } }),
    );
  });
  reply({ ready: true });
}
