import type { AdminScan } from '@caoscan/core';

/** A whole admin scan as the server sends it (core's AdminScanSchema parses every answer). */
export function createAdminScan(overrides: Partial<AdminScan> = {}): AdminScan {
  return {
    id: 's1',
    name: 'Scan Bouw vs ABU',
    description: null,
    status: 'completed',
    current_step: 4,
    created_at: '2026-01-02T10:00:00.000Z',
    updated_at: '2026-01-02T10:05:00.000Z',
    user_id: 'u1',
    organization_id: 'o1',
    organization_name: 'Demo Uitzendbureau',
    is_abu_cao: true,
    current_cao_name: null,
    current_cao_sector: null,
    current_cao_file_id: null,
    current_cao_filename: null,
    client_cao_name: 'Cao Bouw',
    client_cao_sector: 'Bouw',
    client_cao_file_id: 'f1',
    client_cao_filename: 'bouw.pdf',
    error_message: null,
    started_at: '2026-01-02T10:01:00.000Z',
    completed_at: '2026-01-02T10:05:00.000Z',
    created_by: {
      id: 'u1',
      email: 'lid@demo-uitzend.test',
      display_name: 'Lars Lid',
      displayName: 'Lars Lid',
    },
    is_owner: false,
    ...overrides,
  };
}
