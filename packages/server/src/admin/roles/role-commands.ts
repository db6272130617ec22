import { isSystemRoleName, ROLE_NAME_REQUIRED } from '@caoscan/core';
import type { Db } from '../../db/database';
import type { CurrentUser } from '../../http/current-user';
import { badRequest, conflict, notFound } from '../../http/errors';
import { isUuid } from '../../invitations/invitation-status';
import { recordAdminAction } from '../audit-log';

export const ROLE_NOT_FOUND = 'Rol niet gevonden.';
const ROLE_NAME_TAKEN = 'Er bestaat al een rol met deze naam.';
const SYSTEM_ROLE_FIXED =
  'Dit is een systeemrol (admin, org_administrator, org_member of support): die kan niet worden hernoemd of verwijderd.';

export interface RoleBody {
  name?: string | undefined;
  description?: string | null | undefined;
}

export async function findRole(db: Db, roleId: string) {
  const row = isUuid(roleId)
    ? await db.selectFrom('roles').selectAll().where('id', '=', roleId).executeTakeFirst()
    : undefined;
  if (!row) throw notFound(ROLE_NOT_FOUND);
  return row;
}

function readName(name: string | undefined): string {
  const trimmed = name?.trim() ?? '';
  if (!trimmed) throw badRequest(ROLE_NAME_REQUIRED);
  if (trimmed.length > 100) throw badRequest('Een rolnaam mag maximaal 100 karakters lang zijn.');
  return trimmed;
}

const readDescription = (description: string | null | undefined) => description?.trim() || null;

async function assertNameFree(db: Db, name: string, exceptId?: string) {
  let query = db.selectFrom('roles').select('id').where('name', '=', name);
  if (exceptId) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw conflict(ROLE_NAME_TAKEN);
}

export async function createRole(db: Db, actor: CurrentUser, body: RoleBody): Promise<string> {
  const name = readName(body.name);
  const description = readDescription(body.description);
  await assertNameFree(db, name);
  return db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('roles')
      .values({ name, description })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAdminAction(trx, actor, {
      action: 'role.created',
      targetType: 'role',
      targetId: created.id,
      details: { name, description },
    });
    return created.id;
  });
}

/** Name and description are both optional (spec 01 §7); a system role keeps its name. */
export async function updateRole(db: Db, actor: CurrentUser, roleId: string, body: RoleBody) {
  const role = await findRole(db, roleId);
  const name = body.name === undefined ? role.name : readName(body.name);
  if (name !== role.name && isSystemRoleName(role.name)) throw conflict(SYSTEM_ROLE_FIXED);
  const description = body.description === undefined ? role.description : readDescription(body.description);
  await assertNameFree(db, name, role.id);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('roles').set({ name, description }).where('id', '=', role.id).execute();
    await recordAdminAction(trx, actor, {
      action: 'role.updated',
      targetType: 'role',
      targetId: role.id,
      details: { before: { name: role.name, description: role.description }, after: { name, description } },
    });
  });
}

/** A custom role goes with its assignments and the invitations that offered it. */
export async function deleteRole(db: Db, actor: CurrentUser, roleId: string) {
  const role = await findRole(db, roleId);
  if (isSystemRoleName(role.name)) throw conflict(SYSTEM_ROLE_FIXED);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('roles').where('id', '=', role.id).execute();
    await recordAdminAction(trx, actor, {
      action: 'role.deleted',
      targetType: 'role',
      targetId: role.id,
      details: { name: role.name },
    });
  });
}
