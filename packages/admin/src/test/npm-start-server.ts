import { createAdminApiClient, type AdminApiClient } from '@caoscan/core';
// The server exactly as `npm start` runs it, in its own process group (shared with the e2e tests).
import { readSignInCode, startServer, type RunningServer } from '../../../../tests/support/server';

export type { RunningServer };
export { startServer };

/** An access token for `email`, signed in through the auth API as the apps do (code from the dev outbox). */
export async function signInAs(server: Pick<RunningServer, 'url'>, email: string): Promise<string> {
  return (await signInSession(server, email)).access_token;
}

/** The whole session the auth API answers for `email` (what supabase-js keeps in the browser). */
export async function signInSession(
  server: Pick<RunningServer, 'url'>,
  email: string,
): Promise<{ access_token: string } & Record<string, unknown>> {
  const config = (await (await fetch(`${server.url}/config.json`)).json()) as { supabaseAnonKey: string };
  const headers = { apikey: config.supabaseAnonKey, 'content-type': 'application/json' };
  const requestedAt = Date.now() - 1000;
  const sent = await fetch(`${server.url}/auth/v1/otp`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, create_user: false }),
  });
  if (!sent.ok) throw new Error(`otp for ${email}: ${sent.status}`);
  const token = await readSignInCode(server.url, email, requestedAt);
  const verified = await fetch(`${server.url}/auth/v1/verify`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, token, type: 'email' }),
  });
  if (!verified.ok) throw new Error(`verify for ${email}: ${verified.status}`);
  return (await verified.json()) as { access_token: string } & Record<string, unknown>;
}

/** The core API client against the real server, as `email`. */
export async function createRealApi(server: RunningServer, email: string): Promise<AdminApiClient> {
  const token = await signInAs(server, email);
  return createAdminApiClient({ baseUrl: `${server.url}/api`, getAccessToken: () => token });
}
