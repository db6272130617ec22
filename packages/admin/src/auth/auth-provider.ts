import type { AdminApiClient, MeResponse } from '@caoscan/core';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { AuthProvider, UserIdentity } from 'react-admin';
import { canAccessAdmin } from './can-access';
import { readAccessToken } from './supabase-client';
import { getCustomerLoginUrl, getCustomerLoginUrlReturningHere, goToUrl } from './urls';

export interface AdminAuthProvider extends AuthProvider {
  /** The profile of GET /api/auth/me, fetched once per signed-in user. */
  getMe: () => Promise<MeResponse>;
}

/**
 * Rejection that makes react-admin log out and leave for the customer login page, silently; after
 * sign-in the login page returns to the admin page the person asked for.
 */
function toLogin() {
  return { redirectTo: getCustomerLoginUrlReturningHere(), message: false as const };
}

function readStatus(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return undefined;
}

/**
 * react-admin's authProvider over the supabase session the customer app created. Roles come from
 * the product API (GET /api/auth/me); what a role may do comes from @caoscan/core's hasPermission.
 */
export function createAuthProvider(supabase: SupabaseClient, api: AdminApiClient): AdminAuthProvider {
  // One profile request per user, shared by the guard, identity and permissions.
  let cached: { userId: string; me: Promise<MeResponse> } | null = null;

  async function getMe(): Promise<MeResponse> {
    const { data } = await supabase.auth.getSession();
    const userId = data.session?.user.id;
    if (!userId) throw Object.assign(new Error('Geen geldige authenticatie gevonden'), { status: 401 });
    if (cached?.userId !== userId) {
      const me = api.getMe();
      cached = { userId, me };
      me.catch(() => {
        if (cached?.me === me) cached = null; // a failed profile call is retried next time
      });
    }
    return cached.me;
  }

  return {
    getMe,
    async login() {
      // Sign-in is the customer app's (one-time code, Microsoft, Google); never a form here.
      goToUrl(getCustomerLoginUrlReturningHere());
    },
    async checkAuth() {
      if (!(await readAccessToken(supabase))) throw toLogin();
    },
    async checkError(error: unknown) {
      const status = readStatus(error);
      if (status === 401) throw toLogin();
      // 403 means signed in without the right: stay, the page shows the message.
    },
    async logout() {
      cached = null;
      const { error } = await supabase.auth.signOut();
      if (error) console.error('Uitloggen mislukt', error); // spec 01 §7: sign-out errors are only logged
      return getCustomerLoginUrl();
    },
    async getIdentity(): Promise<UserIdentity> {
      const { profile } = await getMe();
      return { id: profile.id, fullName: profile.display_name || profile.email };
    },
    async getPermissions() {
      return (await getMe()).roles;
    },
    async canAccess({ action, resource }) {
      // One pure rule for pages, buttons and the guard: admins do all, support staff read and adjust credits.
      return canAccessAdmin((await getMe()).roles, { action, resource });
    },
  };
}
