import { Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useGetList } from 'react-admin';
import { InvitationList } from '../invitations/invitation-list';
import { UserTable } from './user-table';

/** Gebruiker Beheer (spec 01 §2): tabs 'Gebruikers (total)' and Uitnodigingen. */
export function UserList() {
  const [tab, setTab] = useState(0);
  const { total } = useGetList('users', { pagination: { page: 1, perPage: 1 } });
  return (
    <>
      <Tabs value={tab} onChange={(_, value: number) => setTab(value)} sx={{ mt: 1 }}>
        <Tab label={`Gebruikers (${total ?? 0})`} />
        <Tab label="Uitnodigingen" />
      </Tabs>
      {tab === 0 ? <UserTable /> : <InvitationList />}
    </>
  );
}
