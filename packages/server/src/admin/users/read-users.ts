import type { AdminUser, UserStatus } from '@caoscan/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

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

/** One page of users, newest first, with the total of the filter (one query: count over the window). */
export async function listAdminUsers(db: Db, filter: AdminUserFilter & { id?: string }) {
  const conditions = [sql`true`];
  if (filter.id) conditions.push(sql`users.id = ${filter.id}`);
  if (filter.status) conditions.push(sql`users.status = ${filter.status}`);
  if (filter.search) {
    const needle = `%${escapeLike(filter.search)}%`;
    conditions.push(sql`(users.email ilike ${needle} or organizations.name ilike ${needle})`);
  }
  const { rows } = await sql<UserRow>`
    select users.id, users.email, users.status, users.email_confirmed_at, users.created_at,
      users.last_sign_in_at, users.organization_id, organizations.name as organization_name,
      organizations.type as organization_type,
      (select array_agg(distinct roles.name) from role_assignments
        join roles on roles.id = role_assignments.role_id
        where role_assignments.user_id = users.id) as role_names,
      count(*) over () as total
    from users left join organizations on organizations.id = users.organization_id
    where ${sql.join(conditions, sql` and `)}
    order by users.created_at desc, users.id
    limit ${filter.limit} offset ${filter.offset}`.execute(db);
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && filter.offset > 0) {
    // Past the last page the window is empty; count apart so the pager still knows the total.
    const counted = await listAdminUsers(db, { ...filter, offset: 0, limit: 1 });
    total = counted.total;
  }
  return { users: rows.map(toAdminUser), total };
}

export async function readAdminUser(db: Db, userId: string): Promise<AdminUser | null> {
  const { users } = await listAdminUsers(db, { id: userId, limit: 1, offset: 0 });
  return users[0] ?? null;
}
