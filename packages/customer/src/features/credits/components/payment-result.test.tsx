import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render-with-app';
import { CreditBalanceChip } from './credit-balance-chip';
import { PaymentCancel, PaymentSuccess } from './payment-result';

const links = { creditsPath: '/credits', homePath: '/' };
const session = (payment_status: string, status: string) => ({
  body: {
    session_id: 'cs_1',
    payment_status,
    status,
    credits_quantity: 15,
    amount_total_cents: 58500,
    is_fulfilled: true,
  },
});

describe('payment pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows 'Betalingsfout' without a session id, never success", () => {
    renderWithApp(<PaymentSuccess sessionId={null} {...links} />);
    expect(screen.getByText('Betalingsfout')).toBeTruthy();
    expect(screen.getByText('No session ID provided')).toBeTruthy();
    expect(screen.queryByText('Betaling Succesvol!')).toBeNull();
  });

  it("shows 'Betaling Succesvol!' for a paid session, with links to credits and start", async () => {
    vi.stubGlobal(
      'fetch',
      createFakeApi({ 'GET /payments/session/cs_1': session('paid', 'complete') }).fetch,
    );
    renderWithApp(<PaymentSuccess sessionId="cs_1" {...links} />);
    expect(await screen.findByText('Betaling Succesvol!')).toBeTruthy();
    expect(screen.getByText(/15 credits zijn toegevoegd/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Naar Scan Credits' }).getAttribute('href')).toBe('/credits');
    expect(screen.getByRole('link', { name: 'Naar Start' }).getAttribute('href')).toBe('/');
  });

  it("shows 'Failed to fetch session data' under 'Betalingsfout' for an unknown session", async () => {
    vi.stubGlobal('fetch', createFakeApi({}).fetch);
    renderWithApp(<PaymentSuccess sessionId="cs_other" {...links} />);
    expect(await screen.findByText('Failed to fetch session data')).toBeTruthy();
    expect(screen.getByText('Betalingsfout')).toBeTruthy();
  });

  it('does not call an unpaid, ended session a success', async () => {
    vi.stubGlobal(
      'fetch',
      createFakeApi({ 'GET /payments/session/cs_1': session('unpaid', 'expired') }).fetch,
    );
    renderWithApp(<PaymentSuccess sessionId="cs_1" {...links} />);
    expect(await screen.findByText('Betalingsfout')).toBeTruthy();
    expect(screen.queryByText('Betaling Succesvol!')).toBeNull();
  });

  it("cancel says 'Betaling Geannuleerd' with a retry to /credits", () => {
    renderWithApp(<PaymentCancel {...links} />);
    expect(screen.getByText('Betaling Geannuleerd')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Opnieuw proberen' }).getAttribute('href')).toBe('/credits');
  });
});

describe('header balance', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("warns 'Laag saldo' below 5", async () => {
    vi.stubGlobal(
      'fetch',
      createFakeApi({
        'GET /credits/balance': { body: { current_balance: 4, total_purchased: 4, total_used: 0 } },
      }).fetch,
    );
    renderWithApp(<CreditBalanceChip />);
    expect((await screen.findByTestId('credit-balance')).textContent).toContain('4');
    expect(screen.getByText('Laag saldo')).toBeTruthy();
  });

  it("shows 'Error loading balance' with 'Try again', and the balance after a retry", async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      createFakeApi({
        'GET /credits/balance': () =>
          fail
            ? { status: 500, body: {} }
            : { body: { current_balance: 12, total_purchased: 12, total_used: 0 } },
      }).fetch,
    );
    renderWithApp(<CreditBalanceChip />);
    expect(await screen.findByText('Error loading balance')).toBeTruthy();
    expect(screen.getByRole('alert').getAttribute('title')).toBe('Failed to load credit balance');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('credit-balance')).textContent).toContain('12');
    expect(screen.queryByText('Laag saldo')).toBeNull();
  });
});
