import { getRoleLabel } from '@caoscan/core';
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
import { useDataProvider, useGetList, useNotify, useRefresh } from 'react-admin';
import { UserPicker } from '../users/user-picker';
import type { AdminDataProvider } from '../data-provider';
import type { AdminUserRecord } from '../users/user-record';

/** Rol toewijzen: a user (e-mail plus organisation name) and a role (spec 01 §2, §5). */
export function AssignRoleDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [user, setUser] = useState<AdminUserRecord | null>(null);
  const [roleId, setRoleId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { data: roles = [] } = useGetList(
    'roles',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: open },
  );

  const submit = async () => {
    if (!user || !roleId) return setError('Kies een gebruiker en een rol.');
    try {
      await dataProvider.assignRole({
        user_id: String(user.id),
        role_id: roleId,
        organization_id: user.organization?.id ?? null,
      });
      notify('Rol toegewezen', { type: 'success' });
      refresh();
      onClose();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Fout bij toewijzen rol');
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Rol toewijzen</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <UserPicker value={user} onChange={setUser} enabled={open} />
          <TextField select label="Rol" value={roleId} onChange={(e) => setRoleId(e.target.value)}>
            {roles.map((role) => (
              <MenuItem key={role.id} value={String(role.id)}>
                {getRoleLabel(String(role.name), 'admin')}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Annuleren</Button>
        <Button variant="contained" onClick={() => void submit()}>
          Toewijzen
        </Button>
      </DialogActions>
    </Dialog>
  );
}
