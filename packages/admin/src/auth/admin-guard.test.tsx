// @vitest-environment-options {"settings":{"fetch":{"disableSameOriginPolicy":true}}}
import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminServices } from '../services';
import { startRealServer, type RealServer } from '../test/real-server';
import { AdminGuard } from './admin-guard';

function renderGuard(services: AdminServices, onSignedOut = vi.fn()) {
  render(
    <AdminGuard authProvider={services.authProvider} onSignedOut={onSignedOut}>
      <p>Beheeromgeving</p>
    </AdminGuard>,
  );
  return onSignedOut;
}

/** The guard against the real server (one sign-in per person: the auth API limits sign-in codes). */
describe('AdminGuard', () => {
  let server: RealServer;
  beforeAll(async () => {
    server = await startRealServer();
  }, 180_000);
  afterAll(async () => server?.stop());

  it('shows the check while it asks who the user is, then lets an admin in', async () => {
    const { services } = await server.adminBrowser('beheer@caoscan.test');
    renderGuard(services);
    expect(screen.getByText('Admin toegang controleren...')).toBeTruthy();
    expect(await screen.findByText('Beheeromgeving')).toBeTruthy();
  });

  it('tells a non-admin that admin rights are needed and offers the way back', async () => {
    const browser = await server.adminBrowser('lid@demo-uitzend.test');
    renderGuard(browser.services);
    expect(await screen.findByText('Admin Toegang Vereist')).toBeTruthy();
    expect(
      screen.getByText('Alleen gebruikers met beheerdersrechten kunnen deze sectie bekijken.'),
    ).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Terug naar App' });
    expect(new URL(back.getAttribute('href') ?? '').pathname).toBe('/');
    expect(screen.queryByText('Beheeromgeving')).toBeNull();
    // Only the profile was asked for: no admin data call for a non-admin.
    expect(browser.requests).toContain('GET /api/auth/me');
    expect(browser.requests.filter((request) => request.includes('/api/admin'))).toEqual([]);
  });

  it('says the check failed and offers a retry when the profile cannot be loaded', async () => {
    // Signed in, but the API does not answer (nothing listens where the app looks for it).
    const { services } = await server.adminBrowser('admin@demo-uitzend.test', {
      apiBaseUrl: 'http://127.0.0.1:9/api',
    });
    renderGuard(services);
    expect(await screen.findByText('Toegang Verificatie Mislukt')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Opnieuw Proberen' })).toBeTruthy();
  });

  it('sends a visitor without a session to the login page', async () => {
    const browser = await server.adminBrowser(null);
    const onSignedOut = renderGuard(browser.services);
    await vi.waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Admin toegang controleren...')).toBeTruthy();
    expect(browser.requests).toEqual([]);
  });

  it('signs out and goes to login when the API no longer accepts the session', async () => {
    const browser = await server.adminBrowser('support@caoscan.test', { isSessionRevoked: true });
    const onSignedOut = renderGuard(browser.services);
    await vi.waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(1));
    expect(browser.requests).toContain('GET /api/auth/me');
    expect(browser.memory.size).toBe(0);
  });
});
