import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../src/env';

describe('configuration', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caoscan-env-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('works with no configuration at all (embedded mode)', () => {
    const env = loadEnv({ DATA_DIR: dataDir });
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

  it('without JWT_SECRET makes a random secret once and keeps it in DATA_DIR, readable by the owner only', () => {
    const own = path.join(dataDir, 'own');
    const first = loadEnv({ DATA_DIR: own }).JWT_SECRET;
    const file = path.join(own, 'jwt-secret');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(first.length).toBeGreaterThanOrEqual(64);
    // A restart (or a worker beside the server) reads the same secret, so sessions survive.
    expect(loadEnv({ DATA_DIR: own }).JWT_SECRET).toBe(first);
    // Another machine's data directory gets its own.
    expect(loadEnv({ DATA_DIR: path.join(dataDir, 'other') }).JWT_SECRET).not.toBe(first);
    // With PostgreSQL the secret still lives in the data directory on disk.
    const withPostgres = loadEnv({ DATA_DIR: own, DATABASE_URL: 'postgres://db.example/caoscan' });
    expect(withPostgres.JWT_SECRET).toBe(first);
    // An explicit secret wins and nothing is read.
    expect(loadEnv({ DATA_DIR: own, JWT_SECRET: 'x'.repeat(40) }).JWT_SECRET).toBe('x'.repeat(40));
  });

  it('says what to do when no secret can be kept in DATA_DIR', () => {
    const file = path.join(dataDir, 'a-file');
    fs.writeFileSync(file, '');
    expect(() => loadEnv({ DATA_DIR: path.join(file, 'data') })).toThrow(
      /JWT_SECRET: not set, and no secret can be kept in .*set JWT_SECRET or make DATA_DIR writable/,
    );
  });

  it('refuses hosted Supabase with neither its JWKS nor its JWT secret', () => {
    const hosted = { DATA_DIR: dataDir, SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_ANON_KEY: 'k' };
    expect(() => loadEnv(hosted)).toThrow(/SUPABASE_JWKS_URL or its JWT secret/);
    expect(() =>
      loadEnv({ ...hosted, SUPABASE_JWKS_URL: 'https://abc.supabase.co/auth/v1/.well-known/jwks.json' }),
    ).not.toThrow();
  });

  it('has the dev outbox only without SMTP and outside production', () => {
    expect(loadEnv({ DATA_DIR: dataDir }).hasDevOutbox).toBe(true);
    expect(loadEnv({ DATA_DIR: dataDir, SMTP_URL: 'smtp://mail.example' }).hasDevOutbox).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }).hasDevOutbox).toBe(false);
  });
});
