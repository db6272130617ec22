import type { CaoOption, Scan } from '@caoscan/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../testing/render-with-app';
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

function scan(status: Scan['status']): Scan {
  return {
    id: 'scan-1',
    name: 'Vergelijking',
    description: null,
    status,
    current_step: status === 'completed' ? 4 : 2,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    user_id: 'u1',
    organization_id: 'o1',
    is_abu_cao: true,
    current_cao_name: null,
    current_cao_sector: null,
    current_cao_file_id: null,
    current_cao_filename: null,
    client_cao_name: 'Metalektro',
    client_cao_sector: 'Metaal',
    client_cao_file_id: 'file-1',
    client_cao_filename: 'metalektro.pdf',
    error_message: null,
    started_at: null,
    completed_at: null,
    created_by: null,
    is_owner: true,
  };
}

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
