import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Form, SaveButton } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18n-provider';
import { CreditAdjustmentInputs } from './credit-adjustment-inputs';

function renderForm(onSubmit: (values: Record<string, unknown>) => void) {
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Form onSubmit={onSubmit} mode="onSubmit">
        <CreditAdjustmentInputs />
        <SaveButton label="Aanpassen" alwaysEnable />
      </Form>
    </AdminContext>,
  );
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
}

describe('the credit adjustment form (spec 01 §5)', () => {
  it.each(['0', '2.5', ''])('refuses %j credits as not a non-zero whole number', async (amount) => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    type('Aantal credits', amount);
    type('Beschrijving', 'Compensatie');
    fireEvent.click(screen.getByRole('button', { name: 'Aanpassen' }));
    expect(await screen.findByText('Voer een geldig aantal credits in')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('requires a description; spaces alone are none', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    type('Aantal credits', '-3');
    type('Beschrijving', '   ');
    fireEvent.click(screen.getByRole('button', { name: 'Aanpassen' }));
    expect(await screen.findByText('Voer een beschrijving in voor de aanpassing')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a negative or positive whole number with its reason', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    type('Aantal credits', '-3');
    type('Beschrijving', 'Dubbel geboekt');
    fireEvent.click(screen.getByRole('button', { name: 'Aanpassen' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ credits_amount: -3, description: 'Dubbel geboekt' });
  });
});
