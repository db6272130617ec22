import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeBackend, createMe } from '../test/fake-backend';
import { AdminGuard } from './admin-guard';

function renderGuard(backend: ReturnType<typeof createFakeBackend>, onSignedOut = vi.fn()) {
  render(
    <AdminGuard authProvider={backend.services.authProvider} onSignedOut={onSignedOut}>
      <p>Beheeromgeving</p>
    </AdminGuard>,
  );
  return onSignedOut;
}

describe('AdminGuard', () => {
  it('shows the check while it asks who the user is, then lets an admin in', async () => {
    const backend = createFakeBackend({ answers: { 'GET /api/auth/me': { body: createMe(['admin']) } } });
    renderGuard(backend);
    expect(screen.getByText('Admin toegang controleren...')).toBeTruthy();
    expect(await screen.findByText('Beheeromgeving')).toBeTruthy();
  });

  it('tells a non-admin that admin rights are needed and offers the way back', async () => {
    const backend = createFakeBackend({
      answers: { 'GET /api/auth/me': { body: createMe(['org_member'], 'lid@demo-uitzend.test') } },
    });
    renderGuard(backend);
    expect(await screen.findByText('Admin Toegang Vereist')).toBeTruthy();
    expect(
      screen.getByText('Alleen gebruikers met beheerdersrechten kunnen deze sectie bekijken.'),
    ).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Terug naar App' });
    expect(new URL(back.getAttribute('href') ?? '').pathname).toBe('/');
    expect(screen.queryByText('Beheeromgeving')).toBeNull();
    // Only the profile was asked for: no admin data call for a non-admin.
    expect(backend.requests.filter((request) => request.includes('/api/admin'))).toEqual([]);
  });

  it('says the check failed and offers a retry when the profile cannot be loaded', async () => {
    const backend = createFakeBackend({ answers: { 'GET /api/auth/me': { status: 500, body: {} } } });
    renderGuard(backend);
    expect(await screen.findByText('Toegang Verificatie Mislukt')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Opnieuw Proberen' })).toBeTruthy();
  });

  it('sends a visitor without a session to the login page', async () => {
    const backend = createFakeBackend({ session: null });
    const onSignedOut = renderGuard(backend);
    await vi.waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Admin toegang controleren...')).toBeTruthy();
    expect(backend.requests).toEqual([]);
  });

  it('signs out and goes to login when the API no longer accepts the session', async () => {
    const backend = createFakeBackend({
      answers: {
        'GET /api/auth/me': { status: 401, body: { detail: 'Sessie verlopen' } },
        'POST /auth/v1/logout': { status: 204 },
      },
    });
    const onSignedOut = renderGuard(backend);
    await vi.waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(1));
    expect(backend.memory.size).toBe(0);
  });
});
