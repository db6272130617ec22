import type { ApiClient, CreditHistory } from '@caoscan/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';
import { creditKeys } from './credit-keys';

export const HISTORY_ERROR_MESSAGE = 'Kon kredietgeschiedenis niet laden';
/** Spec 02 §9: the credits page shows the last 10 transactions. */
export const HISTORY_LIMIT = 10;

/** GET /credits/history?limit&offset — newest first, with the total count. */
export function getCreditHistory(api: ApiClient, limit: number): Promise<CreditHistory> {
  return api.getCreditHistory({ limit, offset: 0 });
}

export function creditHistoryQueryOptions(api: ApiClient, limit = HISTORY_LIMIT) {
  return queryOptions({
    queryKey: creditKeys.history(limit),
    queryFn: () => getCreditHistory(api, limit),
    retry: false,
  });
}

export function useCreditHistory(limit = HISTORY_LIMIT) {
  const { api } = useServices();
  return useQuery(creditHistoryQueryOptions(api, limit));
}
