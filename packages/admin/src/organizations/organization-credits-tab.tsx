import { Alert, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, SaveButton, useDataProvider, useNotify, useRefresh, type RaRecord } from 'react-admin';
import { CreditAdjustmentInputs } from '../credits/credit-adjustment-inputs';
import { OrganizationBalance } from '../credits/organization-balance';
import { OrganizationCreditHistory } from '../credits/organization-credit-history';
import type { BackOfficeDataProvider } from '../services';

/**
 * Edit modal, tab Credits (spec 01 §2): balance, total bought and used, a manual adjustment with
 * its reason (the same inputs as the credits screen) and the last 20 transactions. After an
 * adjustment the balance, the history and the organisation list (the tab's label) refresh.
 */
export function OrganizationCreditsTab({ organization }: { organization: RaRecord }) {
  const organizationId = String(organization.id);
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const refresh = useRefresh();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // A new key empties the form after a booked adjustment.
  const [formKey, setFormKey] = useState(0);

  const adjust = async (values: Record<string, unknown>) => {
    setError(null);
    setPending(true);
    try {
      const { data } = await dataProvider.adjustCredits({
        organization_id: organizationId,
        credits_amount: Number(values.credits_amount),
        description: String(values.description ?? '').trim(),
      });
      notify(data.message || 'Credits aangepast', { type: 'success' });
      setFormKey((key) => key + 1);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'credits'] });
      refresh();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Fout bij aanpassen van credits');
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack spacing={3} sx={{ mt: 1 }}>
      <OrganizationBalance organizationId={organizationId} />
      <Stack spacing={1}>
        <Typography variant="subtitle1" component="h3">
          Handmatige aanpassing
        </Typography>
        {error && <Alert severity="error">{error}</Alert>}
        <Form key={formKey} onSubmit={adjust} mode="onSubmit">
          <Stack spacing={1} sx={{ maxWidth: 560 }}>
            <CreditAdjustmentInputs />
            <div>
              <SaveButton label="Aanpassen" alwaysEnable={!pending} disabled={pending} />
            </div>
          </Stack>
        </Form>
      </Stack>
      <Stack spacing={1}>
        <Typography variant="subtitle1" component="h3">
          Laatste transacties
        </Typography>
        <OrganizationCreditHistory organizationId={organizationId} />
      </Stack>
    </Stack>
  );
}
