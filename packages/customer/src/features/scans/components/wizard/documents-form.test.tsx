import type { CaoOption } from '@caoscan/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../testing/render-with-app';
import { createScanFixture as scan } from '../../../../testing/scan-fixture';
import { DocumentsForm } from './documents-form';

const OPTIONS: CaoOption[] = [
  {
    hoofdsector: 'Metaal',
    subsector: 'Metalektro',
    link: null,
    pdf_link: null,
    datum_van: null,
    datum_tot: null,
  },
];

describe('DocumentsForm', () => {
  it('shows the documents of a completed scan without Verwijderen, Bestand kiezen or Volgende', () => {
    renderWithApp(<DocumentsForm scan={scan('completed')} options={OPTIONS} isReadOnly />);
    expect(screen.getByText('metalektro.pdf')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verwijderen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bestand kiezen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Volgende' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Ja' })).toHaveProperty('disabled', true);
  });

  it('lets a scan in progress change its documents', () => {
    renderWithApp(<DocumentsForm scan={scan('in_progress')} options={OPTIONS} />);
    expect(screen.getByRole('button', { name: 'Verwijderen' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Volgende' })).toHaveProperty('disabled', false);
  });
});
