import { Stack, Typography } from '@mui/material';
import { BillingForm } from './billing-form';
import { ShareSettingCard } from './share-setting-card';

/** /configuratie (spec 02 §2): company billing details and the organisation's share setting. */
export function ConfiguratiePage({
  canEditBilling,
  canEditSharing,
}: {
  canEditBilling: boolean;
  canEditSharing: boolean;
}) {
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Configuratie
      </Typography>
      <BillingForm canEdit={canEditBilling} />
      <ShareSettingCard canEdit={canEditSharing} />
    </Stack>
  );
}
