/**
 * Roles and permissions (spec 01 §6, spec 02 §6) as pure functions. The server, the customer app
 * and the admin app all ask these; none of them re-derives what a role may do.
 */
export const ROLE_NAMES = ['admin', 'org_administrator', 'org_member'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

/**
 * Platform support staff: read everything in /admin, adjust credits with a reason and keep the
 * cao catalogue; nothing else. Not one of the spec's three roles, so never granted by invitation.
 */
export const SUPPORT_ROLE = 'support';

/** Display names in the customer area (spec 01 §6). */
export const ROLE_LABELS: Record<RoleName | typeof SUPPORT_ROLE, string> = {
  admin: 'Admin',
  org_administrator: 'Organization Administrator',
  org_member: 'Member',
  support: 'Support',
};

/** Display names inside the admin area (spec 01 §2 analytics, §6). */
export const ADMIN_ROLE_LABELS: Record<RoleName | typeof SUPPORT_ROLE, string> = {
  admin: 'Beheerder',
  org_administrator: 'Organisatie Admin',
  org_member: 'Lid',
  support: 'Ondersteuning',
};

export const NO_ROLE_LABEL = 'No role';

export type Permission =
  | 'manage_organization'
  | 'invite_users'
  | 'view_invitations'
  | 'manage_invitations'
  | 'view_credits'
  | 'edit_billing'
  | 'edit_share_setting'
  | 'view_organization_users'
  | 'access_admin_dashboard'
  | 'manage_all_organizations'
  | 'manage_all_users'
  | 'manage_roles'
  | 'view_analytics'
  | 'view_all_scans'
  | 'adjust_credits'
  | 'manage_cao_catalogue';

const ORG_ADMIN_PERMISSIONS: readonly Permission[] = [
  'manage_organization',
  'invite_users',
  'view_invitations',
  'manage_invitations',
  'view_credits',
  'edit_billing',
  'edit_share_setting',
];

const PLATFORM_ADMIN_ONLY: readonly Permission[] = [
  'manage_all_organizations',
  'manage_all_users',
  'manage_roles',
];

/**
 * What support staff share with platform admins: reading all of /admin (every admin GET route
 * asks `access_admin_dashboard`), adjusting credits with a reason, keeping the cao catalogue.
 */
const BACK_OFFICE: readonly Permission[] = [
  'access_admin_dashboard',
  'view_analytics',
  'view_all_scans',
  'adjust_credits',
  'manage_cao_catalogue',
];

/** The primary role: admin, then org administrator, then member, else the first role. */
export function getPrimaryRole(roleNames: readonly string[]): string | undefined {
  for (const name of ROLE_NAMES) if (roleNames.includes(name)) return name;
  return roleNames[0];
}

export function isPlatformAdmin(roleNames: readonly string[]): boolean {
  return roleNames.includes('admin');
}

export function isSupportStaff(roleNames: readonly string[]): boolean {
  return roleNames.includes(SUPPORT_ROLE);
}

/** In member lists any role whose name contains 'admin' counts as administrator (spec 01 §6). */
export function isAdministratorRoleName(roleName: string): boolean {
  return roleName.toLowerCase().includes('admin');
}

/**
 * Whether a user holding `roleNames` may perform `permission`. A user with a profile but no
 * role may still view the organisation's users (spec 01 §6).
 */
export function hasPermission(roleNames: readonly string[], permission: Permission): boolean {
  if (permission === 'view_organization_users') return true;
  const isAdmin = isPlatformAdmin(roleNames);
  if (PLATFORM_ADMIN_ONLY.includes(permission)) return isAdmin;
  if (BACK_OFFICE.includes(permission)) return isAdmin || isSupportStaff(roleNames);
  if (ORG_ADMIN_PERMISSIONS.includes(permission)) return isAdmin || roleNames.includes('org_administrator');
  return false;
}

export function getRoleLabel(roleName: string | undefined, area: 'app' | 'admin' = 'app'): string {
  if (!roleName) return NO_ROLE_LABEL;
  const labels = area === 'admin' ? ADMIN_ROLE_LABELS : ROLE_LABELS;
  return (labels as Record<string, string>)[roleName] ?? roleName;
}

/**
 * The roles a user may hand out by invitation: admins any role, organisation administrators their
 * own level and below (never admin), everyone else none.
 */
export function getGrantableRoles(roleNames: readonly string[]): RoleName[] {
  if (isPlatformAdmin(roleNames)) return [...ROLE_NAMES];
  if (roleNames.includes('org_administrator')) return ['org_administrator', 'org_member'];
  return [];
}
