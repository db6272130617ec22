import {
  isAdministratorRoleName,
  LAST_ADMINISTRATOR_MESSAGE,
  SUPPORT_ROLE,
  USER_NOT_FOUND_FOR_ROLE,
} from '@caoscan/core';
import type { Db } from '../../db/database';
import type { CurrentUser } from '../../http/current-user';
import { badRequest, conflict, notFound } from '../../http/errors';
import { isUuid } from '../../invitations/invitation-status';
import { recordAdminAction } from '../audit-log';
import { hasOtherActiveAdministrator, lockAdministratorScope } from '../users/last-administrator';
import { findRole } from './role-commands';

export interface AssignmentBody {
  user_id: string;
  role_id: string;
  organization_id?: string | null | undefined;
}

const PLATFORM_ROLES = ['admin', SUPPORT_ROLE];

async function readAssignment(db: Db, body: AssignmentBody) {
  const user = isUuid(body.user_id)
    ? await db
        .selectFrom('users')
        .select(['id', 'email', 'organization_id'])
        .where('id', '=', body.user_id)
        .executeTakeFirst()
    : undefined;
  if (!user) throw notFound(USER_NOT_FOUND_FOR_ROLE);
  const role = await findRole(db, body.role_id);
  // Platform roles hold everywhere; every other role is scoped to an organisation.
  let organizationId = PLATFORM_ROLES.includes(role.name)
    ? null
    : (body.organization_id ?? user.organization_id);
  if (organizationId) {
    const organization = isUuid(organizationId)
      ? await db.selectFrom('organizations').select('id').where('id', '=', organizationId).executeTakeFirst()
      : undefined;
    if (!organization) throw notFound('Organisatie niet gevonden.');
    organizationId = organization.id;
  } else if (!PLATFORM_ROLES.includes(role.name)) {
    throw badRequest('Kies een organisatie voor deze rol.');
  }
  return { user, role, organizationId: organizationId ?? null };
}

/**
 * Gives a user a role, scoped to an organisation (spec 01 §4: adding a user to an organisation is
 * this). A user of another organisation moves: their roles there end, so nothing keeps pointing back.
 */
export async function assignRole(db: Db, actor: CurrentUser, body: AssignmentBody) {
  const { user, role, organizationId } = await readAssignment(db, body);
  await db.transaction().execute(async (trx) => {
    const movesFrom = organizationId && user.organization_id !== organizationId ? user.organization_id : null;
    if (organizationId && user.organization_id !== organizationId) {
      if (movesFrom) {
        await trx
          .deleteFrom('role_assignments')
          .where('user_id', '=', user.id)
          .where('organization_id', '=', movesFrom)
          .execute();
      }
      await trx
        .updateTable('users')
        .set({ organization_id: organizationId, updated_at: new Date() })
        .where('id', '=', user.id)
        .execute();
    }
    const inserted = await trx
      .insertInto('role_assignments')
      .values({ user_id: user.id, role_id: role.id, organization_id: organizationId })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw conflict('Deze gebruiker heeft deze rol al.');
    await recordAdminAction(trx, actor, {
      action: 'role.assigned',
      targetType: 'user',
      targetId: user.id,
      details: { email: user.email, role: role.name, organization_id: organizationId, moved_from: movesFrom },
    });
  });
  return { success: true, message: `Rol ${role.name} toegewezen aan ${user.email}.` };
}

/**
 * Takes a role away. The last administrator of an organisation (any role whose name contains
 * 'admin', spec 01 §5) and the platform's last admin keep theirs. A user left without a role in
 * their organisation leaves it.
 */
export async function removeRole(db: Db, actor: CurrentUser, body: AssignmentBody) {
  const { user, role, organizationId } = await readAssignment(db, body);
  await db.transaction().execute(async (trx) => {
    // One removal per scope at a time, so two admins removed together cannot both pass the check.
    const scope = organizationId ? { organizationId } : { platform: true as const };
    await lockAdministratorScope(trx, scope);
    const held = await trx
      .selectFrom('role_assignments')
      .select('id')
      .where('user_id', '=', user.id)
      .where('role_id', '=', role.id)
      .where((eb) =>
        organizationId ? eb('organization_id', '=', organizationId) : eb('organization_id', 'is', null),
      )
      .forUpdate()
      .executeTakeFirst();
    if (!held) throw notFound('Deze gebruiker heeft deze rol niet.');
    if (isAdministratorRoleName(role.name)) {
      if (!(await hasOtherActiveAdministrator(trx, scope, user.id)))
        throw conflict(LAST_ADMINISTRATOR_MESSAGE);
    }
    await trx.deleteFrom('role_assignments').where('id', '=', held.id).execute();
    if (organizationId && organizationId === user.organization_id) {
      const left = await trx
        .selectFrom('role_assignments')
        .select('id')
        .where('user_id', '=', user.id)
        .where('organization_id', '=', organizationId)
        .executeTakeFirst();
      if (!left)
        await trx.updateTable('users').set({ organization_id: null }).where('id', '=', user.id).execute();
    }
    await recordAdminAction(trx, actor, {
      action: 'role.removed',
      targetType: 'user',
      targetId: user.id,
      details: { email: user.email, role: role.name, organization_id: organizationId },
    });
  });
  return { success: true, message: `Rol ${role.name} verwijderd bij ${user.email}.` };
}
