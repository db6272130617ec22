import { formatDateTime, getRoleLabel } from '@caoscan/core';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableRow,
} from '@mui/material';
import { ORGANIZATION_TYPE_LABELS, USER_STATUS_LABELS } from '../components/labels';
import type { AdminUserRecord } from './user-record';

/** Details: e-mail, status, organisation, roles, created, last sign-in, e-mail confirmed Ja/Nee. */
export function UserDetailsDialog({ user, onClose }: { user: AdminUserRecord | null; onClose: () => void }) {
  const rows: [string, string][] = user
    ? [
        ['E-mail', user.email],
        ['Status', USER_STATUS_LABELS[user.status] ?? user.status],
        [
          'Organisatie',
          user.organization
            ? `${user.organization.name} (${ORGANIZATION_TYPE_LABELS[user.organization.type] ?? user.organization.type})`
            : '–',
        ],
        ['Rollen', user.roles.map((role) => getRoleLabel(role.name, 'admin')).join(', ') || 'No role'],
        ['Aangemaakt', formatDateTime(user.created_at)],
        ['Laatste login', formatDateTime(user.last_sign_in)],
        ['E-mail bevestigd', user.email_confirmed ? 'Ja' : 'Nee'],
      ]
    : [];
  return (
    <Dialog open={user !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Gebruiker details</DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th">{label}</TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Sluiten</Button>
      </DialogActions>
    </Dialog>
  );
}
