import { createAdminApiClient, type AdminApiClient, type PublicConfig } from '@caoscan/core';
import { createAuthProvider } from './auth/auth-provider';
import { createSupabaseClient, readAccessToken, type SupabaseOverrides } from './auth/supabase-client';
import { createAuditLogProvider } from './audit-log/audit-log-provider';
import { createCaoScanActions } from './cao-scans/cao-scan-actions';
import { createCaoActions, createCaosProvider } from './caos/caos-provider';
import { createCreditsProvider } from './credits/credits-provider';
import { createDataProvider } from './data-provider';
import { withResourceOverrides } from './data/resource-overrides';

/**
 * Everything the back-office talks to, built once from /config.json. Tests build the same thing
 * against the real server, with an in-memory session store (and a `fetch` that lists the requests).
 */
export function createAdminServices(config: PublicConfig, overrides: SupabaseOverrides = {}) {
  const supabase = createSupabaseClient(config, overrides);
  const api = createAdminApiClient({
    baseUrl: config.apiBaseUrl || '/api',
    getAccessToken: () => readAccessToken(supabase),
    ...(overrides.fetch ? { fetch: overrides.fetch } : {}),
  });
  return {
    supabase,
    api,
    authProvider: createAuthProvider(supabase, api),
    dataProvider: createBackOfficeDataProvider(api),
  };
}

/** The one dataProvider, with the resources that answer in their own folder and their actions. */
export function createBackOfficeDataProvider(api: AdminApiClient) {
  const overridden = withResourceOverrides(createDataProvider(api), {
    credits: createCreditsProvider(api),
    'audit-log': createAuditLogProvider(api),
    caos: createCaosProvider(api),
  });
  return { ...overridden, ...createCaoScanActions(api), ...createCaoActions(api) };
}

export type BackOfficeDataProvider = ReturnType<typeof createBackOfficeDataProvider>;

export type AdminServices = ReturnType<typeof createAdminServices>;
