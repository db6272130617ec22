import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render-with-app';
import { Dashboard } from './dashboard';

const STATS = { user_count: 3, document_count: 1250, comparison_count: 2, time_saved: 16 };

describe('Dashboard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the four figures, the hours rule and the activity', async () => {
    const api = createFakeApi({
      'GET /statistics/organization/stats': { body: STATS },
      'GET /statistics/organization/activity': {
        body: {
          items: [
            {
              id: 'a1',
              activity_type: 'user.invited',
              activity_scope: 'team',
              payload: { email: 'nieuw@demo-uitzend.test', role_name: 'org_member' },
              reference_id: 'i1',
              occurred_at: '2026-11-21T19:26:00Z',
            },
          ],
          next_cursor: null,
        },
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderWithApp(<Dashboard />);
    expect(await screen.findByText('1.250')).toBeTruthy();
    expect(screen.getByLabelText('Documenten').textContent).toBe('1.250');
    expect(screen.getByLabelText('Tijd bespaard (uren)').textContent).toBe('16');
    expect(screen.getByLabelText(/8 uur handmatig vergelijkwerk per voltooide vergelijking/)).toBeTruthy();
    expect(await screen.findByText('nieuw@demo-uitzend.test uitgenodigd als Lid')).toBeTruthy();
    expect(screen.getByText('21 november 2026 om 20:26')).toBeTruthy();
    expect(api.requests.find((r) => r.path.endsWith('/activity'))?.query.get('limit')).toBe('6');
  });

  it('says when there was no activity, and shows its error texts', async () => {
    vi.stubGlobal(
      'fetch',
      createFakeApi({
        'GET /statistics/organization/stats': { status: 500, body: { detail: 'x' } },
        'GET /statistics/organization/activity': { body: { items: [], next_cursor: null } },
      }).fetch,
    );
    renderWithApp(<Dashboard />);
    expect(await screen.findByText('Geen activiteit in de afgelopen 30 dagen.')).toBeTruthy();
    expect(await screen.findByText('Kon organisatie statistieken niet laden')).toBeTruthy();
  });

  it("says 'Kon activiteit niet laden' when the feed fails", async () => {
    vi.stubGlobal(
      'fetch',
      createFakeApi({
        'GET /statistics/organization/stats': { body: STATS },
        'GET /statistics/organization/activity': { status: 500, body: { detail: 'x' } },
      }).fetch,
    );
    renderWithApp(<Dashboard />);
    expect(await screen.findByText('Kon activiteit niet laden')).toBeTruthy();
  });

  it('shows a new cao version with a re-run link per scan and the change list', async () => {
    vi.stubGlobal(
      'fetch',
      createFakeApi({
        'GET /statistics/organization/stats': { body: STATS },
        'GET /statistics/organization/activity': {
          body: {
            items: [
              {
                id: 'a2',
                activity_type: 'cao.version_changed',
                activity_scope: 'scan',
                payload: {
                  cao_name: 'ABU / NBBU CAO voor Uitzendkrachten',
                  version_id: 'v2',
                  version_label: '2026-2027',
                  previous_label: '2024-2025',
                  scans: [{ id: 's1', name: 'Metaal bij klant X' }],
                  changes: [],
                  change_count: 0,
                },
                reference_id: 'v2',
                occurred_at: '2026-11-21T19:26:00Z',
              },
            ],
            next_cursor: null,
          },
        },
      }).fetch,
    );
    renderWithApp(<Dashboard />);
    expect(
      await screen.findByText(
        'Nieuwe versie van ABU / NBBU CAO voor Uitzendkrachten (2026-2027): 1 scan gebruikte de vorige versie',
      ),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: '"Metaal bij klant X" opnieuw uitvoeren' }).getAttribute('href'),
    ).toBe('/cao-scan/s1/opnieuw');
    expect(screen.getByRole('link', { name: 'Wat is er veranderd' }).getAttribute('href')).toBe(
      '/cao-catalogus/versies/v2/wijzigingen',
    );
  });
});
