import type { DocumentText } from '../../types';
import { DocumentError } from '../../types';
import { documentErrors } from '../document-errors';
import { tightBytes } from '../worker-pool';
import { docxPool } from './docx-pool';

type DocxReadResult = Pick<DocumentText, 'pages' | 'warnings' | 'title' | 'isPaginated'>;

/** Time one Word file may take to parse; a cao of 300 pages needs well under a second. */
export const DOCX_TIMEOUT_MS = 20_000;

/**
 * Word 2007+ (.docx), parsed in a worker thread (parse-docx.ts) with a time budget and a heap cap:
 * a file that exceeds either is refused, and the rest of the server never waits for it.
 */
export async function readDocx(bytes: Uint8Array, signal: AbortSignal): Promise<DocxReadResult> {
  const budget = AbortSignal.timeout(DOCX_TIMEOUT_MS);
  const outcome = await docxPool.run(tightBytes(bytes), AbortSignal.any([signal, budget]));
  if (signal.aborted) throw documentErrors.timeout();
  if ('result' in outcome) {
    const result = outcome.result;
    if ('text' in result) return result.text;
    throw new DocumentError(result.refusal.code, result.refusal.message);
  }
  // Out of time or out of memory (the thread died): too big or too complex to read.
  if (budget.aborted || outcome.failure.name === 'WorkerExit' || outcome.failure.name === 'WorkerError') {
    throw documentErrors.wordTooHeavy();
  }
  throw documentErrors.corruptWord();
}
