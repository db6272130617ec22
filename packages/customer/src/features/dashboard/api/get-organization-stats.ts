import type { ApiClient, OrganizationStats } from '@caoscan/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';

export const ORGANIZATION_STATS_ERROR_MESSAGE = 'Kon organisatie statistieken niet laden';

/** GET /statistics/organization/stats — the dashboard's four figures. */
export function getOrganizationStats(api: ApiClient): Promise<OrganizationStats> {
  return api.getOrganizationStats();
}

export function organizationStatsQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: ['statistics', 'organization'], queryFn: () => getOrganizationStats(api) });
}

export function useOrganizationStats() {
  const { api } = useServices();
  return useQuery(organizationStatsQueryOptions(api));
}
