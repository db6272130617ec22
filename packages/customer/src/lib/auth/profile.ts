import { hasPermission, type ApiClient, type Permission } from '@caoscan/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../services';
import { useAuth } from './auth-provider';

export const PROFILE_ERROR_MESSAGE = 'Failed to load user profile';

/** GET /api/auth/me — the one source of the profile's query key (per signed-in user). */
export function profileQueryOptions(api: ApiClient, userId: string | undefined) {
  return queryOptions({
    queryKey: ['auth', 'me', userId ?? 'signed-out'],
    queryFn: () => api.getMe(),
    staleTime: 5 * 60_000,
  });
}

export function useProfile() {
  const { api } = useServices();
  const { status, user } = useAuth();
  return useQuery({ ...profileQueryOptions(api, user?.id), enabled: status === 'signedIn' });
}

/** The signed-in user's role names; empty while the profile loads or when it failed. */
export function useRoleNames(): readonly string[] {
  return useProfile().data?.roles ?? [];
}

/** Permission checks go through core's hasPermission only; nothing here re-derives roles. */
export function useHasPermission(permission: Permission): boolean {
  return hasPermission(useRoleNames(), permission);
}
