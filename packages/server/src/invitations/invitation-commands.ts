import {
  getGrantableRoles,
  INVITATION_VALID_DAYS,
  isPlatformAdmin,
  type Invitation,
  type InvitationCreateInput,
} from '@caoscan/core';
import { sql } from 'kysely';
import { recordActivity } from '../activity/record-activity';
import { recordAdminAction } from '../admin/audit-log';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import type { CurrentUser } from '../http/current-user';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../http/errors';
import { composeInvitationEmail } from './invitation-email';
import { effectiveStatus, INVITATION_NOT_FOUND, isUuid } from './invitation-status';
import { createInvitationToken } from './invitation-token';

const validUntil = () => new Date(Date.now() + INVITATION_VALID_DAYS * 24 * 60 * 60 * 1000);
const acceptLink = (ctx: AppContext, token: string) =>
  `${ctx.env.PUBLIC_URL}/accept-invitation?token=${encodeURIComponent(token)}`;

export const MAIL_FAILED =
  'De uitnodiging is opgeslagen, maar de e-mail kon niet worden verstuurd. Probeer hem opnieuw te verzenden.';

async function mailInvitation(
  ctx: AppContext,
  invitationId: string,
  token: string,
  inviterId: string,
): Promise<void> {
  const row = await ctx.db
    .selectFrom('invitations')
    .innerJoin('organizations', 'organizations.id', 'invitations.organization_id')
    .innerJoin('roles', 'roles.id', 'invitations.role_id')
    .select([
      'invitations.email',
      'invitations.expires_at',
      'organizations.name as organization_name',
      'roles.name as role_name',
    ])
    .where('invitations.id', '=', invitationId)
    .executeTakeFirstOrThrow();
  const inviter = await ctx.db
    .selectFrom('users')
    .select(['display_name', 'email'])
    .where('id', '=', inviterId)
    .executeTakeFirst();
  try {
    await ctx.mailer.send(
      composeInvitationEmail({
        to: row.email,
        link: acceptLink(ctx, token),
        organizationName: row.organization_name,
        roleName: row.role_name,
        expiresAt: row.expires_at,
        inviterName: inviter?.display_name ?? inviter?.email ?? null,
      }),
    );
  } catch (error) {
    console.error('[mail] invitation e-mail failed', error);
    throw new HttpError(502, MAIL_FAILED, 'mail_failed');
  }
}

/** One invitation in the list's shape. */
export async function readInvitation(db: Db, invitationId: string): Promise<Invitation> {
  const row = await db
    .selectFrom('invitations')
    .innerJoin('organizations', 'organizations.id', 'invitations.organization_id')
    .innerJoin('roles', 'roles.id', 'invitations.role_id')
    .select([
      'invitations.id',
      'invitations.email',
      'roles.name as role_name',
      'organizations.name as organization_name',
      effectiveStatus.as('status'),
      'invitations.created_at',
      'invitations.expires_at',
    ])
    .where('invitations.id', '=', invitationId)
    .executeTakeFirstOrThrow();
  return { ...row, created_at: row.created_at.toISOString(), expires_at: row.expires_at.toISOString() };
}

/**
 * Invites `input.email` into an organisation with a role. The inviter may grant only roles at or
 * below their own (core's getGrantableRoles) and, unless platform admin, only in their own
 * organisation. An address without an account gets one with status pending, so its owner can sign
 * in by code (sign-in never creates accounts); accepting the invitation activates it.
 */
export async function inviteUser(ctx: AppContext, inviter: CurrentUser, input: InvitationCreateInput) {
  const isAdmin = isPlatformAdmin(inviter.roleNames);
  if (!isAdmin && input.organization_id !== inviter.organizationId) {
    throw forbidden('U kunt alleen collega’s uitnodigen voor uw eigen organisatie.');
  }
  if (!isUuid(input.role_id)) throw badRequest('Onbekende rol.');
  if (!isUuid(input.organization_id)) throw notFound('Organisatie niet gevonden.');
  const role = await ctx.db
    .selectFrom('roles')
    .select(['id', 'name'])
    .where('id', '=', input.role_id)
    .executeTakeFirst();
  if (!role) throw badRequest('Onbekende rol.');
  if (!(getGrantableRoles(inviter.roleNames) as string[]).includes(role.name)) {
    throw forbidden('U mag deze rol niet toekennen.');
  }

  const { token, tokenHash } = createInvitationToken();
  const invitationId = await ctx.db.transaction().execute(async (trx) => {
    const organization = await trx
      .selectFrom('organizations')
      .select('id')
      .where('id', '=', input.organization_id)
      .executeTakeFirst();
    if (!organization) throw notFound('Organisatie niet gevonden.');
    const existing = await trx
      .selectFrom('users')
      .select(['id', 'status', 'organization_id'])
      .where(sql`lower(email)`, '=', input.email)
      .forUpdate()
      .executeTakeFirst();
    if (existing?.status === 'disabled')
      throw conflict('Dit account is uitgeschakeld; een beheerder kan het weer activeren.');
    if (existing?.status === 'active' && existing.organization_id === input.organization_id) {
      throw conflict('Deze gebruiker is al lid van deze organisatie.');
    }
    if (existing?.organization_id && existing.organization_id !== input.organization_id) {
      throw conflict('Dit e-mailadres hoort al bij een andere organisatie.');
    }
    const open = await trx
      .selectFrom('invitations')
      .select('id')
      .where(sql`lower(email)`, '=', input.email)
      .where('organization_id', '=', input.organization_id)
      .where(effectiveStatus, '=', 'pending')
      .executeTakeFirst();
    if (open) {
      throw conflict(
        'Er staat al een uitnodiging open voor dit e-mailadres. Verstuur die opnieuw of annuleer hem.',
      );
    }
    if (!existing) {
      await trx
        .insertInto('users')
        .values({ email: input.email, display_name: null, organization_id: null, status: 'pending' })
        .execute();
    }
    const created = await trx
      .insertInto('invitations')
      .values({
        organization_id: input.organization_id,
        role_id: role.id,
        email: input.email,
        token_hash: tokenHash,
        invited_by: inviter.id,
        expires_at: validUntil(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordActivity(trx, {
      organizationId: input.organization_id,
      actorId: inviter.id,
      type: 'user.invited',
      payload: { email: input.email, role_name: role.name },
      referenceId: created.id,
    });
    if (isAdmin) {
      await recordAdminAction(trx, inviter, {
        action: 'invitation.created',
        targetType: 'invitation',
        targetId: created.id,
        details: { email: input.email, role: role.name, organization_id: input.organization_id },
      });
    }
    return created.id;
  });
  // After the commit: an outbox write must not wait on the transaction's connection (PGlite has one).
  await mailInvitation(ctx, invitationId, token, inviter.id);
  return readInvitation(ctx.db, invitationId);
}

/** An invitation the caller may manage: their own organisation's, or any for a platform admin. */
async function findManageable(db: Db, user: CurrentUser, invitationId: string) {
  if (!isUuid(invitationId)) throw notFound(INVITATION_NOT_FOUND);
  const row = await db
    .selectFrom('invitations')
    .select(['id', 'email', 'organization_id', effectiveStatus.as('status')])
    .where('id', '=', invitationId)
    .executeTakeFirst();
  if (!row || (!isPlatformAdmin(user.roleNames) && row.organization_id !== user.organizationId)) {
    throw notFound(INVITATION_NOT_FOUND);
  }
  return row;
}

/** Changes made by platform staff go into the back-office audit log, in the change's transaction. */
async function recordBackOfficeChange(
  trx: Db,
  user: CurrentUser,
  action: string,
  invitation: { id: string; email: string; organization_id: string },
) {
  if (!isPlatformAdmin(user.roleNames)) return;
  await recordAdminAction(trx, user, {
    action,
    targetType: 'invitation',
    targetId: invitation.id,
    details: { email: invitation.email, organization_id: invitation.organization_id },
  });
}

/** A fresh token and 7 days, mailed again; the old link stops working (its hash is replaced). */
export async function resendInvitation(ctx: AppContext, user: CurrentUser, invitationId: string) {
  const invitation = await findManageable(ctx.db, user, invitationId);
  if (invitation.status !== 'pending') {
    throw conflict('Alleen openstaande uitnodigingen kunnen opnieuw worden verzonden.');
  }
  const { token, tokenHash } = createInvitationToken();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('invitations')
      .set({ token_hash: tokenHash, expires_at: validUntil(), updated_at: new Date() })
      .where('id', '=', invitation.id)
      .execute();
    await recordBackOfficeChange(trx, user, 'invitation.resent', invitation);
  });
  await mailInvitation(ctx, invitation.id, token, user.id);
  return { success: true as const, message: `Uitnodiging opnieuw verzonden naar ${invitation.email}.` };
}

/**
 * Cancels a pending invitation; its link stops working. The account made for the invitation goes
 * too when it was never activated and no other invitation waits for it.
 */
export async function cancelInvitation(ctx: AppContext, user: CurrentUser, invitationId: string) {
  const invitation = await findManageable(ctx.db, user, invitationId);
  if (invitation.status !== 'pending') {
    throw conflict('Alleen openstaande uitnodigingen kunnen worden geannuleerd.');
  }
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('invitations')
      .set({ status: 'cancelled', updated_at: new Date() })
      .where('id', '=', invitation.id)
      .execute();
    await recordBackOfficeChange(trx, user, 'invitation.cancelled', invitation);
    await trx
      .deleteFrom('users')
      .where(sql`lower(email)`, '=', invitation.email.toLowerCase())
      .where('status', '=', 'pending')
      .where('organization_id', 'is', null)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('invitations')
              .select('id')
              .where(sql`lower(invitations.email)`, '=', invitation.email.toLowerCase())
              .where(effectiveStatus, '=', 'pending'),
          ),
        ),
      )
      .execute();
  });
  return { success: true as const, message: 'Uitnodiging geannuleerd.' };
}
