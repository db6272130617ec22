import type { PublicConfig } from '@caoscan/core';
import { createAdminServices } from '../services';
import { signInSession, type RunningServer } from './npm-start-server';

let browserCount = 0;

/**
 * The back-office's services (supabase-js, the core API client, our providers) against the real
 * server, as a browser in which `email` has signed in: the session the auth API gave sits in the
 * browser's storage, as after a sign-in in the customer app.
 */
export async function createRealAdminServices(server: RunningServer, email: string) {
  const config = (await (await fetch(`${server.url}/config.json`)).json()) as PublicConfig;
  const session = await signInSession(server, email);
  const storageKey = `sb-real-${++browserCount}-auth-token`;
  const memory = new Map([[storageKey, JSON.stringify(session)]]);
  const storage = {
    getItem: (key: string) => memory.get(key) ?? null,
    setItem: (key: string, value: string) => void memory.set(key, value),
    removeItem: (key: string) => void memory.delete(key),
  };
  // The test's page is not served by the server, so its addresses are the server's own.
  const served: PublicConfig = {
    ...config,
    builtinAuth: false,
    supabaseUrl: server.url,
    apiBaseUrl: `${server.url}/api`,
  };
  return createAdminServices(served, { storage, storageKey, autoRefreshToken: false });
}
