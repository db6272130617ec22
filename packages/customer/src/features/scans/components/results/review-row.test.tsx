import type { DetailedComparisonResult } from '@caoscan/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../testing/render-with-app';
import type { ReviewSource } from '../../api/review-endpoints';
import { ComparisonResults } from './comparison-results';

// The rows read nothing until a viewer opens: these reads must not be reached here.
const unreached = () => Promise.reject(new Error('niet verwacht in deze test'));
const source = (readOnly: boolean): ReviewSource => ({
  scanId: 's1',
  readOnly,
  endpoints: {
    keyScope: [],
    getDocumentPage: unreached,
    getDocumentFile: unreached,
    listCorrections: unreached,
  },
});

const corrected: DetailedComparisonResult = {
  categorie: 'vakantiebijslag',
  element: 'Vakantiebijslag percentage',
  element_key: 'vakantiebijslag_percentage',
  waarde_huidig: '8%',
  art_nr_huidig: '36',
  waarde_nieuw: '8,5%',
  art_nr_nieuw: '6.8',
  verschil: '+0,5 procentpunt',
  eenheid: 'procent',
  favourable: 'client',
  is_inlenersbeloning: false,
  current_outcome: 'found',
  client_outcome: 'found',
  current_correction: null,
  client_correction: {
    engine_value: '8%',
    page: 16,
    article: '6.8',
    reason: 'Tabel op de volgende pagina',
    author_name: 'Lid Demo',
    corrected_at: '2026-11-25T10:00:00Z',
  },
  current_extraction_details: null,
  client_extraction_details: null,
};

describe('a corrected value in the results', () => {
  it('says it was changed by hand, by whom and when, keeps the scan’s value, and offers Herstel', async () => {
    renderWithApp(
      <ComparisonResults
        results={[corrected]}
        caoNames={{ current: 'ABU', client: 'Metaal' }}
        source={source(false)}
      />,
    );
    screen.getByRole('button', { name: 'Alles uitklappen' }).click();
    const table = within(await screen.findByRole('table', { name: 'Vakantiebijslag' }));
    expect(table.getByText('Handmatig aangepast')).toBeTruthy();
    expect(table.getByText('door Lid Demo op 25 november 2026 · scan: 8%')).toBeTruthy();
    expect(
      table.getByRole('button', { name: 'Herstel waarde klant: Vakantiebijslag percentage' }),
    ).toBeTruthy();
    expect(table.queryByRole('button', { name: /^Herstel huidige waarde/ })).toBeNull();
    expect(
      table.getByRole('button', { name: 'Bekijk in document CAO klant: Vakantiebijslag percentage' }),
    ).toBeTruthy();
  });

  it('read-only (the back-office) shows the correction, its author and date, but no Herstel', async () => {
    renderWithApp(
      <ComparisonResults
        results={[corrected]}
        caoNames={{ current: 'ABU', client: 'Metaal' }}
        source={source(true)}
      />,
    );
    screen.getByRole('button', { name: 'Alles uitklappen' }).click();
    const table = within(await screen.findByRole('table', { name: 'Vakantiebijslag' }));
    expect(table.getByText('8,5%')).toBeTruthy();
    expect(table.getByText('Handmatig aangepast')).toBeTruthy();
    expect(table.getByText('door Lid Demo op 25 november 2026 · scan: 8%')).toBeTruthy();
    expect(table.queryByRole('button', { name: /^Herstel/ })).toBeNull();
    expect(
      table.getByRole('button', { name: 'Bekijk in document CAO klant: Vakantiebijslag percentage' }),
    ).toBeTruthy();
  });

  it('offers no document view without a scan to review', async () => {
    renderWithApp(
      <ComparisonResults results={[corrected]} caoNames={{ current: 'ABU', client: 'Metaal' }} />,
    );
    screen.getByRole('button', { name: 'Alles uitklappen' }).click();
    const table = within(await screen.findByRole('table', { name: 'Vakantiebijslag' }));
    expect(table.queryByRole('button', { name: /^Bekijk in document/ })).toBeNull();
  });
});
