import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server';

/**
 * The built apps as a browser fetches them (issue 14, front-end budgets): hashed assets compressed
 * (the build's Brotli and gzip copies) and cached for good; index.html checked on every visit.
 */
describe('the server sends the built apps compressed and cacheable', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  for (const [app, page] of [
    ['customer', '/'],
    ['admin', '/admin/'],
  ] as const) {
    it(`${app}: index.html no-cache, its entry script Brotli or gzip and immutable`, async () => {
      const index = await fetch(`${server.url}${page}`);
      expect(index.headers.get('cache-control')).toBe('no-cache');
      const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(await index.text())?.[1];
      expect(entry).toMatch(/\/assets\/index-[\w-]+\.js$/);

      for (const encoding of ['br', 'gzip']) {
        const script = await fetch(`${server.url}${entry}`, { headers: { 'accept-encoding': encoding } });
        expect(script.status).toBe(200);
        expect(script.headers.get('content-encoding')).toBe(encoding);
        expect(script.headers.get('content-type')).toMatch(/javascript/);
        expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(script.headers.get('vary')).toMatch(/accept-encoding/i);
        // fetch decompresses: the script itself arrives whole.
        expect((await script.text()).length).toBeGreaterThan(10_000);
      }
      const plain = await fetch(`${server.url}${entry}`, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers.get('content-encoding')).toBeNull();
    });
  }
});
