import type { ApiClient, InvitationStats } from '@caoscan/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';
import { invitationKeys } from './invitation-keys';

export const INVITATION_STATS_ERROR_MESSAGE = 'Failed to fetch invitation statistics';

/** GET /statistics/invitations/stats — the four tiles of Gebruikersbeheer. */
export function getInvitationStats(api: ApiClient): Promise<InvitationStats> {
  return api.getInvitationStats();
}

export function invitationStatsQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: invitationKeys.stats(), queryFn: () => getInvitationStats(api) });
}

export function useInvitationStats() {
  const { api } = useServices();
  return useQuery(invitationStatsQueryOptions(api));
}
