import { resolveAuthUrl, type PublicConfig } from '@caoscan/core';
import { createClient, type SupabaseClient, type SupportedStorage } from '@supabase/supabase-js';

export interface SupabaseOverrides {
  fetch?: typeof fetch;
  storage?: SupportedStorage;
  autoRefreshToken?: boolean;
  /** Tests only: each test browser gets its own key, as separate browsers would. */
  storageKey?: string;
}

/**
 * The same URL (resolveAuthUrl), key and options as the customer app: same origin, same default storage key
 * (`sb-<host>-auth-token` in localStorage), so a user signed in at / is signed in at /admin.
 * The URL is never read here (detectSessionInUrl: false): sign-in and OAuth live in the customer app.
 */
export function createSupabaseClient(
  config: PublicConfig,
  overrides: SupabaseOverrides = {},
): SupabaseClient {
  // The built-in auth service answers at whatever address the app was opened at (no CORS).
  return createClient(resolveAuthUrl(config, window.location.origin), config.supabaseAnonKey, {
    auth: {
      flowType: 'pkce',
      persistSession: true,
      autoRefreshToken: overrides.autoRefreshToken ?? true,
      detectSessionInUrl: false,
      ...(overrides.storage ? { storage: overrides.storage } : {}),
      ...(overrides.storageKey ? { storageKey: overrides.storageKey } : {}),
    },
    ...(overrides.fetch ? { global: { fetch: overrides.fetch } } : {}),
  });
}

/** The current access token, refreshed by supabase-js when it is about to expire. */
export async function readAccessToken(supabase: SupabaseClient): Promise<string | null> {
  const { data } = await supabase.auth.getSession();
  return data.session?.access_token ?? null;
}
