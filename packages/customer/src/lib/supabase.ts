import { resolveAuthUrl, type PublicConfig } from '@caoscan/core';
import { GoTrueClient } from '@supabase/auth-js';

/**
 * The auth client: supabase-js's auth part only (the customer app uses no database, storage,
 * realtime or functions client), built exactly as supabase-js builds it, so the admin app
 * (/admin, full supabase-js over the same URL) reads and writes the same session.
 */
export interface AuthClient {
  auth: GoTrueClient;
}

/** supabase-js's storage key for a URL: both apps must use the same one to share the session. */
export function getAuthStorageKey(authUrl: string): string {
  return `sb-${new URL(authUrl).hostname.split('.')[0]}-auth-token`;
}

/**
 * With PKCE and detectSessionInUrl the client itself exchanges the `?code=` that /auth/callback
 * receives. The built-in auth service answers at whatever address the app was opened at (no CORS).
 */
export function createSupabaseClient(
  config: Pick<PublicConfig, 'supabaseUrl' | 'supabaseAnonKey' | 'builtinAuth'>,
  options: { fetch?: typeof fetch; storage?: Storage } = {},
): AuthClient {
  const base = resolveAuthUrl(config, window.location.origin);
  const key = config.supabaseAnonKey;
  const auth = new GoTrueClient({
    url: new URL('auth/v1', base.endsWith('/') ? base : `${base}/`).href,
    headers: { Authorization: `Bearer ${key}`, apikey: key },
    storageKey: getAuthStorageKey(base),
    flowType: 'pkce',
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
    storage: options.storage ?? globalThis.localStorage,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return { auth };
}
