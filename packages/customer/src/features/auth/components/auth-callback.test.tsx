import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionBody } from '../../../testing/fake-auth-server';
import { renderWithApp } from '../../../testing/render-with-app';
import { AuthCallback } from './auth-callback';

function renderCallback(search: string) {
  return renderWithApp(<AuthCallback />, { path: `/auth/callback${search}`, route: '/auth/callback' });
}

describe('AuthCallback', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tells an unknown account how to get one, then returns to /login after 5 seconds', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderCallback(
      '?error=access_denied&error_code=signup_disabled&error_description=Signups+not+allowed+for+this+instance',
    );
    expect(screen.getByText('Inloggen mislukt')).toBeTruthy();
    expect(
      screen.getByText(
        'Onbekende inlog, vraag eenvoudig een account aan via info@caoscan.test en ga direct aan de slag!',
      ),
    ).toBeTruthy();
    expect(screen.getByText('U wordt automatisch doorgestuurd naar de login pagina...')).toBeTruthy();

    act(() => vi.advanceTimersByTime(4_900));
    expect(screen.queryByTestId('location')).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });

  it("shows the provider's description for other errors", () => {
    renderCallback('?error=server_error&error_description=De+provider+is+niet+bereikbaar');
    expect(screen.getByText('Inloggen mislukt')).toBeTruthy();
    expect(screen.getByText('De provider is niet bereikbaar')).toBeTruthy();
  });

  it("falls back to 'OAuth authenticatie geannuleerd of mislukt'", () => {
    renderCallback('?error=access_denied');
    expect(screen.getByText('OAuth authenticatie geannuleerd of mislukt')).toBeTruthy();
  });

  it('shows the processing state while the auth client finishes, then reports a missing session', async () => {
    renderCallback('');
    expect(screen.getByText('Inloggen...')).toBeTruthy();
    expect(screen.getByText('Uw Microsoft login wordt verwerkt')).toBeTruthy();
    expect(await screen.findByText('Geen geldige sessie gevonden na authenticatie')).toBeTruthy();
  });

  it('returns to the page the person started the sign-in from, on this site only', async () => {
    sessionStorage.setItem('caoscan.returnPath', '/credits');
    renderWithApp(<AuthCallback />, {
      path: '/auth/callback',
      route: '/auth/callback',
      storedSession: createSessionBody('lid@demo-uitzend.test'),
    });
    expect((await screen.findByTestId('location')).textContent).toBe('/credits');
    expect(sessionStorage.getItem('caoscan.returnPath')).toBeNull();
  });
});
