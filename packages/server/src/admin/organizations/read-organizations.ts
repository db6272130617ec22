import type { AdminOrganization, OrganizationMember } from '@caoscan/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

interface OrganizationRow {
  id: string;
  name: string;
  type: AdminOrganization['type'];
  parent_id: string | null;
  parent_name: string | null;
  user_count: string | number;
  admin_count: string | number;
  credit_balance: string | number;
  created_at: Date;
}

/**
 * Every organisation with its counts, balance and parent name in ONE query: the member counts come
 * from one grouped pass over users (a role whose name contains 'admin' makes an administrator,
 * spec 01 §6), never one query per row.
 */
export async function listAdminOrganizations(db: Db, organizationId?: string): Promise<AdminOrganization[]> {
  const only = organizationId ? sql`where organizations.id = ${organizationId}` : sql``;
  const { rows } = await sql<OrganizationRow>`
    select organizations.id, organizations.name, organizations.type, organizations.parent_id,
      parents.name as parent_name, organizations.created_at,
      coalesce(members.user_count, 0) as user_count,
      coalesce(members.admin_count, 0) as admin_count,
      coalesce(organization_credits.balance, 0) as credit_balance
    from organizations
    left join organizations parents on parents.id = organizations.parent_id
    left join organization_credits on organization_credits.organization_id = organizations.id
    left join (
      select users.organization_id, count(*) as user_count,
        count(*) filter (where exists (
          select 1 from role_assignments join roles on roles.id = role_assignments.role_id
          where role_assignments.user_id = users.id and lower(roles.name) like '%admin%'
        )) as admin_count
      from users where users.organization_id is not null group by users.organization_id
    ) members on members.organization_id = organizations.id
    ${only}
    order by lower(organizations.name), organizations.id`.execute(db);
  return rows.map((row) => ({
    ...row,
    user_count: Number(row.user_count),
    admin_count: Number(row.admin_count),
    credit_balance: Number(row.credit_balance),
    created_at: row.created_at.toISOString(),
  }));
}

/** The organisation's members with their role names (for the details and edit modals). */
export async function listOrganizationMembers(db: Db, organizationId: string): Promise<OrganizationMember[]> {
  const { rows } = await sql<{
    id: string;
    email: string;
    status: OrganizationMember['status'];
    created_at: Date;
    roles: { id: string; name: string }[] | null;
  }>`
    select users.id, users.email, users.status, users.created_at,
      (select json_agg(json_build_object('id', roles.id, 'name', roles.name) order by roles.name)
        from role_assignments join roles on roles.id = role_assignments.role_id
        where role_assignments.user_id = users.id) as roles
    from users where users.organization_id = ${organizationId}
    order by lower(users.email)`.execute(db);
  return rows.map((row) => ({ ...row, roles: row.roles ?? [], created_at: row.created_at.toISOString() }));
}
