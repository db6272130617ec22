import { DASHBOARD_ACTIVITY_LIMIT, type ActivityFeed, type ApiClient } from '@caoscan/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';

export const ACTIVITY_ERROR_MESSAGE = 'Kon activiteit niet laden';

/** GET /statistics/organization/activity?limit=6 — the server keeps to the last 30 days. */
export function getRecentActivity(api: ApiClient): Promise<ActivityFeed> {
  return api.getActivity({ limit: DASHBOARD_ACTIVITY_LIMIT });
}

export function recentActivityQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['statistics', 'activity', 'recent'],
    queryFn: () => getRecentActivity(api),
  });
}

export function useRecentActivity() {
  const { api } = useServices();
  return useQuery(recentActivityQueryOptions(api));
}
