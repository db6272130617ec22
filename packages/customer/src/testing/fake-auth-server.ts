/**
 * Plays the auth service for the auth client in tests: answers by path, records what was sent.
 * It stands in for the network only; the client and our components run for real.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status?: number; body: unknown };

export function createFakeAuthServer(answers: Record<string, Answer | (() => Answer)>) {
  const requests: RecordedRequest[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    requests.push({ method: init?.method ?? 'GET', path: url.pathname, body });
    const entry = answers[url.pathname];
    const answer =
      typeof entry === 'function' ? entry() : (entry ?? { status: 404, body: { msg: 'Not found' } });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetch, requests };
}

/** A session as GoTrue returns it from /token and /verify. */
export function createSessionBody(email: string) {
  const now = Math.floor(Date.now() / 1000);
  return {
    access_token: 'header.payload.signature',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now + 3600,
    refresh_token: 'refresh-token',
    user: {
      id: '00000000-0000-4000-8000-000000000001',
      aud: 'authenticated',
      role: 'authenticated',
      email,
      app_metadata: { provider: 'email' },
      user_metadata: {},
      created_at: new Date().toISOString(),
    },
  };
}
