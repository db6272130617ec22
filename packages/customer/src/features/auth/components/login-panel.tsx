import { PRODUCT_NAME } from '@caoscan/core';
import { Alert, Box, Divider, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-provider';
import {
  GENERIC_ERROR_MESSAGE,
  GOOGLE_ERROR_MESSAGE,
  MICROSOFT_ERROR_MESSAGE,
  mapSignInError,
  readResendWaitSeconds,
} from '../../../lib/auth/auth-errors';
import { useServices } from '../../../lib/services';
import { useSendLoginCode } from '../api/send-login-code';
import { useSignInWithProvider, type OAuthProvider } from '../api/sign-in-with-provider';
import { CodeEntryStep } from './code-entry-step';
import { EmailLoginForm } from './email-login-form';
import { isOutsideApp, readReturnPath, rememberReturnPath } from '../utils/return-path';
import { LeaveForPage } from './leave-for-page';
import { OAuthButtons } from './oauth-buttons';

const PROVIDER_FALLBACKS: Record<OAuthProvider, string> = {
  azure: MICROSOFT_ERROR_MESSAGE,
  google: GOOGLE_ERROR_MESSAGE,
};

/** The login screen (spec 01 §2): Microsoft, Google or an e-mailed code, then the code step. */
export function LoginPanel() {
  const { config } = useServices();
  const { status } = useAuth();
  const sendCode = useSendLoginCode();
  const oauth = useSignInWithProvider();
  const location = useLocation();
  /** The address the code step is for, and the seconds left when the server refused a new code. */
  const [codeStep, setCodeStep] = useState<{ email: string; waitSeconds?: number } | null>(null);
  const [lastEmail, setLastEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  // After a successful OAuth start the browser is leaving; keep everything disabled meanwhile.
  const isBusy = sendCode.isPending || oauth.isPending || oauth.isSuccess;
  const contactEmail = config.signupContactEmail;

  // The code step finishes the sign-in itself (with its short wait and return route).
  if (status === 'signedIn' && !codeStep) {
    const target = readReturnPath(location);
    return isOutsideApp(target) ? <LeaveForPage to={target} /> : <Navigate to={target} replace />;
  }

  if (codeStep) {
    return (
      <CodeEntryStep
        key={`${codeStep.email}:${codeStep.waitSeconds ?? ''}`}
        email={codeStep.email}
        {...(codeStep.waitSeconds === undefined ? {} : { initialWaitSeconds: codeStep.waitSeconds })}
        onBack={() => {
          setCodeStep(null);
          sendCode.reset();
        }}
      />
    );
  }

  function handleEmail(email: string) {
    setError(null);
    setLastEmail(email);
    sendCode.mutate(email, {
      onSuccess: () => setCodeStep({ email }),
      onError: (err) => {
        // A code went out less than a minute ago and is still valid: back to entering it.
        const waitSeconds = readResendWaitSeconds(err);
        if (waitSeconds !== null) setCodeStep({ email, waitSeconds });
        else setError(mapSignInError(err, { contactEmail, fallback: GENERIC_ERROR_MESSAGE }));
      },
    });
  }

  function handleProvider(provider: OAuthProvider) {
    setError(null);
    // The provider comes back to /auth/callback, which then returns here.
    rememberReturnPath(readReturnPath(location));
    oauth.mutate(provider, {
      onError: (err) =>
        setError(mapSignInError(err, { contactEmail, fallback: PROVIDER_FALLBACKS[provider] })),
    });
  }

  return (
    <Stack spacing={3}>
      <Box sx={{ textAlign: 'center' }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Login bij {PRODUCT_NAME}
        </Typography>
        <Typography variant="body1" color="text.secondary">
          Kies uw gewenste login methode
        </Typography>
      </Box>
      {error && <Alert severity="error">{error}</Alert>}
      <OAuthButtons
        disabled={isBusy}
        pendingProvider={oauth.isPending || oauth.isSuccess ? (oauth.variables ?? null) : null}
        enabled={config.providers}
        onSignIn={handleProvider}
      />
      <Divider>
        <Typography variant="body2" color="text.secondary">
          of
        </Typography>
      </Divider>
      <EmailLoginForm
        disabled={isBusy}
        isPending={sendCode.isPending}
        initialEmail={lastEmail}
        onSubmit={handleEmail}
      />
    </Stack>
  );
}
