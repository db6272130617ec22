import type { MeResponse, PublicConfig } from '@caoscan/core';
import { createAdminServices } from '../services';

export const TEST_CONFIG: PublicConfig = {
  supabaseUrl: 'http://localhost:3000',
  builtinAuth: false,
  supabaseAnonKey: 'anon-key',
  apiBaseUrl: '/api',
  sentryDsn: null,
  environment: 'test',
  signupContactEmail: 'info@caoscan.test',
  providers: { azure: false, google: false },
};

let backendCount = 0;

export function createSession(email = 'beheer@caoscan.test') {
  const now = Math.floor(Date.now() / 1000);
  return {
    access_token: 'access-token-1',
    refresh_token: 'refresh-token-1',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now + 3600,
    user: {
      id: 'user-1',
      aud: 'authenticated',
      role: 'authenticated',
      email,
      app_metadata: {},
      user_metadata: {},
      created_at: new Date().toISOString(),
    },
  };
}

export function createMe(roles: string[], email = 'beheer@caoscan.test'): MeResponse {
  return {
    profile: {
      id: 'user-1',
      email,
      display_name: 'Platform Beheer',
      status: 'active',
      email_confirmed: true,
      organization_id: 'org-1',
      organization_name: 'CAO Scan Beheer',
      organization_type: 'standard',
      created_at: '2026-01-01T10:00:00.000Z',
      last_sign_in_at: null,
      roles: [],
    },
    roles,
    organization_id: 'org-1',
  };
}

type Answer = { status?: number; body?: unknown };

/**
 * A fake network behind the real services (supabase-js, the core API client, our providers):
 * answers by 'METHOD /path', records every request, and keeps the session in memory.
 */
export function createFakeBackend(options: { session?: object | null; answers?: Record<string, Answer> }) {
  const requests: string[] = [];
  const memory = new Map<string, string>();
  const storageKey = `sb-test-${++backendCount}-auth-token`;
  if (options.session !== null) memory.set(storageKey, JSON.stringify(options.session ?? createSession()));
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost:3000');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    requests.push(key);
    const answer = options.answers?.[key] ?? { status: 404, body: { detail: 'Niet gevonden' } };
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  const storage = {
    getItem: (key: string) => memory.get(key) ?? null,
    setItem: (key: string, value: string) => void memory.set(key, value),
    removeItem: (key: string) => void memory.delete(key),
  };
  const services = createAdminServices(TEST_CONFIG, { fetch, storage, storageKey, autoRefreshToken: false });
  return { services, requests, memory };
}
