/**
 * Plays the product API for component tests: answers by method and path (query ignored), records
 * what was sent. Stubbed as the global fetch, which the API client uses; our components run for real.
 */
export interface ApiRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Answer = { status?: number; body: unknown };

export function createFakeApi(answers: Record<string, Answer | ((request: ApiRequest) => Answer)>) {
  const requests: ApiRequest[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const path = url.pathname.replace(/^\/api/, '');
    const request = { method, path, query: url.searchParams, body };
    requests.push(request);
    const entry = answers[`${method} ${path}`];
    const answer =
      typeof entry === 'function'
        ? entry(request)
        : (entry ?? { status: 404, body: { detail: 'Niet gevonden' } });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetch, requests };
}
