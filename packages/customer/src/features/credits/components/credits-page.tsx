import { Alert, Stack, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { BalanceCard } from './balance-card';
import { BuyCreditsDialog } from './buy-credits-dialog';
import { HowCreditsWork } from './how-credits-work';
import { MissingBillingNotice } from './missing-billing-notice';
import { PriceTiers } from './price-tiers';
import { RecentTransactions } from './recent-transactions';

export interface BillingState {
  /** Null while the billing details load (the server checks again when buying). */
  isComplete: boolean | null;
}

interface CreditsPageProps {
  canViewCredits: boolean;
  billing: BillingState;
  onGoToBilling: () => void;
  redirect?: (url: string) => void;
}

/** /credits 'Scan Credits' (spec 02 §2): balance, how credits work, tiers, transactions, buying. */
export function CreditsPage({ canViewCredits, billing, onGoToBilling, redirect }: CreditsPageProps) {
  const [isDialogOpen, setDialogOpen] = useState(false);
  const [isBillingMissing, setBillingMissing] = useState(false);
  const showBillingMissing = useCallback(() => setBillingMissing(true), []);

  if (!canViewCredits) {
    return (
      <Alert severity="error">
        <Typography variant="h6" component="h1">
          Geen toegang
        </Typography>
        Alleen organisatiebeheerders kunnen credits bekijken en kopen.
      </Alert>
    );
  }

  function openBuy() {
    if (billing.isComplete === false) showBillingMissing();
    else setDialogOpen(true);
  }

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Scan Credits
      </Typography>
      {isBillingMissing && <MissingBillingNotice onGoToBilling={onGoToBilling} />}
      <BalanceCard onBuy={openBuy} />
      <HowCreditsWork />
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2">
          Prijzen
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Prijzen per credit; hoe meer credits u in één keer koopt, hoe lager de prijs.
        </Typography>
        <PriceTiers />
      </Stack>
      <RecentTransactions />
      <BuyCreditsDialog
        open={isDialogOpen}
        onClose={() => setDialogOpen(false)}
        onBillingIncomplete={showBillingMissing}
        redirect={redirect}
      />
    </Stack>
  );
}
