import type { Scan } from '@caoscan/core';

export const STATUS_FILTERS = ['all', 'draft', 'in_progress', 'completed'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export const SORT_KEYS = ['updated_at', 'created_at', 'name'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type OwnershipFilter = 'all' | 'mine';

export interface ScanFilters {
  search: string;
  status: StatusFilter;
  sort: SortKey;
  ownership: OwnershipFilter;
}

export const DEFAULT_FILTERS: ScanFilters = {
  search: '',
  status: 'all',
  sort: 'updated_at',
  ownership: 'all',
};

/** Dates newest first, names A–Z (Dutch collation). */
function compareScans(a: Scan, b: Scan, sort: SortKey): number {
  if (sort === 'name') return a.name.localeCompare(b.name, 'nl', { sensitivity: 'base' });
  return Date.parse(b[sort]) - Date.parse(a[sort]);
}

/**
 * The overview's list. `onlyOwn` forces 'mine' (sharing off, or its setting unknown), whatever
 * the toggle says. Search looks at name and description.
 */
export function filterScans(scans: readonly Scan[], filters: ScanFilters, onlyOwn: boolean): Scan[] {
  const needle = filters.search.trim().toLowerCase();
  const ownOnly = onlyOwn || filters.ownership === 'mine';
  return scans
    .filter((scan) => !ownOnly || scan.is_owner)
    .filter((scan) => filters.status === 'all' || scan.status === filters.status)
    .filter(
      (scan) =>
        !needle ||
        scan.name.toLowerCase().includes(needle) ||
        (scan.description ?? '').toLowerCase().includes(needle),
    )
    .sort((a, b) => compareScans(a, b, filters.sort));
}
