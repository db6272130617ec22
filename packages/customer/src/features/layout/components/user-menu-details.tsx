import { formatDateTime } from '@caoscan/core';
import type { Session } from '@supabase/auth-js';
import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useUserDetails } from '../api/get-user-details';

interface UserMenuDetailsProps {
  email: string;
  userId: string | undefined;
  session: Session | null;
  /** Details are fetched from the first opening on. */
  hasOpened: boolean;
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The account and session facts at the top of the user menu (spec 01 §2). */
export function UserMenuDetails({ email, userId, session, hasOpened }: UserMenuDetailsProps) {
  const details = useUserDetails(userId, hasOpened);
  const sessionHours = session?.expires_in !== undefined ? Math.floor(session.expires_in / 3600) : null;
  const expiresAt = session?.expires_at !== undefined ? session.expires_at * 1000 : null;

  return (
    <Stack spacing={1.25} sx={{ px: 2, py: 1.5, width: 300 }}>
      <Typography variant="subtitle2" sx={{ wordBreak: 'break-all' }}>
        {email}
      </Typography>
      {details.isPending && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress size={16} />
          <Typography variant="body2" color="text.secondary">
            Gegevens laden...
          </Typography>
        </Stack>
      )}
      {details.isError && <Alert severity="error">Failed to fetch user details</Alert>}
      {details.data && (
        <>
          <Row label="Account aangemaakt" value={formatDateTime(details.data.created_at)} />
          <Row label="Laatst ingelogd" value={formatDateTime(details.data.last_sign_in_at)} />
          <Row label="Gebruikers-ID" value={details.data.id} />
        </>
      )}
      {sessionHours !== null && <Row label="Sessie geldig" value={`${sessionHours} uur`} />}
      {expiresAt !== null && <Row label="Sessie verloopt" value={formatDateTime(expiresAt)} />}
    </Stack>
  );
}
