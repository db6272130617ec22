import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { AuthProvider } from 'react-admin';
import { getCustomerAppUrl, getCustomerLoginUrlReturningHere, goToUrl } from './urls';
import { useAdminAccess } from './use-admin-access';

function goToLogin() {
  goToUrl(getCustomerLoginUrlReturningHere());
}

function reloadPage() {
  window.location.reload();
}

function GuardScreen({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Paper sx={{ p: 4, maxWidth: 440, textAlign: 'center' }} elevation={2}>
        {children}
      </Paper>
    </Box>
  );
}

export interface AdminGuardProps {
  authProvider: AuthProvider;
  children: ReactNode;
  /** Where a signed-out visitor goes; the customer login page (full page navigation) by default. */
  onSignedOut?: () => void;
}

/**
 * The admin guard of spec 01 §2, around <Admin>: react-admin (and with it every admin data call)
 * mounts only for a platform admin.
 */
export function AdminGuard({ authProvider, children, onSignedOut = goToLogin }: AdminGuardProps) {
  const access = useAdminAccess(authProvider, onSignedOut);

  if (access.status === 'granted') return <>{children}</>;
  if (access.status === 'checking') {
    return (
      <GuardScreen>
        <CircularProgress size={32} sx={{ mb: 2 }} />
        <Typography>Admin toegang controleren...</Typography>
      </GuardScreen>
    );
  }
  if (access.status === 'error') {
    return (
      <GuardScreen>
        <Typography variant="h5" component="h1" gutterBottom>
          Toegang Verificatie Mislukt
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {access.message}
        </Typography>
        <Button variant="contained" onClick={reloadPage} sx={{ textTransform: 'none' }}>
          Opnieuw Proberen
        </Button>
      </GuardScreen>
    );
  }
  return (
    <GuardScreen>
      <LockOutlinedIcon color="error" sx={{ fontSize: 48, mb: 1 }} />
      <Typography variant="h5" component="h1" gutterBottom>
        Admin Toegang Vereist
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Alleen gebruikers met beheerdersrechten kunnen deze sectie bekijken.
      </Typography>
      {/* A plain link: the customer app is another SPA, so this is a full page navigation. */}
      <Button variant="contained" href={getCustomerAppUrl()} sx={{ textTransform: 'none' }}>
        Terug naar App
      </Button>
    </GuardScreen>
  );
}
