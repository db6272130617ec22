import type { AdminOrganization, OrganizationMember } from '@caoscan/core';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { isoTimeSql } from '../../db/iso-time-sql';
import { PREPARED } from '../../db/prepared';

interface OrganizationRow {
  id: string;
  name: string;
  type: AdminOrganization['type'];
  parent_id: string | null;
  parent_name: string | null;
  user_count: number;
  admin_count: number;
  credit_balance: number;
  created_at: Date;
}

/**
 * The organisations (all, or the one `where` picks) with their counts, balance and parent name, in the
 * fields and order of AdminOrganizationSchema: one statement of joins on the organisation's id. The
 * member and administrator counts are the ones the writes keep (migration 0022): counting users and
 * their roles for every organisation on every visit was most of the list's cost.
 */
function organizationRows(where: RawBuilder<unknown>, createdAt: RawBuilder<unknown>) {
  return sql`
    select organizations.id, organizations.name, organizations.type, organizations.parent_id,
      parents.name as parent_name,
      coalesce(organization_member_counts.user_count, 0) as user_count,
      coalesce(organization_member_counts.admin_count, 0) as admin_count,
      coalesce(organization_credits.balance, 0)::int as credit_balance,
      ${createdAt} as created_at
    from organizations
    left join organizations parents on parents.id = organizations.parent_id
    left join organization_credits on organization_credits.organization_id = organizations.id
    left join organization_member_counts on organization_member_counts.organization_id = organizations.id
    ${where}`;
}

/** One organisation as AdminOrganizationSchema has it (after a create or an edit). */
export async function readAdminOrganization(db: Db, organizationId: string): Promise<AdminOrganization> {
  const { rows } = await sql<OrganizationRow>`${organizationRows(
    sql`where organizations.id = ${organizationId}`,
    sql.ref('organizations.created_at'),
  )}`.execute(db);
  const row = rows[0]!;
  return { ...row, created_at: row.created_at.toISOString() };
}

/**
 * Every organisation, by name, as the JSON of AdminOrganizationListSchema written by PostgreSQL and
 * sent as it is (the back-office lists them all on every visit; parsing and serialising 200 rows cost
 * the server more than the query, `pnpm bench:load`). The same fields, order and bytes as the
 * single organisation's serialiser writes (test admin-organizations-json).
 */
export async function listAdminOrganizationsJson(db: Db): Promise<string> {
  const { rows } = await sql<{ organizations: string }>`${PREPARED}
    select '[' || coalesce(string_agg(row_to_json(listed)::text, ',' order by lower(listed.name), listed.id), '')
      || ']' as organizations
    from (${organizationRows(sql``, isoTimeSql(sql.ref('organizations.created_at')))}) listed`.execute(db);
  return `{"organizations":${rows[0]!.organizations}}`;
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
