import { caoScanProvider } from '../cao-scans/cao-scan-provider';
import { invitationProvider } from '../invitations/invitation-provider';
import { organizationProvider } from '../organizations/organization-provider';
import { roleProvider } from '../roles/role-provider';
import { userProvider } from '../users/user-provider';
import type { AdminResource } from './resource-provider';

export { readFilterValue } from './resource-provider';
export type { AdminResource } from './resource-provider';

/** Every resource the dataProvider serves: one line each, the config lives in the resource's folder. */
export const ADMIN_RESOURCES: Record<string, AdminResource> = {
  organizations: organizationProvider,
  users: userProvider,
  roles: roleProvider,
  invitations: invitationProvider,
  'cao-scans': caoScanProvider,
};

export function getAdminResource(resource: string): AdminResource {
  const found = ADMIN_RESOURCES[resource];
  if (!found) throw new Error(`Onbekende beheerbron "${resource}".`);
  return found;
}
