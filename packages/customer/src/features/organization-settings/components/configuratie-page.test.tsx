import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type ApiRequest } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render-with-app';
import { useTimedNotice } from '../hooks/use-timed-notice';
import { ConfiguratiePage } from './configuratie-page';

const SAVED = {
  organization_id: 'o1',
  name: 'Voorbeeld B.V.',
  contact_person: null,
  cost_center: null,
  account_email: 'facturen@voorbeeld.test',
  address_line1: 'Kanaalweg 12',
  address_line2: null,
  postal_code: '3521 AB',
  city: 'Utrecht',
  country: 'NL',
  phone_number: '+31301234567',
  vat_number: 'NL123456789B01',
  kvk_number: '12345678',
  updated_at: '2026-11-20T10:00:00.000Z',
};

function answers() {
  let share = false;
  let alertEmails = true;
  return createFakeApi({
    'GET /organization/settings/cao-alert-emails': () => ({ body: { cao_alert_emails: alertEmails } }),
    'PUT /organization/settings/cao-alert-emails': (request: ApiRequest) => {
      alertEmails = (request.body as { cao_alert_emails: boolean }).cao_alert_emails;
      return { body: { cao_alert_emails: alertEmails } };
    },
    'GET /organization/settings/billing': { body: SAVED },
    'PUT /organization/settings/billing': (request: ApiRequest) => ({
      body: { ...SAVED, ...(request.body as object) },
    }),
    'GET /organization/settings/share-scans': () => ({
      body: { organization_id: 'o1', share_scans_with_organization: share },
    }),
    'PUT /organization/settings/share-scans': (request: ApiRequest) => {
      share = (request.body as { share_scans_with_organization: boolean }).share_scans_with_organization;
      return { body: { organization_id: 'o1', share_scans_with_organization: share } };
    },
  });
}

describe('Configuratie', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows members the details read-only with both explanations', async () => {
    vi.stubGlobal('fetch', answers().fetch);
    renderWithApp(<ConfiguratiePage canEditBilling={false} canEditSharing={false} />);
    const name = (await screen.findByLabelText(/Bedrijfsnaam/)) as HTMLInputElement;
    expect(name.value).toBe('Voorbeeld B.V.');
    expect(name.disabled).toBe(true);
    expect(screen.getByText('Alleen organisatiebeheerders kunnen deze gegevens aanpassen.')).toBeTruthy();
    expect(
      await screen.findByText('Alleen organisatiebeheerders kunnen deze instelling aanpassen.'),
    ).toBeTruthy();
    expect(
      (screen.getByRole('switch', { name: 'Scans delen met organisatie' }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(screen.queryByRole('button', { name: 'Opslaan' })).toBeNull();
  });

  it('checks every rule before saving, shows the message per field, and saves valid details', async () => {
    const api = answers();
    vi.stubGlobal('fetch', api.fetch);
    renderWithApp(<ConfiguratiePage canEditBilling canEditSharing />);
    const kvk = await screen.findByLabelText(/KvK-nummer/);
    await userEvent.clear(kvk);
    await userEvent.type(kvk, '1234');
    const phone = screen.getByLabelText(/Telefoonnummer/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '0301234567');
    await userEvent.clear(screen.getByLabelText(/Plaats/));
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(screen.getByText('KvK-nummer moet uit precies 8 cijfers bestaan.')).toBeTruthy();
    expect(screen.getByText('Telefoonnummer moet beginnen met +31.')).toBeTruthy();
    expect(screen.getAllByText('Vul alle verplichte velden in.').length).toBeGreaterThan(0);
    expect(api.requests.some((r) => r.method === 'PUT')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Herstellen' }));
    await waitFor(() =>
      expect((screen.getByLabelText(/KvK-nummer/) as HTMLInputElement).value).toBe('12345678'),
    );
    const vat = screen.getByLabelText(/BTW-nummer/);
    await userEvent.clear(vat);
    await userEvent.type(vat, 'nl987654321b02');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Bedrijfsgegevens zijn bijgewerkt.')).toBeTruthy();
    const put = api.requests.find((r) => r.method === 'PUT' && r.path.endsWith('/billing'));
    expect(put?.body).toMatchObject({
      vat_number: 'NL987654321B02',
      kvk_number: '12345678',
      cost_center: null,
    });
  });

  it('switches sharing with its Dutch confirmation', async () => {
    vi.stubGlobal('fetch', answers().fetch);
    renderWithApp(<ConfiguratiePage canEditBilling canEditSharing />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Scans delen met organisatie' }));
    expect(
      await screen.findByText('Scans worden nu gedeeld met iedereen binnen de organisatie.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('switch', { name: 'Scans delen met organisatie' }));
    expect(await screen.findByText('Organisatiedeling voor scans is uitgeschakeld.')).toBeTruthy();
  });
  it('lets an organisation admin switch off the e-mails about new cao versions; members do not see it', async () => {
    const api = answers();
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    const { unmount } = renderWithApp(<ConfiguratiePage canEditBilling canEditSharing receivesCaoAlerts />);
    const toggle = (await screen.findByRole('switch', {
      name: 'E-mail bij een nieuwe cao-versie',
    })) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    await user.click(toggle);
    expect(await screen.findByText('U krijgt geen e-mails meer over nieuwe cao-versies.')).toBeTruthy();
    expect(
      api.requests.find((r) => r.method === 'PUT' && r.path.endsWith('/cao-alert-emails'))?.body,
    ).toEqual({
      cao_alert_emails: false,
    });
    await waitFor(() => expect(toggle.checked).toBe(false));
    unmount();

    renderWithApp(<ConfiguratiePage canEditBilling={false} canEditSharing={false} />);
    expect(await screen.findByRole('switch', { name: 'Scans delen met organisatie' })).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'E-mail bij een nieuwe cao-versie' })).toBeNull();
  });
});

function NoticeProbe() {
  const [notice, show] = useTimedNotice();
  return (
    <button type="button" onClick={() => show({ severity: 'success', message: 'Opgeslagen' })}>
      {notice?.message ?? 'leeg'}
    </button>
  );
}

describe('notices', () => {
  it('vanish after 4 seconds', () => {
    vi.useFakeTimers();
    renderWithApp(<NoticeProbe />);
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('Opgeslagen');
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.getByRole('button').textContent).toBe('Opgeslagen');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button').textContent).toBe('leeg');
    vi.useRealTimers();
  });
});
