import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import { useDelete, useNotify, type RaRecord } from 'react-admin';

/** Delete confirmation (spec 01 §2): warns about members; the server refuses while data remains. */
export function OrganizationDeleteDialog({
  organization,
  onClose,
}: {
  organization: RaRecord | null;
  onClose: () => void;
}) {
  const [remove, { isPending }] = useDelete();
  const notify = useNotify();
  const [error, setError] = useState<string | null>(null);
  const userCount = Number(organization?.user_count ?? 0);
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = () =>
    organization &&
    remove(
      'organizations',
      { id: organization.id, previousData: organization },
      {
        onSuccess: () => {
          notify('Organisatie verwijderd', { type: 'success' });
          close();
        },
        onError: (caught) =>
          setError(caught instanceof Error ? caught.message : 'Fout bij verwijderen organisatie'),
      },
    );
  return (
    <Dialog open={organization !== null} onClose={close}>
      <DialogTitle>Organisatie verwijderen</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Typography gutterBottom>
          Weet je zeker dat je <strong>{organization?.name}</strong> wilt verwijderen?
        </Typography>
        {userCount > 0 && (
          <Alert severity="warning" sx={{ mb: 1 }}>
            Deze organisatie heeft nog {userCount} gebruiker(s).
          </Alert>
        )}
        <Typography color="error">Deze actie is permanent en kan niet ongedaan worden gemaakt.</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Annuleren</Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={isPending}>
          Definitief verwijderen
        </Button>
      </DialogActions>
    </Dialog>
  );
}
