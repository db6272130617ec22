import { LAST_ADMINISTRATOR_MESSAGE } from '@caoscan/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { conflict } from '../../http/errors';

/** Where an administrator holds that office: one organisation, or the whole platform. */
export type AdministratorScope = { organizationId: string } | { platform: true };

const LAST_ADMINISTRATOR_DISABLE = 'Kan de laatste administrator niet uitschakelen';
const LAST_PLATFORM_ADMIN_DELETE = 'Kan de laatste platformbeheerder niet verwijderen';
const LAST_PLATFORM_ADMIN_DISABLE = 'Kan de laatste platformbeheerder niet uitschakelen';

/**
 * Takes the scope's lock until the transaction ends: the organisation's row, or for the platform
 * the 'admin' role's row. Every change that can remove an administrator takes it first, so two
 * administrators removed or disabled at the same moment cannot both pass the check.
 */
export async function lockAdministratorScope(trx: Db, scope: AdministratorScope) {
  if ('organizationId' in scope) {
    await trx
      .selectFrom('organizations')
      .select('id')
      .where('id', '=', scope.organizationId)
      .forUpdate()
      .execute();
  } else {
    await trx.selectFrom('roles').select('id').where('name', '=', 'admin').forUpdate().execute();
  }
}

/**
 * Whether anyone but `exceptUserId` is still an active administrator of the scope: in an
 * organisation any role whose name contains 'admin' (spec 01 §5), on the platform the 'admin' role.
 */
export async function hasOtherActiveAdministrator(trx: Db, scope: AdministratorScope, exceptUserId: string) {
  const other = await trx
    .selectFrom('role_assignments')
    .innerJoin('roles', 'roles.id', 'role_assignments.role_id')
    .innerJoin('users', 'users.id', 'role_assignments.user_id')
    .select('users.id')
    .where('users.id', '!=', exceptUserId)
    .where('users.status', '=', 'active')
    .where(
      'organizationId' in scope
        ? sql<boolean>`lower(roles.name) like '%admin%' and users.organization_id = ${scope.organizationId}`
        : sql<boolean>`roles.name = 'admin' and role_assignments.organization_id is null`,
    )
    .executeTakeFirst();
  return Boolean(other);
}

/**
 * Refuses to delete or disable the last active administrator of any organisation the user
 * administers, or the platform's last active admin. Call inside the transaction that makes the
 * change; it locks every scope the user administers first (organisations in id order, then the
 * platform, the same order everywhere so two such changes never deadlock).
 */
export async function assertNotLastAdministrator(trx: Db, userId: string, change: 'delete' | 'disable') {
  const held = await trx
    .selectFrom('role_assignments')
    .innerJoin('roles', 'roles.id', 'role_assignments.role_id')
    .select(['roles.name', 'role_assignments.organization_id'])
    .where('role_assignments.user_id', '=', userId)
    .where(sql<boolean>`lower(roles.name) like '%admin%'`)
    .execute();
  const organizationIds = [...new Set(held.flatMap((h) => (h.organization_id ? [h.organization_id] : [])))];
  const scopes: AdministratorScope[] = organizationIds.sort().map((organizationId) => ({ organizationId }));
  if (held.some((h) => h.name === 'admin' && h.organization_id === null)) scopes.push({ platform: true });
  if (scopes.length === 0) return;

  for (const scope of scopes) await lockAdministratorScope(trx, scope);
  // Read under the locks: an administrator who is already disabled takes no one's place.
  const user = await trx.selectFrom('users').select('status').where('id', '=', userId).executeTakeFirst();
  if (user?.status !== 'active') return;
  for (const scope of scopes) {
    if (await hasOtherActiveAdministrator(trx, scope, userId)) continue;
    if ('organizationId' in scope) {
      throw conflict(change === 'delete' ? LAST_ADMINISTRATOR_MESSAGE : LAST_ADMINISTRATOR_DISABLE);
    }
    throw conflict(change === 'delete' ? LAST_PLATFORM_ADMIN_DELETE : LAST_PLATFORM_ADMIN_DISABLE);
  }
}
