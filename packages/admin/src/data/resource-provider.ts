import type { AdminApiClient, Query } from '@caoscan/core';
import type { GetListParams } from 'react-admin';
import type { RowFilter } from './local-list';

export type Row = Record<string, unknown>;
type Id = string | number;

/**
 * The core API client's calls behind one resource: every path lives in core (one place per
 * endpoint); a resource without a call cannot do that operation.
 */
export interface ResourceCalls {
  list(api: AdminApiClient, query: Query, signal?: AbortSignal): Promise<unknown>;
  getOne?(api: AdminApiClient, id: Id): Promise<unknown>;
  create?(api: AdminApiClient, payload: Row): Promise<unknown>;
  update?(api: AdminApiClient, id: Id, payload: Row): Promise<unknown>;
  delete?(api: AdminApiClient, id: Id): Promise<unknown>;
}

/**
 * How one react-admin resource maps onto the spec's admin endpoints (01 §7). Each resource keeps
 * its own in its folder (`organizations/organization-provider.ts`, …); the dataProvider only
 * dispatches, it never branches on a resource's name.
 */
export interface AdminResource {
  calls: ResourceCalls;
  /** Key of the rows in the list answer, and of a wrapped single record. */
  listKey: string;
  recordKey: string;
  /** 'local' lists come whole and are paged here; the others page on the server. */
  paging: 'local' | 'server';
  matches?: RowFilter;
  /** The query a server-paged list sends for react-admin's pagination and filter. */
  toListQuery?(params: GetListParams): Query;
  /** Only the fields the endpoint takes, so record extras (counts, names) are never sent back. */
  toPayload?(data: Row, previous?: Row): Row;
  /** getManyReference targets this resource offers: target field → the rows for that id. */
  references?: Record<string, (api: AdminApiClient, id: Id) => Promise<Row[]>>;
  /** The spec's Dutch fallbacks per operation (01 §8). */
  errors: { list: string; one?: string; create?: string; update?: string; delete?: string };
}

/** Filter values that mean "no filter" in the screens' selects. */
export function readFilterValue(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '' || value === 'all') return undefined;
  return String(value);
}

/** limit/offset from react-admin's page and perPage. */
export function toOffsetQuery(params: GetListParams): Query {
  const page = params.pagination?.page ?? 1;
  const perPage = params.pagination?.perPage ?? 20;
  return { limit: perPage, offset: (page - 1) * perPage };
}
