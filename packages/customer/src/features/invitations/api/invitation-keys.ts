import type { InvitationListQuery } from '@caoscan/core';

/** Every invitation query key starts with INVITATIONS_KEY: invalidating it refreshes list and tiles. */
export const INVITATIONS_KEY = ['invitations'] as const;

export const invitationKeys = {
  list: (query: InvitationListQuery) => [...INVITATIONS_KEY, 'list', query] as const,
  stats: () => [...INVITATIONS_KEY, 'stats'] as const,
  verify: (token: string) => ['invitation-verification', token] as const,
  roles: () => ['roles'] as const,
};
