import { formatDateTime, getRoleLabel, type Invitation } from '@caoscan/core';
import {
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { InvitationStatusChip } from './invitation-status-chip';

interface InvitationTableProps {
  invitations: Invitation[];
  canManage: boolean;
  busyId: string | null;
  onResend: (invitation: Invitation) => void;
  onCancel: (invitation: Invitation) => void;
}

/** The list: status badge, e-mail, role, dates; resend and cancel for pending invitations only. */
export function InvitationTable({
  invitations,
  canManage,
  busyId,
  onResend,
  onCancel,
}: InvitationTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Uitnodigingen">
        <TableHead>
          <TableRow>
            <TableCell>Status</TableCell>
            <TableCell>E-mail</TableCell>
            <TableCell>Rol</TableCell>
            <TableCell>Uitgenodigd op</TableCell>
            <TableCell>Geldigheid</TableCell>
            <TableCell align="right">Acties</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invitations.map((invitation) => (
            <TableRow key={invitation.id}>
              <TableCell>
                <InvitationStatusChip status={invitation.status} />
              </TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{invitation.email}</TableCell>
              <TableCell>{getRoleLabel(invitation.role_name, 'admin')}</TableCell>
              <TableCell>{formatDateTime(invitation.created_at)}</TableCell>
              <TableCell>
                {invitation.status === 'expired' ? (
                  <Typography variant="body2" color="error">
                    Verlopen op {formatDateTime(invitation.expires_at)}
                  </Typography>
                ) : invitation.status === 'pending' ? (
                  <Typography variant="body2">Verloopt op {formatDateTime(invitation.expires_at)}</Typography>
                ) : (
                  '–'
                )}
              </TableCell>
              <TableCell align="right">
                {canManage && invitation.status === 'pending' && (
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                    <Button
                      size="small"
                      disabled={busyId === invitation.id}
                      onClick={() => onResend(invitation)}
                    >
                      Opnieuw verzenden
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      disabled={busyId === invitation.id}
                      onClick={() => onCancel(invitation)}
                    >
                      Annuleren
                    </Button>
                  </Stack>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
