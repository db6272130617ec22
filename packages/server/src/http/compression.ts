import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/** The API's own prefixes; the apps' files are sent as the build's Brotli/gzip copies (spa.ts). */
const COMPRESSED_PREFIXES = ['/api/', '/auth/v1/'];

/**
 * Below this an answer goes as it is: with its headers (the security headers alone are several
 * hundred bytes) it fits in one TCP segment anyway, so compressing it saves no round trip, only CPU.
 */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Brotli quality 4 (@fastify/compress's own default): the 194 kB results answer becomes 9.3 kB for
 * 0.65 ms of CPU, smaller than gzip -6 (10.5 kB, 0.95 ms); quality 5–6 save 0.7 kB more for 0.3–0.4 ms,
 * and 11, zlib's default, 1.4 kB for 69 ms (bench/RESULTS.md, "API compression").
 */
export const BROTLI_QUALITY = 4;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json(?:;|$)/;

function isCompressedPath(url: string): boolean {
  return COMPRESSED_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/**
 * Compresses the API's answers (/api, /auth/v1) with Brotli or gzip, as the client's Accept-Encoding
 * asks, from 1 kB up. JSON above all (the results page’s 194 kB answer); downloads in formats that are
 * already compressed (the Excel export, PDF, Word) go as they are, since @fastify/compress only
 * compresses types mime-db calls compressible. Requests are never decompressed: an upload is read as
 * sent. The apps' static files are not touched: their routes are left out, and a precompressed copy
 * already carries its Content-Encoding, which the plugin never encodes twice.
 */
export const compression = fp(async (app: FastifyInstance) => {
  // Runs before @fastify/compress's own onRoute hook (registered next), which reads `compress`.
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.compress === undefined && !isCompressedPath(route.url)) route.compress = false;
  });
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    customTypes: JSON_TYPE,
    globalDecompression: false,
  });
  // The answer of a JSON route depends on Accept-Encoding even when this one went plain (too small,
  // or not asked for): a shared cache must not hand a plain copy to a browser that asked for Brotli
  // or the reverse. Lowercase, as @fastify/compress writes it, so it is not added twice.
  app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && JSON_TYPE.test(type) && isCompressedPath(request.url)) {
      addVary(reply, 'accept-encoding');
    }
    done(null, payload);
  });
});

function addVary(reply: FastifyReply, name: string): void {
  const current = reply.getHeader('vary');
  if (current === undefined) {
    reply.header('vary', name);
    return;
  }
  const values = (Array.isArray(current) ? current : [String(current)]).join(', ');
  if (
    !values
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes(name)
  )
    reply.header('vary', `${values}, ${name}`);
}
