// @vitest-environment-options {"settings":{"fetch":{"disableSameOriginPolicy":true}}}
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealServer, type RealServer } from './test/real-server';
import { renderAdmin } from './test/render-admin';

/** The whole admin app against the real server (one sign-in per person: the auth API limits codes). */
describe('admin app', () => {
  let server: RealServer;
  beforeAll(async () => {
    server = await startRealServer();
  }, 180_000);
  afterAll(async () => server?.stop());

  it('keeps a non-admin out before any admin data call', async () => {
    const browser = await server.adminBrowser('admin@demo-uitzend.test');
    renderAdmin('/admin/organizations', browser);
    expect(await screen.findByText('Admin Toegang Vereist')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terug naar App' })).toBeTruthy();
    expect(browser.requests.filter((request) => request.startsWith('GET /api/'))).toEqual([
      'GET /api/auth/me',
    ]);
    expect(browser.requests.filter((request) => request.includes('/api/admin'))).toEqual([]);
  });

  it('opens a scan at /admin/cao-scans/:scanId', async () => {
    // A draft is enough: the detail page shows any scan.
    const member = await server.signIn('lid@demo-uitzend.test');
    const scan = await member.createScan({ name: 'Scan Bouw vs ABU' });
    renderAdmin(`/admin/cao-scans/${scan.id}`, await server.adminBrowser('beheer@caoscan.test'));
    expect(await screen.findByRole('heading', { name: scan.name })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Scan details' })).toBeTruthy();
  }, 60_000);
});
