import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../../../../testing/fake-api';
import { renderWithApp } from '../../../../testing/render-with-app';
import { RerunScanDialog } from './rerun-scan-dialog';

describe('RerunScanDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks first, in Dutch, and re-runs only after the confirmation', async () => {
    const api = createFakeApi({
      'POST /cao-scans/s1/rerun': {
        status: 202,
        body: {
          success: true,
          message: 'De scan wordt opnieuw uitgevoerd met de nieuwe versie.',
          scan_id: 's2',
        },
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    const onStarted = vi.fn();
    const onCancel = vi.fn();
    const user = userEvent.setup();
    renderWithApp(
      <RerunScanDialog scanId="s1" scanName="Metaal" onCancel={onCancel} onStarted={onStarted} />,
    );
    expect(screen.getByText('Scan opnieuw uitvoeren met de nieuwe versie? Dit kost 1 credit.')).toBeTruthy();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Opnieuw uitvoeren' }));
    await vi.waitFor(() => expect(onStarted).toHaveBeenCalledWith('s2'));
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('shows the server’s Dutch refusal (no credits) and keeps the dialog open', async () => {
    vi.stubGlobal(
      'fetch',
      createFakeApi({
        'POST /cao-scans/s1/rerun': {
          status: 402,
          body: { detail: 'Onvoldoende credits om de scan te starten. Koop meer credits om door te gaan.' },
        },
      }).fetch,
    );
    const onCancel = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<RerunScanDialog scanId="s1" onCancel={onCancel} onStarted={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Opnieuw uitvoeren' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Onvoldoende credits');
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
