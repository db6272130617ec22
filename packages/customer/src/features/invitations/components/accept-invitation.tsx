import { formatDateTime, getRoleLabel, INVITATION_ACCEPTED_REDIRECT_MS } from '@caoscan/core';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';
import MailOutlineRoundedIcon from '@mui/icons-material/MailOutlineRounded';
import { Alert, Box, Button, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-provider';
import { ACCEPT_ERROR_MESSAGE, useAcceptInvitation } from '../api/accept-invitation';
import { VERIFY_ERROR_MESSAGE, useVerifyInvitation } from '../api/verify-invitation';

export const NO_TOKEN_MESSAGE = 'Geen geldige uitnodigingstoken gevonden.';

interface AcceptInvitationProps {
  token: string | null;
  /** The three sign-in buttons for the invited address (composed by the route from the auth feature). */
  renderSignIn: (email: string) => ReactNode;
}

/**
 * The invitation screen (spec 01 §2, §4): verify the link, let the invitee sign in, then accept by
 * itself once signed in, welcome them and go to the dashboard after 3 seconds.
 */
export function AcceptInvitation({ token, renderSignIn }: AcceptInvitationProps) {
  const { status } = useAuth();
  const verification = useVerifyInvitation(token);
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const started = useRef(false);
  const isValid = verification.data?.is_valid === true;

  useEffect(() => {
    if (!token || !isValid || status !== 'signedIn' || started.current) return;
    started.current = true;
    accept.mutate(token);
  }, [token, isValid, status, accept]);

  useEffect(() => {
    if (!accept.isSuccess) return;
    const timer = setTimeout(() => navigate(paths.home, { replace: true }), INVITATION_ACCEPTED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [accept.isSuccess, navigate]);

  return (
    <Stack spacing={3}>
      {renderState()}
      <Divider />
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        Problemen met de uitnodiging? Neem contact op met de beheerder.
      </Typography>
    </Stack>
  );

  function renderState(): ReactNode {
    if (!token) return <Invalid message={NO_TOKEN_MESSAGE} />;
    if (accept.isSuccess) {
      return (
        <Centered icon={<CheckCircleRoundedIcon color="success" sx={{ fontSize: 48 }} />} title="Welkom!">
          <Typography>
            U bent nu lid van <strong>{accept.data.organization_name}</strong> als{' '}
            {getRoleLabel(accept.data.role_name, 'admin')}.
          </Typography>
          <Typography variant="body2" color="text.secondary">
            U wordt doorgestuurd naar het dashboard...
          </Typography>
        </Centered>
      );
    }
    if (accept.isError) {
      return <Invalid message={accept.error.message || ACCEPT_ERROR_MESSAGE} />;
    }
    if (accept.isPending || (isValid && status === 'signedIn')) {
      return <Busy title="Uitnodiging accepteren..." />;
    }
    if (verification.isPending || status === 'loading') return <Busy title="Uitnodiging verifiëren..." />;
    if (verification.isError) return <Invalid message={VERIFY_ERROR_MESSAGE} />;
    const invitation = verification.data;
    if (!invitation.is_valid || !invitation.email) {
      return <Invalid message={invitation.error_message} />;
    }
    return (
      <Stack spacing={3}>
        <Centered
          icon={<MailOutlineRoundedIcon color="primary" sx={{ fontSize: 48 }} />}
          title="U bent uitgenodigd!"
        >
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, textAlign: 'left' }}
          >
            <Term label="E-mail" value={invitation.email} />
            <Term label="Organisatie" value={invitation.organization_name ?? '–'} />
            <Term label="Rol" value={getRoleLabel(invitation.role_name ?? undefined, 'admin')} />
            <Term label="Verloopt op" value={formatDateTime(invitation.expires_at)} />
          </Box>
        </Centered>
        {renderSignIn(invitation.email)}
      </Stack>
    );
  }
}

function Term({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, wordBreak: 'break-word' }}>
        {value}
      </Typography>
    </>
  );
}

function Centered({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
      {icon}
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

function Busy({ title }: { title: string }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }} role="status">
      <CircularProgress size={36} aria-hidden />
      <Typography variant="h6" component="h1">
        {title}
      </Typography>
    </Stack>
  );
}

/** 'Uitnodiging niet geldig' with the general text, the specific reason, and the way to the login page. */
function Invalid({ message }: { message: string | null }) {
  return (
    <Centered
      icon={<ErrorOutlineRoundedIcon color="error" sx={{ fontSize: 48 }} />}
      title="Uitnodiging niet geldig"
    >
      <Typography color="text.secondary">Deze uitnodiging is niet geldig of verlopen.</Typography>
      {message && <Alert severity="error">{message}</Alert>}
      <Button component={RouterLink} to={paths.login} variant="contained">
        Naar inlogpagina
      </Button>
    </Centered>
  );
}
