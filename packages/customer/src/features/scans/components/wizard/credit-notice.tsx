import { CREDITS_PER_SCAN, LOW_BALANCE_THRESHOLD, formatNumber } from '@caoscan/core';
import { Alert, AlertTitle, Button, Chip, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { INSUFFICIENT_CREDITS_MESSAGE } from '../../api/create-scan';

/** The organisation's balance as another feature knows it; null when it cannot be read. */
export interface CreditInfo {
  balance: number | null;
  isLoading: boolean;
  /** Where this user can buy credits (the credits page), or null when they may not. */
  buyCreditsPath?: string | null;
}

export function hasInsufficientCredits(credits: CreditInfo): boolean {
  return credits.balance !== null && credits.balance < CREDITS_PER_SCAN;
}

/** Step 1's notice: a scan needs 1 credit, the balance, 'Laag saldo' below 5 (spec 02 §2, §9). */
export function CreditNotice({ credits }: { credits: CreditInfo }) {
  const { balance } = credits;
  const isInsufficient = hasInsufficientCredits(credits);
  const isLow = balance !== null && balance < LOW_BALANCE_THRESHOLD;
  return (
    <Alert severity={isInsufficient ? 'error' : isLow ? 'warning' : 'info'} aria-label="Credits">
      <AlertTitle>Credits</AlertTitle>
      <Typography variant="body2">
        Voor deze scan is {CREDITS_PER_SCAN} credit nodig. De credit wordt pas afgeschreven als de scan
        succesvol is voltooid.
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {credits.isLoading
            ? 'Saldo wordt geladen...'
            : balance === null
              ? 'Het saldo van uw organisatie wordt gecontroleerd bij het aanmaken van de scan.'
              : `Huidig saldo: ${formatNumber(balance)} ${balance === 1 ? 'credit' : 'credits'}`}
        </Typography>
        {isLow && <Chip label="Laag saldo" color="warning" size="small" />}
      </Stack>
      {isInsufficient && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {INSUFFICIENT_CREDITS_MESSAGE}
        </Typography>
      )}
      {isInsufficient && credits.buyCreditsPath && (
        <Button
          component={RouterLink}
          to={credits.buyCreditsPath}
          variant="contained"
          size="small"
          sx={{ mt: 1 }}
        >
          Credits kopen
        </Button>
      )}
    </Alert>
  );
}
