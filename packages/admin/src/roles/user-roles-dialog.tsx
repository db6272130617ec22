import { formatDateTime, getRoleLabel, type UserRoleAssignment } from '@caoscan/core';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useGetList, useNotify } from 'react-admin';
import type { AdminDataProvider } from '../data-provider';
import type { AdminUserRecord } from '../users/user-record';
import { UserPicker } from '../users/user-picker';
import { ConfirmDialog } from './confirm-dialog';

/** Gebruikersrollen beheren: a user's current roles with remove (confirmed) and add (spec 01 §2). */
export function UserRolesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [user, setUser] = useState<AdminUserRecord | null>(null);
  const userId = user ? String(user.id) : '';
  const [roleId, setRoleId] = useState('');
  const [removing, setRemoving] = useState<UserRoleAssignment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { data: roles = [] } = useGetList(
    'roles',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: open },
  );

  const {
    data: assignments = [],
    refetch,
    error: loadError,
  } = useQuery({
    queryKey: ['admin-user-roles', userId],
    queryFn: async () => (await dataProvider.getUserRoles(userId)) as unknown as UserRoleAssignment[],
    enabled: userId !== '',
  });
  const load = () => refetch();

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      setError(null);
      await action();
      notify(done, { type: 'success' });
      await load();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Er is een fout opgetreden');
    }
  };
  const add = () =>
    roleId &&
    run(
      () =>
        dataProvider.assignRole({
          user_id: userId,
          role_id: roleId,
          organization_id: user?.organization?.id ?? null,
        }),
      'Rol toegewezen',
    );
  const remove = (assignment: UserRoleAssignment) =>
    run(
      () =>
        dataProvider.removeRole({
          user_id: userId,
          role_id: assignment.role.id,
          organization_id: assignment.organization?.id ?? null,
        }),
      'Rol verwijderd',
    );

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>Gebruikersrollen beheren</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          {loadError && (
            <Alert severity="error">{loadError.message || 'Fout bij ophalen gebruiker rollen'}</Alert>
          )}
          <UserPicker value={user} onChange={setUser} enabled={open} />
          {userId && (
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>Rol</TableCell>
                  <TableCell>Beschrijving</TableCell>
                  <TableCell>Organisatie</TableCell>
                  <TableCell>Toegewezen</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {assignments.map((assignment) => (
                  <TableRow key={`${assignment.role.id}-${assignment.organization?.id ?? 'platform'}`}>
                    <TableCell>{getRoleLabel(assignment.role.name, 'admin')}</TableCell>
                    <TableCell>{assignment.role.description || 'Geen beschrijving'}</TableCell>
                    <TableCell>{assignment.organization?.name ?? '–'}</TableCell>
                    <TableCell>{formatDateTime(assignment.assigned_at)}</TableCell>
                    <TableCell>
                      <Button size="small" color="error" onClick={() => setRemoving(assignment)}>
                        Verwijderen
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          {userId && (
            <Stack direction="row" spacing={1}>
              <TextField
                select
                size="small"
                label="Rol toevoegen"
                value={roleId}
                onChange={(e) => setRoleId(e.target.value)}
                sx={{ minWidth: 220 }}
              >
                {roles.map((role) => (
                  <MenuItem key={role.id} value={String(role.id)}>
                    {getRoleLabel(String(role.name), 'admin')}
                  </MenuItem>
                ))}
              </TextField>
              <Button variant="contained" onClick={() => void add()}>
                Toevoegen
              </Button>
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Sluiten</Button>
      </DialogActions>
      <ConfirmDialog
        open={removing !== null}
        title="Rol verwijderen"
        confirmLabel="Verwijderen"
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) void remove(removing);
          setRemoving(null);
        }}
      >
        Weet je zeker dat je deze rol wilt verwijderen? Deze actie kan niet ongedaan worden gemaakt.
      </ConfirmDialog>
    </Dialog>
  );
}
