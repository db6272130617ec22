import type { ApiClient, CaoOverview } from '@caoscan/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';
import { scanKeys } from './scan-keys';

/** GET /cao-scans/cao-overview — the cao's the wizard offers, by main sector. */
export function getCaoOverview(api: ApiClient): Promise<CaoOverview> {
  return api.getCaoOverview();
}

export function caoOverviewQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: scanKeys.caoOverview(),
    queryFn: () => getCaoOverview(api),
    staleTime: 60 * 60_000,
  });
}

export function useCaoOverview() {
  const { api } = useServices();
  return useQuery(caoOverviewQueryOptions(api));
}
