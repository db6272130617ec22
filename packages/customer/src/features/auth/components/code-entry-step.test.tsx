import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeAuthServer, createSessionBody } from '../../../testing/fake-auth-server';
import { renderWithApp } from '../../../testing/render-with-app';
import { CodeEntryStep } from './code-entry-step';

const EMAIL = 'lid@demo-uitzend.test';

function renderStep(fetch?: typeof globalThis.fetch, from?: string) {
  return renderWithApp(<CodeEntryStep email={EMAIL} onBack={() => {}} />, {
    path: { pathname: '/login', state: from ? { from: { pathname: from } } : null },
    route: '/login',
    ...(fetch ? { fetch } : {}),
  });
}

describe('CodeEntryStep', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps only digits and at most six of them', async () => {
    renderStep();
    const input = screen.getByLabelText('Verification code');
    await userEvent.type(input, 'a1b2-c3 d4e5f6g7');
    expect(input).toHaveProperty('value', '123456');
    fireEvent.change(input, { target: { value: '98 76 54 32' } });
    expect(input).toHaveProperty('value', '987654');
  });

  it('asks for six digits when the code is shorter', async () => {
    renderStep();
    await userEvent.type(screen.getByLabelText('Verification code'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Please enter a 6-digit code')).toBeTruthy();
  });

  it('counts down 60 seconds before a resend, and again after one', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const server = createFakeAuthServer({ '/auth/v1/otp': { body: {} } });
    renderStep(server.fetch);
    const resend = () => screen.getByRole('button', { name: /^Resend code/ });

    expect(resend().textContent).toBe('Resend code in 60s');
    expect(resend()).toHaveProperty('disabled', true);
    act(() => vi.advanceTimersByTime(1000));
    expect(resend().textContent).toBe('Resend code in 59s');
    act(() => vi.advanceTimersByTime(59_000));
    expect(resend().textContent).toBe('Resend code');
    expect(resend()).toHaveProperty('disabled', false);

    fireEvent.click(resend());
    expect(await screen.findByText('Resend code in 60s')).toBeTruthy();
    const otp = server.requests.find((request) => request.path === '/auth/v1/otp');
    expect(otp?.body).toMatchObject({ email: EMAIL, create_user: false });
  });

  it("says 'Failed to resend code' when the resend fails", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const server = createFakeAuthServer({ '/auth/v1/otp': { status: 500, body: { msg: 'boom' } } });
    renderStep(server.fetch);
    act(() => vi.advanceTimersByTime(60_000));
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Failed to resend code')).toBeTruthy();
  });

  it("says 'Invalid code' when the auth service refuses the code", async () => {
    const server = createFakeAuthServer({
      '/auth/v1/verify': {
        status: 403,
        body: { code: 'otp_expired', msg: 'Token has expired or is invalid' },
      },
    });
    renderStep(server.fetch);
    await userEvent.type(screen.getByLabelText('Verification code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Invalid code')).toBeTruthy();
  });

  it('signs in and returns to the route the user came from', async () => {
    const server = createFakeAuthServer({ '/auth/v1/verify': { body: createSessionBody(EMAIL) } });
    renderStep(server.fetch, '/credits');
    await userEvent.type(screen.getByLabelText('Verification code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/credits');
    expect(server.requests.find((r) => r.path === '/auth/v1/verify')?.body).toMatchObject({
      email: EMAIL,
      token: '654321',
      type: 'email',
    });
  });

  it('hands a successful sign-in to a custom callback instead of redirecting', async () => {
    const server = createFakeAuthServer({ '/auth/v1/verify': { body: createSessionBody(EMAIL) } });
    const onSuccess = vi.fn();
    renderWithApp(<CodeEntryStep email={EMAIL} onBack={() => {}} onSuccess={onSuccess} />, {
      path: '/accept-invitation',
      route: '/accept-invitation',
      fetch: server.fetch,
    });
    await userEvent.type(screen.getByLabelText('Verification code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('restarts the countdown from what the server says is left when a resend comes too soon', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const server = createFakeAuthServer({
      '/auth/v1/otp': {
        status: 429,
        body: {
          code: 'over_email_send_rate_limit',
          msg: 'For security purposes, you can only request this after 12 seconds.',
        },
      },
    });
    renderStep(server.fetch);
    act(() => vi.advanceTimersByTime(60_000));
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Resend code in 12s')).toBeTruthy();
    expect(screen.getByText(/Die code blijft geldig/)).toBeTruthy();
    expect(screen.getByText('Een nieuwe code kunt u over 12 seconden aanvragen.')).toBeTruthy();
    expect(screen.queryByText('Failed to resend code')).toBeNull();
    act(() => vi.advanceTimersByTime(11_000));
    expect(screen.getByText('Een nieuwe code kunt u over 1 seconde aanvragen.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText('U kunt nu ook een nieuwe code aanvragen.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend code' })).toHaveProperty('disabled', false);
  });

  it('returns to the back-office with a full page load when the login page was opened from /admin', async () => {
    const assign = vi.fn();
    const original = window.location.assign;
    Object.defineProperty(window.location, 'assign', { value: assign, configurable: true });
    try {
      const server = createFakeAuthServer({ '/auth/v1/verify': { body: createSessionBody(EMAIL) } });
      renderWithApp(<CodeEntryStep email={EMAIL} onBack={() => {}} />, {
        path: { pathname: '/login', search: '?next=%2Fadmin' },
        route: '/login',
        fetch: server.fetch,
      });
      await userEvent.type(screen.getByLabelText('Verification code'), '654321');
      await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
      await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/admin'));
    } finally {
      Object.defineProperty(window.location, 'assign', { value: original, configurable: true });
    }
  });

  it('ignores a ?next= that leaves the site', async () => {
    const server = createFakeAuthServer({ '/auth/v1/verify': { body: createSessionBody(EMAIL) } });
    renderWithApp(<CodeEntryStep email={EMAIL} onBack={() => {}} />, {
      path: { pathname: '/login', search: '?next=https%3A%2F%2Fevil.example%2F' },
      route: '/login',
      fetch: server.fetch,
    });
    await userEvent.type(screen.getByLabelText('Verification code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/');
  });
});
