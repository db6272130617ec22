import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const packagesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const CUSTOMER_DIST = path.join(packagesDir, 'customer/dist');
export const ADMIN_DIST = path.join(packagesDir, 'admin/dist');

/**
 * Caching of a build's files: Vite's assets/ carry a content hash in their name, so they never change
 * (a year, immutable); everything else, index.html first, is checked again on every use.
 */
function cacheHeaders(root: string) {
  return (reply: FastifyReply, filePath: string) => {
    const isHashed = path.relative(root, filePath).startsWith(`assets${path.sep}`);
    reply.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  };
}

/**
 * Serves the built apps: react-admin under /admin, the customer SPA everywhere else. Unknown
 * paths get the app's index.html so client-side routes survive a reload; /api and /auth do not.
 * Files are looked up per request (wildcard mode), so a rebuild needs no restart. The build's Brotli
 * and gzip copies (written by Vite, see packages/customer/build/precompress.ts) are sent to browsers
 * that accept them.
 */
export async function registerSpas(app: FastifyInstance): Promise<void> {
  const hasCustomer = fs.existsSync(path.join(CUSTOMER_DIST, 'index.html'));
  const hasAdmin = fs.existsSync(path.join(ADMIN_DIST, 'index.html'));
  if (hasCustomer) {
    await app.register(fastifyStatic, {
      root: CUSTOMER_DIST,
      prefix: '/',
      index: false,
      preCompressed: true,
      setHeaders: cacheHeaders(CUSTOMER_DIST),
    });
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.type('text/html').sendFile('index.html', CUSTOMER_DIST),
    );
  }
  if (hasAdmin) {
    await app.register(fastifyStatic, {
      root: ADMIN_DIST,
      prefix: '/admin/',
      decorateReply: !hasCustomer,
      index: false,
      preCompressed: true,
      setHeaders: cacheHeaders(ADMIN_DIST),
    });
    app.get('/admin/', { schema: { hide: true } }, (_request, reply) =>
      reply.type('text/html').sendFile('index.html', ADMIN_DIST),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // Client-side routes have no file extension; a missing /logo.png is a real 404.
    const isPage =
      request.method === 'GET' &&
      !url.startsWith('/api/') &&
      !url.startsWith('/auth/v1/') &&
      !/\.[a-z0-9]+$/i.test(url);
    if (isPage && (url === '/admin' || url.startsWith('/admin/'))) {
      if (hasAdmin) return reply.type('text/html').sendFile('index.html', ADMIN_DIST);
    } else if (isPage && hasCustomer) {
      return reply.type('text/html').sendFile('index.html', CUSTOMER_DIST);
    }
    if (isPage) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('De app is nog niet gebouwd. Start met `npm start` (bouwt de apps) of open /api/docs.');
    }
    return reply.code(404).send({ detail: 'Niet gevonden' });
  });
}
