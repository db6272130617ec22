import MailOutlineRoundedIcon from '@mui/icons-material/MailOutlineRounded';
import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { useState } from 'react';
import { useLocation } from 'react-router';
import {
  GOOGLE_ERROR_MESSAGE,
  MICROSOFT_ERROR_MESSAGE,
  mapSignInError,
  readResendWaitSeconds,
} from '../../../lib/auth/auth-errors';
import { useServices } from '../../../lib/services';
import { useSendLoginCode } from '../api/send-login-code';
import { useSignInWithProvider, type OAuthProvider } from '../api/sign-in-with-provider';
import { rememberReturnPath } from '../utils/return-path';
import { CodeEntryStep } from './code-entry-step';
import { OAuthButtons } from './oauth-buttons';

export const SEND_CODE_ERROR_MESSAGE = 'Er is een fout opgetreden bij het verzenden van de inlogcode.';

const PROVIDER_FALLBACKS: Record<OAuthProvider, string> = {
  azure: MICROSOFT_ERROR_MESSAGE,
  google: GOOGLE_ERROR_MESSAGE,
};

/**
 * The three sign-in buttons of the invitation screen, for the invited address. Signing in is all
 * this does: the invitation screen accepts by itself once the session exists (the code step's own
 * redirect is replaced by a no-op, spec 01 §2; OAuth comes back to this page through /auth/callback).
 */
export function InvitationSignIn({ email }: { email: string }) {
  const { config } = useServices();
  const location = useLocation();
  const sendCode = useSendLoginCode();
  const oauth = useSignInWithProvider();
  const [codeStep, setCodeStep] = useState<{ waitSeconds?: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const isBusy = sendCode.isPending || oauth.isPending || oauth.isSuccess;
  const contactEmail = config.signupContactEmail;

  if (codeStep) {
    return (
      <CodeEntryStep
        email={email}
        {...(codeStep.waitSeconds === undefined ? {} : { initialWaitSeconds: codeStep.waitSeconds })}
        onBack={() => setCodeStep(null)}
        onSuccess={() => undefined}
      />
    );
  }

  function handleEmail() {
    setError(null);
    sendCode.mutate(email, {
      onSuccess: () => setCodeStep({}),
      onError: (err) => {
        const waitSeconds = readResendWaitSeconds(err);
        if (waitSeconds !== null) setCodeStep({ waitSeconds });
        else setError(mapSignInError(err, { contactEmail, fallback: SEND_CODE_ERROR_MESSAGE }));
      },
    });
  }

  function handleProvider(provider: OAuthProvider) {
    setError(null);
    rememberReturnPath(`${location.pathname}${location.search}`);
    oauth.mutate(provider, {
      onError: (err) =>
        setError(mapSignInError(err, { contactEmail, fallback: PROVIDER_FALLBACKS[provider] })),
    });
  }

  return (
    <Stack spacing={1.5}>
      {error && <Alert severity="error">{error}</Alert>}
      <OAuthButtons
        disabled={isBusy}
        pendingProvider={oauth.isPending || oauth.isSuccess ? (oauth.variables ?? null) : null}
        enabled={config.providers}
        onSignIn={handleProvider}
      />
      <Button
        variant="contained"
        size="large"
        startIcon={
          sendCode.isPending ? <CircularProgress size={18} color="inherit" /> : <MailOutlineRoundedIcon />
        }
        disabled={isBusy}
        onClick={handleEmail}
      >
        Inloggen met e-mail
      </Button>
    </Stack>
  );
}
