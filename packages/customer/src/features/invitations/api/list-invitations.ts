import type { ApiClient, InvitationList, InvitationListQuery } from '@caoscan/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';
import { invitationKeys } from './invitation-keys';

export const LIST_INVITATIONS_ERROR_MESSAGE = 'Failed to load invitations';

/** GET /invitations/ — a page of the organisation's invitations, filtered by status and e-mail. */
export function listInvitations(
  api: ApiClient,
  query: InvitationListQuery,
  signal?: AbortSignal,
): Promise<InvitationList> {
  return api.listInvitations(query, signal);
}

export function invitationListQueryOptions(api: ApiClient, query: InvitationListQuery) {
  return queryOptions({
    queryKey: invitationKeys.list(query),
    // The signal drops stale answers when the filters change meanwhile (spec 01 §4).
    queryFn: ({ signal }) => listInvitations(api, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useInvitations(query: InvitationListQuery) {
  const { api } = useServices();
  return useQuery(invitationListQueryOptions(api, query));
}
