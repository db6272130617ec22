import type { UserStatus } from '@caoscan/core';
import type { Db } from '../../db/database';
import type { CurrentUser } from '../../http/current-user';
import { conflict, notFound } from '../../http/errors';
import { isUuid } from '../../invitations/invitation-status';
import { recordAdminAction } from '../audit-log';
import { assertNotLastAdministrator } from './last-administrator';

export const USER_NOT_FOUND = 'Gebruiker niet gevonden.';

export async function findUser(db: Db, userId: string) {
  const row = isUuid(userId)
    ? await db
        .selectFrom('users')
        .select(['id', 'email', 'status', 'organization_id'])
        .where('id', '=', userId)
        .executeTakeFirst()
    : undefined;
  if (!row) throw notFound(USER_NOT_FOUND);
  return row;
}

/**
 * Signs the user out everywhere at once: every session and refresh token dies. Access tokens
 * already handed out stop working too, because the authenticate plugin reads the session and the
 * user's status on every request.
 */
async function revokeSessions(db: Db, userId: string) {
  const now = new Date();
  await db
    .updateTable('refresh_tokens')
    .set({ revoked: true })
    .where('session_id', 'in', (eb) =>
      eb.selectFrom('auth_sessions').select('id').where('user_id', '=', userId),
    )
    .execute();
  await db
    .updateTable('auth_sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Any of the three statuses directly (spec 01 §4); disabling signs the user out everywhere. The
 * last active administrator of an organisation or of the platform stays active.
 */
export async function setUserStatus(db: Db, actor: CurrentUser, userId: string, status: UserStatus) {
  const user = await findUser(db, userId);
  if (user.id === actor.id && status !== 'active') {
    throw conflict('U kunt uw eigen account niet uitschakelen.');
  }
  await db.transaction().execute(async (trx) => {
    if (status !== 'active') await assertNotLastAdministrator(trx, user.id, 'disable');
    await trx
      .updateTable('users')
      .set({ status, updated_at: new Date() })
      .where('id', '=', user.id)
      .execute();
    if (status === 'disabled') await revokeSessions(trx, user.id);
    await recordAdminAction(trx, actor, {
      action: 'user.status_changed',
      targetType: 'user',
      targetId: user.id,
      details: { email: user.email, before: user.status, after: status },
    });
  });
}

/**
 * Deletes the account: its role assignments, sessions and sign-in identities go with it; scans
 * and files it made stay with the organisation (their owner becomes empty). The last active
 * administrator of an organisation or of the platform stays.
 */
export async function deleteUser(db: Db, actor: CurrentUser, userId: string) {
  const user = await findUser(db, userId);
  if (user.id === actor.id) throw conflict('U kunt uw eigen account niet verwijderen.');
  await db.transaction().execute(async (trx) => {
    await assertNotLastAdministrator(trx, user.id, 'delete');
    await trx.deleteFrom('users').where('id', '=', user.id).execute();
    await recordAdminAction(trx, actor, {
      action: 'user.deleted',
      targetType: 'user',
      targetId: user.id,
      details: { email: user.email, organization_id: user.organization_id },
    });
  });
}
