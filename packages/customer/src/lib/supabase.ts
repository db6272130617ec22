import { resolveAuthUrl, type PublicConfig } from '@caoscan/core';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

export type AuthClient = SupabaseClient;

/**
 * The auth client. The admin app (/admin, same origin) builds its client from the same URL, so
 * both use the same localStorage key and share one session. With PKCE and detectSessionInUrl the
 * client itself exchanges the `?code=` that /auth/callback receives.
 */
export function createSupabaseClient(
  config: Pick<PublicConfig, 'supabaseUrl' | 'supabaseAnonKey' | 'builtinAuth'>,
  options: { fetch?: typeof fetch; storage?: Storage } = {},
): AuthClient {
  // The built-in auth service answers at whatever address the app was opened at (no CORS).
  return createClient(resolveAuthUrl(config, window.location.origin), config.supabaseAnonKey, {
    auth: {
      flowType: 'pkce',
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      storage: options.storage ?? globalThis.localStorage,
    },
    ...(options.fetch ? { global: { fetch: options.fetch } } : {}),
  });
}
