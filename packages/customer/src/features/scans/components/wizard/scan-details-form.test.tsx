import type { ScanCreate } from '@caoscan/core';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../testing/render-with-app';
import type { CreditInfo } from './credit-notice';
import { ScanDetailsForm } from './scan-details-form';

function renderForm(credits: CreditInfo = { balance: 12, isLoading: false }) {
  const submitted: ScanCreate[] = [];
  renderWithApp(
    <ScanDetailsForm
      credits={credits}
      isSubmitting={false}
      submitError={null}
      onSubmit={(values) => submitted.push(values)}
    />,
  );
  return submitted;
}

const nameInput = () => screen.getByLabelText(/Scan naam/);
const descriptionInput = () => screen.getByLabelText('Beschrijving');
const next = () => screen.getByRole('button', { name: 'Volgende' });

describe('ScanDetailsForm (wizard step 1)', () => {
  it('keeps Volgende disabled while the name is empty', async () => {
    renderForm();
    expect(next()).toHaveProperty('disabled', true);
    await userEvent.type(nameInput(), '   ');
    expect(next()).toHaveProperty('disabled', true);
    await userEvent.type(nameInput(), 'Metaal');
    expect(next()).toHaveProperty('disabled', false);
  });

  it('shows the spec messages for a short name and a long description, and clears them on change', async () => {
    const submitted = renderForm();
    await userEvent.type(nameInput(), 'ab');
    fireEvent.change(descriptionInput(), { target: { value: 'x'.repeat(1001) } });
    expect(screen.getByText('1001/1000')).toBeTruthy();
    await userEvent.click(next());
    expect(screen.getByText('Scan naam moet minimaal 3 karakters bevatten')).toBeTruthy();
    expect(screen.getByText('Beschrijving mag maximaal 1000 karakters bevatten')).toBeTruthy();
    expect(submitted).toEqual([]);

    await userEvent.type(nameInput(), 'c');
    expect(screen.queryByText('Scan naam moet minimaal 3 karakters bevatten')).toBeNull();
    expect(screen.getByText('Beschrijving mag maximaal 1000 karakters bevatten')).toBeTruthy();
    fireEvent.change(descriptionInput(), { target: { value: 'Klant De Vries' } });
    expect(screen.queryByText('Beschrijving mag maximaal 1000 karakters bevatten')).toBeNull();
  });

  it('refuses a name over 255 characters and submits a trimmed valid one', async () => {
    const submitted = renderForm();
    fireEvent.change(nameInput(), { target: { value: 'n'.repeat(256) } });
    await userEvent.click(next());
    expect(screen.getByText('Scan naam mag maximaal 255 karakters bevatten')).toBeTruthy();
    fireEvent.change(nameInput(), { target: { value: '  Metaal 2026  ' } });
    await userEvent.click(next());
    expect(submitted).toEqual([{ name: 'Metaal 2026', description: null }]);
  });

  it('shows the credit notice, Laag saldo below 5, and blocks without credits', async () => {
    renderForm({ balance: 3, isLoading: false });
    expect(screen.getByText(/Voor deze scan is 1 credit nodig/)).toBeTruthy();
    expect(screen.getByText('Huidig saldo: 3 credits')).toBeTruthy();
    expect(screen.getByText('Laag saldo')).toBeTruthy();
  });

  it('disables Volgende when the organisation has no credits', async () => {
    renderForm({ balance: 0, isLoading: false });
    await userEvent.type(nameInput(), 'Metaal');
    expect(next()).toHaveProperty('disabled', true);
    expect(
      screen.getByText('Onvoldoende credits om de scan te starten. Koop meer credits om door te gaan.'),
    ).toBeTruthy();
  });

  it("offers 'Credits kopen' without credits to those who may buy", () => {
    renderForm({ balance: 0, isLoading: false, buyCreditsPath: '/credits' });
    expect(screen.getByRole('link', { name: 'Credits kopen' }).getAttribute('href')).toBe('/credits');
  });

  it('does not block when the balance cannot be read (members)', async () => {
    renderForm({ balance: null, isLoading: false });
    await userEvent.type(nameInput(), 'Metaal');
    expect(next()).toHaveProperty('disabled', false);
    expect(screen.queryByText('Laag saldo')).toBeNull();
  });

  it('shows a completed scan read-only: no credit notice, no Volgende, Enter saves nothing', async () => {
    const onSubmit = vi.fn();
    renderWithApp(
      <ScanDetailsForm
        initialName="Afgeronde scan"
        credits={{ balance: 0, isLoading: false }}
        isReadOnly
        isSubmitting={false}
        submitError={null}
        onSubmit={onSubmit}
      />,
    );
    const name = screen.getByLabelText(/Scan naam/);
    expect(name).toHaveProperty('readOnly', true);
    expect(screen.queryByRole('button', { name: 'Volgende' })).toBeNull();
    expect(screen.queryByText(/Huidig saldo/)).toBeNull();
    await userEvent.type(name, '{enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
