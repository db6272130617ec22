import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

describe('system routes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers health', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers readiness while the database answers', async () => {
    const response = await fetch(`${server.url}/api/ready`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready' });
  });

  it('publishes OpenAPI at /api/docs', async () => {
    const response = await fetch(`${server.url}/api/docs/json`);
    const spec = (await response.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(spec.paths)).toContain('/api/auth/me');
  });

  it('refuses /api/auth/me and /api/roles without a token', async () => {
    for (const path of ['/api/auth/me', '/api/roles']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ detail: 'Geen geldige authenticatie gevonden' });
    }
  });

  it('hands the apps their runtime configuration', async () => {
    const config = (await (await fetch(`${server.url}/config.json`)).json()) as {
      supabaseUrl: string;
      builtinAuth: boolean;
    };
    expect(config.supabaseUrl).toBe(server.url);
    // The apps call the built-in auth service at whatever origin they were loaded from.
    expect(config.builtinAuth).toBe(true);
  });
});
