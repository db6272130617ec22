import { hasPermission } from '@caoscan/core';

/** react-admin's read actions; 'access' is the guard's question: may this person enter at all. */
const READ_ACTIONS = new Set(['access', 'list', 'show', 'read', 'export']);

/**
 * What a back-office user may do, for react-admin's `authProvider.canAccess` (buttons, pages) and
 * our own screens. Platform admins do everything; support staff read everything and adjust
 * credits (the `credits` resource's create) and keep the cao catalogue (`caos`), nothing else. The server refuses the same anyway.
 */
export function canAccessAdmin(
  roleNames: readonly string[],
  { action, resource }: { action: string; resource: string },
): boolean {
  if (!hasPermission(roleNames, 'access_admin_dashboard')) return false;
  if (READ_ACTIONS.has(action)) return true;
  if (resource === 'credits') return action === 'create' && hasPermission(roleNames, 'adjust_credits');
  if (resource === 'cao-scans' || resource === 'audit-log') return false; // read-only for everyone
  // The cao catalogue: platform admins and support staff upload versions and mark one current.
  if (resource === 'caos') return hasPermission(roleNames, 'manage_cao_catalogue');
  return hasPermission(roleNames, 'manage_all_organizations');
}
