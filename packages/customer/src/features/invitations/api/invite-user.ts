import type { ApiClient, InvitationCreateInput } from '@caoscan/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';
import { INVITATIONS_KEY } from './invitation-keys';

export const INVITE_ERROR_MESSAGE = 'Failed to send invitation';

/** POST /invitations/ — the body is parsed with the same schema as the form. */
export function inviteUser(api: ApiClient, input: InvitationCreateInput) {
  return api.inviteUser(input);
}

export function useInviteUser() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvitationCreateInput) => inviteUser(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY }),
  });
}
