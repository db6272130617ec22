import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeUserSessions } from '../src/auth';
import { startTestServer, type TestServer } from './harness';
import { createAuthClient, createUser, fetchMe, readAnonKey, signInWithCode } from './auth-helpers';

/** Raw refresh call, so the exact answer (and reuse timing) is visible. */
async function refresh(server: TestServer, refreshToken: string) {
  const response = await fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      apikey: await readAnonKey(server),
      'X-Supabase-Api-Version': '2024-01-01',
    },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Pretends the rotation of `oldToken` happened `seconds` ago (the reuse interval is 10 s). */
async function ageRotation(server: TestServer, sessionId: string, seconds: number) {
  await server.database.db
    .updateTable('refresh_tokens')
    .set({ created_at: new Date(Date.now() - seconds * 1000) })
    .where('session_id', '=', sessionId)
    .where('parent_hash', 'is not', null)
    .execute();
}

describe('auth: sessions, refresh rotation, logout and the user endpoint', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('rotates the refresh token; the new access token works', async () => {
    const email = 'rotate@session.test';
    await createUser(server, email);
    const client = await createAuthClient(server);
    const first = await signInWithCode(server, client, email);
    const { data, error } = await client.auth.refreshSession({ refresh_token: first.refresh_token });
    expect(error).toBeNull();
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.session?.refresh_token).not.toBe(first.refresh_token);
    expect(data.session?.user.email).toBe(email);
    expect((await fetchMe(server, data.session!.access_token)).status).toBe(200);
  });

  it('hands the current token back when a rotated one is reused within the interval', async () => {
    const email = 'reuse-soon@session.test';
    await createUser(server, email);
    const session = await signInWithCode(server, await createAuthClient(server), email);
    const rotated = await refresh(server, session.refresh_token);
    expect(rotated.status).toBe(200);
    const again = await refresh(server, session.refresh_token);
    expect(again.status).toBe(200);
    expect(again.body.refresh_token).toBe(rotated.body.refresh_token);
    // The session lives on: the current token still rotates normally.
    const next = await refresh(server, String(rotated.body.refresh_token));
    expect(next.status).toBe(200);
  });

  it('answers two parallel refreshes with the same token (two tabs) with the same new token', async () => {
    const email = 'parallel@session.test';
    await createUser(server, email);
    const session = await signInWithCode(server, await createAuthClient(server), email);
    const [a, b] = await Promise.all([
      refresh(server, session.refresh_token),
      refresh(server, session.refresh_token),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.refresh_token).toBe(b.body.refresh_token);
  });

  it('ends the whole session when a rotated token is reused after the interval', async () => {
    const email = 'reuse-late@session.test';
    await createUser(server, email);
    const session = await signInWithCode(server, await createAuthClient(server), email);
    const sessionId = String(
      (JSON.parse(atob(session.access_token.split('.')[1]!)) as { session_id: string }).session_id,
    );
    const rotated = await refresh(server, session.refresh_token);
    await ageRotation(server, sessionId, 11);

    const reused = await refresh(server, session.refresh_token);
    expect(reused).toEqual({
      status: 400,
      body: expect.objectContaining({
        code: 'refresh_token_already_used',
        message: 'Invalid Refresh Token: Already Used',
      }),
    });
    const current = await refresh(server, String(rotated.body.refresh_token));
    expect(current.status).toBe(400);
    expect(current.body.code).toBe('refresh_token_not_found');
    expect((await fetchMe(server, String(rotated.body.access_token))).status).toBe(401);
  });

  it('answers an unknown refresh token with refresh_token_not_found', async () => {
    const client = await createAuthClient(server);
    const { error } = await client.auth.refreshSession({ refresh_token: 'not-a-real-token' });
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('signs out: the old access token is refused by the API at once, the refresh token is dead', async () => {
    const email = 'logout@session.test';
    await createUser(server, email);
    const client = await createAuthClient(server);
    const session = await signInWithCode(server, client, email);
    expect((await fetchMe(server, session.access_token)).status).toBe(200);
    const { error } = await client.auth.signOut();
    expect(error).toBeNull();
    expect((await fetchMe(server, session.access_token)).status).toBe(401);
    expect((await refresh(server, session.refresh_token)).body.code).toBe('refresh_token_not_found');
    const user = await (await createAuthClient(server)).auth.getUser(session.access_token);
    expect(user.error?.name).toBe('AuthSessionMissingError');
  });

  it("signs out 'others' only", async () => {
    const email = 'others@session.test';
    await createUser(server, email);
    const keep = await createAuthClient(server);
    const kept = await signInWithCode(server, keep, email);
    const other = await signInWithCode(server, await createAuthClient(server), email);
    expect((await keep.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await fetchMe(server, kept.access_token)).status).toBe(200);
    expect((await fetchMe(server, other.access_token)).status).toBe(401);
  });

  it('revokeUserSessions (for disabling a user) ends every session of that user', async () => {
    const email = 'disable@session.test';
    const userId = await createUser(server, email);
    const one = await signInWithCode(server, await createAuthClient(server), email);
    const two = await signInWithCode(server, await createAuthClient(server), email);
    await server.database.db
      .updateTable('users')
      .set({ status: 'disabled' })
      .where('id', '=', userId)
      .execute();
    expect(await revokeUserSessions(server.database.db, userId)).toBe(2);
    for (const session of [one, two]) {
      expect((await fetchMe(server, session.access_token)).status).toBe(401);
      expect((await refresh(server, session.refresh_token)).status).toBe(400);
    }
  });

  it('refuses refreshing for a disabled user with user_banned', async () => {
    const email = 'banned@session.test';
    const userId = await createUser(server, email);
    const session = await signInWithCode(server, await createAuthClient(server), email);
    await server.database.db
      .updateTable('users')
      .set({ status: 'disabled' })
      .where('id', '=', userId)
      .execute();
    const answer = await refresh(server, session.refresh_token);
    expect(answer).toMatchObject({ status: 400, body: { code: 'user_banned' } });
  });

  it('reads the user and updates user_metadata (display_name also on the users row)', async () => {
    const email = 'profile@session.test';
    const userId = await createUser(server, email);
    const client = await createAuthClient(server);
    await signInWithCode(server, client, email);
    const read = await client.auth.getUser();
    expect(read.data.user).toMatchObject({ id: userId, email, aud: 'authenticated' });
    const verified = await client.auth.getClaims();
    expect(verified.error).toBeNull();
    expect(verified.data?.claims).toMatchObject({ sub: userId, email, role: 'authenticated' });

    const updated = await client.auth.updateUser({ data: { display_name: 'Piet Profiel', theme: 'licht' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toEqual({ display_name: 'Piet Profiel', theme: 'licht' });
    const removed = await client.auth.updateUser({ data: { theme: null } });
    expect(removed.data.user?.user_metadata).toEqual({ display_name: 'Piet Profiel' });
    const row = await server.database.db
      .selectFrom('users')
      .select('display_name')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row.display_name).toBe('Piet Profiel');
  });

  it('answers /user without a usable token like GoTrue', async () => {
    const none = await fetch(`${server.url}/auth/v1/user`, {
      headers: { 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(none.status).toBe(401);
    expect(((await none.json()) as { code: string }).code).toBe('no_authorization');
    const anon = await fetch(`${server.url}/auth/v1/user`, {
      headers: {
        Authorization: `Bearer ${await readAnonKey(server)}`,
        'X-Supabase-Api-Version': '2024-01-01',
      },
    });
    expect(anon.status).toBe(403);
    expect(((await anon.json()) as { code: string }).code).toBe('bad_jwt');
  });

  it('publishes settings and health', async () => {
    const settings = (await (await fetch(`${server.url}/auth/v1/settings`)).json()) as {
      external: Record<string, boolean>;
      disable_signup: boolean;
    };
    expect(settings.external).toMatchObject({ email: true, azure: false, google: false, phone: false });
    expect(settings.disable_signup).toBe(true);
    const health = await fetch(`${server.url}/auth/v1/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ name: 'GoTrue' });
  });
});
