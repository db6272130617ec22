import { FICTIONAL_AGENCY_CAO_NAME, type AgencyCao, type CaoOption } from '@caoscan/core';
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

  it.each<[string, AgencyCao, RegExp]>([
    [
      'the bundled document as fictief',
      {
        source: 'bundled',
        name: FICTIONAL_AGENCY_CAO_NAME,
        version_label: null,
        datum_van: null,
        datum_tot: null,
        is_fictional: true,
      },
      /fictieve uitzend-cao \('Uitzend-cao \(fictief, demonstratiedocument\)'\), niet de echte ABU \/ NBBU CAO/,
    ],
    [
      "the catalogue's current version with its term",
      {
        source: 'catalogue',
        name: 'ABU / NBBU CAO voor Uitzendkrachten',
        version_label: '2025-2026',
        datum_van: '2025-01-01',
        datum_tot: '2026-12-31',
        is_fictional: false,
      },
      /^Gebruikt: ABU \/ NBBU CAO voor Uitzendkrachten, versie 2025-2026, geldig van 1 januari 2025 tot en met 31 december 2026\.$/,
    ],
  ])("names the document 'Ja' uses: %s", (_case, agencyCao, text) => {
    renderWithApp(
      <DocumentsForm
        scan={{ ...scan('in_progress'), is_abu_cao: true }}
        options={OPTIONS}
        agencyCao={agencyCao}
      />,
    );
    expect(screen.getByText(text)).toBeTruthy();
  });
});
