import { createApiClient, type PublicConfig } from '@caoscan/core';
import { createAuthProvider } from './auth/auth-provider';
import { createSupabaseClient, readAccessToken, type SupabaseOverrides } from './auth/supabase-client';
import { createDataProvider } from './data-provider';

/**
 * Everything the back-office talks to, built once from /config.json. Tests build the same thing
 * with a fake network (`fetch`) and an in-memory session store.
 */
export function createAdminServices(config: PublicConfig, overrides: SupabaseOverrides = {}) {
  const supabase = createSupabaseClient(config, overrides);
  const api = createApiClient({
    baseUrl: config.apiBaseUrl || '/api',
    getAccessToken: () => readAccessToken(supabase),
    ...(overrides.fetch ? { fetch: overrides.fetch } : {}),
  });
  return {
    supabase,
    api,
    authProvider: createAuthProvider(supabase, api),
    dataProvider: createDataProvider(api),
  };
}

export type AdminServices = ReturnType<typeof createAdminServices>;
