import { getRoleLabel } from '@caoscan/core';
import { Alert, Button, Chip, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import { useDataProvider, useGetList, useNotify, type RaRecord } from 'react-admin';
import { USER_STATUS_COLORS, USER_STATUS_LABELS } from '../components/labels';
import type { AdminDataProvider } from '../data-provider';
import { UserPicker } from '../users/user-picker';
import type { AdminUserRecord } from '../users/user-record';
import { canShowRemove, checkMemberRemoval } from './organization-rules';
import { useOrganizationMembers, type MemberRecord } from './use-organization-members';

/** Edit modal, tab Gebruikers: add a user with a role, remove a non-admin role (spec 01 §2, §5). */
export function OrganizationMembersTab({ organization }: { organization: RaRecord }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const { members, refetch } = useOrganizationMembers(organization.id);
  const [user, setUser] = useState<AdminUserRecord | null>(null);
  const [roleId, setRoleId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { data: roles = [] } = useGetList('roles', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  const memberIds = new Set(members.map((m) => m.id));
  const organizationRoles = roles.filter((role) => role.name !== 'admin' && role.name !== 'support');

  const add = async () => {
    if (!user || !roleId) return setError('Kies een gebruiker en een rol.');
    try {
      await dataProvider.assignRole({
        user_id: String(user.id),
        role_id: roleId,
        organization_id: String(organization.id),
      });
      notify('Gebruiker toegevoegd', { type: 'success' });
      setUser(null);
      setError(null);
      await refetch();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Fout bij toevoegen gebruiker');
    }
  };

  const remove = async (member: MemberRecord) => {
    const blocked = checkMemberRemoval(member, members);
    if (blocked) return setError(blocked);
    try {
      for (const role of member.roles) {
        await dataProvider.removeRole({
          user_id: member.id,
          role_id: role.id,
          organization_id: String(organization.id),
        });
      }
      notify('Gebruiker verwijderd', { type: 'success' });
      await refetch();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Fout bij verwijderen gebruiker');
    }
  };

  return (
    <Stack spacing={2}>
      {error && <Alert severity="error">{error}</Alert>}
      <Stack direction="row" spacing={1}>
        <UserPicker size="small" value={user} onChange={setUser} exclude={memberIds} />
        <TextField
          size="small"
          select
          label="Rol"
          value={roleId}
          onChange={(e) => setRoleId(e.target.value)}
          sx={{ minWidth: 160 }}
        >
          {organizationRoles.map((role) => (
            <MenuItem key={role.id} value={String(role.id)}>
              {getRoleLabel(String(role.name), 'admin')}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" onClick={() => void add()}>
          Toevoegen
        </Button>
      </Stack>
      {members.length === 0 && <Typography color="text.secondary">Nog geen gebruikers</Typography>}
      {members.map((member) => (
        <Stack key={member.id} direction="row" spacing={1} alignItems="center">
          <Typography sx={{ flex: 1 }}>{member.email}</Typography>
          {member.roles.map((role) => (
            <Chip key={role.id} size="small" label={getRoleLabel(role.name, 'admin')} />
          ))}
          <Chip
            size="small"
            color={USER_STATUS_COLORS[member.status] ?? 'default'}
            label={USER_STATUS_LABELS[member.status]}
          />
          {canShowRemove(member) && (
            <IconButton aria-label={`Verwijder ${member.email}`} onClick={() => void remove(member)}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
