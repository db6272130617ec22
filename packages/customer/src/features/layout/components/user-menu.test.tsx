import type { Session } from '@supabase/auth-js';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeAuthServer, createSessionBody } from '../../../testing/fake-auth-server';
import { renderWithApp } from '../../../testing/render-with-app';
import { UserMenu } from './user-menu';

const EMAIL = 'lid@demo-uitzend.test';
const session = {
  ...createSessionBody(EMAIL),
  expires_in: 7_199,
  expires_at: Date.UTC(2026, 10, 21, 19, 26) / 1000,
} as Session;

function renderMenu(fetch: typeof globalThis.fetch, isAdmin = false) {
  const handlers = { onSettings: vi.fn(), onAdminDashboard: vi.fn(), onSignOut: vi.fn() };
  renderWithApp(
    <UserMenu email={EMAIL} userId={session.user.id} session={session} isAdmin={isAdmin} {...handlers} />,
    { fetch, storedSession: createSessionBody(EMAIL) },
  );
  return handlers;
}

describe('UserMenu', () => {
  it('shows the initials and fetches the account details only when first opened', async () => {
    const server = createFakeAuthServer({
      '/auth/v1/user': {
        body: {
          ...session.user,
          created_at: '2026-01-05T09:00:00Z',
          last_sign_in_at: '2026-11-21T19:00:00Z',
        },
      },
    });
    const handlers = renderMenu(server.fetch);
    expect(screen.getByText('LI')).toBeTruthy();
    expect(server.requests.filter((r) => r.path === '/auth/v1/user')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: /^Gebruikersmenu/ }));
    expect(await screen.findByText('5 januari 2026 om 10:00')).toBeTruthy();
    expect(screen.getByText('21 november 2026 om 20:00')).toBeTruthy();
    expect(screen.getByText(session.user.id)).toBeTruthy();
    expect(screen.getByText('1 uur')).toBeTruthy();
    expect(screen.getByText('21 november 2026 om 20:26')).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Admin Dashboard' })).toBeNull();

    await userEvent.click(screen.getByRole('menuitem', { name: 'Instellingen' }));
    expect(handlers.onSettings).toHaveBeenCalledOnce();
  });

  it("says 'Failed to fetch user details' when the auth service fails, and offers admins the dashboard", async () => {
    const server = createFakeAuthServer({ '/auth/v1/user': { status: 500, body: { msg: 'boom' } } });
    renderMenu(server.fetch, true);
    await userEvent.click(screen.getByRole('button', { name: /^Gebruikersmenu/ }));
    expect(await screen.findByText('Failed to fetch user details')).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Admin Dashboard' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Uitloggen' })).toBeTruthy();
  });
});
