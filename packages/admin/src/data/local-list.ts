import type { GetListParams } from 'react-admin';

type Row = Record<string, unknown>;
export type RowFilter = (row: Row, filter: Record<string, unknown>) => boolean;

const collator = new Intl.Collator('nl-NL', { numeric: true, sensitivity: 'base' });

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** Case-insensitive "contains" over the given fields, for the free-text search box (q). */
export function matchesText(row: Row, query: unknown, fields: readonly string[]): boolean {
  if (typeof query !== 'string' || !query.trim()) return true;
  const needle = query.trim().toLowerCase();
  return fields.some((field) =>
    String(row[field] ?? '')
      .toLowerCase()
      .includes(needle),
  );
}

/**
 * Organisations and roles come from the API as whole lists (spec 01 §7: no paging), so search,
 * filters, sorting and paging happen here, in the shape react-admin expects.
 */
export function paginateLocally(rows: Row[], params: GetListParams, matches: RowFilter) {
  const filter = (params.filter ?? {}) as Record<string, unknown>;
  const filtered = rows.filter((row) => matches(row, filter));
  const { field, order } = params.sort ?? { field: '', order: 'ASC' };
  if (field) {
    const direction = order === 'DESC' ? -1 : 1;
    filtered.sort((a, b) => direction * compareValues(a[field], b[field]));
  }
  const page = params.pagination?.page ?? 1;
  const perPage = params.pagination?.perPage ?? filtered.length;
  const start = (page - 1) * perPage;
  return { data: filtered.slice(start, start + perPage), total: filtered.length };
}

/** Organisations: name or parent name (spec 01 §2), type, admin presence ('has_admin' | 'no_admin'). */
export const matchOrganization: RowFilter = (row, filter) => {
  if (!matchesText(row, filter.q, ['name', 'parent_name'])) return false;
  if (filter.type && filter.type !== 'all' && row.type !== filter.type) return false;
  const adminCount = Number(row.admin_count ?? 0);
  if (filter.admin === 'has_admin' && adminCount === 0) return false;
  if (filter.admin === 'no_admin' && adminCount > 0) return false;
  return true;
};

export const matchRole: RowFilter = (row, filter) => matchesText(row, filter.q, ['name', 'description']);

export const matchMember: RowFilter = (row, filter) => matchesText(row, filter.q, ['email']);
