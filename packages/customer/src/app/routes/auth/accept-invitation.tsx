import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthCard } from '../../../features/auth/components/auth-card';

/** Public; the invitation flow (spec 01 §2) replaces this placeholder. */
export default function AcceptInvitationRoute() {
  return (
    <AuthCard>
      <Stack spacing={2} sx={{ textAlign: 'center', alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          Uitnodiging accepteren
        </Typography>
        <Typography color="text.secondary">Deze pagina is binnenkort beschikbaar.</Typography>
        <Button component={RouterLink} to={paths.login} variant="contained">
          Naar inlogpagina
        </Button>
        <Typography variant="body2" color="text.secondary">
          Problemen met de uitnodiging? Neem contact op met de beheerder.
        </Typography>
      </Stack>
    </AuthCard>
  );
}
