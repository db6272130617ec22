import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../testing/render-with-app';
import { createScanFixture } from '../../../../testing/scan-fixture';
import { ScanOverview } from './scan-overview';

/** Plays the product API: the scan list and the organisation's share setting. */
function answerApi(isSharing: boolean): typeof fetch {
  return async (input) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const body = url.pathname.endsWith('/cao-scans')
      ? {
          total: 2,
          scans: [
            createScanFixture('completed', { id: 'a', name: 'Eigen scan' }),
            createScanFixture('draft', { id: 'b', name: 'Scan van een collega', is_owner: false }),
          ],
        }
      : { organization_id: 'o1', share_scans_with_organization: isSharing };
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  };
}

describe('ScanOverview', () => {
  beforeEach(() => vi.stubGlobal('fetch', answerApi(true)));
  afterEach(() => vi.unstubAllGlobals());

  it("names the list it shows: 'Alle scans' or 'Mijn scans'", async () => {
    renderWithApp(<ScanOverview />);
    expect(await screen.findByText('Scan van een collega')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Alle scans' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Mijn scans' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Mijn scans' })).toBeTruthy();
    expect(screen.queryByText('Scan van een collega')).toBeNull();
  });

  it("says 'Mijn scans' when sharing is off", async () => {
    vi.stubGlobal('fetch', answerApi(false));
    renderWithApp(<ScanOverview />);
    expect(await screen.findByText('Eigen scan')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mijn scans' })).toBeTruthy();
  });
});
