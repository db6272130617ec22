import type { ApiClient, Pricing } from '@caoscan/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';
import { creditKeys } from './credit-keys';

/** GET /payments/pricing — the tiers in cents; the server's, never a copy in the app. */
export function getPricing(api: ApiClient): Promise<Pricing> {
  return api.getPricing();
}

export function pricingQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: creditKeys.pricing(),
    queryFn: () => getPricing(api),
    staleTime: 5 * 60_000,
  });
}

export function usePricing() {
  const { api } = useServices();
  return useQuery(pricingQueryOptions(api));
}
