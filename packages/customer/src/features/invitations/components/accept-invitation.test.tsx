import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../../../testing/fake-api';
import { createSessionBody } from '../../../testing/fake-auth-server';
import { renderWithApp } from '../../../testing/render-with-app';
import { AcceptInvitation } from './accept-invitation';

const EMAIL = 'nieuw@demo-uitzend.test';
const VALID = {
  is_valid: true,
  error_message: null,
  email: EMAIL,
  organization_name: 'Demo Uitzendbureau',
  role_name: 'org_member',
  expires_at: '2026-12-02T09:30:00Z',
};

function renderScreen(token: string | null, options: { signedIn?: boolean } = {}) {
  return renderWithApp(
    <AcceptInvitation token={token} renderSignIn={(email) => <p>Aanmelden als {email}</p>} />,
    {
      route: '/accept-invitation',
      path: '/accept-invitation',
      ...(options.signedIn ? { storedSession: createSessionBody(EMAIL) } : {}),
    },
  );
}

describe('AcceptInvitation', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says there is no token, with the footer', () => {
    renderScreen(null);
    expect(screen.getByText('Geen geldige uitnodigingstoken gevonden.')).toBeTruthy();
    expect(screen.getByText('Problemen met de uitnodiging? Neem contact op met de beheerder.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Naar inlogpagina' }).getAttribute('href')).toBe('/login');
  });

  it('verifies, then shows the invitation with its Dutch expiry and the sign-in choices', async () => {
    const api = createFakeApi({ 'GET /invitations/verify/abc': { body: VALID } });
    vi.stubGlobal('fetch', api.fetch);
    renderScreen('abc');
    expect(screen.getByText('Uitnodiging verifiëren...')).toBeTruthy();
    expect(await screen.findByText('U bent uitgenodigd!')).toBeTruthy();
    expect(screen.getByText('Demo Uitzendbureau')).toBeTruthy();
    expect(screen.getByText('Lid')).toBeTruthy();
    expect(screen.getByText('Verloopt op')).toBeTruthy();
    expect(screen.getByText('2 december 2026 om 10:30')).toBeTruthy();
    expect(screen.getByText(`Aanmelden als ${EMAIL}`)).toBeTruthy();
    expect(api.requests.some((r) => r.path.includes('accept'))).toBe(false);
  });

  it("shows 'Uitnodiging niet geldig' with the reason for a used or unknown link", async () => {
    vi.stubGlobal(
      'fetch',
      createFakeApi({
        'GET /invitations/verify/oud': {
          body: { ...VALID, is_valid: false, error_message: 'Deze uitnodiging is al gebruikt.', email: null },
        },
      }).fetch,
    );
    renderScreen('oud');
    expect(await screen.findByText('Uitnodiging niet geldig')).toBeTruthy();
    expect(screen.getByText('Deze uitnodiging is niet geldig of verlopen.')).toBeTruthy();
    expect(screen.getByText('Deze uitnodiging is al gebruikt.')).toBeTruthy();
  });

  it('accepts by itself once signed in, welcomes and goes to the dashboard after 3 seconds', async () => {
    const api = createFakeApi({
      'GET /invitations/verify/abc': { body: VALID },
      'POST /invitations/accept-invitation': {
        body: {
          success: true,
          organization_id: 'o1',
          organization_name: 'Demo Uitzendbureau',
          role_name: 'org_member',
        },
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderScreen('abc', { signedIn: true });
    expect(await screen.findByText('Welkom!')).toBeTruthy();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ token: 'abc' });
    expect(screen.queryByTestId('location')).toBeNull();
    expect((await screen.findByTestId('location', {}, { timeout: 4500 })).textContent).toBe('/');
  });

  it("shows the server's reason when acceptance is refused", async () => {
    vi.stubGlobal(
      'fetch',
      createFakeApi({
        'GET /invitations/verify/abc': { body: VALID },
        'POST /invitations/accept-invitation': {
          status: 403,
          body: { detail: 'Deze uitnodiging is voor een ander e-mailadres.' },
        },
      }).fetch,
    );
    renderScreen('abc', { signedIn: true });
    expect(await screen.findByText('Deze uitnodiging is voor een ander e-mailadres.')).toBeTruthy();
    expect(screen.getByText('Uitnodiging niet geldig')).toBeTruthy();
  });
});
