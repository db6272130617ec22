import type { ApiClient } from '@caoscan/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';

export const ACCEPT_ERROR_MESSAGE = 'Er is een fout opgetreden bij het accepteren van de uitnodiging.';

/** POST /invitations/accept-invitation — as the signed-in invitee. */
export function acceptInvitation(api: ApiClient, token: string) {
  return api.acceptInvitation(token);
}

export function useAcceptInvitation() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => acceptInvitation(api, token),
    // The profile now has an organisation and a role: every screen reads it afresh.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['auth', 'me'] }),
  });
}
