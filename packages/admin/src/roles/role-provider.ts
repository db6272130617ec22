import type { RoleInput } from '@caoscan/core';
import { matchRole } from '../data/local-list';
import type { AdminResource } from '../data/resource-provider';

/** Roles come whole; the name and an optional description are all the endpoints take. */
export const roleProvider: AdminResource = {
  calls: {
    list: (api, _query, signal) => api.listAdminRoles(signal),
    create: (api, payload) => api.createRole(payload as RoleInput),
    update: (api, id, payload) => api.updateRole(id, payload as Partial<RoleInput>),
    delete: (api, id) => api.deleteRole(id),
  },
  listKey: 'roles',
  recordKey: 'role',
  paging: 'local',
  matches: matchRole,
  toPayload: (data) => ({
    name: typeof data.name === 'string' ? data.name.trim() : data.name,
    description:
      typeof data.description === 'string' && data.description.trim() ? data.description.trim() : null,
  }),
  errors: {
    list: 'Fout bij ophalen rollen',
    create: 'Fout bij aanmaken rol',
    update: 'Fout bij updaten rol',
    delete: 'Fout bij verwijderen rol',
  },
};
