import type { PublicConfig } from '@caoscan/core';
import { createAdminServices } from '../services';
import { signInSession, type RunningServer } from './npm-start-server';

let browserCount = 0;

export interface RealBrowserOptions {
  /** The stored access token swapped for one the API refuses, as after a session revoked elsewhere. */
  isSessionRevoked?: boolean;
  /** Where the app finds the API; an address where nothing listens is an API that is down. */
  apiBaseUrl?: string;
}

/**
 * A browser with the back-office's services (supabase-js, the core API client, our providers)
 * against the real server: `email` has signed in (the session the auth API gave sits in its
 * storage, as after a sign-in in the customer app), or nobody has (`null`). `requests` lists
 * what the app sent, as 'METHOD /path'; the real server answers every one.
 */
export async function createRealAdminBrowser(
  server: Pick<RunningServer, 'url'>,
  email: string | null,
  options: RealBrowserOptions = {},
) {
  const config = (await (await fetch(`${server.url}/config.json`)).json()) as PublicConfig;
  const storageKey = `sb-real-${++browserCount}-auth-token`;
  const memory = new Map<string, string>();
  if (email) {
    const session = await signInSession(server, email);
    if (options.isSessionRevoked) session.access_token = 'ingetrokken-sessie';
    memory.set(storageKey, JSON.stringify(session));
  }
  const storage = {
    getItem: (key: string) => memory.get(key) ?? null,
    setItem: (key: string, value: string) => void memory.set(key, value),
    removeItem: (key: string) => void memory.delete(key),
  };
  const requests: string[] = [];
  const observed: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    requests.push(`${init?.method ?? (input instanceof Request ? input.method : 'GET')} ${url.pathname}`);
    return fetch(input, init);
  };
  // The test's page is not served by the server, so its addresses are the server's own.
  const served: PublicConfig = {
    ...config,
    builtinAuth: false,
    supabaseUrl: server.url,
    apiBaseUrl: options.apiBaseUrl ?? `${server.url}/api`,
  };
  const services = createAdminServices(served, {
    storage,
    storageKey,
    autoRefreshToken: false,
    fetch: observed,
  });
  return { services, requests, memory };
}

/** The back-office's services in a browser where `email` has signed in against the real server. */
export async function createRealAdminServices(server: Pick<RunningServer, 'url'>, email: string) {
  return (await createRealAdminBrowser(server, email)).services;
}
