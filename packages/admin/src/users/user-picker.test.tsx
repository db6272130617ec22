// @vitest-environment-options {"settings":{"fetch":{"disableSameOriginPolicy":true}}}
import type { AdminApiClient } from '@caoscan/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { CoreAdminContext, type DataProvider, type GetListParams } from 'react-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataProvider } from '../data-provider';
import { startRealServer, type RealServer } from '../test/real-server';
import { UserPicker } from './user-picker';
import type { AdminUserRecord } from './user-record';

function Picker({ onPick }: { onPick: (user: AdminUserRecord | null) => void }) {
  const [user, setUser] = useState<AdminUserRecord | null>(null);
  return (
    <UserPicker
      value={user}
      onChange={(picked) => {
        setUser(picked);
        onPick(picked);
      }}
    />
  );
}

/** The user picker of the roles screen and the organisation edit modal, over the real server. */
describe('UserPicker', () => {
  let server: RealServer;
  let admin: AdminApiClient;
  beforeAll(async () => {
    server = await startRealServer();
    admin = await server.signIn('beheer@caoscan.test');
  }, 180_000);
  afterAll(async () => server?.stop());

  it('asks the server for the typed text and offers what it finds', async () => {
    const real = createDataProvider(admin);
    // The real dataProvider, with the list calls written down so the test can see what was asked.
    const asked: GetListParams[] = [];
    const dataProvider: DataProvider = {
      ...real,
      getList: (resource, params) => {
        if (resource === 'users') asked.push(params);
        return real.getList(resource, params);
      },
    };
    let picked: AdminUserRecord | null = null;
    render(
      <CoreAdminContext dataProvider={dataProvider}>
        <Picker onPick={(user) => (picked = user)} />
      </CoreAdminContext>,
    );
    const input = screen.getByLabelText('Gebruiker');
    fireEvent.change(input, { target: { value: 'lid@demo-uitz' } });
    await waitFor(() => expect(asked.some((params) => params.filter.q === 'lid@demo-uitz')).toBe(true));
    // One request for the finished text, none for every keystroke's half-typed text.
    expect(asked.filter((params) => params.filter.q && params.filter.q !== 'lid@demo-uitz')).toEqual([]);

    // Only what the server found for the text, no longer the first page.
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        expect.stringContaining('lid@demo-uitzend.test'),
      ]),
    );
    fireEvent.click(screen.getByRole('option'));
    expect(picked).toMatchObject({ email: 'lid@demo-uitzend.test' });
  }, 60_000);
});
