import {
  checkFields,
  getGrantableRoles,
  getRoleLabel,
  InvitationCreateInputSchema,
  type Invitation,
} from '@caoscan/core';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { INVITE_ERROR_MESSAGE, useInviteUser } from '../api/invite-user';
import { ROLES_ERROR_MESSAGE, useRoles } from '../api/list-roles';

export const NO_INVITE_PERMISSION_MESSAGE =
  'Toegang geweigerd — Je hebt geen rechten om gebruikers uit te nodigen.';
export const NO_ORGANIZATION_MESSAGE = 'Geen organisatie gevonden voor deze gebruiker';

interface InviteUserDialogProps {
  open: boolean;
  canInvite: boolean;
  roleNames: readonly string[];
  organizationId: string | null;
  onClose: () => void;
  onInvited: (invitation: Invitation) => void;
}

/** 'Gebruiker uitnodigen': e-mail and role (default org_member, else the first the inviter may grant). */
export function InviteUserDialog(props: InviteUserDialogProps) {
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="xs">
      <DialogTitle>Gebruiker uitnodigen</DialogTitle>
      {props.open && <InviteUserForm {...props} />}
    </Dialog>
  );
}

function InviteUserForm({ canInvite, roleNames, organizationId, onClose, onInvited }: InviteUserDialogProps) {
  const roles = useRoles();
  const invite = useInviteUser();
  const [email, setEmail] = useState('');
  const [roleId, setRoleId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const grantable = getGrantableRoles(roleNames) as string[];
  const offered = (roles.data ?? []).filter((role) => grantable.includes(role.name));
  const defaultRole = offered.find((role) => role.name === 'org_member') ?? offered[0];
  const chosenRoleId = roleId ?? defaultRole?.id ?? '';

  if (!canInvite) {
    return (
      <DialogContent>
        <Alert severity="error">{NO_INVITE_PERMISSION_MESSAGE}</Alert>
      </DialogContent>
    );
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!organizationId) return setError(NO_ORGANIZATION_MESSAGE);
    const checked = checkFields(InvitationCreateInputSchema, {
      email,
      role_id: chosenRoleId,
      organization_id: organizationId,
    });
    if (!checked.data) return setError(Object.values(checked.errors)[0] ?? INVITE_ERROR_MESSAGE);
    setError(null);
    invite.mutate(checked.data, {
      onSuccess: onInvited,
      onError: (err) => setError(err.message || INVITE_ERROR_MESSAGE),
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          {roles.isError && <Alert severity="error">{ROLES_ERROR_MESSAGE}</Alert>}
          <TextField
            label="E-mailadres"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
            autoFocus
          />
          <TextField
            select
            label="Rol"
            value={offered.length > 0 ? chosenRoleId : ''}
            onChange={(event) => setRoleId(event.target.value)}
            disabled={offered.length === 0}
          >
            {offered.map((role) => (
              <MenuItem key={role.id} value={role.id}>
                {getRoleLabel(role.name, 'admin')}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Annuleren</Button>
        <Button
          type="submit"
          variant="contained"
          disabled={invite.isPending || !email.trim() || !chosenRoleId}
          startIcon={invite.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Uitnodiging versturen
        </Button>
      </DialogActions>
    </form>
  );
}
