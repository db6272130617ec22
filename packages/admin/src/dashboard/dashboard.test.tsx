import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeBackend, createMe, createSession } from '../test/fake-backend';
import { renderAdmin } from '../test/render-admin';

describe('Admin Dashboard', () => {
  it('shows the three counters from GET /api/admin/analytics', async () => {
    const backend = createFakeBackend({
      answers: {
        'GET /api/auth/me': { body: createMe(['admin']) },
        'GET /api/admin/analytics': {
          body: {
            users: { total: 12, active: 10, pending: 1, disabled: 1, new_last_30_days: 3 },
            organizations: { total: 3, new_last_30_days: 1, by_type: { client: 1, partner: 1, standard: 1 } },
            invitations: { total: 5, pending: 2, accepted: 3, new_last_30_days: 5 },
            roles: { distribution: { admin: 1, org_member: 11 } },
          },
        },
      },
    });
    renderAdmin('/admin', backend);
    expect(await screen.findByText('Welkom bij het Admin Dashboard')).toBeTruthy();
    expect((await screen.findByLabelText('Totaal Gebruikers')).textContent).toBe('12');
    expect(screen.getByLabelText('Totaal Organisaties').textContent).toBe('3');
    expect(screen.getByLabelText('Openstaande Uitnodigingen').textContent).toBe('2');
    expect(screen.getByText('Recente Activiteit')).toBeTruthy();
    expect(await screen.findByText('Nieuwe Organisatie')).toBeTruthy();
  });

  it('says the statistics failed and shows zero counts when analytics fail', async () => {
    const backend = createFakeBackend({ answers: { 'GET /api/auth/me': { body: createMe(['admin']) } } });
    renderAdmin('/admin', backend);
    expect(await screen.findByText('Fout bij laden statistieken: Niet gevonden')).toBeTruthy();
    expect(screen.getByLabelText('Totaal Organisaties').textContent).toBe('0');
    expect(screen.getByLabelText('Totaal Gebruikers').textContent).toBe('0');
    expect(screen.getByLabelText('Openstaande Uitnodigingen').textContent).toBe('0');
  });

  it('shows support staff only the tiles that read, not the ones that change', async () => {
    const backend = createFakeBackend({
      session: createSession('support@caoscan.test'),
      answers: { 'GET /api/auth/me': { body: createMe(['support'], 'support@caoscan.test') } },
    });
    renderAdmin('/admin', backend);
    expect(await screen.findByText('Gebruikersbeheer')).toBeTruthy();
    expect(screen.getByText('Systeem statistieken')).toBeTruthy();
    expect(screen.queryByText('Nieuwe Organisatie')).toBeNull();
    expect(screen.queryByText('Uitnodiging Versturen')).toBeNull();
  });
});
