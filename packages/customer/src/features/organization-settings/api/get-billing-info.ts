import type { ApiClient, BillingInfo } from '@caoscan/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';
import { settingsKeys } from './settings-keys';

export const BILLING_LOAD_ERROR_MESSAGE = 'Kon de bedrijfsgegevens niet laden. Probeer het later opnieuw.';

/** GET /organization/settings/billing — readable by every member, empty until saved. */
export function getBillingInfo(api: ApiClient): Promise<BillingInfo> {
  return api.getBillingInfo();
}

export function billingInfoQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: settingsKeys.billing(), queryFn: () => getBillingInfo(api), retry: false });
}

export function useBillingInfo() {
  const { api } = useServices();
  return useQuery(billingInfoQueryOptions(api));
}
