import { describe, expect, it } from 'vitest';
import { loadConfig, parseConfig } from './load-config';

const VALID = {
  supabaseUrl: 'http://localhost:3000',
  supabaseAnonKey: 'anon-key',
  apiBaseUrl: '/api',
  sentryDsn: null,
  environment: 'development',
  signupContactEmail: 'info@caoscan.test',
  providers: { azure: false, google: false },
};

function respondWith(body: string, status = 200): typeof fetch {
  return async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
}

describe('runtime configuration', () => {
  it('accepts a complete configuration', async () => {
    const config = await loadConfig(respondWith(JSON.stringify(VALID)));
    expect(config.supabaseUrl).toBe('http://localhost:3000');
  });

  it('refuses an auth address that is not a URL', () => {
    expect(() => parseConfig({ ...VALID, supabaseUrl: 'localhost' })).toThrow(
      'het adres van de authenticatieservice ontbreekt of is geen geldige URL',
    );
  });

  it('refuses a missing auth key', () => {
    expect(() => parseConfig({ ...VALID, supabaseAnonKey: '' })).toThrow(
      'de sleutel van de authenticatieservice ontbreekt',
    );
  });

  it('says when the server does not answer', async () => {
    const failing: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(loadConfig(failing)).rejects.toThrow('de server is niet bereikbaar');
    await expect(loadConfig(respondWith('nope', 500))).rejects.toThrow('(HTTP 500)');
  });
});
