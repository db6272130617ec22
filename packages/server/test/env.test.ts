import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../src/env';

describe('configuration', () => {
  it('works with no configuration at all (embedded mode)', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.isBuiltinAuth).toBe(true);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('refuses an auth address that is not a URL, or one without a key (spec 01 §5)', () => {
    expect(() => loadEnv({ SUPABASE_URL: 'not a url', SUPABASE_ANON_KEY: 'k' })).toThrow(EnvError);
    expect(() => loadEnv({ SUPABASE_URL: 'https://abc.supabase.co' })).toThrow(/SUPABASE_ANON_KEY/);
  });

  it('refuses an incomplete LLM configuration at start', () => {
    expect(() => loadEnv({ LLM_PROVIDER: 'openai' })).toThrow(/LLM_API_KEY|LLM_MODEL/);
    expect(() => loadEnv({ LLM_PROVIDER: 'magic' })).toThrow(EnvError);
  });

  it('requires a JWT secret in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
  });
});
