import GoogleIcon from '@mui/icons-material/Google';
import MicrosoftIcon from '@mui/icons-material/Microsoft';
import { Button, CircularProgress, Stack } from '@mui/material';
import type { OAuthProvider } from '../api/sign-in-with-provider';

interface OAuthButtonsProps {
  disabled: boolean;
  pendingProvider: OAuthProvider | null;
  /** Which providers the server has configured; an unconfigured one cannot be used. */
  enabled: Record<OAuthProvider, boolean>;
  onSignIn: (provider: OAuthProvider) => void;
}

const PROVIDERS: { id: OAuthProvider; label: string; icon: typeof GoogleIcon }[] = [
  { id: 'azure', label: 'Inloggen met Microsoft', icon: MicrosoftIcon },
  { id: 'google', label: 'Inloggen met Google', icon: GoogleIcon },
];

export function OAuthButtons({ disabled, pendingProvider, enabled, onSignIn }: OAuthButtonsProps) {
  return (
    <Stack spacing={1.5}>
      {PROVIDERS.map(({ id, label, icon: Icon }) => (
        <Button
          key={id}
          variant="outlined"
          size="large"
          color="inherit"
          startIcon={pendingProvider === id ? <CircularProgress size={18} /> : <Icon />}
          disabled={disabled || !enabled[id]}
          title={enabled[id] ? undefined : 'Deze inlogmethode is niet geconfigureerd'}
          onClick={() => onSignIn(id)}
          sx={{ justifyContent: 'center', borderColor: 'divider', py: 1.25 }}
        >
          {label}
        </Button>
      ))}
    </Stack>
  );
}
