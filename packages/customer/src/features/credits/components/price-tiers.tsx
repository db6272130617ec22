import {
  PRICING_TIER_KEYS,
  PRICING_TIER_NAMES,
  excludingVatCents,
  formatEuroCents,
  formatTierRange,
  tierSavingPercent,
  type Pricing,
} from '@caoscan/core';
import { Alert, Card, CardContent, Chip, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { usePricing } from '../api/get-pricing';

/** Starter, Professioneel, Enterprise from the server's tiers; the price excl. VAT derived (spec 02 §9). */
export function PriceTiers() {
  const pricing = usePricing();
  if (pricing.isError) return <Alert severity="error">Kon de prijzen niet laden.</Alert>;
  if (!pricing.data) return <Skeleton variant="rounded" height={140} />;
  return <PriceTierCards pricing={pricing.data} />;
}

export function PriceTierCards({ pricing }: { pricing: Pricing }) {
  return (
    <Grid container spacing={2}>
      {PRICING_TIER_KEYS.map((key) => {
        const tier = pricing.tiers[key];
        const saving = tierSavingPercent(pricing, key);
        return (
          <Grid key={key} size={{ xs: 12, md: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }} aria-label={PRICING_TIER_NAMES[key]}>
              <CardContent>
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                  <Typography variant="h6" component="h3">
                    {PRICING_TIER_NAMES[key]}
                  </Typography>
                  {saving > 0 && <Chip label={`${saving}% besparing`} color="success" size="small" />}
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {formatTierRange(tier)} credits
                </Typography>
                <Typography variant="h5" component="p" sx={{ mt: 1 }}>
                  {formatEuroCents(tier.price_per_credit_cents)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  per credit ·{' '}
                  {formatEuroCents(excludingVatCents(tier.price_per_credit_cents, pricing.vat_rate_percent))}{' '}
                  excl. BTW
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
