import { Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { FullPageMessage } from '../../../components/full-page-message';
import { paths } from '../../../config/paths';

export default function PaymentCancelRoute() {
  return (
    <FullPageMessage title="Betaling Geannuleerd" description="Er is niets afgeschreven.">
      <Stack direction="row" spacing={1.5}>
        <Button component={RouterLink} to={paths.credits} variant="contained">
          Opnieuw proberen
        </Button>
        <Button component={RouterLink} to={paths.home} variant="outlined">
          Naar Start
        </Button>
      </Stack>
    </FullPageMessage>
  );
}
