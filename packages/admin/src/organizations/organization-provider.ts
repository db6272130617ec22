import type { OrganizationInput } from '@caoscan/core';
import { matchOrganization } from '../data/local-list';
import { readRows, withFallback } from '../data/read-response';
import type { AdminResource, Row } from '../data/resource-provider';

/**
 * The fields POST/PUT /admin/organizations take: the name trimmed; parent_id on create only if
 * chosen, on update only if changed, null meaning none (spec 01 §5).
 */
export function toOrganizationPayload(data: Row, previous?: Row): Row {
  const payload: Row = {
    name: typeof data.name === 'string' ? data.name.trim() : data.name,
    type: data.type,
  };
  const parent = data.parent_id === '' || data.parent_id === undefined ? null : data.parent_id;
  if (previous ? parent !== (previous.parent_id ?? null) : parent !== null) payload.parent_id = parent;
  return payload;
}

/** Organisations come whole (spec 01 §7: no paging); search and filters run in the browser. */
export const organizationProvider: AdminResource = {
  calls: {
    list: (api, _query, signal) => api.listOrganizations(signal),
    create: (api, payload) => api.createOrganization(payload as OrganizationInput),
    update: (api, id, payload) => api.updateOrganization(id, payload as Partial<OrganizationInput>),
    delete: (api, id) => api.deleteOrganization(id),
  },
  listKey: 'organizations',
  recordKey: 'organization',
  paging: 'local',
  matches: matchOrganization,
  toPayload: toOrganizationPayload,
  errors: {
    list: 'Fout bij ophalen organisaties',
    create: 'Er is een fout opgetreden',
    update: 'Fout bij bijwerken organisatie',
    delete: 'Fout bij verwijderen organisatie',
  },
};

/** An organisation's members, for getManyReference('users', { target: 'organization_id' }). */
export async function listOrganizationMembers(
  api: Parameters<AdminResource['calls']['list']>[0],
  id: string | number,
) {
  return readRows(
    await withFallback('Fout bij ophalen gebruikers', () => api.listOrganizationUsers(id)),
    'users',
  );
}
