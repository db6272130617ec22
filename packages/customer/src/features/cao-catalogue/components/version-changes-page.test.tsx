import { CaoVersionChangesSchema, type CaoVersionChanges } from '@caoscan/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render-with-app';
import { VersionChangesPage } from './version-changes-page';

const version = (id: string, label: string, isCurrent: boolean) => ({
  id,
  label,
  term_start: label === 'versie 2' ? '2026-01-01' : null,
  term_end: label === 'versie 2' ? '2026-12-31' : null,
  page_count: 3,
  original_filename: `${id}.pdf`,
  is_current: isCurrent,
  created_at: '2026-11-20T10:00:00.000Z',
});

/** As the server answers it for the fictional Cao Groenwerk (checked against core's schema). */
const CHANGES: CaoVersionChanges = CaoVersionChangesSchema.parse({
  cao: { id: 'c1', name: 'Cao Groenwerk (fictief)', sector: 'Groen' },
  from: version('v1', 'versie 1', false),
  to: version('v2', 'versie 2', true),
  changes: [
    {
      categorie: 'beloning',
      element_key: 'laagste_schaal_minimum',
      element: 'Laagste schaal, minimum maandloon',
      eenheid: 'euro per maand',
      unit: 'eur_per_month',
      kind: 'gewijzigd',
      ruw_oud: 2214.5,
      ruw_nieuw: 2292,
      waarde_oud: '€ 2.214,50 per maand',
      waarde_nieuw: '€ 2.292,00 per maand',
      outcome_oud: 'found',
      outcome_nieuw: 'found',
      verschil: '+€ 77,50 per maand',
      art_nr_oud: '4.2',
      paginas_oud: [2],
      citaat_oud: '€ 2.214,50',
      art_nr_nieuw: '4.2',
      paginas_nieuw: [2],
      citaat_nieuw: '€ 2.292,00',
      is_inlenersbeloning: false,
      was_inlenersbeloning: false,
    },
    {
      categorie: 'vergoedingen',
      element_key: 'thuiswerkvergoeding',
      element: 'Thuiswerkvergoeding per dag',
      eenheid: 'euro per dag',
      unit: 'eur_per_day',
      kind: 'nieuw',
      ruw_oud: null,
      ruw_nieuw: 2.45,
      waarde_oud: null,
      waarde_nieuw: '€ 2,45 per dag',
      outcome_oud: 'not_found',
      outcome_nieuw: 'found',
      verschil: 'Nieuw in deze versie',
      art_nr_oud: null,
      paginas_oud: [],
      citaat_oud: null,
      art_nr_nieuw: '7.3 lid 1',
      paginas_nieuw: [3],
      citaat_nieuw: 'een thuiswerkvergoeding van € 2,45 per dag',
      is_inlenersbeloning: false,
      was_inlenersbeloning: false,
    },
  ],
  summary: { total: 2, gewijzigd: 1, nieuw: 1, vervallen: 0 },
});

describe('VersionChangesPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each change, old → new, with article and pages on both sides', async () => {
    const api = createFakeApi({ 'GET /caos/versions/v2/changes': { body: CHANGES } });
    vi.stubGlobal('fetch', api.fetch);
    renderWithApp(<VersionChangesPage versionId="v2" from={null} />);
    expect(await screen.findByRole('heading', { name: 'Wat is er veranderd' })).toBeTruthy();
    expect(screen.getByText('Cao Groenwerk (fictief)')).toBeTruthy();
    expect(
      screen.getByText('Van versie versie 1 naar versie versie 2 (1 januari 2026 t/m 31 december 2026)'),
    ).toBeTruthy();
    expect(
      screen.getByText(
        /2 wijzigingen: 1 gewijzigd, 1 nieuw, 0 vervallen\. Deze vergelijking kost geen credits\./,
      ),
    ).toBeTruthy();

    const table = within(screen.getByRole('table', { name: 'Wat is er veranderd' }));
    const wage = within(table.getByText('Laagste schaal, minimum maandloon').closest('tr')!);
    expect(wage.getByText('Beloning')).toBeTruthy();
    expect(wage.getByText('Gewijzigd')).toBeTruthy();
    expect(wage.getByText('€ 2.214,50 per maand')).toBeTruthy();
    expect(wage.getByText('€ 2.292,00 per maand')).toBeTruthy();
    expect(wage.getAllByText('art. 4.2, p. 2')).toHaveLength(2);
    expect(wage.getByText('+€ 77,50 per maand')).toBeTruthy();

    const homeWorking = within(table.getByText('Thuiswerkvergoeding per dag').closest('tr')!);
    expect(homeWorking.getByText('Nieuw')).toBeTruthy();
    expect(homeWorking.getByText('Niet gevonden — controleer handmatig')).toBeTruthy();
    expect(homeWorking.getByText('art. 7.3 lid 1, p. 3')).toBeTruthy();
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /caos/versions/v2/changes',
    ]);
  });

  it('asks for the named old version, and shows the server’s Dutch refusal', async () => {
    const api = createFakeApi({
      'GET /caos/versions/v2/changes': {
        status: 400,
        body: {
          detail: 'Vergelijk twee versies van dezelfde cao: deze versies horen bij verschillende caos.',
        },
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderWithApp(<VersionChangesPage versionId="v2" from="x9" />);
    expect(await screen.findByText(/deze versies horen bij verschillende caos/)).toBeTruthy();
    expect(api.requests[0]?.query.get('from')).toBe('x9');
  });

  it('offers the Excel download', async () => {
    const api = createFakeApi({
      'GET /caos/versions/v2/changes': { body: CHANGES },
      'GET /caos/versions/v2/changes.xlsx': { body: 'xlsx' },
    });
    vi.stubGlobal('fetch', api.fetch);
    // The test DOM has no object URLs: the browser's part of a download is played here.
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = vi.fn(() => 'blob:wijzigingen');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      renderWithApp(<VersionChangesPage versionId="v2" from={null} />);
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Download Excel' }));
      await vi.waitFor(() => expect(click).toHaveBeenCalled());
      expect(api.requests.map((request) => request.path)).toContain('/caos/versions/v2/changes.xlsx');
      expect(screen.queryByText('Er is een fout opgetreden bij het downloaden van de Excel.')).toBeNull();
    } finally {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
      click.mockRestore();
    }
  });
});
