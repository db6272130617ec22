import type { Scan } from '@caoscan/core';

/** A scan as the API returns it; `status` decides the stored step (4 when completed). */
export function createScanFixture(status: Scan['status'], extra: Partial<Scan> = {}): Scan {
  return {
    id: 'scan-1',
    name: 'Vergelijking',
    description: null,
    status,
    current_step: status === 'completed' ? 4 : 2,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    user_id: 'u1',
    organization_id: 'o1',
    is_abu_cao: true,
    current_cao_name: null,
    current_cao_sector: null,
    current_cao_file_id: null,
    current_cao_filename: null,
    client_cao_name: 'Metalektro',
    client_cao_sector: 'Metaal',
    client_cao_file_id: 'file-1',
    client_cao_filename: 'metalektro.pdf',
    error_message: null,
    started_at: null,
    completed_at: null,
    created_by: null,
    is_owner: true,
    ...extra,
  };
}
