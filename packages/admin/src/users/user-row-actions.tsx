import { USER_STATUSES, type UserStatus } from '@caoscan/core';
import DeleteIcon from '@mui/icons-material/Delete';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  MenuItem,
  Select,
  Stack,
} from '@mui/material';
import { useState } from 'react';
import { useDelete, useNotify, useRecordContext, useUpdate } from 'react-admin';
import { USER_STATUS_LABELS } from '../components/labels';
import type { AdminUserRecord } from './user-record';

export const DELETE_USER_QUESTION =
  'Weet je zeker dat je deze gebruiker wilt verwijderen? Deze actie kan niet ongedaan worden gemaakt.';

/** Details, the status dropdown (any of the three, list updated on success) and delete with confirm. */
export function UserRowActions({ onDetails }: { onDetails: (user: AdminUserRecord) => void }) {
  const user = useRecordContext<AdminUserRecord>();
  const [update, { isPending }] = useUpdate();
  const [remove] = useDelete();
  const notify = useNotify();
  const [isConfirming, setConfirming] = useState(false);
  if (!user) return null;
  const setStatus = (status: UserStatus) =>
    update(
      'users',
      { id: user.id, data: { status }, previousData: user },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('Status bijgewerkt', { type: 'success' }),
        onError: (caught) =>
          notify(caught instanceof Error ? caught.message : 'Fout bij updaten gebruiker status', {
            type: 'error',
          }),
      },
    );
  const confirmDelete = () =>
    remove(
      'users',
      { id: user.id, previousData: user },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false);
          notify('Gebruiker verwijderd', { type: 'success' });
        },
        onError: (caught) => {
          setConfirming(false);
          notify(caught instanceof Error ? caught.message : 'Fout bij verwijderen gebruiker', {
            type: 'error',
          });
        },
      },
    );
  return (
    <Stack direction="row" spacing={0.5} alignItems="center">
      <IconButton aria-label={`Details van ${user.email}`} onClick={() => onDetails(user)}>
        <InfoIcon fontSize="small" />
      </IconButton>
      <Select
        size="small"
        value={user.status}
        disabled={isPending}
        inputProps={{ 'aria-label': `Status van ${user.email}` }}
        onChange={(e) => setStatus(e.target.value as UserStatus)}
      >
        {USER_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {USER_STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </Select>
      <IconButton aria-label={`Verwijder ${user.email}`} onClick={() => setConfirming(true)}>
        <DeleteIcon fontSize="small" />
      </IconButton>
      <Dialog open={isConfirming} onClose={() => setConfirming(false)}>
        <DialogTitle>Gebruiker verwijderen</DialogTitle>
        <DialogContent>{DELETE_USER_QUESTION}</DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Annuleren</Button>
          <Button color="error" variant="contained" onClick={confirmDelete}>
            Verwijderen
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
