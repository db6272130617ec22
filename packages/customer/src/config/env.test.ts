import { describe, expect, it } from 'vitest';
import { TEST_CONFIG } from '../testing/render-with-app';
import { loadPublicConfig, parsePublicConfig } from './env';

describe('parsePublicConfig', () => {
  it('accepts a complete configuration', () => {
    expect(parsePublicConfig(TEST_CONFIG)).toEqual({ ok: true, config: TEST_CONFIG });
  });

  it.each([
    ['a missing auth address', { ...TEST_CONFIG, supabaseUrl: undefined }, 'supabaseUrl'],
    ['an auth address that is not a URL', { ...TEST_CONFIG, supabaseUrl: 'localhost' }, 'supabaseUrl'],
    ['a missing auth key', { ...TEST_CONFIG, supabaseAnonKey: '' }, 'supabaseAnonKey'],
  ])('refuses %s', (_, data, field) => {
    const result = parsePublicConfig(data);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.details.join(' ')).toContain(field);
  });

  it('refuses to start when /config.json cannot be fetched', async () => {
    const result = await loadPublicConfig(async () => new Response('nope', { status: 503 }));
    expect(result).toMatchObject({
      ok: false,
      message: 'De configuratie van de applicatie kon niet worden geladen.',
    });
  });
});
