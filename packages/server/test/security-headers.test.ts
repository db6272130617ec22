import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

/**
 * Security headers on every response (issue 7). That both apps really run under this policy is
 * checked in Chromium by tests/e2e/security-headers.test.ts.
 */
function directives(csp: string | null): Map<string, string[]> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      SENTRY_DSN: 'https://abc@o1.ingest.sentry.example/42',
    });
  });
  afterAll(() => server.close());

  it('are on every kind of response: API, refusal, error, not found, page', async () => {
    for (const path of [
      '/api/health',
      '/api/auth/me',
      '/api/cao-scans?limit=x',
      '/api/nope',
      '/admin',
      '/auth/v1/settings',
    ]) {
      const response = await fetch(`${server.url}${path}`);
      const headers = response.headers;
      expect(headers.get('x-frame-options'), path).toBe('DENY');
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('referrer-policy'), path).toBe('no-referrer');
      const csp = directives(headers.get('content-security-policy'));
      expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(csp.get('default-src'), path).toEqual(["'self'"]);
      expect(csp.get('object-src'), path).toEqual(["'none'"]);
      // http://127.0.0.1: no HSTS and no upgrade of requests, or the app would not load.
      expect(headers.get('strict-transport-security'), path).toBeNull();
      expect(csp.has('upgrade-insecure-requests'), path).toBe(false);
    }
  });

  it('lets scripts come only from this origin (and Stripe.js), and calls go only where the configuration points', async () => {
    const csp = directives((await fetch(`${server.url}/api/health`)).headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'", 'https://js.stripe.com']);
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      server.url,
      'https://o1.ingest.sentry.example',
      'https://api.stripe.com',
    ]);
  });
});

describe('security headers behind https', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      PUBLIC_URL: 'https://app.caoscan.example',
      SUPABASE_URL: 'https://ref.supabase.example',
      SUPABASE_ANON_KEY: 'anon',
      SUPABASE_JWKS_URL: 'https://ref.supabase.example/auth/v1/.well-known/jwks.json',
    });
  });
  afterAll(() => server.close());

  it('adds HSTS and upgrade-insecure-requests, and allows the hosted auth service', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(csp.get('connect-src')).toContain('https://ref.supabase.example');
  });
});
