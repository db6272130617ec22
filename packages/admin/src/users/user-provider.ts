import type { AdminUserListQuery } from '@caoscan/core';
import { listOrganizationMembers } from '../organizations/organization-provider';
import { readFilterValue, toOffsetQuery, type AdminResource } from '../data/resource-provider';

/** Users page on the server: limit/offset, search, status omitted when 'all' (spec 01 §7). */
export const userProvider: AdminResource = {
  calls: {
    list: (api, query, signal) => api.listUsers(query as AdminUserListQuery, signal),
    getOne: (api, id) => api.getUser(id),
    update: (api, id, payload) => api.setUserStatus(id, String(payload.status)),
    delete: (api, id) => api.deleteUser(id),
  },
  listKey: 'users',
  recordKey: 'user',
  paging: 'server',
  toListQuery: (params) => {
    const filter = (params.filter ?? {}) as Record<string, unknown>;
    return {
      ...toOffsetQuery(params),
      search: readFilterValue(filter.q),
      status: readFilterValue(filter.status),
    };
  },
  toPayload: (data) => ({ status: data.status }),
  references: { organization_id: listOrganizationMembers },
  errors: {
    list: 'Fout bij ophalen gebruikers',
    one: 'Fout bij ophalen gebruiker details',
    update: 'Fout bij updaten gebruiker status',
    delete: 'Fout bij verwijderen gebruiker',
  },
};
