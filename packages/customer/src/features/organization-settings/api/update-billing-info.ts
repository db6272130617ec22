import type { ApiClient, BillingInfo, BillingUpdateInput } from '@caoscan/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';
import { settingsKeys } from './settings-keys';

export const BILLING_SAVE_ERROR_MESSAGE =
  'Bijwerken van de bedrijfsgegevens is mislukt. Controleer de invoer en probeer opnieuw.';
export const BILLING_SAVED_MESSAGE = 'Bedrijfsgegevens zijn bijgewerkt.';

/** PUT /organization/settings/billing — the same schema checks the form and the server. */
export function updateBillingInfo(api: ApiClient, body: BillingUpdateInput): Promise<BillingInfo> {
  return api.updateBillingInfo(body);
}

export function useUpdateBillingInfo() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BillingUpdateInput) => updateBillingInfo(api, body),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.billing(), saved),
  });
}
