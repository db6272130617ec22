// @vitest-environment-options {"settings":{"fetch":{"disableSameOriginPolicy":true}}}
import { formatNumber } from '@caoscan/core';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeBackend, createMe } from '../test/fake-backend';
import { startRealServer, type RealServer } from '../test/real-server';
import { renderAdmin } from '../test/render-admin';

/** The dashboard in the whole admin app, signed in against the real server. */
describe('Admin Dashboard', () => {
  let server: RealServer;
  beforeAll(async () => {
    server = await startRealServer();
  }, 180_000);
  afterAll(async () => server?.stop());

  it('shows the three counters from GET /api/admin/analytics', async () => {
    const services = await server.adminServices('beheer@caoscan.test');
    // What the server counts (one sign-in per user: the auth API limits sign-in codes).
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

  // A failing analytics call cannot be provoked on a healthy real server: this one answer stays recorded.
  it('says the statistics failed and shows zero counts when analytics fail', async () => {
    const backend = createFakeBackend({ answers: { 'GET /api/auth/me': { body: createMe(['admin']) } } });
    renderAdmin('/admin', backend);
    expect(await screen.findByText('Fout bij laden statistieken: Niet gevonden')).toBeTruthy();
    expect(screen.getByLabelText('Totaal Organisaties').textContent).toBe('0');
    expect(screen.getByLabelText('Totaal Gebruikers').textContent).toBe('0');
    expect(screen.getByLabelText('Openstaande Uitnodigingen').textContent).toBe('0');
  });
});
