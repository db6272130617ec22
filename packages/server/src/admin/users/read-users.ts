import type { AdminUser, UserStatus } from '@caoscan/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { PREPARED } from '../../db/prepared';
import { storedRowCount } from '../../db/table-row-counts';

export interface AdminUserFilter {
  limit: number;
  offset: number;
  search?: string | undefined;
  status?: UserStatus | undefined;
}

interface UserRow {
  id: string;
  email: string;
  status: UserStatus;
  email_confirmed_at: Date | null;
  created_at: Date;
  last_sign_in_at: Date | null;
  organization_id: string | null;
  organization_name: string | null;
  organization_type: 'client' | 'partner' | 'standard' | null;
  role_names: string[] | null;
  total: string | number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    email_confirmed: row.email_confirmed_at !== null,
    created_at: row.created_at.toISOString(),
    last_sign_in: row.last_sign_in_at?.toISOString() ?? null,
    organization:
      row.organization_id && row.organization_name && row.organization_type
        ? { id: row.organization_id, name: row.organization_name, type: row.organization_type }
        : null,
    roles: (row.role_names ?? []).map((name) => ({ name })),
  };
}

/**
 * One page of users, newest first, with the total of the filter in the same statement. The page is
 * read in the order of users_created_idx (migration 0015) and the role names are looked up for its
 * rows only; the total is a scalar subquery (a window count would read and sort every user), and
 * without a filter the count the writes keep (migration 0020). A prepared statement per filter
 * combination: the back-office reloads the page often.
 */
export async function listAdminUsers(db: Db, filter: AdminUserFilter & { id?: string }) {
  const conditions = [sql`true`];
  if (filter.id) conditions.push(sql`users.id = ${filter.id}`);
  if (filter.status) conditions.push(sql`users.status = ${filter.status}`);
  const search = filter.search ? `%${escapeLike(filter.search)}%` : null;
  if (search) {
    conditions.push(sql`(users.email ilike ${search} or organizations.name ilike ${search})`);
  }
  const where = sql.join(conditions, sql` and `);
  // The organisation is joined for the count only when the search needs its name.
  const countFrom = search
    ? sql`users left join organizations on organizations.id = users.organization_id`
    : sql`users`;
  const filtered = conditions.length > 1;
  const countSql = filtered
    ? sql<number>`(select count(*)::int from ${countFrom} where ${where})`
    : storedRowCount('users');
  const { rows } = await sql<UserRow>`${PREPARED}
    select page.*, organizations.name as organization_name, organizations.type as organization_type,
      (select array_agg(distinct roles.name) from role_assignments
        join roles on roles.id = role_assignments.role_id
        where role_assignments.user_id = page.id) as role_names,
      ${countSql} as total
    from (
      select users.id, users.email, users.status, users.email_confirmed_at, users.created_at,
        users.last_sign_in_at, users.organization_id
      from users left join organizations on organizations.id = users.organization_id
      where ${where}
      order by users.created_at desc, users.id
      limit ${filter.limit} offset ${filter.offset}
    ) page left join organizations on organizations.id = page.organization_id
    order by page.created_at desc, page.id`.execute(db);
  // Past the last page there is no row to carry the total: count apart so the pager still knows it.
  const total = rows[0]
    ? Number(rows[0].total)
    : ((await sql<{ total: number }>`select ${countSql} as total`.execute(db)).rows[0]?.total ?? 0);
  return { users: rows.map(toAdminUser), total: Number(total) };
}

export async function readAdminUser(db: Db, userId: string): Promise<AdminUser | null> {
  const { users } = await listAdminUsers(db, { id: userId, limit: 1, offset: 0 });
  return users[0] ?? null;
}
