import type { ApiClient, CreditBalance } from '@caoscan/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';

export type { CreditBalance };

/** GET /credits/balance — the organisation's shared credit balance. */
export function getCreditBalance(api: ApiClient): Promise<CreditBalance> {
  return api.getCreditBalance();
}

export function creditBalanceQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['credits', 'balance'],
    queryFn: () => getCreditBalance(api),
    retry: false,
  });
}

export function useCreditBalance() {
  const { api } = useServices();
  return useQuery(creditBalanceQueryOptions(api));
}
