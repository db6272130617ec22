import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { createAuthClient, createUser, fetchMe, readClaims } from './auth-helpers';
import {
  followBrowserRedirects,
  startTestIdentityProvider,
  type TestIdentityProvider,
} from './auth-oidc-provider';

describe('auth: OAuth PKCE sign-in against a real local OpenID provider', () => {
  let idp: TestIdentityProvider;
  let server: TestServer;
  let appCallback: string;

  beforeAll(async () => {
    idp = await startTestIdentityProvider();
    server = await startTestServer({
      AZURE_CLIENT_ID: idp.clients.azure.id,
      AZURE_CLIENT_SECRET: idp.clients.azure.secret,
      AZURE_ISSUER: idp.issuer,
      GOOGLE_CLIENT_ID: idp.clients.google.id,
      GOOGLE_CLIENT_SECRET: idp.clients.google.secret,
      GOOGLE_ISSUER: idp.issuer,
    });
    idp.configure(`${server.url}/auth/v1/callback`);
    appCallback = `${server.url}/auth/callback`;
  });
  afterAll(async () => {
    await server.close();
    await idp.close();
  });

  /** What the login page does: signInWithOAuth, then the browser walks through the provider. */
  async function signInThroughProvider(provider: 'azure' | 'google', scopes: string) {
    const client = await createAuthClient(server);
    const { data, error } = await client.auth.signInWithOAuth({
      provider,
      options: { redirectTo: appCallback, scopes, skipBrowserRedirect: true },
    });
    expect(error).toBeNull();
    const landed = await followBrowserRedirects(data.url!, appCallback);
    return { client, landed };
  }

  it.each([
    ['azure', 'email', 'oauth-azure@oauth.test'],
    ['google', 'email profile', 'oauth-google@oauth.test'],
  ] as const)(
    'signs an existing user in with %s and exchanges the code via supabase-js',
    async (provider, scopes, email) => {
      const userId = await createUser(server, email);
      idp.nextLogin = { email: email.toUpperCase(), emailVerified: true, subject: `${provider}-subject-1` };
      const { client, landed } = await signInThroughProvider(provider, scopes);
      const code = landed.searchParams.get('code');
      expect(code).toBeTruthy();
      expect(landed.searchParams.get('error')).toBeNull();

      const { data, error } = await client.auth.exchangeCodeForSession(code!);
      expect(error).toBeNull();
      expect(data.session?.user).toMatchObject({ id: userId, email });
      expect(data.session?.user.identities?.map((i) => i.provider)).toContain(provider);
      expect(readClaims(data.session!.access_token).amr).toEqual([
        { method: 'oauth', timestamp: expect.any(Number) },
      ]);
      const me = await fetchMe(server, data.session!.access_token);
      expect(me.status).toBe(200);

      // The one-time auth code cannot be exchanged twice.
      const again = await fetch(`${server.url}/auth/v1/token?grant_type=pkce`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
        body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(43) }),
      });
      expect(again.status).toBe(404);
      expect(((await again.json()) as { code: string }).code).toBe('flow_state_not_found');
    },
  );

  it('sends an unknown e-mail back to redirect_to with access_denied / user_not_found', async () => {
    idp.nextLogin = { email: 'stranger@oauth.test', emailVerified: true, subject: 'stranger-1' };
    const { landed } = await signInThroughProvider('azure', 'email');
    expect(landed.origin + landed.pathname).toBe(appCallback);
    expect(landed.searchParams.get('code')).toBeNull();
    expect(landed.searchParams.get('error')).toBe('access_denied');
    expect(landed.searchParams.get('error_code')).toBe('user_not_found');
    expect(landed.searchParams.get('error_description')).toBeTruthy();
    expect(new URLSearchParams(landed.hash.slice(1)).get('error_code')).toBe('user_not_found');
    const users = await server.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'stranger@oauth.test')
      .execute();
    expect(users).toEqual([]);
  });

  it('refuses a disabled user, and an address Google has not verified', async () => {
    await createUser(server, 'off@oauth.test', 'disabled');
    idp.nextLogin = { email: 'off@oauth.test', emailVerified: true, subject: 'off-1' };
    const disabled = await signInThroughProvider('azure', 'email');
    expect(disabled.landed.searchParams.get('error_code')).toBe('user_not_found');

    await createUser(server, 'unverified@oauth.test');
    idp.nextLogin = { email: 'unverified@oauth.test', emailVerified: false, subject: 'unverified-1' };
    const unverified = await signInThroughProvider('google', 'email profile');
    expect(unverified.landed.searchParams.get('error')).toBe('access_denied');
    expect(unverified.landed.searchParams.get('code')).toBeNull();
  });

  it('refuses a code exchange with the wrong verifier', async () => {
    await createUser(server, 'verifier@oauth.test');
    idp.nextLogin = { email: 'verifier@oauth.test', emailVerified: true, subject: 'verifier-1' };
    const { landed } = await signInThroughProvider('google', 'email profile');
    const response = await fetch(`${server.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      body: JSON.stringify({ auth_code: landed.searchParams.get('code'), code_verifier: 'y'.repeat(43) }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('bad_code_verifier');
  });

  it('never redirects off our origin, and rejects unknown providers', async () => {
    const start = await fetch(
      `${server.url}/auth/v1/authorize?provider=azure&redirect_to=${encodeURIComponent('https://evil.example/steal')}` +
        `&code_challenge=${'c'.repeat(43)}&code_challenge_method=s256&skip_http_redirect=true`,
    );
    expect(start.status).toBe(200);
    const { url } = (await start.json()) as { url: string };
    expect(new URL(url).origin).toBe(idp.issuer);
    const flow = await server.database.db
      .selectFrom('flow_states')
      .select('redirect_to')
      .where('provider_state', '=', new URL(url).searchParams.get('state')!)
      .executeTakeFirstOrThrow();
    expect(flow.redirect_to).toBe(server.url);

    const github = await fetch(`${server.url}/auth/v1/authorize?provider=github`, {
      headers: { 'X-Supabase-Api-Version': '2024-01-01' },
      redirect: 'manual',
    });
    expect(github.status).toBe(400);
    expect(await github.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('sends a forged callback state back to the site with bad_oauth_state', async () => {
    const response = await fetch(`${server.url}/auth/v1/callback?code=abc&state=forged`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin).toBe(server.url);
    expect(location.searchParams.get('error_code')).toBe('bad_oauth_state');
  });
});
