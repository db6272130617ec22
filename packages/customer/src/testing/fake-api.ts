/**
 * Plays the product API for component tests: answers by "METHOD /path" (path after /api, query
 * ignored), records every request. Stubbed as the global fetch, which the API client uses; only the
 * network is played, the API client and the components run for real.
 */
export interface ApiRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Answer = { status?: number; body: unknown };
type Handler = Answer | ((request: ApiRequest) => Answer);

export function createFakeApi(handlers: Record<string, Handler>) {
  const requests: ApiRequest[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const path = url.pathname.replace(/^\/api/, '');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request = {
      method: init?.method ?? 'GET',
      path,
      query: url.searchParams,
      body,
    };
    requests.push(request);
    const handler = handlers[`${request.method} ${path}`];
    const answer =
      typeof handler === 'function'
        ? handler(request)
        : (handler ?? { status: 404, body: { detail: 'Niet gevonden' } });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetch, requests };
}

export const PRICING_ANSWER = {
  body: {
    tiers: {
      tier_1: { min_quantity: 1, max_quantity: 9, price_per_credit_cents: 4900 },
      tier_2: { min_quantity: 10, max_quantity: 24, price_per_credit_cents: 3900 },
      tier_3: { min_quantity: 25, max_quantity: 9999, price_per_credit_cents: 2900 },
    },
    currency: 'eur',
    vat_rate_percent: 21,
  },
};
