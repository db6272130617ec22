import type { ApiClient } from '@caoscan/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';
import { INVITATIONS_KEY } from './invitation-keys';

export const RESEND_ERROR_MESSAGE = 'Failed to resend invitation';

/** PUT /invitations/{id}/resend — a fresh link and 7 days, e-mailed again. */
export function resendInvitation(api: ApiClient, invitationId: string) {
  return api.resendOrganizationInvitation(invitationId);
}

export function useResendInvitation() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => resendInvitation(api, invitationId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY }),
  });
}
