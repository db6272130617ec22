import type { ApiClient, Scan } from '@caoscan/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';
import { scanKeys } from './scan-keys';

/** GET /cao-scans/{id}. */
export function getScan(api: ApiClient, scanId: string): Promise<Scan> {
  return api.getScan(scanId);
}

export function scanQueryOptions(api: ApiClient, scanId: string) {
  return queryOptions({
    queryKey: scanKeys.detail(scanId),
    queryFn: () => getScan(api, scanId),
    // A missing or forbidden scan sends the user away at once; asking again changes nothing.
    retry: false,
    staleTime: 0,
  });
}

export function useScan(scanId: string | undefined) {
  const { api } = useServices();
  return useQuery({ ...scanQueryOptions(api, scanId ?? ''), enabled: Boolean(scanId) });
}
