import type { ApiClient, CreditBalance } from '@caoscan/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';
import { creditKeys } from './credit-keys';

export type { CreditBalance };

export const BALANCE_ERROR_MESSAGE = 'Failed to load credit balance';

/** GET /credits/balance — the organisation's shared credit balance. */
export function getCreditBalance(api: ApiClient): Promise<CreditBalance> {
  return api.getCreditBalance();
}

export function creditBalanceQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: creditKeys.balance(),
    queryFn: () => getCreditBalance(api),
    retry: false,
  });
}

export function useCreditBalance() {
  const { api } = useServices();
  return useQuery(creditBalanceQueryOptions(api));
}
