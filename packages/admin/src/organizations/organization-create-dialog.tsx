import { ORGANIZATION_MESSAGES, validateOrganizationName, type AdminOrganization } from '@caoscan/core';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useCreate, useGetList, useNotify, useRefresh } from 'react-admin';
import { ORGANIZATION_TYPE_CHOICES } from '../components/labels';

/** Nieuwe organisatie (spec 01 §5): name 2–100 trimmed, type default client, parent only if chosen. */
export function OrganizationCreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [name, setName] = useState('');
  const [type, setType] = useState('client');
  const [parentId, setParentId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { data: organizations = [] } = useGetList<AdminOrganization & { id: string }>('organizations', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  const [create, { isPending }] = useCreate();
  const notify = useNotify();
  const refresh = useRefresh();

  const close = () => {
    setName('');
    setType('client');
    setParentId('');
    setError(null);
    onClose();
  };

  const submit = () => {
    const message = validateOrganizationName(name) ?? (type ? null : ORGANIZATION_MESSAGES.typeRequired);
    if (message) return setError(message);
    create(
      'organizations',
      { data: { name: name.trim(), type, parent_id: parentId || undefined } },
      {
        onSuccess: () => {
          notify('Organisatie aangemaakt', { type: 'success' });
          refresh();
          close();
        },
        onError: (caught) => setError(caught instanceof Error ? caught.message : 'Er is een fout opgetreden'),
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>Nieuwe organisatie</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label="Organisatie naam"
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            autoFocus
          />
          <TextField select label="Type" value={type} onChange={(e) => setType(e.target.value)} required>
            {ORGANIZATION_TYPE_CHOICES.map((choice) => (
              <MenuItem key={choice.id} value={choice.id}>
                {choice.name}
              </MenuItem>
            ))}
          </TextField>
          {organizations.length > 0 && (
            <TextField
              select
              label="Moederorganisatie"
              value={parentId}
              onChange={(e) => setParentId(e.target.value)}
            >
              <MenuItem value="">Geen</MenuItem>
              {organizations.map((org) => (
                <MenuItem key={org.id} value={org.id}>
                  {org.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Annuleren</Button>
        <Button variant="contained" onClick={submit} disabled={isPending}>
          Organisatie aanmaken
        </Button>
      </DialogActions>
    </Dialog>
  );
}
