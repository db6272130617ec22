import { CALLBACK_ERROR_REDIRECT_MS } from '@caoscan/core';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-provider';
import { useServices } from '../../../lib/services';
import { readCallbackError } from '../utils/read-callback-error';
import { isOutsideApp, takeRememberedReturnPath } from '../utils/return-path';
import { LeaveForPage } from './leave-for-page';

export const NO_SESSION_MESSAGE = 'Geen geldige sessie gevonden na authenticatie';

/**
 * Finishes an OAuth sign-in (spec 01 §2). The auth client exchanges the PKCE `?code=` on its
 * own while the auth state is loading; this page waits for that, then goes to / or explains
 * the failure and returns to /login after five seconds.
 */
export function AuthCallback() {
  const { config } = useServices();
  const { status } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  // Read once: the URL is the provider's answer, whatever happens to it afterwards.
  const [urlError] = useState(() =>
    readCallbackError(location.search, location.hash, config.signupContactEmail),
  );
  const failure = urlError ?? (status === 'signedOut' ? NO_SESSION_MESSAGE : null);

  useEffect(() => {
    if (!failure) return;
    const timer = setTimeout(() => navigate(paths.login, { replace: true }), CALLBACK_ERROR_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [failure, navigate]);

  if (failure) {
    return (
      <Stack spacing={2.5} sx={{ textAlign: 'center', alignItems: 'center' }}>
        <Typography variant="h5" component="h1" color="error">
          Inloggen mislukt
        </Typography>
        <Alert severity="error" sx={{ textAlign: 'left', width: '100%' }}>
          {failure}
        </Alert>
        <Typography variant="body2" color="text.secondary">
          U wordt automatisch doorgestuurd naar de login pagina...
        </Typography>
        <Button component={RouterLink} to={paths.login} replace variant="text">
          Nu naar de login pagina
        </Button>
      </Stack>
    );
  }

  if (status === 'signedIn') return <ReturnAfterSignIn />;

  return (
    <Stack spacing={2} sx={{ textAlign: 'center', alignItems: 'center' }} role="status">
      <CircularProgress aria-hidden />
      <Typography variant="h5" component="h1">
        Inloggen...
      </Typography>
      <Typography variant="body1" color="text.secondary">
        Uw Microsoft login wordt verwerkt
      </Typography>
    </Stack>
  );
}

/** Back to where the person was before leaving for the provider (default /). */
function ReturnAfterSignIn() {
  const [target] = useState(() => takeRememberedReturnPath());
  return isOutsideApp(target) ? <LeaveForPage to={target} /> : <Navigate to={target} replace />;
}
