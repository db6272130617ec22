import type { OrganizationMember } from '@caoscan/core';
import { useGetManyReference, type Identifier } from 'react-admin';

export type MemberRecord = OrganizationMember & { id: string };

/** The organisation's members (GET /admin/organizations/{id}/users), through getManyReference. */
export function useOrganizationMembers(organizationId: Identifier | undefined) {
  const {
    data = [],
    isPending,
    error,
    refetch,
  } = useGetManyReference<MemberRecord>(
    'users',
    {
      target: 'organization_id',
      id: organizationId ?? '',
      pagination: { page: 1, perPage: 500 },
      sort: { field: 'email', order: 'ASC' },
    },
    { enabled: organizationId !== undefined },
  );
  return { members: data, isPending, error, refetch };
}
