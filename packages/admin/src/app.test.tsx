import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeBackend, createMe } from './test/fake-backend';
import { renderAdmin } from './test/render-admin';
import { createAdminScan } from './test/admin-scan';

describe('admin app', () => {
  it('keeps a non-admin out before any admin data call', async () => {
    const backend = createFakeBackend({
      answers: { 'GET /api/auth/me': { body: createMe(['org_member'], 'lid@demo-uitzend.test') } },
    });
    renderAdmin('/admin/organizations', backend);
    expect(await screen.findByText('Admin Toegang Vereist')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terug naar App' })).toBeTruthy();
    expect(backend.requests).toEqual(['GET /api/auth/me']);
  });

  it('opens a scan at /admin/cao-scans/:scanId', async () => {
    const backend = createFakeBackend({
      answers: {
        'GET /api/auth/me': { body: createMe(['admin']) },
        'GET /api/admin/cao-scans/s1': { body: createAdminScan({ id: 's1', name: 'Scan Bouw vs ABU' }) },
      },
    });
    renderAdmin('/admin/cao-scans/s1', backend);
    expect(await screen.findByText('Scan Bouw vs ABU')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Scan details' })).toBeTruthy();
  });
});
