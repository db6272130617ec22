import type { InvitationList, InvitationStats, InvitationStatus } from '@caoscan/core';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { effectiveStatus } from './invitation-status';

export interface InvitationListFilter {
  /** Absent only for the platform's back-office, which sees every organisation. */
  organizationId: string | undefined;
  roleId?: string | undefined;
  page: number;
  size: number;
  status?: InvitationStatus | undefined;
  email?: string | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The organisation's invitations, newest first, filtered by effective status and e-mail text. */
export async function listInvitations(db: Db, filter: InvitationListFilter): Promise<InvitationList> {
  let base = db
    .selectFrom('invitations')
    .innerJoin('organizations', 'organizations.id', 'invitations.organization_id')
    .innerJoin('roles', 'roles.id', 'invitations.role_id')
    .where((eb) =>
      filter.organizationId ? eb('invitations.organization_id', '=', filter.organizationId) : eb.lit(true),
    );
  if (filter.roleId) base = base.where('invitations.role_id', '=', filter.roleId);
  if (filter.status) base = base.where(effectiveStatus, '=', filter.status);
  if (filter.email) base = base.where('invitations.email', 'ilike', `%${escapeLike(filter.email)}%`);

  const { total } = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select([
      'invitations.id',
      'invitations.email',
      'roles.name as role_name',
      'organizations.name as organization_name',
      effectiveStatus.as('status'),
      'invitations.created_at',
      'invitations.expires_at',
    ])
    .orderBy('invitations.created_at', 'desc')
    .orderBy('invitations.id', 'desc')
    .limit(filter.size)
    .offset((filter.page - 1) * filter.size)
    .execute();
  const count = Number(total);
  return {
    invitations: rows.map((row) => ({
      ...row,
      created_at: row.created_at.toISOString(),
      expires_at: row.expires_at.toISOString(),
    })),
    pages: Math.ceil(count / filter.size),
    total: count,
  };
}

/** Counts per effective status for the four tiles of Gebruikersbeheer. */
export async function readInvitationStats(db: Db, organizationId: string): Promise<InvitationStats> {
  const rows = await db
    .selectFrom('invitations')
    .select([effectiveStatus.as('status'), sql<string>`count(*)`.as('count')])
    .where('organization_id', '=', organizationId)
    .groupBy(effectiveStatus)
    .execute();
  const of = (status: InvitationStatus) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  return {
    total_count: rows.reduce((sum, row) => sum + Number(row.count), 0),
    pending_count: of('pending'),
    accepted_count: of('accepted'),
    expired_count: of('expired'),
    cancelled_count: of('cancelled'),
  };
}
