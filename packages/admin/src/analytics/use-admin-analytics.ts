import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../data-provider';
import { AdminAnalyticsSchema, EMPTY_ANALYTICS } from '@caoscan/core';

/** GET /api/admin/analytics, shared by the dashboard and the analytics screen (one query key). */
export function useAdminAnalytics() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const query = useQuery({
    queryKey: ['admin', 'analytics'],
    queryFn: async () => AdminAnalyticsSchema.parse(await dataProvider.getAnalytics()),
    retry: false,
  });
  return {
    analytics: query.data ?? EMPTY_ANALYTICS,
    error: query.error,
    isPending: query.isPending,
    isFetching: query.isFetching,
    refetch: query.refetch,
    updatedAt: query.dataUpdatedAt || query.errorUpdatedAt,
  };
}
