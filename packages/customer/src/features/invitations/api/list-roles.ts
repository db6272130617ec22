import type { ApiClient, Role } from '@caoscan/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';
import { invitationKeys } from './invitation-keys';

export const ROLES_ERROR_MESSAGE = 'Failed to load roles';

/** GET /roles — the roles the invite modal offers (those the inviter may grant). */
export function listRoles(api: ApiClient): Promise<Role[]> {
  return api.listRoles();
}

export function rolesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: invitationKeys.roles(),
    queryFn: () => listRoles(api),
    staleTime: 10 * 60_000,
  });
}

export function useRoles() {
  const { api } = useServices();
  return useQuery(rolesQueryOptions(api));
}
