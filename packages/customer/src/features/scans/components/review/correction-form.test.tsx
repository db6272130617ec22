import type { DetailedComparisonResult } from '@caoscan/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../testing/render-with-app';
import { CorrectionForm } from './correction-form';

const row = {
  categorie: 'vakantiebijslag',
  element_key: 'vakantiebijslag_percentage',
  eenheid: 'procent',
} as DetailedComparisonResult;

describe('the correction form', () => {
  it('says beside the field, in Dutch, what is too long, and sends nothing', async () => {
    const onDone = vi.fn();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderWithApp(<CorrectionForm scanId="s1" row={row} side="client" unit="pct" page={3} onDone={onDone} />);
    await userEvent.type(screen.getByLabelText(/Nieuwe waarde/), '8,5%');
    await userEvent.click(screen.getByLabelText('Artikel (optioneel)'));
    await userEvent.paste('7'.repeat(101));
    await userEvent.click(screen.getByRole('button', { name: 'Correctie opslaan' }));
    expect(await screen.findByText('Gebruik hoogstens 100 tekens.')).toBeTruthy();
    expect(screen.getByLabelText('Artikel (optioneel)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/Ongeldige invoer|article/)).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
