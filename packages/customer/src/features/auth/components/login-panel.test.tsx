import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeAuthServer } from '../../../testing/fake-auth-server';
import { renderWithApp } from '../../../testing/render-with-app';
import { LoginPanel } from './login-panel';

function renderLogin(fetch: typeof globalThis.fetch) {
  return renderWithApp(<LoginPanel />, { path: '/login', route: '/login', fetch });
}

describe('LoginPanel', () => {
  it('offers Microsoft, Google and e-mail, with submit disabled while the address is empty', () => {
    renderLogin(createFakeAuthServer({}).fetch);
    expect(screen.getByRole('heading', { name: 'Login bij CAO Scan' })).toBeTruthy();
    expect(screen.getByText('Kies uw gewenste login methode')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Inloggen met Microsoft' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Inloggen met Google' })).toBeTruthy();
    expect(screen.getByText('of')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stuur inlogcode' })).toHaveProperty('disabled', true);
  });

  it('tells an unknown address how to request an account', async () => {
    const server = createFakeAuthServer({
      '/auth/v1/otp': { status: 422, body: { code: 'otp_disabled', msg: 'Signups not allowed for otp' } },
    });
    renderLogin(server.fetch);
    await userEvent.type(screen.getByLabelText(/E-mailadres/), 'onbekend@example.nl');
    await userEvent.click(screen.getByRole('button', { name: 'Stuur inlogcode' }));
    expect(
      await screen.findByText(
        'Onbekende inlog, vraag eenvoudig een account aan via info@caoscan.test en ga direct aan de slag!',
      ),
    ).toBeTruthy();
  });

  it('moves to the code step once the code is sent', async () => {
    const server = createFakeAuthServer({ '/auth/v1/otp': { body: {} } });
    renderLogin(server.fetch);
    await userEvent.type(screen.getByLabelText(/E-mailadres/), 'lid@demo-uitzend.test');
    await userEvent.click(screen.getByRole('button', { name: 'Stuur inlogcode' }));
    expect(await screen.findByRole('heading', { name: 'Enter Verification Code' })).toBeTruthy();
    expect(screen.getByText('lid@demo-uitzend.test')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '← Back to login' }));
    expect(screen.getByLabelText(/E-mailadres/)).toHaveProperty('value', 'lid@demo-uitzend.test');
  });

  it('goes to the code step with the remaining wait when a code was sent less than a minute ago, from this tab or not', async () => {
    // This panel never sent a code (as in another tab, or before a reload): the 429 is all it knows.
    const server = createFakeAuthServer({
      '/auth/v1/otp': {
        status: 429,
        body: {
          code: 'over_email_send_rate_limit',
          msg: 'For security purposes, you can only request this after 24 seconds.',
        },
      },
    });
    renderLogin(server.fetch);
    await userEvent.type(screen.getByLabelText(/E-mailadres/), 'lid@demo-uitzend.test');
    await userEvent.click(screen.getByRole('button', { name: 'Stuur inlogcode' }));
    expect(await screen.findByRole('heading', { name: 'Enter Verification Code' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'Er is minder dan een minuut geleden al een inlogcode naar dit adres gestuurd. Die code blijft geldig: vul hem hieronder in. Een nieuwe code kunt u over 24 seconden aanvragen.',
    );
    expect(screen.getByRole('button', { name: /^Resend code/ }).textContent).toBe('Resend code in 24s');
    expect(screen.queryByText(/For security purposes/)).toBeNull();
  });

  it("says in Dutch that the auth service cannot be reached instead of 'Failed to fetch'", async () => {
    renderLogin(async () => {
      throw new TypeError('Failed to fetch');
    });
    await userEvent.type(screen.getByLabelText(/E-mailadres/), 'lid@demo-uitzend.test');
    await userEvent.click(screen.getByRole('button', { name: 'Stuur inlogcode' }));
    expect(await screen.findByText(/De inlogdienst is niet bereikbaar/)).toBeTruthy();
    expect(screen.queryByText('Failed to fetch')).toBeNull();
  });
});
