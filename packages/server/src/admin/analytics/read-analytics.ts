import type { AdminAnalytics } from '@caoscan/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { readWeeklySeries } from './weekly-series';

const count = (expression: string) => sql<number>`count(*) filter (where ${sql.raw(expression)})::int`;
const isRecent = "created_at >= now() - interval '30 days'";

/**
 * GET /api/admin/analytics (spec 01 §3 "Analytics"): one aggregate query per table, never a row
 * per user, plus the weekly series for the charts.
 */
export async function readAnalytics(db: Db): Promise<AdminAnalytics> {
  const [users, organizations, byType, invitations, roles, scans, weekly] = await Promise.all([
    db
      .selectFrom('users')
      .select([
        sql<number>`count(*)::int`.as('total'),
        count("status = 'active'").as('active'),
        count("status = 'pending'").as('pending'),
        count("status = 'disabled'").as('disabled'),
        count(isRecent).as('new_last_30_days'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('organizations')
      .select([sql<number>`count(*)::int`.as('total'), count(isRecent).as('new_last_30_days')])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('organizations')
      .select(['type', sql<number>`count(*)::int`.as('count')])
      .groupBy('type')
      .execute(),
    db
      .selectFrom('invitations')
      .select([
        sql<number>`count(*)::int`.as('total'),
        // A pending invitation past its expiry is no longer open (spec 01 §4).
        count("status = 'pending' and expires_at >= now()").as('pending'),
        count("status = 'accepted'").as('accepted'),
        count(isRecent).as('new_last_30_days'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('roles')
      .leftJoin('role_assignments', 'role_assignments.role_id', 'roles.id')
      .select(['roles.name', sql<number>`count(distinct role_assignments.user_id)::int`.as('count')])
      .groupBy('roles.name')
      .execute(),
    db
      .selectFrom('cao_scans')
      .select([
        sql<number>`count(*)::int`.as('total'),
        count("status = 'completed'").as('completed'),
        count(isRecent).as('new_last_30_days'),
      ])
      .executeTakeFirstOrThrow(),
    readWeeklySeries(db),
  ]);
  return {
    users,
    organizations: {
      ...organizations,
      by_type: Object.fromEntries(byType.map((row) => [row.type, row.count])),
    },
    invitations,
    roles: { distribution: Object.fromEntries(roles.map((row) => [row.name, row.count])) },
    scans,
    weekly,
  };
}
