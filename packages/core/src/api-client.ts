import type { z } from 'zod';
import { createAdminApi } from './api-admin';
import { createFileApi } from './api-files';
import { createPaymentApi } from './api-payments';
import { createScanApi } from './api-scans';
import { createTeamApi } from './api-team';
import { ApiError, readErrorMessage, UNEXPECTED_RESPONSE_MESSAGE } from './api-error';
import { MeResponseSchema, RoleListSchema } from './schemas/auth';
import { checkRequestBody } from './validation-messages';

export interface ApiClientOptions {
  /** Base of the product API, e.g. '/api' or 'https://app.example/api'. */
  baseUrl: string;
  /** Returns the session's bearer access token, or null when signed out. */
  getAccessToken: () => Promise<string | null> | string | null;
  fetch?: typeof fetch;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions<T> {
  query?: Query;
  body?: unknown;
  /** Checked before sending: a body the server would refuse is refused here, in the same Dutch. */
  bodySchema?: z.ZodType;
  schema?: z.ZodType<T>;
  auth?: boolean;
  signal?: AbortSignal;
}

function buildQuery(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The product API as typed methods, one per endpoint: every path of the apps lives here
 * (api-scans.ts, api-admin.ts) and nowhere else. Answers are parsed with core's schemas.
 */
/** The HTTP transport both clients below share: authorization, JSON, Dutch errors, response checks. */
function createTransport(options: ApiClientOptions) {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);

  async function send(method: string, path: string, opts: RequestOptions<unknown> = {}): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (opts.auth !== false) {
      const token = await options.getAccessToken();
      if (token) headers.Authorization = `Bearer ${token}`;
    }
    const input = opts.bodySchema ? checkRequestBody(opts.bodySchema, opts.body) : opts.body;
    let body: string | FormData | undefined;
    if (input instanceof FormData) body = input;
    else if (input !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(input);
    }
    const response = await doFetch(`${options.baseUrl}${path}${buildQuery(opts.query)}`, {
      method,
      headers,
      body,
      signal: opts.signal,
    });
    if (!response.ok) {
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        /* keep text */
      }
      throw new ApiError(readErrorMessage(response.status, text), response.status, parsed);
    }
    return response;
  }

  async function request<T>(method: string, path: string, opts: RequestOptions<T> = {}): Promise<T> {
    const response = await send(method, path, opts as RequestOptions<unknown>);
    if (response.status === 204) return undefined as T;
    const data: unknown = await response.json();
    if (!opts.schema) return data as T;
    const parsed = opts.schema.safeParse(data);
    if (!parsed.success) {
      throw new ApiError(UNEXPECTED_RESPONSE_MESSAGE, response.status, data, { cause: parsed.error });
    }
    return parsed.data;
  }

  const getAccessToken = async () => (await options.getAccessToken()) ?? null;
  const urlOf = (path: string) => `${options.baseUrl}${path}`;
  return { request, send, getAccessToken, urlOf };
}

function customerMethods(transport: ReturnType<typeof createTransport>) {
  const { request, urlOf, getAccessToken } = transport;
  return {
    getMe: () => request('GET', '/auth/me', { schema: MeResponseSchema }),
    listRoles: () => request('GET', '/roles', { schema: RoleListSchema }),
    ...createScanApi(transport),
    ...createFileApi(transport, { urlOf, getAccessToken }),
    ...createPaymentApi(transport),
    ...createTeamApi(transport),
  };
}

/** The customer app's client: every route a customer calls (the back-office's are not in its bundle). */
export function createApiClient(options: ApiClientOptions) {
  return customerMethods(createTransport(options));
}

/** The back-office's client: the customer's routes plus /api/admin. */
export function createAdminApiClient(options: ApiClientOptions) {
  const transport = createTransport(options);
  return { ...customerMethods(transport), ...createAdminApi(transport) };
}

export type ApiClient = ReturnType<typeof createApiClient>;
export type AdminApiClient = ReturnType<typeof createAdminApiClient>;
