import { formatEuroCents, formatNumber } from '@caoscan/core';
import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { FullPageMessage } from '../../../components/full-page-message';
import { CREDITS_KEY } from '../api/credit-keys';
import { SESSION_ERROR_MESSAGE, useCheckoutSession } from '../api/get-checkout-session';

export const NO_SESSION_ID_MESSAGE = 'No session ID provided';

interface PaymentLinks {
  creditsPath: string;
  homePath: string;
}

function Buttons({ creditsPath, homePath, retry }: PaymentLinks & { retry?: boolean }) {
  return (
    <Stack direction="row" spacing={1.5}>
      <Button component={RouterLink} to={creditsPath} variant="contained">
        {retry ? 'Opnieuw proberen' : 'Naar Scan Credits'}
      </Button>
      <Button component={RouterLink} to={homePath} variant="outlined">
        Naar Start
      </Button>
    </Stack>
  );
}

/**
 * /payment/success?session_id=… (spec 02 §2): 'Betaling Succesvol!' only for a paid session of the
 * caller's organisation; asking also books a paid purchase the webhook has not booked yet.
 * Anything else is shown under 'Betalingsfout'.
 */
export function PaymentSuccess({ sessionId, ...links }: PaymentLinks & { sessionId: string | null }) {
  const session = useCheckoutSession(sessionId);
  const queryClient = useQueryClient();
  const isPaid =
    session.data?.payment_status === 'paid' || session.data?.payment_status === 'no_payment_required';
  useEffect(() => {
    if (isPaid) void queryClient.invalidateQueries({ queryKey: CREDITS_KEY });
  }, [isPaid, queryClient]);

  if (!sessionId || session.isError) {
    const message = !sessionId ? NO_SESSION_ID_MESSAGE : SESSION_ERROR_MESSAGE;
    return (
      <FullPageMessage title="Betalingsfout" tone="error" description={message}>
        <Buttons {...links} />
      </FullPageMessage>
    );
  }
  if (!session.data) return <FullPageMessage loading title="Betaling controleren..." />;
  if (isPaid) {
    const { credits_quantity: credits, amount_total_cents: cents } = session.data;
    return (
      <FullPageMessage
        title="Betaling Succesvol!"
        description={`${formatNumber(credits)} ${credits === 1 ? 'credit is' : 'credits zijn'} toegevoegd aan het saldo van uw organisatie (${formatEuroCents(cents)}).`}
      >
        <Buttons {...links} />
      </FullPageMessage>
    );
  }
  if (session.data.status === 'open') {
    return (
      <FullPageMessage
        loading
        title="Betaling wordt verwerkt"
        description="Uw betaling is nog niet bevestigd. Deze pagina kijkt vanzelf opnieuw."
      >
        <Buttons {...links} />
      </FullPageMessage>
    );
  }
  return (
    <FullPageMessage title="Betalingsfout" tone="error">
      <Alert severity="error" sx={{ textAlign: 'left' }}>
        <AlertTitle>Niet betaald</AlertTitle>
        Deze betaling is niet voltooid; er zijn geen credits toegevoegd.
      </Alert>
      <Buttons {...links} retry />
    </FullPageMessage>
  );
}

/** /payment/cancel: nothing was charged, with a retry to /credits and a way back to Start. */
export function PaymentCancel(links: PaymentLinks) {
  return (
    <FullPageMessage
      title="Betaling Geannuleerd"
      description="De betaling is afgebroken; er is niets afgeschreven."
    >
      <Buttons {...links} retry />
    </FullPageMessage>
  );
}
