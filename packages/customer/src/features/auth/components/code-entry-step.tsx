import { AFTER_CODE_VERIFICATION_WAIT_MS, LOGIN_CODE_LENGTH, RESEND_COOLDOWN_SECONDS } from '@caoscan/core';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { NETWORK_ERROR_MESSAGE, isNetworkError, readResendWaitSeconds } from '../../../lib/auth/auth-errors';
import { useSendLoginCode } from '../api/send-login-code';
import { useVerifyLoginCode } from '../api/verify-login-code';
import { useCountdown } from '../hooks/use-countdown';
import { isOutsideApp, readReturnPath } from '../utils/return-path';
import { isCompleteCode, sanitizeCode } from '../utils/sanitize-code';

/** Shown when a new code was refused because one was sent less than a minute ago. */
export const CODE_STILL_VALID_MESSAGE =
  'Er is minder dan een minuut geleden al een inlogcode naar dit adres gestuurd. Die code blijft geldig: vul hem hieronder in.';

/** The rest of that notice, as the countdown runs. */
export function describeResendWait(seconds: number): string {
  if (seconds <= 0) return 'U kunt nu ook een nieuwe code aanvragen.';
  return `Een nieuwe code kunt u over ${seconds} ${seconds === 1 ? 'seconde' : 'seconden'} aanvragen.`;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface CodeEntryStepProps {
  email: string;
  onBack: () => void;
  /** The invitation flow continues itself; by default the user returns where they came from. */
  onSuccess?: () => void | Promise<void>;
  /** Seconds before a new code may be asked for, when the server said so (default: the full minute). */
  initialWaitSeconds?: number;
}

/** The second sign-in step (spec 01 §2, §4): six digits, verify, resend after a cooldown. English by spec. */
export function CodeEntryStep({ email, onBack, onSuccess, initialWaitSeconds }: CodeEntryStepProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const verify = useVerifyLoginCode();
  const resend = useSendLoginCode();
  const { remaining, restart } = useCountdown(RESEND_COOLDOWN_SECONDS, initialWaitSeconds);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Also when the code went out from another tab or before a reload: the server's refusal said so.
  const [isCodeStillValid, setIsCodeStillValid] = useState(initialWaitSeconds !== undefined);
  const [isFinishing, setIsFinishing] = useState(false);
  const isBusy = verify.isPending || isFinishing;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isCompleteCode(code)) {
      setError(`Please enter a ${LOGIN_CODE_LENGTH}-digit code`);
      return;
    }
    setError(null);
    try {
      await verify.mutateAsync({ email, token: code });
    } catch (err) {
      setError(isNetworkError(err) ? NETWORK_ERROR_MESSAGE : 'Invalid code');
      return;
    }
    setIsFinishing(true);
    await wait(AFTER_CODE_VERIFICATION_WAIT_MS);
    if (onSuccess) {
      await onSuccess();
      return;
    }
    const target = readReturnPath(location);
    if (isOutsideApp(target)) window.location.assign(target);
    else navigate(target, { replace: true });
  }

  async function handleResend() {
    setError(null);
    setIsCodeStillValid(false);
    try {
      await resend.mutateAsync(email);
      restart();
    } catch (err) {
      const waitSeconds = readResendWaitSeconds(err);
      if (waitSeconds !== null) {
        restart(waitSeconds);
        setIsCodeStillValid(true);
      } else {
        setError(isNetworkError(err) ? NETWORK_ERROR_MESSAGE : 'Failed to resend code');
      }
    }
  }

  return (
    <Box component="form" onSubmit={handleSubmit} noValidate>
      <Stack spacing={2.5}>
        <Box>
          <Typography variant="h5" component="h2" gutterBottom>
            Enter Verification Code
          </Typography>
          <Typography variant="body2" color="text.secondary">
            We have sent a {LOGIN_CODE_LENGTH}-digit code to <strong>{email}</strong>. Enter it below to sign
            in.
          </Typography>
        </Box>
        {isCodeStillValid && (
          <Alert severity="info" role="status">
            {CODE_STILL_VALID_MESSAGE}{' '}
            {/* Read out once with the notice, not again at every tick of the countdown. */}
            <span aria-live="off">{describeResendWait(remaining)}</span>
          </Alert>
        )}
        {error && <Alert severity="error">{error}</Alert>}
        <TextField
          label="Verification code"
          value={code}
          onChange={(event) => {
            setCode(sanitizeCode(event.target.value));
            setError(null);
          }}
          autoFocus
          autoComplete="one-time-code"
          placeholder="000000"
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              pattern: '[0-9]*',
              style: { textAlign: 'center', fontSize: '1.6rem', letterSpacing: '0.5em' },
            },
          }}
        />
        <Button type="submit" variant="contained" size="large" disabled={isBusy}>
          Verify Code
        </Button>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Button variant="text" onClick={onBack} disabled={isBusy}>
            ← Back to login
          </Button>
          <Button
            variant="text"
            onClick={handleResend}
            disabled={remaining > 0 || resend.isPending || isBusy}
          >
            {remaining > 0 ? `Resend code in ${remaining}s` : 'Resend code'}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
