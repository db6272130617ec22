import { AFTER_CODE_VERIFICATION_WAIT_MS, LOGIN_CODE_LENGTH, RESEND_COOLDOWN_SECONDS } from '@caoscan/core';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths, type LoginLocationState } from '../../../config/paths';
import { useSendLoginCode } from '../api/send-login-code';
import { useVerifyLoginCode } from '../api/verify-login-code';
import { useCountdown } from '../hooks/use-countdown';
import { isCompleteCode, sanitizeCode } from '../utils/sanitize-code';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface CodeEntryStepProps {
  email: string;
  onBack: () => void;
  /** The invitation flow continues itself; by default the user returns where they came from. */
  onSuccess?: () => void | Promise<void>;
}

/** The second sign-in step (spec 01 §2, §4): six digits, verify, resend after a cooldown. English by spec. */
export function CodeEntryStep({ email, onBack, onSuccess }: CodeEntryStepProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const verify = useVerifyLoginCode();
  const resend = useSendLoginCode();
  const { remaining, restart } = useCountdown(RESEND_COOLDOWN_SECONDS);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
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
    } catch {
      setError('Invalid code');
      return;
    }
    setIsFinishing(true);
    await wait(AFTER_CODE_VERIFICATION_WAIT_MS);
    if (onSuccess) {
      await onSuccess();
      return;
    }
    const from = (location.state as LoginLocationState | null)?.from;
    const target =
      from && from.pathname !== paths.login
        ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`
        : paths.home;
    navigate(target, { replace: true });
  }

  async function handleResend() {
    setError(null);
    try {
      await resend.mutateAsync(email);
      restart();
    } catch {
      setError('Failed to resend code');
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
