import {
  INVITATION_PAGE_SIZE,
  INVITATION_STATUS_LABELS,
  INVITATION_STATUSES,
  SEARCH_DEBOUNCE_MS,
  type Invitation,
  type InvitationStatus,
} from '@caoscan/core';
import PersonAddAlt1RoundedIcon from '@mui/icons-material/PersonAddAlt1Rounded';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  MenuItem,
  Pagination,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useHasPermission, useProfile } from '../../../lib/auth/profile';
import { CANCEL_ERROR_MESSAGE, useCancelInvitation } from '../api/cancel-invitation';
import { LIST_INVITATIONS_ERROR_MESSAGE, useInvitations } from '../api/list-invitations';
import { RESEND_ERROR_MESSAGE, useResendInvitation } from '../api/resend-invitation';
import { InvitationStatTiles } from './invitation-stat-tiles';
import { InvitationTable } from './invitation-table';
import { InviteUserDialog } from './invite-user-dialog';

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** Gebruikersbeheer (/invitations, spec 02 §2): tiles, filters, the list in pages of 10, the invite modal. */
export function InvitationsPage() {
  const profile = useProfile();
  const canView = useHasPermission('view_invitations');
  const canInvite = useHasPermission('invite_users');
  const canManage = useHasPermission('manage_invitations');

  if (profile.isPending) return <CircularProgress aria-label="Laden..." />;
  if (!canView) {
    return (
      <Paper sx={{ p: 4 }}>
        <Typography variant="h5" component="h1">
          Geen toegang
        </Typography>
      </Paper>
    );
  }
  return (
    <InvitationsManager
      canInvite={canInvite}
      canManage={canManage}
      roleNames={profile.data?.roles ?? []}
      organizationId={profile.data?.organization_id ?? null}
    />
  );
}

interface ManagerProps {
  canInvite: boolean;
  canManage: boolean;
  roleNames: readonly string[];
  organizationId: string | null;
}

function InvitationsManager({ canInvite, canManage, roleNames, organizationId }: ManagerProps) {
  const [status, setStatus] = useState<InvitationStatus | ''>('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [isInviting, setIsInviting] = useState(false);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const email = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useInvitations({
    page,
    size: INVITATION_PAGE_SIZE,
    status: status || undefined,
    email: email || undefined,
  });
  const resend = useResendInvitation();
  const cancel = useCancelInvitation();
  const busyId = resend.isPending
    ? (resend.variables ?? null)
    : cancel.isPending
      ? (cancel.variables ?? null)
      : null;

  function handleResend(invitation: Invitation) {
    resend.mutate(invitation.id, {
      onSuccess: (result) => setNotice({ severity: 'success', text: result.message }),
      onError: (err) => setNotice({ severity: 'error', text: err.message || RESEND_ERROR_MESSAGE }),
    });
  }

  function handleCancel(invitation: Invitation) {
    cancel.mutate(invitation.id, {
      onSuccess: (result) => setNotice({ severity: 'success', text: result.message }),
      onError: (err) => setNotice({ severity: 'error', text: err.message || CANCEL_ERROR_MESSAGE }),
    });
  }

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Typography variant="h2" component="h1">
          Gebruikersbeheer
        </Typography>
        {canInvite && (
          <Button
            variant="contained"
            startIcon={<PersonAddAlt1RoundedIcon />}
            onClick={() => setIsInviting(true)}
          >
            Gebruiker uitnodigen
          </Button>
        )}
      </Stack>
      <InvitationStatTiles />
      {notice && (
        <Alert severity={notice.severity} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <Paper sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label="Status"
              value={status}
              onChange={(event) => {
                // A new filter or search starts at page 1 (spec 01 §4).
                setStatus(event.target.value as InvitationStatus | '');
                setPage(1);
              }}
              sx={{ minWidth: 220 }}
            >
              <MenuItem value="">Alle statussen</MenuItem>
              {INVITATION_STATUSES.map((value) => (
                <MenuItem key={value} value={value}>
                  {INVITATION_STATUS_LABELS[value]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Zoek op e-mail"
              type="search"
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
              sx={{ flex: 1 }}
            />
          </Stack>
          {list.isError && <Alert severity="error">{LIST_INVITATIONS_ERROR_MESSAGE}</Alert>}
          {list.isPending && <CircularProgress aria-label="Laden..." />}
          {list.data && list.data.invitations.length === 0 && (
            <Typography color="text.secondary">Geen uitnodigingen gevonden.</Typography>
          )}
          {list.data && list.data.invitations.length > 0 && (
            <InvitationTable
              invitations={list.data.invitations}
              canManage={canManage}
              busyId={busyId}
              onResend={handleResend}
              onCancel={handleCancel}
            />
          )}
          {list.data && list.data.pages > 1 && (
            <Box sx={{ display: 'flex', justifyContent: 'center' }}>
              <Pagination count={list.data.pages} page={page} onChange={(_, next) => setPage(next)} />
            </Box>
          )}
        </Stack>
      </Paper>
      <InviteUserDialog
        open={isInviting}
        canInvite={canInvite}
        roleNames={roleNames}
        organizationId={organizationId}
        onClose={() => setIsInviting(false)}
        onInvited={(invitation) => {
          setIsInviting(false);
          setNotice({ severity: 'success', text: `Uitnodiging verzonden naar ${invitation.email}.` });
        }}
      />
    </Stack>
  );
}
