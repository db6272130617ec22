// @vitest-environment-options {"settings":{"fetch":{"disableSameOriginPolicy":true}}}
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminServices } from '../services';
import { startRealServer, type RealServer } from '../test/real-server';
import { renderAdmin } from '../test/render-admin';

/** The layout of the whole app, signed in as the platform admin against the real server. */
describe('admin layout', () => {
  let server: RealServer;
  let services: AdminServices;
  beforeAll(async () => {
    server = await startRealServer();
    // One sign-in for both cases: the auth API allows one code per address a minute.
    services = await server.adminServices('beheer@caoscan.test');
  }, 180_000);
  afterAll(async () => server?.stop());
  const adminBackend = () => ({ services });

  it('shows the sidebar entries with links under /admin and a logout button', async () => {
    renderAdmin('/admin', adminBackend());
    const sidebar = await screen.findByRole('menu');
    const links = ['Dashboard', 'Organisaties', 'Gebruikers', 'Alle scans', 'Rollen', 'Analytics'].map(
      (name) => within(sidebar).getByRole('menuitem', { name }),
    );
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/',
      '/admin/organizations',
      '/admin/users',
      '/admin/cao-scans',
      '/admin/roles',
      '/admin/analytics',
    ]);
    expect(within(sidebar).getByText('Cao Scans')).toBeTruthy();
    expect(within(sidebar).getByRole('menuitem', { name: 'Uitloggen' })).toBeTruthy();
  });

  it('shows the route title, the ADMIN badge and the way back to the app in the header', async () => {
    renderAdmin('/admin/roles', adminBackend());
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('heading', { name: 'Rollen Beheer' })).toBeTruthy();
    expect(within(header).getByText('ADMIN')).toBeTruthy();
    const back = within(header).getByRole('link', { name: 'Terug naar App' });
    expect(new URL(back.getAttribute('href') ?? '').pathname).toBe('/');
  });
});
