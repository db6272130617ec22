import type { Scan } from '@caoscan/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, filterScans } from './filter-scans';

function scan(id: string, name: string, extra: Partial<Scan> = {}): Scan {
  return {
    id,
    name,
    description: null,
    status: 'draft',
    current_step: 1,
    created_at: '2026-01-01T10:00:00Z',
    updated_at: '2026-01-01T10:00:00Z',
    user_id: 'u1',
    organization_id: 'o1',
    is_abu_cao: null,
    current_cao_name: null,
    current_cao_sector: null,
    current_cao_file_id: null,
    current_cao_filename: null,
    client_cao_name: null,
    client_cao_sector: null,
    client_cao_file_id: null,
    client_cao_filename: null,
    error_message: null,
    started_at: null,
    completed_at: null,
    created_by: null,
    is_owner: true,
    ...extra,
  };
}

const scans = [
  scan('a', 'Metaal', {
    status: 'completed',
    updated_at: '2026-03-01T00:00:00Z',
    created_at: '2026-01-03T00:00:00Z',
  }),
  scan('b', 'bouw', { description: 'Klant De Vries', updated_at: '2026-02-01T00:00:00Z' }),
  scan('c', 'Zorg', { is_owner: false, status: 'in_progress', updated_at: '2026-04-01T00:00:00Z' }),
];

const ids = (list: Scan[]) => list.map((s) => s.id);

describe('filterScans', () => {
  it('sorts by last update by default, by creation date or by name', () => {
    expect(ids(filterScans(scans, DEFAULT_FILTERS, false))).toEqual(['c', 'a', 'b']);
    expect(ids(filterScans(scans, { ...DEFAULT_FILTERS, sort: 'created_at' }, false))).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(ids(filterScans(scans, { ...DEFAULT_FILTERS, sort: 'name' }, false))).toEqual(['b', 'a', 'c']);
  });

  it('filters on status, search and ownership', () => {
    expect(ids(filterScans(scans, { ...DEFAULT_FILTERS, status: 'completed' }, false))).toEqual(['a']);
    expect(ids(filterScans(scans, { ...DEFAULT_FILTERS, search: 'de vries' }, false))).toEqual(['b']);
    expect(ids(filterScans(scans, { ...DEFAULT_FILTERS, ownership: 'mine' }, false))).toEqual(['a', 'b']);
  });

  it('shows only own scans when sharing is off, whatever the toggle says', () => {
    expect(ids(filterScans(scans, DEFAULT_FILTERS, true))).toEqual(['a', 'b']);
  });
});
