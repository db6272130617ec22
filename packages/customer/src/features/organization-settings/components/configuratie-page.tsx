import { Stack, Typography } from '@mui/material';
import { BillingForm } from './billing-form';
import { CaoAlertEmailsCard } from './cao-alert-emails-card';
import { ShareSettingCard } from './share-setting-card';

/**
 * /configuratie (spec 02 §2): company billing details and the organisation's share setting; for
 * organisation admins also their own choice about e-mails on new cao versions (issue K).
 */
export function ConfiguratiePage({
  canEditBilling,
  canEditSharing,
  receivesCaoAlerts = false,
}: {
  canEditBilling: boolean;
  canEditSharing: boolean;
  receivesCaoAlerts?: boolean;
}) {
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Configuratie
      </Typography>
      <BillingForm canEdit={canEditBilling} />
      <ShareSettingCard canEdit={canEditSharing} />
      {receivesCaoAlerts && <CaoAlertEmailsCard />}
    </Stack>
  );
}
