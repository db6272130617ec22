import { isSystemRoleName, type AdminRole, type UserRoleAssignment } from '@caoscan/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Every role with how many users hold it (one grouped query). */
export async function listAdminRoles(db: Db, roleId?: string): Promise<AdminRole[]> {
  const only = roleId ? sql`where roles.id = ${roleId}` : sql``;
  const { rows } = await sql<{
    id: string;
    name: string;
    description: string | null;
    created_at: Date;
    user_count: string | number;
  }>`
    select roles.id, roles.name, roles.description, roles.created_at,
      count(distinct role_assignments.user_id) as user_count
    from roles left join role_assignments on role_assignments.role_id = roles.id
    ${only}
    group by roles.id order by roles.name`.execute(db);
  return rows.map((row) => ({
    ...row,
    is_system: isSystemRoleName(row.name),
    user_count: Number(row.user_count),
    created_at: row.created_at.toISOString(),
  }));
}

/** The roles one user holds, with the organisation each is scoped to (spec 01 §3). */
export async function listUserRoles(db: Db, userId: string): Promise<UserRoleAssignment[]> {
  const rows = await db
    .selectFrom('role_assignments')
    .innerJoin('roles', 'roles.id', 'role_assignments.role_id')
    .leftJoin('organizations', 'organizations.id', 'role_assignments.organization_id')
    .select([
      'roles.id as role_id',
      'roles.name as role_name',
      'roles.description as role_description',
      'organizations.id as organization_id',
      'organizations.name as organization_name',
      'role_assignments.assigned_at',
    ])
    .where('role_assignments.user_id', '=', userId)
    .orderBy('role_assignments.assigned_at')
    .execute();
  return rows.map((row) => ({
    role: { id: row.role_id, name: row.role_name, description: row.role_description },
    organization:
      row.organization_id && row.organization_name
        ? { id: row.organization_id, name: row.organization_name }
        : null,
    assigned_at: row.assigned_at.toISOString(),
  }));
}
