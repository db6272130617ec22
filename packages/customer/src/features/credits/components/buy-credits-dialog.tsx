import {
  CREDIT_QUICK_PICKS,
  MAX_CREDITS_QUANTITY,
  MIN_CREDITS_QUANTITY,
  PRICING_TIER_NAMES,
  excludingVatCents,
  findPricingTier,
  formatEuroCents,
  parseCreditsQuantity,
  priceInCents,
} from '@caoscan/core';
import {
  Alert,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  CHECKOUT_ERROR_MESSAGE,
  REDIRECT_ERROR_MESSAGE,
  isBillingIncompleteError,
  useCreateCheckoutSession,
} from '../api/create-checkout-session';
import { PAYMENT_INIT_ERROR_MESSAGE, usePaymentConfig } from '../api/get-payment-config';
import { usePricing } from '../api/get-pricing';

interface BuyCreditsDialogProps {
  open: boolean;
  onClose: () => void;
  /** The server said the billing details are incomplete: the page shows its notice. */
  onBillingIncomplete: () => void;
  /** Sends the browser to the payment page (a full page load). */
  redirect?: (url: string) => void;
}

const goTo = (url: string) => window.location.assign(url);

/** 'Credits Kopen': quantity with quick picks 5, 15, 50 and the live total, then the payment page. */
export function BuyCreditsDialog({
  open,
  onClose,
  onBillingIncomplete,
  redirect = goTo,
}: BuyCreditsDialogProps) {
  const config = usePaymentConfig(open);
  const pricing = usePricing();
  const checkout = useCreateCheckoutSession();
  const [input, setInput] = useState('15');
  const [error, setError] = useState<string | null>(null);
  const quantity = parseCreditsQuantity(input);
  const tier = pricing.data ? findPricingTier(pricing.data, quantity) : null;
  const total = pricing.data ? priceInCents(pricing.data, quantity) : null;
  const isPaymentsOff = config.data?.provider === 'off';
  const isBusy = checkout.isPending || checkout.isSuccess;

  async function buy() {
    setError(null);
    let url: string;
    try {
      url = (await checkout.mutateAsync(quantity)).url;
    } catch (caught) {
      if (isBillingIncompleteError(caught)) {
        onClose();
        onBillingIncomplete();
        return;
      }
      const detail = caught instanceof Error && caught.message ? `: ${caught.message}` : '';
      setError(`${CHECKOUT_ERROR_MESSAGE}${detail}`);
      return;
    }
    try {
      redirect(url);
    } catch {
      setError(REDIRECT_ERROR_MESSAGE);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={isBusy ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="buy-credits-title"
    >
      <DialogTitle id="buy-credits-title">Credits Kopen</DialogTitle>
      <DialogContent>
        {config.isError || pricing.isError ? (
          <Alert severity="error">{PAYMENT_INIT_ERROR_MESSAGE}</Alert>
        ) : !config.data || !pricing.data ? (
          <Stack sx={{ alignItems: 'center', py: 3 }}>
            <CircularProgress aria-label="Betaalgegevens laden" />
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            {isPaymentsOff && (
              <Alert severity="warning">Betalingen zijn op deze installatie niet ingesteld.</Alert>
            )}
            <Stack direction="row" spacing={1}>
              {CREDIT_QUICK_PICKS.map((pick) => (
                <Chip
                  key={pick}
                  label={`${pick} credits`}
                  color={quantity === pick ? 'primary' : 'default'}
                  onClick={() => setInput(String(pick))}
                />
              ))}
            </Stack>
            <TextField
              label="Aantal credits"
              type="number"
              value={input}
              onChange={(event) => setInput(event.target.value)}
              onBlur={() => setInput(String(quantity))}
              slotProps={{ htmlInput: { min: MIN_CREDITS_QUANTITY, max: MAX_CREDITS_QUANTITY, step: 1 } }}
              helperText={`Minimaal ${MIN_CREDITS_QUANTITY}, maximaal ${MAX_CREDITS_QUANTITY}`}
            />
            {tier && total !== null && (
              <Stack spacing={0.5} aria-live="polite">
                <Typography variant="body2" color="text.secondary">
                  {PRICING_TIER_NAMES[tier.key]}: {formatEuroCents(tier.tier.price_per_credit_cents)} per
                  credit
                </Typography>
                <Typography variant="h6" component="p" data-testid="buy-total">
                  Totaal: {formatEuroCents(total)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Waarvan {formatEuroCents(total - excludingVatCents(total, pricing.data.vat_rate_percent))}{' '}
                  BTW ({formatEuroCents(excludingVatCents(total, pricing.data.vat_rate_percent))} excl. BTW)
                </Typography>
              </Stack>
            )}
            {config.data.provider === 'local' && (
              <Typography variant="caption" color="text.secondary">
                U gaat naar de ingebouwde testbetaling: er wordt geen geld afgeschreven.
              </Typography>
            )}
          </Stack>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isBusy}>
          Annuleren
        </Button>
        <Button
          variant="contained"
          onClick={() => void buy()}
          disabled={!config.data || !pricing.data || isPaymentsOff || isBusy}
        >
          {isBusy ? 'Doorsturen naar betaling...' : 'Afrekenen'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
