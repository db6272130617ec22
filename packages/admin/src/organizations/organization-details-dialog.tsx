import { formatDateTime, getRoleLabel } from '@caoscan/core';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import type { RaRecord } from 'react-admin';
import { splitMembers } from './organization-rules';
import { useOrganizationMembers, type MemberRecord } from './use-organization-members';

function MemberGroup({ title, members }: { title: string; members: MemberRecord[] }) {
  return (
    <div>
      <Typography variant="subtitle2">
        {title} ({members.length})
      </Typography>
      <List dense>
        {members.map((member) => (
          <ListItem key={member.id} disableGutters>
            <ListItemText
              primary={member.email}
              secondary={member.roles.map((role) => getRoleLabel(role.name, 'admin')).join(', ') || 'No role'}
            />
          </ListItem>
        ))}
      </List>
    </div>
  );
}

/** Details: user total, admin count, created date, Administrators and Leden (spec 01 §2). */
export function OrganizationDetailsDialog({
  organization,
  onClose,
}: {
  organization: RaRecord | null;
  onClose: () => void;
}) {
  const { members, error } = useOrganizationMembers(organization?.id);
  const { administrators, members: others } = splitMembers(members);
  return (
    <Dialog open={organization !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{organization?.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {error && <Alert severity="error">Fout bij ophalen gebruikers</Alert>}
          <Stack direction="row" spacing={4}>
            <Typography>Gebruikers: {organization?.user_count ?? 0}</Typography>
            <Typography>Admins: {organization?.admin_count ?? 0}</Typography>
            <Typography>Aangemaakt: {formatDateTime(organization?.created_at)}</Typography>
          </Stack>
          <MemberGroup title="Administrators" members={administrators} />
          <MemberGroup title="Leden" members={others} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Sluiten</Button>
      </DialogActions>
    </Dialog>
  );
}
