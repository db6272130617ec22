import type { AcceptInvitationResult, InvitationVerification } from '@caoscan/core';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { CurrentUser } from '../http/current-user';
import { forbidden, HttpError, notFound } from '../http/errors';
import { effectiveStatus, INVALID_INVITATION, UNUSABLE_INVITATION } from './invitation-status';
import { hashInvitationToken } from './invitation-token';

const NOT_VALID: InvitationVerification = {
  is_valid: false,
  error_message: INVALID_INVITATION,
  email: null,
  organization_name: null,
  role_name: null,
  expires_at: null,
};

function findByToken(db: Db, token: string) {
  return db
    .selectFrom('invitations')
    .innerJoin('organizations', 'organizations.id', 'invitations.organization_id')
    .innerJoin('roles', 'roles.id', 'invitations.role_id')
    .select([
      'invitations.id',
      'invitations.email',
      'invitations.organization_id',
      'invitations.role_id',
      'invitations.expires_at',
      effectiveStatus.as('status'),
      'organizations.name as organization_name',
      'roles.name as role_name',
    ])
    .where('invitations.token_hash', '=', hashInvitationToken(token));
}

/** GET /invitations/verify/{token}: what the acceptance screen shows; no sign-in needed. */
export async function verifyInvitation(db: Db, token: string): Promise<InvitationVerification> {
  const row = await findByToken(db, token).executeTakeFirst();
  if (!row) return NOT_VALID;
  if (row.status !== 'pending') return { ...NOT_VALID, error_message: UNUSABLE_INVITATION[row.status] };
  return {
    is_valid: true,
    error_message: null,
    email: row.email,
    organization_name: row.organization_name,
    role_name: row.role_name,
    expires_at: row.expires_at.toISOString(),
  };
}

/**
 * Accepts once: the row is locked, must still be pending and unexpired, and the signed-in address
 * must be the invited one. The user becomes active, works in the inviting organisation and holds
 * the invited role there.
 */
export async function acceptInvitation(
  db: Db,
  user: CurrentUser,
  token: string,
): Promise<AcceptInvitationResult> {
  return db.transaction().execute(async (trx) => {
    const row = await findByToken(trx, token).forUpdate('invitations').executeTakeFirst();
    if (!row) throw notFound(INVALID_INVITATION);
    if (row.status !== 'pending') throw new HttpError(410, UNUSABLE_INVITATION[row.status]);
    if (row.email.toLowerCase() !== user.email.toLowerCase()) {
      throw forbidden(
        'Deze uitnodiging is voor een ander e-mailadres. Log in met het adres waarop u de uitnodiging ontving.',
      );
    }
    const account = await trx
      .selectFrom('users')
      .select('organization_id')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    if (account.organization_id && account.organization_id !== row.organization_id) {
      throw new HttpError(409, 'Uw account hoort al bij een andere organisatie; vraag de beheerder om hulp.');
    }
    await trx
      .updateTable('users')
      .set({ status: 'active', organization_id: row.organization_id, updated_at: sql`now()` })
      .where('id', '=', user.id)
      .execute();
    await trx
      .insertInto('role_assignments')
      .values({ user_id: user.id, role_id: row.role_id, organization_id: row.organization_id })
      .onConflict((oc) => oc.columns(['user_id', 'role_id', 'organization_id']).doNothing())
      .execute();
    await trx
      .updateTable('invitations')
      .set({ status: 'accepted', accepted_by: user.id, accepted_at: sql`now()`, updated_at: sql`now()` })
      .where('id', '=', row.id)
      .execute();
    return {
      success: true as const,
      organization_id: row.organization_id,
      organization_name: row.organization_name,
      role_name: row.role_name,
    };
  });
}
