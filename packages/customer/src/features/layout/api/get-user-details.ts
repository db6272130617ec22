import type { User } from '@supabase/auth-js';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthClient } from '../../../lib/supabase';
import { useServices } from '../../../lib/services';

/** GET /auth/v1/user — the account as the auth service knows it (created, last sign-in). */
export async function getUserDetails(supabase: AuthClient): Promise<User> {
  const { data, error } = await supabase.auth.getUser();
  if (error || !data.user) throw error ?? new Error('Failed to fetch user details');
  return data.user;
}

export function userDetailsQueryOptions(supabase: AuthClient, userId: string | undefined) {
  return queryOptions({
    queryKey: ['auth', 'user-details', userId ?? 'signed-out'],
    queryFn: () => getUserDetails(supabase),
    retry: false,
  });
}

/** Fetched only once the user menu has been opened (spec 01 §2). */
export function useUserDetails(userId: string | undefined, enabled: boolean) {
  const { supabase } = useServices();
  return useQuery({ ...userDetailsQueryOptions(supabase, userId), enabled: enabled && Boolean(userId) });
}
