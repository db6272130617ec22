import { ROLE_NAME_REQUIRED } from '@caoscan/core';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useCreate, useNotify, useRefresh, useUpdate, type RaRecord } from 'react-admin';

/** New role or edit role (keyed by the role, so the form starts from it): name required, description optional (spec 01 §5). */
export function RoleFormDialog({
  open,
  role,
  onClose,
}: {
  open: boolean;
  role: RaRecord | null;
  onClose: () => void;
}) {
  const [name, setName] = useState(String(role?.name ?? ''));
  const [description, setDescription] = useState(String(role?.description ?? ''));
  const [error, setError] = useState<string | null>(null);
  const [create] = useCreate();
  const [update] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();

  const done = (message: string) => ({
    onSuccess: () => {
      notify(message, { type: 'success' });
      refresh();
      onClose();
    },
    onError: (caught: unknown) =>
      setError(
        caught instanceof Error ? caught.message : role ? 'Fout bij updaten rol' : 'Fout bij aanmaken rol',
      ),
  });
  const submit = () => {
    if (!name.trim()) return setError(ROLE_NAME_REQUIRED);
    const data = { name, description };
    if (role)
      update(
        'roles',
        { id: role.id, data, previousData: role },
        { mutationMode: 'pessimistic', ...done('Rol bijgewerkt') },
      );
    else create('roles', { data }, done('Rol aangemaakt'));
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{role ? 'Rol bewerken' : 'Nieuwe rol'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField label="Naam" value={name} onChange={(e) => setName(e.target.value)} required autoFocus />
          <TextField
            label="Beschrijving"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            multiline
            minRows={2}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Annuleren</Button>
        <Button variant="contained" onClick={submit}>
          {role ? 'Opslaan' : 'Rol aanmaken'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
