import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../../../testing/fake-api';
import { createFakeAuthServer, createSessionBody } from '../../../testing/fake-auth-server';
import { renderWithApp } from '../../../testing/render-with-app';
import { ProfileSettingsForm } from './profile-settings-form';

const EMAIL = 'lid@demo-uitzend.test';

describe('ProfileSettingsForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('saves the username as display_name in the user metadata', async () => {
    vi.stubGlobal('fetch', createFakeApi({}).fetch);
    const session = createSessionBody(EMAIL);
    const auth = createFakeAuthServer({
      '/auth/v1/user': { body: { ...session.user, user_metadata: { display_name: 'Lars' } } },
    });
    renderWithApp(<ProfileSettingsForm />, { fetch: auth.fetch, storedSession: session });
    const field = await screen.findByLabelText('Gebruikersnaam');
    await userEvent.type(field, 'Lars Lid');
    expect((screen.getByLabelText('E-mailadres') as HTMLInputElement).value).toBe(EMAIL);
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Instellingen succesvol opgeslagen!')).toBeTruthy();
    const update = auth.requests.find((r) => r.method === 'PUT' && r.path === '/auth/v1/user');
    expect(update?.body).toMatchObject({ data: { display_name: 'Lars Lid' } });
  });

  it('says so when saving fails', async () => {
    vi.stubGlobal('fetch', createFakeApi({}).fetch);
    const auth = createFakeAuthServer({ '/auth/v1/user': { status: 500, body: { msg: 'kapot' } } });
    renderWithApp(<ProfileSettingsForm />, { fetch: auth.fetch, storedSession: createSessionBody(EMAIL) });
    await userEvent.click(await screen.findByRole('button', { name: 'Opslaan' }));
    expect(
      await screen.findByText('Er is een fout opgetreden bij het opslaan van de instellingen.'),
    ).toBeTruthy();
  });
});
