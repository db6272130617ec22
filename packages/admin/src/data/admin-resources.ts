import type {
  AdminInvitationListQuery,
  AdminUserListQuery,
  ApiClient,
  InvitationCreate,
  OrganizationInput,
  Query,
  RoleInput,
} from '@caoscan/core';
import { matchOrganization, matchRole, type RowFilter } from './local-list';

type Row = Record<string, unknown>;
type Id = string | number;

/**
 * The core API client's calls behind one resource: every path lives in core (one place per
 * endpoint); a resource without a call cannot do that operation.
 */
export interface ResourceCalls {
  list(api: ApiClient, query: Query, signal?: AbortSignal): Promise<unknown>;
  getOne?(api: ApiClient, id: Id): Promise<unknown>;
  create?(api: ApiClient, payload: Row): Promise<unknown>;
  update?(api: ApiClient, id: Id, payload: Row): Promise<unknown>;
  delete?(api: ApiClient, id: Id): Promise<unknown>;
}

/**
 * How each react-admin resource maps onto the spec's admin endpoints (01 §7). `paging` says who
 * pages: 'local' lists come whole, 'offset' takes limit/offset, 'page' takes page/size.
 */
export interface AdminResource {
  calls: ResourceCalls;
  /** Key of the rows in the list answer, and of a wrapped single record. */
  listKey: string;
  recordKey: string;
  paging: 'local' | 'offset' | 'page';
  matches?: RowFilter;
  /** The spec's Dutch fallbacks per operation (01 §8). */
  errors: { list: string; one?: string; create?: string; update?: string; delete?: string };
}

export const ADMIN_RESOURCES = {
  organizations: {
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
    errors: {
      list: 'Fout bij ophalen organisaties',
      create: 'Er is een fout opgetreden',
      update: 'Fout bij bijwerken organisatie',
      delete: 'Fout bij verwijderen organisatie',
    },
  },
  users: {
    calls: {
      list: (api, query, signal) => api.listUsers(query as AdminUserListQuery, signal),
      getOne: (api, id) => api.getUser(id),
      update: (api, id, payload) => api.setUserStatus(id, String(payload.status)),
      delete: (api, id) => api.deleteUser(id),
    },
    listKey: 'users',
    recordKey: 'user',
    paging: 'offset',
    errors: {
      list: 'Fout bij ophalen gebruikers',
      one: 'Fout bij ophalen gebruiker details',
      update: 'Fout bij updaten gebruiker status',
      delete: 'Fout bij verwijderen gebruiker',
    },
  },
  roles: {
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
    errors: {
      list: 'Fout bij ophalen rollen',
      create: 'Fout bij aanmaken rol',
      update: 'Fout bij updaten rol',
      delete: 'Fout bij verwijderen rol',
    },
  },
  'cao-scans': {
    calls: {
      list: (api, query, signal) => api.listAdminScans(query as { limit?: number; offset?: number }, signal),
      getOne: (api, id) => api.getAdminScan(id),
    },
    listKey: 'scans',
    recordKey: 'scan',
    paging: 'offset',
    errors: { list: 'Fout bij ophalen scans', one: 'Fout bij ophalen scans' },
  },
  invitations: {
    calls: {
      list: (api, query, signal) => api.listAdminInvitations(query as AdminInvitationListQuery, signal),
      // Invitations are sent through POST /invitations/ (spec 01 §7), listed and cancelled under /admin.
      create: (api, payload) => api.createInvitation(payload as InvitationCreate),
      delete: (api, id) => api.cancelInvitation(id),
    },
    listKey: 'invitations',
    recordKey: 'invitation',
    paging: 'page',
    errors: {
      list: 'Failed to load invitations',
      create: 'Er is een fout opgetreden bij het versturen van de uitnodiging',
      delete: 'Failed to cancel invitation',
    },
  },
} satisfies Record<string, AdminResource>;

export type AdminResourceName = keyof typeof ADMIN_RESOURCES;

export function getAdminResource(resource: string): AdminResource {
  const found = (ADMIN_RESOURCES as Record<string, AdminResource>)[resource];
  if (!found) throw new Error(`Onbekende beheerbron "${resource}".`);
  return found;
}

/** Filter values that mean "no filter" in the screens' selects. */
export function readFilterValue(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '' || value === 'all') return undefined;
  return String(value);
}
