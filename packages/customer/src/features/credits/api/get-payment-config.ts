import type { ApiClient, PaymentConfig } from '@caoscan/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';
import { creditKeys } from './credit-keys';

export const PAYMENT_INIT_ERROR_MESSAGE = 'Kon betalingssysteem niet initialiseren';

/** GET /payments/config — which payment page the buy dialog sends the browser to. */
export function getPaymentConfig(api: ApiClient): Promise<PaymentConfig> {
  return api.getPaymentConfig();
}

export function paymentConfigQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: creditKeys.paymentConfig(), queryFn: () => getPaymentConfig(api) });
}

export function usePaymentConfig(enabled = true) {
  const { api } = useServices();
  return useQuery({ ...paymentConfigQueryOptions(api), enabled });
}
