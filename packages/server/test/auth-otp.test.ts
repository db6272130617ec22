import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, readLatestEmail, type TestServer } from './harness';
import {
  ageLatestCode,
  createAuthClient,
  createUser,
  fetchMe,
  nextClientIp,
  readClaims,
  readLatestCode,
  signInWithCode,
} from './auth-helpers';

describe('auth: sign-in by e-mail code (supabase-js against /auth/v1)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('signs a seeded user in with a mailed code; the API accepts the session', async () => {
    const client = await createAuthClient(server);
    const session = await signInWithCode(server, client, 'lid@demo-uitzend.test');

    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(session.user).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email: 'lid@demo-uitzend.test',
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      is_anonymous: false,
    });
    expect(session.user.last_sign_in_at).toBeTruthy();
    expect(session.user.identities?.[0]).toMatchObject({ provider: 'email', id: session.user.id });

    const claims = readClaims(session.access_token);
    expect(claims).toMatchObject({
      aud: 'authenticated',
      iss: `${server.url}/auth/v1`,
      sub: session.user.id,
      email: 'lid@demo-uitzend.test',
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
    });
    expect(claims.amr).toEqual([{ method: 'otp', timestamp: expect.any(Number) }]);
    expect(typeof claims.session_id).toBe('string');

    const me = await fetchMe(server, session.access_token);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ profile: { email: 'lid@demo-uitzend.test' } });
  });

  it('mails a Dutch message with the code and its ten-minute validity', async () => {
    const email = 'mail-text@otp.test';
    await createUser(server, email);
    const client = await createAuthClient(server);
    expect(
      (await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error,
    ).toBeNull();
    const mail = await readLatestEmail(server.url, email);
    expect(mail?.subject).toBe('Uw inlogcode voor CAO Scan');
    expect(mail?.text).toMatch(/\b\d{6}\b/);
    expect(mail?.text).toContain('10 minuten geldig');
  });

  it('refuses a wrong code with otp_expired (403)', async () => {
    const email = 'wrong@otp.test';
    await createUser(server, email);
    const client = await createAuthClient(server);
    await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    const right = await readLatestCode(server, email);
    const wrong = right === '000000' ? '111111' : '000000';
    const { data, error } = await client.auth.verifyOtp({ email, token: wrong, type: 'email' });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });
  });

  it('refuses an expired code', async () => {
    const email = 'expired@otp.test';
    await createUser(server, email);
    const client = await createAuthClient(server);
    await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    const token = await readLatestCode(server, email);
    await server.database.db
      .updateTable('one_time_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', email)
      .execute();
    const { error } = await client.auth.verifyOtp({ email, token, type: 'email' });
    expect(error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('accepts a code only once', async () => {
    const email = 'reused@otp.test';
    await createUser(server, email);
    const client = await createAuthClient(server);
    await signInWithCode(server, client, email);
    const token = await readLatestCode(server, email);
    const again = await (await createAuthClient(server)).auth.verifyOtp({ email, token, type: 'email' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('kills a code after five wrong tries, even for the right code', async () => {
    const email = 'tries@otp.test';
    await createUser(server, email);
    const client = await createAuthClient(server);
    await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    const right = await readLatestCode(server, email);
    const wrong = right === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) {
      const { error } = await client.auth.verifyOtp({ email, token: wrong, type: 'email' });
      expect(error?.code).toBe('otp_expired');
    }
    const sixth = await client.auth.verifyOtp({ email, token: right, type: 'email' });
    expect(sixth.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('accepts the right code on the fifth try', async () => {
    const email = 'fifth@otp.test';
    await createUser(server, email);
    const client = await createAuthClient(server);
    await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    const right = await readLatestCode(server, email);
    const wrong = right === '999999' ? '999998' : '999999';
    for (let i = 0; i < 4; i++) await client.auth.verifyOtp({ email, token: wrong, type: 'email' });
    const fifth = await client.auth.verifyOtp({ email, token: right, type: 'email' });
    expect(fifth.error).toBeNull();
    expect(fifth.data.session?.access_token).toBeTruthy();
  });

  it('refuses a resend within 60 s (429) and, after it, only the newest code works', async () => {
    const email = 'resend@otp.test';
    await createUser(server, email);
    const client = await createAuthClient(server);
    await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    const first = await readLatestCode(server, email);

    const early = await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(early.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(early.error?.message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );

    await ageLatestCode(server, email, 61);
    expect(
      (await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error,
    ).toBeNull();
    const second = await readLatestCode(server, email);
    if (first !== second) {
      const old = await client.auth.verifyOtp({ email, token: first, type: 'email' });
      expect(old.error?.code).toBe('otp_expired');
    }
    const fresh = await client.auth.verifyOtp({ email, token: second, type: 'email' });
    expect(fresh.error).toBeNull();
  });

  it('never creates a user: unknown and disabled addresses get otp_disabled (422), no e-mail', async () => {
    await createUser(server, 'disabled@otp.test', 'disabled');
    const client = await createAuthClient(server);
    for (const email of ['nobody@otp.test', 'disabled@otp.test']) {
      for (const shouldCreateUser of [false, true]) {
        const { error } = await client.auth.signInWithOtp({ email, options: { shouldCreateUser } });
        expect(error).toMatchObject({
          status: 422,
          code: 'otp_disabled',
          message: 'Signups not allowed for otp',
        });
      }
      expect(await readLatestEmail(server.url, email)).toBeNull();
    }
    const users = await server.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'nobody@otp.test')
      .execute();
    expect(users).toEqual([]);
  });

  it('lets a pending (invited) user sign in, and marks the address confirmed', async () => {
    const email = 'pending@otp.test';
    const id = await createUser(server, email, 'pending');
    const session = await signInWithCode(server, await createAuthClient(server), email);
    expect(session.user.email_confirmed_at).toBeTruthy();
    const row = await server.database.db
      .selectFrom('users')
      .select(['email_confirmed_at', 'last_sign_in_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.email_confirmed_at).toBeInstanceOf(Date);
    expect(row.last_sign_in_at).toBeInstanceOf(Date);
  });

  it('answers bad input like GoTrue, in both error formats', async () => {
    const post = (headers: Record<string, string>, body: unknown) =>
      fetch(`${server.url}/auth/v1/otp`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextClientIp(), ...headers },
        body: JSON.stringify(body),
      });
    const modern = await post({ 'X-Supabase-Api-Version': '2024-01-01' }, { email: 'not-an-address' });
    expect(modern.status).toBe(400);
    expect(modern.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await modern.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Unable to validate email address: invalid format',
    });
    const legacy = await post({}, { email: 'nobody@otp.test', create_user: false });
    expect(legacy.status).toBe(422);
    expect(await legacy.json()).toEqual({
      code: 422,
      error_code: 'otp_disabled',
      msg: 'Signups not allowed for otp',
    });
  });

  it('rate-limits /verify per IP with over_request_rate_limit', async () => {
    const client = await createAuthClient(server, nextClientIp());
    let last: { status?: number; code?: string } | null = null;
    for (let i = 0; i < 61; i++) {
      const { error } = await client.auth.verifyOtp({
        email: 'nobody@otp.test',
        token: '123456',
        type: 'email',
      });
      last = error as { status?: number; code?: string } | null;
    }
    expect(last).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    // Another address (IP) is not affected.
    const other = await (
      await createAuthClient(server)
    ).auth.verifyOtp({
      email: 'nobody@otp.test',
      token: '123456',
      type: 'email',
    });
    expect(other.error?.code).toBe('otp_expired');
  });

  it('answers an unconfigured OAuth provider like Supabase', async () => {
    const response = await fetch(
      `${server.url}/auth/v1/authorize?provider=azure&code_challenge=${'a'.repeat(43)}&code_challenge_method=s256`,
      { headers: { 'X-Supabase-Api-Version': '2024-01-01' }, redirect: 'manual' },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Unsupported provider: provider is not enabled',
    });
  });
});
