import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../../../testing/fake-api';
import { createSessionBody } from '../../../testing/fake-auth-server';
import { renderWithApp } from '../../../testing/render-with-app';
import { InvitationsPage } from './invitations-page';

function me(role: string) {
  return {
    profile: {
      id: 'u1',
      email: 'admin@demo-uitzend.test',
      display_name: null,
      status: 'active',
      email_confirmed: true,
      organization_id: 'o1',
      organization_name: 'Demo Uitzendbureau',
      organization_type: 'client',
      created_at: '2026-01-01T00:00:00Z',
      last_sign_in_at: null,
      roles: [],
    },
    roles: [role],
    organization_id: 'o1',
  };
}

const invitation = (id: string, status: string, email: string) => ({
  id,
  email,
  role_name: 'org_member',
  organization_name: 'Demo Uitzendbureau',
  status,
  created_at: '2026-11-01T09:00:00Z',
  expires_at: '2026-11-08T09:00:00Z',
});

function fakeApi(role: string) {
  return createFakeApi({
    'GET /auth/me': { body: me(role) },
    'GET /statistics/invitations/stats': {
      body: { total_count: 12, pending_count: 5, accepted_count: 4, expired_count: 2, cancelled_count: 1 },
    },
    'GET /invitations/': {
      body: {
        invitations: [
          invitation('i1', 'pending', 'open@x.test'),
          invitation('i2', 'expired', 'laat@x.test'),
          invitation('i3', 'accepted', 'binnen@x.test'),
        ],
        pages: 2,
        total: 12,
      },
    },
    'GET /roles': {
      body: [
        { id: 'r-admin', name: 'admin', description: null, display_name: 'Admin' },
        { id: 'r-orgadmin', name: 'org_administrator', description: null, display_name: 'x' },
        { id: 'r-member', name: 'org_member', description: null, display_name: 'Member' },
      ],
    },
    'POST /invitations/': { status: 201, body: invitation('i9', 'pending', 'nieuw@x.test') },
  });
}

const render = () =>
  renderWithApp(<InvitationsPage />, { storedSession: createSessionBody('admin@demo-uitzend.test') });

describe('InvitationsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says 'Geen toegang' to a member", async () => {
    vi.stubGlobal('fetch', fakeApi('org_member').fetch);
    render();
    expect(await screen.findByText('Geen toegang')).toBeTruthy();
  });

  it('shows the tiles, badges, expiry in red and actions for pending invitations only', async () => {
    vi.stubGlobal('fetch', fakeApi('org_administrator').fetch);
    render();
    expect(await screen.findByText('open@x.test')).toBeTruthy();
    expect(screen.getByLabelText('Uitnodigingen verzonden').textContent).toBe('12');
    expect(screen.getByLabelText('Verlopen').textContent).toBe('2');
    const rows = screen.getAllByRole('row');
    const pending = rows.find((row) => row.textContent?.includes('open@x.test'))!;
    expect(within(pending).getByText('Uitnodiging verzonden')).toBeTruthy();
    expect(within(pending).getByRole('button', { name: 'Opnieuw verzenden' })).toBeTruthy();
    const expired = rows.find((row) => row.textContent?.includes('laat@x.test'))!;
    expect(within(expired).getByText(/^Verlopen op /)).toBeTruthy();
    expect(within(expired).queryByRole('button')).toBeNull();
    expect(screen.getByRole('navigation')).toBeTruthy(); // two pages
  });

  it('invites with the default role org_member and never offers admin to an org admin', async () => {
    const api = fakeApi('org_administrator');
    vi.stubGlobal('fetch', api.fetch);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Gebruiker uitnodigen' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/E-mailadres/), ' Nieuw@X.test ');
    await userEvent.click(within(dialog).getByRole('combobox'));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Organisatie Admin', 'Lid']);
    await userEvent.click(screen.getByRole('option', { name: 'Lid' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uitnodiging versturen' }));
    expect(await screen.findByText('Uitnodiging verzonden naar nieuw@x.test.')).toBeTruthy();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      email: 'nieuw@x.test',
      role_id: 'r-member',
      organization_id: 'o1',
    });
  });
});
