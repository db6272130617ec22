import type { ApiClient } from '@caoscan/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';
import { INVITATIONS_KEY } from './invitation-keys';

export const CANCEL_ERROR_MESSAGE = 'Failed to cancel invitation';

/** PUT /invitations/{id}/cancel — pending ones only; the link stops working. */
export function cancelInvitation(api: ApiClient, invitationId: string) {
  return api.cancelOrganizationInvitation(invitationId);
}

export function useCancelInvitation() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => cancelInvitation(api, invitationId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY }),
  });
}
