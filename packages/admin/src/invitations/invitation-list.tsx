import { formatDateTime, getRoleLabel, type Invitation } from '@caoscan/core';
import { Button, Chip, Stack, Typography } from '@mui/material';
import { Datagrid, FunctionField, List, TextField, useListContext, type RaRecord } from 'react-admin';
import { InvitationFilters } from './invitation-filters';
import { INVITATION_COLORS, INVITATION_LABELS } from './invitation-labels';
import { InvitationRowActions } from './invitation-row-actions';

type InvitationRecord = Invitation & RaRecord;

/** Previous/next with 'Pagina x van y'. */
function PreviousNextPagination() {
  const { page, perPage, total = 0, setPage } = useListContext();
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <Stack direction="row" spacing={2} alignItems="center" justifyContent="flex-end" sx={{ p: 2 }}>
      <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
        Vorige
      </Button>
      <Typography variant="body2">
        Pagina {page} van {pages}
      </Typography>
      <Button size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
        Volgende
      </Button>
    </Stack>
  );
}

function ExpiryField({ invitation }: { invitation: InvitationRecord }) {
  if (invitation.status === 'expired') {
    return (
      <Typography variant="body2" color="error">
        Verlopen op {formatDateTime(invitation.expires_at)}
      </Typography>
    );
  }
  return <Typography variant="body2">{formatDateTime(invitation.expires_at)}</Typography>;
}

/** Uitnodigingen of every organisation, 10 per page (spec 01 §2, §9). */
export function InvitationList() {
  return (
    <List
      resource="invitations"
      title="Gebruiker Beheer"
      exporter={false}
      actions={false}
      perPage={10}
      sort={{ field: 'created_at', order: 'DESC' }}
      disableSyncWithLocation
      pagination={<PreviousNextPagination />}
      empty={false}
    >
      <InvitationFilters />
      <Datagrid
        bulkActionButtons={false}
        rowClick={false}
        empty={<Typography sx={{ p: 3 }}>Geen uitnodigingen gevonden</Typography>}
      >
        <FunctionField
          label="Status"
          render={(invitation: InvitationRecord) => (
            <Chip
              size="small"
              color={INVITATION_COLORS[invitation.status]}
              label={INVITATION_LABELS[invitation.status]}
            />
          )}
        />
        <TextField source="email" label="E-mail" />
        <FunctionField
          label="Rol"
          render={(invitation: InvitationRecord) => getRoleLabel(invitation.role_name, 'admin')}
        />
        <TextField source="organization_name" label="Organisatie" />
        <FunctionField
          label="Uitgenodigd"
          render={(invitation: InvitationRecord) => formatDateTime(invitation.created_at)}
        />
        <FunctionField
          label="Verloopt"
          render={(invitation: InvitationRecord) => <ExpiryField invitation={invitation} />}
        />
        <FunctionField label="Acties" render={() => <InvitationRowActions />} />
      </Datagrid>
    </List>
  );
}
