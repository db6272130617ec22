import type { ApiClient } from '@caoscan/core';
import { createRealApi, startServer } from './npm-start-server';

export interface RealServer {
  url: string;
  /** The core API client signed in as `email` (a seeded demo user, or one made through the API). */
  signIn(email: string): Promise<ApiClient>;
  stop(): Promise<void>;
}

/**
 * The real server (`packages/server/src/server.ts`, as `npm start` runs it) on a fresh PGlite with
 * the demo seed, for the dataProvider's tests: no fake backend, the real routes answer.
 */
export async function startRealServer(): Promise<RealServer> {
  const server = await startServer();
  return { url: server.url, signIn: (email) => createRealApi(server, email), stop: () => server.stop() };
}
