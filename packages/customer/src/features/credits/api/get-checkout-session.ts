import type { ApiClient, CheckoutSessionStatus } from '@caoscan/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';
import { creditKeys } from './credit-keys';

export const SESSION_ERROR_MESSAGE = 'Failed to fetch session data';

/** GET /payments/session/{id} — also completes a paid purchase the webhook has not yet booked. */
export function getCheckoutSession(api: ApiClient, sessionId: string): Promise<CheckoutSessionStatus> {
  return api.getCheckoutSession(sessionId);
}

export function checkoutSessionQueryOptions(api: ApiClient, sessionId: string) {
  return queryOptions({
    queryKey: creditKeys.checkoutSession(sessionId),
    queryFn: () => getCheckoutSession(api, sessionId),
    retry: false,
    // A payment method that confirms later leaves the session unpaid for a while: look again.
    refetchInterval: (query) =>
      query.state.data && query.state.data.payment_status === 'unpaid' && query.state.data.status === 'open'
        ? 3000
        : false,
  });
}

export function useCheckoutSession(sessionId: string | null) {
  const { api } = useServices();
  return useQuery({ ...checkoutSessionQueryOptions(api, sessionId ?? ''), enabled: Boolean(sessionId) });
}
