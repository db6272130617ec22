import { ApiError } from '@caoscan/core';

/**
 * The admin list answers come in the spec's shapes ({ users, pagination: { total } },
 * { invitations, pages, total }, { scans, pagination }, organisations and roles). Until core
 * owns their schemas we accept a bare array too, and fail with a clear message otherwise.
 */
export function readRows(body: unknown, key: string): Record<string, unknown>[] {
  const rows = Array.isArray(body) ? body : isObject(body) ? body[key] : undefined;
  if (!Array.isArray(rows)) throw new Error(`Onverwacht antwoord van de server: lijst "${key}" ontbreekt.`);
  return rows.filter(isObject);
}

export function readTotal(body: unknown, rowCount: number): number {
  if (!isObject(body)) return rowCount;
  const pagination = body.pagination;
  if (isObject(pagination) && typeof pagination.total === 'number') return pagination.total;
  if (typeof body.total === 'number') return body.total;
  return rowCount;
}

/** A single record, bare or wrapped ({ user: {...} }, { scan: {...} }). */
export function readRecord(body: unknown, key: string): Record<string, unknown> {
  if (isObject(body) && isObject(body[key]) && 'id' in body[key]) return body[key];
  if (isObject(body)) return body;
  throw new Error('Onverwacht antwoord van de server.');
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The spec's admin fallbacks (01 §8): a server message is shown as it is, a bare
 * 'API Error: {status}' or a network failure becomes the screen's Dutch fallback. The status stays
 * on the error so the authProvider's checkError can tell 401 from 403.
 */
export async function withFallback<T>(fallback: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError) {
      if (/^API Error: \d+$/.test(error.message)) throw new ApiError(fallback, error.status, error.body);
      throw error;
    }
    if (error instanceof TypeError) throw new Error(fallback);
    throw error;
  }
}
