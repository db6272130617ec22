import type { ApiClient } from '@caoscan/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useServices } from '../../../lib/services';

// Spec 02 §3. Local until the credits contract lands in @caoscan/core; then import it from there.
const CreditBalanceSchema = z.object({
  current_balance: z.number(),
  total_purchased: z.number(),
  total_used: z.number(),
});
export type CreditBalance = z.infer<typeof CreditBalanceSchema>;

/** GET /credits/balance — the organisation's shared credit balance. */
export function getCreditBalance(api: ApiClient): Promise<CreditBalance> {
  return api.get('/credits/balance', { schema: CreditBalanceSchema });
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
