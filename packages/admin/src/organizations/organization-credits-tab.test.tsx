// @vitest-environment-options {"settings":{"fetch":{"disableSameOriginPolicy":true}}}
import type { AdminApiClient } from '@caoscan/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, type AuthProvider } from 'react-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18n-provider';
import { createBackOfficeDataProvider } from '../services';
import { startRealServer, type RealServer } from '../test/real-server';
import { OrganizationCreditsTab } from './organization-credits-tab';
import { OrganizationEditDialog } from './organization-edit-dialog';

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
}

/** The edit modal's Credits tab (spec 01 §2, §5) over the real server. */
describe('OrganizationCreditsTab', () => {
  let server: RealServer;
  let admin: AdminApiClient;
  beforeAll(async () => {
    server = await startRealServer();
    admin = await server.signIn('beheer@caoscan.test');
  }, 180_000);
  afterAll(async () => server?.stop());

  it('shows balance and history, refuses a bad adjustment, books a good one and refreshes', async () => {
    const organization = await admin.createOrganization({ name: 'Creditstab BV', type: 'client' });
    render(
      <AdminContext dataProvider={createBackOfficeDataProvider(admin)} i18nProvider={i18nProvider}>
        <OrganizationCreditsTab organization={{ ...organization, id: organization.id }} />
      </AdminContext>,
    );
    await waitFor(() => expect(screen.getByLabelText('Huidig saldo').textContent).toBe('0'));
    expect(screen.getByLabelText('Totaal gekocht').textContent).toBe('0');
    expect(screen.getByLabelText('Totaal gebruikt').textContent).toBe('0');
    expect(await screen.findByText('Geen transacties gevonden.')).toBeTruthy();

    // Spec 01 §5: a non-zero whole number and a reason, before anything is sent.
    type('Aantal credits', '0');
    type('Beschrijving', '  ');
    fireEvent.click(screen.getByRole('button', { name: 'Aanpassen' }));
    expect(await screen.findByText('Voer een geldig aantal credits in')).toBeTruthy();
    expect(screen.getByText('Voer een beschrijving in voor de aanpassing')).toBeTruthy();

    type('Aantal credits', '25');
    type('Beschrijving', 'Proefcredits voor de start');
    fireEvent.click(screen.getByRole('button', { name: 'Aanpassen' }));

    await waitFor(() => expect(screen.getByLabelText('Huidig saldo').textContent).toBe('25'));
    const history = await screen.findByRole('table', { name: 'Laatste transacties' });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textContent).toContain('+25');
    expect(rows[0]!.textContent).toContain('Proefcredits voor de start');
    expect(rows[0]!.textContent).toContain('beheer@caoscan.test');
    // The ledger on the server has it too: the screen shows what was booked.
    const balance = await admin.getOrganizationCreditBalance(organization.id);
    expect(balance.current_balance).toBe(25);
    // The form is empty again for the next adjustment.
    expect((screen.getByLabelText('Beschrijving', { exact: false }) as HTMLTextAreaElement).value).toBe('');
  }, 90_000);

  it('opens the edit dialog on Credits for support staff, with the other tabs disabled', async () => {
    const organization = await admin.createOrganization({ name: 'Supporttab BV', type: 'client' });
    const asRole = (role: string): AuthProvider => ({
      login: async () => undefined,
      logout: async () => undefined,
      checkAuth: async () => undefined,
      checkError: async () => undefined,
      getPermissions: async () => [role],
    });
    const tabsFor = async (role: string) => {
      const view = render(
        <AdminContext
          dataProvider={createBackOfficeDataProvider(admin)}
          authProvider={asRole(role)}
          i18nProvider={i18nProvider}
        >
          <OrganizationEditDialog
            organization={{ ...organization, id: organization.id }}
            onClose={() => {}}
          />
        </AdminContext>,
      );
      await screen.findByRole('tab', { name: /^Credits/, selected: role === 'support' });
      const tabs = screen.getAllByRole('tab').map((tab) => ({
        name: tab.textContent?.replace(/ \(.*\)$/, ''),
        selected: tab.getAttribute('aria-selected') === 'true',
        disabled: tab.hasAttribute('disabled'),
      }));
      view.unmount();
      return tabs;
    };
    expect(await tabsFor('support')).toEqual([
      { name: 'Basisgegevens', selected: false, disabled: true },
      { name: 'Gebruikers', selected: false, disabled: true },
      { name: 'Credits', selected: true, disabled: false },
      { name: 'Gevaarlijke acties', selected: false, disabled: true },
    ]);
    const forAdmin = await tabsFor('admin');
    expect(forAdmin.map((tab) => tab.disabled)).toEqual([false, false, false, false]);
    expect(forAdmin[0]!.selected).toBe(true);
  }, 90_000);
});
