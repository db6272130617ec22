import type { AdminApiClient } from '@caoscan/core';
import { createRealApi, startServer } from './npm-start-server';
import {
  createRealAdminBrowser,
  createRealAdminServices,
  type RealBrowserOptions,
} from './real-admin-services';

export interface RealServer {
  url: string;
  /** The core API client signed in as `email` (a seeded demo user, or one made through the API). */
  signIn(email: string): Promise<AdminApiClient>;
  /** The whole back-office's services in a browser where `email` is signed in (for renderAdmin). */
  adminServices(email: string): ReturnType<typeof createRealAdminServices>;
  /** A browser with those services, signed in as `email` or as nobody, that lists what it sent. */
  adminBrowser(email: string | null, options?: RealBrowserOptions): ReturnType<typeof createRealAdminBrowser>;
  stop(): Promise<void>;
}

/**
 * The real server (`packages/server/src/server.ts`, as `npm start` runs it) on a fresh PGlite with
 * the demo seed, for the dataProvider's tests: no fake backend, the real routes answer.
 */
export async function startRealServer(): Promise<RealServer> {
  const server = await startServer();
  return {
    url: server.url,
    signIn: (email) => createRealApi(server, email),
    adminServices: (email) => createRealAdminServices(server, email),
    adminBrowser: (email, options) => createRealAdminBrowser(server, email, options),
    stop: () => server.stop(),
  };
}
