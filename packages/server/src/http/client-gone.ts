import type { FastifyReply } from 'fastify';

/**
 * A signal aborted when the client goes away before its answer is sent (closed tab, cancelled
 * upload, dropped connection), so long work done for it (reading and OCR of a document) stops.
 * The response's 'close' comes after a sent answer too; only an unfinished one means the client left.
 */
export function whenClientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
