import type { ApiClient, InvitationVerification } from '@caoscan/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';
import { invitationKeys } from './invitation-keys';

export const VERIFY_ERROR_MESSAGE = 'Er is een fout opgetreden bij het verifiëren van de uitnodiging.';

/** GET /invitations/verify/{token} — no sign-in needed. */
export function verifyInvitation(api: ApiClient, token: string): Promise<InvitationVerification> {
  return api.verifyInvitation(token);
}

export function verifyInvitationQueryOptions(api: ApiClient, token: string) {
  return queryOptions({
    queryKey: invitationKeys.verify(token),
    queryFn: () => verifyInvitation(api, token),
    retry: false,
    staleTime: Infinity,
  });
}

export function useVerifyInvitation(token: string | null) {
  const { api } = useServices();
  return useQuery({ ...verifyInvitationQueryOptions(api, token ?? ''), enabled: Boolean(token) });
}
