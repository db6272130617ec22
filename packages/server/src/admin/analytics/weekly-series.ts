import type { WeeklyCount } from '@caoscan/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** How many weeks the analytics charts show, this week included. */
export const ANALYTICS_WEEKS = 12;

/** Weeks start on Monday in the Netherlands, whatever the server's time zone. */
const ZONE = 'Europe/Amsterdam';

type CountedTable = 'users' | 'organizations' | 'cao_scans';

/** New rows of one table per week (Monday as YYYY-MM-DD) since `since`. */
async function countPerWeek(db: Db, table: CountedTable, since: string): Promise<Map<string, number>> {
  const week = sql<string>`to_char(date_trunc('week', created_at at time zone ${ZONE}), 'YYYY-MM-DD')`;
  const rows = await db
    .selectFrom(table)
    .select([week.as('week_start'), (eb) => eb.fn.countAll<number>().as('count')])
    .where(sql<boolean>`(created_at at time zone ${ZONE}) >= ${since}::date`)
    .groupBy(sql`1`)
    .execute();
  return new Map(rows.map((row) => [row.week_start, Number(row.count)]));
}

/** The Mondays of the last ANALYTICS_WEEKS weeks in Amsterdam, oldest first, from the database's clock. */
async function readWeekStarts(db: Db): Promise<string[]> {
  const { rows } = await sql<{ week_start: string }>`
    select to_char(generate_series(
      date_trunc('week', now() at time zone ${ZONE}) - make_interval(weeks => ${ANALYTICS_WEEKS - 1}),
      date_trunc('week', now() at time zone ${ZONE}),
      interval '1 week'), 'YYYY-MM-DD') as week_start`.execute(db);
  return rows.map((row) => row.week_start);
}

/**
 * New users, organisations and scans per week for the analytics charts: every week present, a
 * quiet week as zeros, so the chart's axis is the calendar and not the data.
 */
export async function readWeeklySeries(db: Db): Promise<WeeklyCount[]> {
  const weeks = await readWeekStarts(db);
  const since = weeks[0]!;
  const [users, organizations, scans] = await Promise.all([
    countPerWeek(db, 'users', since),
    countPerWeek(db, 'organizations', since),
    countPerWeek(db, 'cao_scans', since),
  ]);
  return weeks.map((week_start) => ({
    week_start,
    users: users.get(week_start) ?? 0,
    organizations: organizations.get(week_start) ?? 0,
    scans: scans.get(week_start) ?? 0,
  }));
}
