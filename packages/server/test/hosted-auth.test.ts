import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

/**
 * The production side of auth: hosted Supabase issues the tokens and the API only verifies them,
 * by the project's JWKS or by its JWT secret. Users are matched to ours by e-mail.
 */
const HOSTED = 'https://abcdefgh.supabase.co';

async function hostedToken(key: CryptoKey | Uint8Array, alg: string, claims: Record<string, unknown>) {
  return new SignJWT({ role: 'authenticated', session_id: crypto.randomUUID(), ...claims })
    .setProtectedHeader({ alg, kid: 'hosted-key' })
    .setSubject(crypto.randomUUID())
    .setAudience('authenticated')
    .setIssuer(`${HOSTED}/auth/v1`)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(key);
}

async function me(server: TestServer, token: string) {
  return fetch(`${server.url}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
}

describe('hosted Supabase tokens verified by JWKS', () => {
  let jwksServer: http.Server;
  let server: TestServer;
  let privateKey: CryptoKey;

  beforeAll(async () => {
    const pair = await generateKeyPair('ES256');
    privateKey = pair.privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'hosted-key', alg: 'ES256', use: 'sig' };
    jwksServer = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
    const jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/auth/v1/.well-known/jwks.json`;
    server = await startTestServer({
      SUPABASE_URL: HOSTED,
      SUPABASE_ANON_KEY: 'hosted-anon-key',
      SUPABASE_JWKS_URL: jwksUrl,
    });
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => jwksServer.close(resolve));
  });

  it('hands the apps the hosted auth address and key, and does not serve /auth/v1 itself', async () => {
    const config = (await (await fetch(`${server.url}/config.json`)).json()) as Record<string, unknown>;
    expect(config.supabaseUrl).toBe(HOSTED);
    expect(config.supabaseAnonKey).toBe('hosted-anon-key');
    expect(config.builtinAuth).toBe(false);
    expect((await fetch(`${server.url}/auth/v1/settings`)).status).toBe(404);
  });

  it('accepts a hosted token for a known e-mail address', async () => {
    const response = await me(
      server,
      await hostedToken(privateKey, 'ES256', { email: 'lid@demo-uitzend.test' }),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { profile: { email: string }; roles: string[] };
    expect(body.profile.email).toBe('lid@demo-uitzend.test');
    expect(body.roles).toEqual(['org_member']);
  });

  it('refuses unknown users, foreign signatures and expired tokens', async () => {
    expect(
      (await me(server, await hostedToken(privateKey, 'ES256', { email: 'niemand@example.nl' }))).status,
    ).toBe(401);
    const other = await generateKeyPair('ES256');
    expect(
      (await me(server, await hostedToken(other.privateKey, 'ES256', { email: 'lid@demo-uitzend.test' })))
        .status,
    ).toBe(401);
    const expired = await new SignJWT({ email: 'lid@demo-uitzend.test', role: 'authenticated' })
      .setProtectedHeader({ alg: 'ES256', kid: 'hosted-key' })
      .setSubject(crypto.randomUUID())
      .setAudience('authenticated')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(privateKey);
    expect((await me(server, expired)).status).toBe(401);
  });
});

describe('hosted Supabase tokens verified by the JWT secret', () => {
  const secret = 'hosted-project-jwt-secret-with-at-least-32-characters';
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      SUPABASE_URL: HOSTED,
      SUPABASE_ANON_KEY: 'hosted-anon-key',
      JWT_SECRET: secret,
    });
  });
  afterAll(() => server.close());

  it('accepts HS256 tokens signed with the project secret and refuses others', async () => {
    const good = await hostedToken(new TextEncoder().encode(secret), 'HS256', {
      email: 'admin@demo-uitzend.test',
    });
    expect((await me(server, good)).status).toBe(200);
    const bad = await hostedToken(new TextEncoder().encode('another-secret-another-secret-12345'), 'HS256', {
      email: 'admin@demo-uitzend.test',
    });
    expect((await me(server, bad)).status).toBe(401);
  });
});
