// @vitest-environment-options {"settings":{"fetch":{"disableSameOriginPolicy":true}}}
import { formatNumber } from '@caoscan/core';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminServices } from '../services';
import { startRealServer, type RealServer } from '../test/real-server';
import { renderAdmin } from '../test/render-admin';

/** The dashboard in the whole admin app, signed in against the real server. */
describe('Admin Dashboard', () => {
  let server: RealServer;
  let services: AdminServices;
  beforeAll(async () => {
    server = await startRealServer();
    // One sign-in per person: the auth API allows one code per address a minute.
    services = await server.adminServices('beheer@caoscan.test');
  }, 180_000);
  afterAll(async () => server?.stop());

  it('shows the three counters from GET /api/admin/analytics', async () => {
    // What the server counts.
    const analytics = await services.api.getAnalytics();
    renderAdmin('/admin', { services });
    expect(await screen.findByText('Welkom bij het Admin Dashboard')).toBeTruthy();
    const users = await screen.findByLabelText('Totaal Gebruikers');
    expect(analytics.users.total).toBeGreaterThan(0);
    // Zero until the answer is in; then the server's counts.
    await waitFor(() => expect(users.textContent).toBe(formatNumber(analytics.users.total)));
    expect(screen.getByLabelText('Totaal Organisaties').textContent).toBe(
      formatNumber(analytics.organizations.total),
    );
    expect(screen.getByLabelText('Openstaande Uitnodigingen').textContent).toBe(
      formatNumber(analytics.invitations.pending),
    );
    expect(screen.getByText('Recente Activiteit')).toBeTruthy();
    expect(await screen.findByText('Nieuwe Organisatie')).toBeTruthy();
  }, 60_000);

  it('shows support staff only the tiles that read, not the ones that change', async () => {
    renderAdmin('/admin', { services: await server.adminServices('support@caoscan.test') });
    expect(await screen.findByText('Gebruikersbeheer')).toBeTruthy();
    expect(screen.getByText('Systeem statistieken')).toBeTruthy();
    expect(screen.queryByText('Nieuwe Organisatie')).toBeNull();
    expect(screen.queryByText('Uitnodiging Versturen')).toBeNull();
  }, 60_000);

  // Rights withdrawn while the page is open: the guard let this person in (its profile was read
  // while they were an admin), the analytics call that follows is refused by the server.
  it('says the statistics failed and shows zero counts when analytics fail', async () => {
    const platform = services.api;
    const { users } = await platform.listUsers({ search: 'admin@demo-uitzend.test' });
    const { roles } = await platform.listAdminRoles();
    const assignment = {
      user_id: users.find((user) => user.email === 'admin@demo-uitzend.test')!.id,
      role_id: roles.find((role) => role.name === 'admin')!.id,
      organization_id: null,
    };
    await platform.assignRole(assignment);
    const browser = await server.adminBrowser('admin@demo-uitzend.test');
    expect((await browser.services.authProvider.getMe()).roles).toContain('admin');
    await platform.removeRole(assignment);

    renderAdmin('/admin', browser);
    expect(await screen.findByText(/^Fout bij laden statistieken: /)).toBeTruthy();
    expect(screen.getByLabelText('Totaal Organisaties').textContent).toBe('0');
    expect(screen.getByLabelText('Totaal Gebruikers').textContent).toBe('0');
    expect(screen.getByLabelText('Openstaande Uitnodigingen').textContent).toBe('0');
  }, 60_000);
});
