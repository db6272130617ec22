import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRICING_ANSWER, createFakeApi } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render-with-app';
import { CreditsPage } from './credits-page';
import { MissingBillingNotice } from './missing-billing-notice';

const HISTORY = {
  total_count: 1,
  transactions: [
    {
      id: 't1',
      transaction_type: 'purchase',
      credits_amount: 15,
      balance_after: 18,
      description: 'Aankoop van 15 credits',
      scan_id: null,
      created_at: '2026-11-20T10:00:00.000Z',
    },
  ],
};

function answers(overrides: Parameters<typeof createFakeApi>[0] = {}) {
  return createFakeApi({
    'GET /credits/balance': { body: { current_balance: 18, total_purchased: 20, total_used: 2 } },
    'GET /credits/history': { body: HISTORY },
    'GET /payments/pricing': PRICING_ANSWER,
    'GET /payments/config': { body: { publishable_key: null, provider: 'local' } },
    'POST /payments/create-checkout-session': {
      body: { session_id: 'cs_1', url: '/api/payments/local-checkout/cs_1' },
    },
    ...overrides,
  });
}

describe('CreditsPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("says 'Geen toegang' without the permission to view credits", () => {
    renderWithApp(
      <CreditsPage canViewCredits={false} billing={{ isComplete: true }} onGoToBilling={() => {}} />,
    );
    expect(screen.getByText('Geen toegang')).toBeTruthy();
    expect(screen.queryByText('Scan Credits')).toBeNull();
  });

  it('shows the balance, how credits work, the tiers with savings and excl. VAT, and the transactions', async () => {
    vi.stubGlobal('fetch', answers().fetch);
    renderWithApp(<CreditsPage canViewCredits billing={{ isComplete: true }} onGoToBilling={() => {}} />);
    expect((await screen.findByTestId('credits-page-balance')).textContent).toBe('18');
    expect(screen.getByText('Hoe Credits Werken')).toBeTruthy();
    expect(await screen.findByText('Starter')).toBeTruthy();
    expect(screen.getByText('Professioneel')).toBeTruthy();
    expect(screen.getByText('Enterprise')).toBeTruthy();
    expect(screen.getByText('20% besparing')).toBeTruthy();
    expect(screen.getByText('41% besparing')).toBeTruthy();
    expect(screen.getByText('25 - ∞ credits')).toBeTruthy();
    expect(screen.getByText(/€\s40,49\s+excl\. BTW/)).toBeTruthy();
    expect(await screen.findByText('Aankoop van 15 credits')).toBeTruthy();
    expect(screen.getByText('+15')).toBeTruthy();
  });

  it('asks for 10 transactions and offers a retry when they cannot be loaded', async () => {
    let fail = true;
    const api = answers({
      'GET /credits/history': () => (fail ? { status: 500, body: { detail: 'kapot' } } : { body: HISTORY }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderWithApp(<CreditsPage canViewCredits billing={{ isComplete: true }} onGoToBilling={() => {}} />);
    expect(await screen.findByText(/Kon kredietgeschiedenis niet laden/)).toBeTruthy();
    expect(api.requests.find((r) => r.path === '/credits/history')?.query.get('limit')).toBe('10');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('Aankoop van 15 credits')).toBeTruthy();
  });

  it('buys: quick picks, live total, an invalid number falls back to 1, then off to the payment page', async () => {
    const api = answers();
    vi.stubGlobal('fetch', api.fetch);
    const redirect = vi.fn();
    renderWithApp(
      <CreditsPage
        canViewCredits
        billing={{ isComplete: true }}
        onGoToBilling={() => {}}
        redirect={redirect}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Credits Kopen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credits Kopen' });
    expect(dialog).toBeTruthy();
    await userEvent.click(await screen.findByText('50 credits'));
    expect(screen.getByTestId('buy-total').textContent).toMatch(/1\.450,00/);
    const input = screen.getByLabelText(/Aantal credits/);
    await userEvent.clear(input);
    await userEvent.type(input, '-3');
    await userEvent.tab();
    expect((input as HTMLInputElement).value).toBe('1');
    expect(screen.getByTestId('buy-total').textContent).toMatch(/49,00/);
    await userEvent.click(screen.getByText('15 credits'));
    expect(screen.getByTestId('buy-total').textContent).toMatch(/585,00/);
    await userEvent.click(screen.getByRole('button', { name: 'Afrekenen' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/api/payments/local-checkout/cs_1'));
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ credits_quantity: 15 });
  }, 60_000);

  it('shows the missing-billing notice instead of the dialog when billing details are incomplete', async () => {
    vi.stubGlobal('fetch', answers().fetch);
    renderWithApp(<CreditsPage canViewCredits billing={{ isComplete: false }} onGoToBilling={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Credits Kopen' }));
    expect(screen.getByText('Bedrijfsgegevens ontbreken')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the notice too when the server refuses for missing billing details', async () => {
    vi.stubGlobal(
      'fetch',
      answers({
        'POST /payments/create-checkout-session': {
          status: 400,
          body: { detail: 'Vul eerst de bedrijfsgegevens volledig in', code: 'billing_incomplete' },
        },
      }).fetch,
    );
    renderWithApp(<CreditsPage canViewCredits billing={{ isComplete: null }} onGoToBilling={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Credits Kopen' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Afrekenen' }));
    expect(await screen.findByText('Bedrijfsgegevens ontbreken')).toBeTruthy();
  });

  it("says 'Kon betalingssessie niet aanmaken' when the session cannot be created", async () => {
    vi.stubGlobal(
      'fetch',
      answers({
        'POST /payments/create-checkout-session': { status: 503, body: { detail: 'Niet ingesteld.' } },
      }).fetch,
    );
    renderWithApp(<CreditsPage canViewCredits billing={{ isComplete: true }} onGoToBilling={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Credits Kopen' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Afrekenen' }));
    expect(await screen.findByText('Kon betalingssessie niet aanmaken: Niet ingesteld.')).toBeTruthy();
  });

  it("says 'Kon betalingssysteem niet initialiseren' when config or pricing fail", async () => {
    vi.stubGlobal('fetch', answers({ 'GET /payments/config': { status: 500, body: {} } }).fetch);
    renderWithApp(<CreditsPage canViewCredits billing={{ isComplete: true }} onGoToBilling={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Credits Kopen' }));
    expect(await screen.findByText('Kon betalingssysteem niet initialiseren')).toBeTruthy();
  });
});

describe('MissingBillingNotice', () => {
  it('sends the user to Configuratie after 5 seconds', () => {
    vi.useFakeTimers();
    const goToBilling = vi.fn();
    renderWithApp(<MissingBillingNotice onGoToBilling={goToBilling} />);
    act(() => vi.advanceTimersByTime(4999));
    expect(goToBilling).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(goToBilling).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
