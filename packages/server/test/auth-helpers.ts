import { createClient, type Session, type SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { readLatestEmail, type TestServer } from './harness';

/**
 * Helpers for the auth-*.test.ts suites: the real supabase-js against the running server, as the
 * apps use it. Each client can claim its own client IP (X-Forwarded-For; the app trusts the proxy)
 * so the per-IP rate limits of one test do not spill into the next.
 */
let ipCounter = 10;
export const nextClientIp = () => `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

export async function readAnonKey(server: TestServer): Promise<string> {
  const config = (await (await fetch(`${server.url}/config.json`)).json()) as { supabaseAnonKey: string };
  return config.supabaseAnonKey;
}

export async function createAuthClient(server: TestServer, ip = nextClientIp()): Promise<SupabaseClient> {
  const memory = new Map<string, string>();
  return createClient(server.url, await readAnonKey(server), {
    global: { headers: { 'X-Forwarded-For': ip } },
    auth: {
      flowType: 'pkce',
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: {
        getItem: (key) => memory.get(key) ?? null,
        setItem: (key, value) => void memory.set(key, value),
        removeItem: (key) => void memory.delete(key),
      },
    },
  });
}

export async function createUser(
  server: TestServer,
  email: string,
  status: 'active' | 'pending' | 'disabled' = 'active',
): Promise<string> {
  const row = await server.database.db
    .insertInto('users')
    .values({ email, status })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function readLatestCode(server: TestServer, email: string): Promise<string> {
  const mail = await readLatestEmail(server.url, email);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** Lets time pass for a user's codes: the newest one was sent `seconds` ago (and expires as before). */
export async function ageLatestCode(server: TestServer, email: string, seconds: number): Promise<void> {
  const latest = await server.database.db
    .selectFrom('one_time_codes')
    .select(['id', 'created_at'])
    .where('email', '=', email)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) return;
  await server.database.db
    .updateTable('one_time_codes')
    .set({ created_at: new Date(latest.created_at.getTime() - seconds * 1000) })
    .where('id', '=', latest.id)
    .execute();
}

/** Signs in as the apps do; an earlier code of the same address is first aged past the resend minute. */
export async function signInWithCode(
  server: TestServer,
  client: SupabaseClient,
  email: string,
): Promise<Session> {
  await ageLatestCode(server, email, 61);
  const sent = await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
  if (sent.error) throw sent.error;
  const token = await readLatestCode(server, email);
  const { data, error } = await client.auth.verifyOtp({ email, token, type: 'email' });
  if (error || !data.session) throw error ?? new Error('no session');
  return data.session;
}

export async function fetchMe(server: TestServer, accessToken: string) {
  return fetch(`${server.url}/api/auth/me`, { headers: { Authorization: `Bearer ${accessToken}` } });
}

export const readClaims = (accessToken: string) => decodeJwt(accessToken);
