import { matchOrganization, matchRole, type RowFilter } from './local-list';

/**
 * How each react-admin resource maps onto the spec's admin endpoints (01 §7). `paging` says who
 * pages: 'local' lists come whole, 'offset' takes limit/offset, 'page' takes page/size.
 */
export interface AdminResource {
  path: string;
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
    path: '/admin/organizations',
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
    path: '/admin/users',
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
    path: '/admin/roles',
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
    path: '/admin/cao-scans',
    listKey: 'scans',
    recordKey: 'scan',
    paging: 'offset',
    errors: { list: 'Fout bij ophalen scans', one: 'Fout bij ophalen scans' },
  },
  invitations: {
    path: '/admin/invitations',
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
