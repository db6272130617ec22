import type { MeResponse } from '@caoscan/core';
import type { Db } from '../db/database';

/** A user's profile with role assignments, in the shape of GET /api/auth/me. */
export async function getProfile(db: Db, userId: string): Promise<MeResponse | null> {
  const user = await db
    .selectFrom('users')
    .leftJoin('organizations', 'organizations.id', 'users.organization_id')
    .select([
      'users.id',
      'users.email',
      'users.display_name',
      'users.status',
      'users.email_confirmed_at',
      'users.organization_id',
      'users.created_at',
      'users.last_sign_in_at',
      'organizations.name as organization_name',
      'organizations.type as organization_type',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!user) return null;
  const roles = await db
    .selectFrom('role_assignments')
    .innerJoin('roles', 'roles.id', 'role_assignments.role_id')
    .leftJoin('organizations', 'organizations.id', 'role_assignments.organization_id')
    .select([
      'roles.id',
      'roles.name',
      'roles.description',
      'role_assignments.organization_id',
      'organizations.name as organization_name',
      'role_assignments.assigned_at',
    ])
    .where('role_assignments.user_id', '=', userId)
    .orderBy('role_assignments.assigned_at')
    .execute();
  return {
    profile: {
      id: user.id,
      email: user.email,
      display_name: user.display_name,
      status: user.status,
      email_confirmed: user.email_confirmed_at !== null,
      organization_id: user.organization_id,
      organization_name: user.organization_name,
      organization_type: user.organization_type,
      created_at: user.created_at.toISOString(),
      last_sign_in_at: user.last_sign_in_at?.toISOString() ?? null,
      roles: roles.map((r) => ({ ...r, assigned_at: r.assigned_at.toISOString() })),
    },
    roles: [...new Set(roles.map((r) => r.name))],
    organization_id: user.organization_id,
  };
}
