import { Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { FullPageMessage } from '../../../components/full-page-message';
import { paths } from '../../../config/paths';

/** Stripe returns here after a purchase; the payments change fills in the session check. */
export default function PaymentSuccessRoute() {
  return (
    <FullPageMessage title="Betaling Succesvol!" description="Uw betaling wordt verwerkt.">
      <Stack direction="row" spacing={1.5}>
        <Button component={RouterLink} to={paths.credits} variant="contained">
          Naar Scan Credits
        </Button>
        <Button component={RouterLink} to={paths.home} variant="outlined">
          Naar Start
        </Button>
      </Stack>
    </FullPageMessage>
  );
}
