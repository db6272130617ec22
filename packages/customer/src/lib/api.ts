import { createApiClient, type ApiClient, type PublicConfig } from '@caoscan/core';
import type { AuthClient } from './supabase';

/** The product API client; every call carries the current session's access token. */
export function createApi(config: Pick<PublicConfig, 'apiBaseUrl'>, supabase: AuthClient): ApiClient {
  return createApiClient({
    baseUrl: config.apiBaseUrl,
    getAccessToken: async () => {
      const { data } = await supabase.auth.getSession();
      return data.session?.access_token ?? null;
    },
  });
}
