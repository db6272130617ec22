import type { Invitation } from '@caoscan/core';
import { Button, Stack } from '@mui/material';
import { useDataProvider, useNotify, useRecordContext, useRefresh, type RaRecord } from 'react-admin';
import type { AdminDataProvider } from '../data-provider';

/** Only pending invitations offer 'Opnieuw verzenden' and 'Annuleren' (spec 01 §2, §4). */
export function InvitationRowActions() {
  const invitation = useRecordContext<Invitation & RaRecord>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!invitation || invitation.status !== 'pending') return null;
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      notify(done, { type: 'success' });
      refresh();
    } catch (caught) {
      notify(caught instanceof Error ? caught.message : 'Er is een fout opgetreden', { type: 'error' });
    }
  };
  return (
    <Stack direction="row" spacing={1}>
      <Button
        size="small"
        onClick={() =>
          void run(
            () => dataProvider.resendInvitation(String(invitation.id)),
            'Uitnodiging opnieuw verzonden',
          )
        }
      >
        Opnieuw verzenden
      </Button>
      <Button
        size="small"
        color="error"
        onClick={() =>
          void run(() => dataProvider.cancelInvitation(String(invitation.id)), 'Uitnodiging geannuleerd')
        }
      >
        Annuleren
      </Button>
    </Stack>
  );
}
