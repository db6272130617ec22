import { sql } from 'kysely';
import type { Db } from '../src/db/database';

/**
 * Realistic data for load runs (`pnpm bench:load`, and a small form in load-smoke.test.ts): many
 * organisations with members, scans (a fifth completed, with a comparison result per section),
 * a credit ledger and an activity feed, written with set-based inserts (generate_series), so
 * 20,000 scans take seconds. Runs on a migrated database that holds the demo (seedDemo): the demo
 * organisation is one of the organisations and its member owns scans like everyone else.
 */
export interface LoadSize {
  organizations: number;
  users: number;
  scans: number;
  ledgerEntries: number;
  activityEvents: number;
}

export const FULL_LOAD: LoadSize = {
  organizations: 200,
  users: 5000,
  scans: 20_000,
  ledgerEntries: 50_000,
  activityEvents: 20_000,
};

export const DEMO_MEMBER = 'lid@demo-uitzend.test';
export const DEMO_ORGANIZATION = 'Demo Uitzendbureau';
export const PLATFORM_ADMIN = 'beheer@caoscan.test';

/** The sections of a completed scan and the rows each comparison result holds. */
const SECTIONS = 16;
const ROWS_PER_SECTION = 4;

function comparisonResult(section: number): string {
  const side = (key: string, value: number) => ({
    key,
    label: `Element ${key}`,
    value,
    outcome: 'found',
    unit: 'eur',
    article: `${section}.${key.length}`,
    pages: [section + 2],
    as_printed: `€ ${value.toFixed(2).replace('.', ',')}`,
    quote: null,
    confidence: 0.9,
  });
  const rows = Array.from({ length: ROWS_PER_SECTION }, (_, index) => {
    const key = `element_${section}_${index}`;
    const [current, client] = [12.5 + index, 13 + index];
    return {
      categorie: `sectie_${section}`,
      element: `Element ${index + 1} van sectie ${section}`,
      element_key: key,
      waarde_huidig: `€ ${current.toFixed(2)}`,
      art_nr_huidig: `${section}.1`,
      waarde_nieuw: `€ ${client.toFixed(2)}`,
      art_nr_nieuw: `${section}.2`,
      verschil: '+ € 0,50',
      eenheid: 'eur',
      favourable: 'client',
      is_inlenersbeloning: index === 0,
      current_outcome: 'found',
      client_outcome: 'found',
      current: side(key, current),
      client: side(key, client),
    };
  });
  return JSON.stringify({ version: 2, rows });
}

export interface LoadData {
  /** The demo organisation, whose member the customer routes are loaded as. */
  organizationId: string;
  /** A completed scan of the demo member (for the results route). */
  completedScanId: string;
  /** Scans visible to the demo member (the scan list's total). */
  memberScans: number;
}

export async function seedLoadData(db: Db, size: LoadSize): Promise<LoadData> {
  const demo = await db
    .selectFrom('users')
    .innerJoin('organizations', 'organizations.id', 'users.organization_id')
    .select(['users.id as userId', 'organizations.id as organizationId'])
    .where(sql<boolean>`lower(users.email) = ${DEMO_MEMBER}`)
    .where('organizations.name', '=', DEMO_ORGANIZATION)
    .executeTakeFirstOrThrow();
  const memberRole = await db
    .selectFrom('roles')
    .select('id')
    .where('name', '=', 'org_member')
    .executeTakeFirstOrThrow();
  const adminRole = await db
    .selectFrom('roles')
    .select('id')
    .where('name', '=', 'org_administrator')
    .executeTakeFirstOrThrow();

  // Organisations (the demo one counts), a tenth of them partners with children.
  await sql`
    insert into organizations (name, type, created_at, updated_at)
    select 'Loadorganisatie ' || i, case when i % 10 = 0 then 'partner' else 'client' end,
      now() - (i || ' hours')::interval, now() - (i || ' hours')::interval
    from generate_series(1, ${size.organizations - 1}::int) as i`.execute(db);
  await sql`create table load_orgs as
    select row_number() over (order by created_at, id) - 1 as n, id from organizations
    where name like 'Loadorganisatie %' or id = ${demo.organizationId}`.execute(db);
  const orgCount = size.organizations;

  // Users spread over the organisations; the first of each organisation administers it.
  // (Plain tables, not temporary ones: the statements may run on different pooled connections.)
  await sql`
    insert into users (email, display_name, organization_id, email_confirmed_at, last_sign_in_at, created_at)
    select 'gebruiker' || i || '@load.test', 'Gebruiker ' || i, o.id, now(), now() - (i || ' minutes')::interval,
      now() - (i || ' minutes')::interval
    from generate_series(1, ${size.users}::int) as i join load_orgs o on o.n = i % ${orgCount}::int`.execute(
    db,
  );
  await sql`create table load_users as
    select row_number() over (partition by organization_id order by id) - 1 as k, id, organization_id
    from users where email like '%@load.test'`.execute(db);

  await sql`
    insert into role_assignments (user_id, role_id, organization_id)
    select id, case when k = 0 then ${adminRole.id}::uuid else ${memberRole.id}::uuid end, organization_id
    from load_users where id <> ${demo.userId}`.execute(db);

  // Scans: one organisation in ten shares its scans; the demo member owns a share of the demo's.
  await sql`update organizations set share_scans_with_organization = true
    where name like 'Loadorganisatie %0'`.execute(db);
  await sql`
    insert into cao_scans (organization_id, user_id, name, description, status, current_step, is_abu_cao,
      current_cao_name, current_cao_sector, client_cao_name, client_cao_sector, started_at, completed_at,
      created_at, updated_at)
    select o.id, u.id, 'Loadscan ' || i, case when i % 3 = 0 then 'Vergelijking voor klant ' || i end,
      (array['draft','in_progress','processing','completed','failed'])[1 + j % 5], 1 + j % 4, j % 4 = 0,
      'Cao A', 'Logistiek', 'Cao B', 'Metaal',
      case when j % 5 >= 2 then now() - (i || ' minutes')::interval end,
      case when j % 5 = 3 then now() - (i || ' minutes')::interval end,
      now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
    -- j counts the scans within an organisation, so each has every status.
    from generate_series(1, ${size.scans}::int) as i
    cross join lateral (select i / ${orgCount}::int as j) as per_organization
    join load_orgs o on o.n = i % ${orgCount}::int
    join load_users u on u.organization_id = o.id
      and u.k = j % greatest(1, ${Math.floor(size.users / orgCount)}::int)`.execute(db);
  // Every scan of the demo organisation is the demo member's: the list and results are theirs.
  await sql`update cao_scans set user_id = ${demo.userId} where organization_id = ${demo.organizationId}`.execute(
    db,
  );

  // A comparison result per section for every completed scan.
  for (let section = 1; section <= SECTIONS; section += 1) {
    await sql`
      insert into scan_section_tasks (scan_id, section_name, section_display_name, position, task_type,
        status, input_key, result, completed_at)
      select id, ${`sectie_${section}`}, ${`Sectie ${section}`}, ${section}, 'comparison', 'completed', 'load',
        ${comparisonResult(section)}::jsonb, completed_at
      from cao_scans where status = 'completed'`.execute(db);
  }

  // The ledger: purchases and usages over every organisation, balances kept ≥ 0.
  await sql`
    insert into credit_transactions (organization_id, transaction_type, credits_amount, balance_after,
      description, idempotency_key, created_at)
    select o.id, case when (i / ${orgCount}::int) % 25 < 2 then 'purchase' else 'usage' end,
      case when (i / ${orgCount}::int) % 25 < 2 then 50 else -1 end, 25 + i % 17, 'Load', 'load:' || i,
      now() - (i || ' minutes')::interval
    from generate_series(1, ${size.ledgerEntries}::int) as i join load_orgs o on o.n = i % ${orgCount}::int`.execute(
    db,
  );
  await sql`
    insert into organization_credits (organization_id, balance)
    select id, 25 + n::int % 40 from load_orgs
    on conflict (organization_id) do update set balance = excluded.balance`.execute(db);

  // The activity feed of the last 30 days.
  await sql`
    insert into activity_events (organization_id, activity_type, activity_scope, payload, reference_id, occurred_at)
    select o.id, (array['scan.created','file.uploaded','user.invited','credit.purchased'])[1 + (i / ${orgCount}::int) % 4],
      (array['scan','scan','team','billing'])[1 + (i / ${orgCount}::int) % 4], jsonb_build_object('name', 'Item ' || i), 'ref-' || i,
      now() - ((i % 43000) || ' minutes')::interval
    from generate_series(1, ${size.activityEvents}::int) as i join load_orgs o on o.n = i % ${orgCount}::int`.execute(
    db,
  );
  await sql`drop table load_orgs`.execute(db);
  await sql`drop table load_users`.execute(db);
  await sql`analyze`.execute(db);

  const completed = await db
    .selectFrom('cao_scans')
    .select('id')
    .where('organization_id', '=', demo.organizationId)
    .where('status', '=', 'completed')
    .orderBy('updated_at', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const { count } = await db
    .selectFrom('cao_scans')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('organization_id', '=', demo.organizationId)
    .executeTakeFirstOrThrow();
  return {
    organizationId: demo.organizationId,
    completedScanId: completed.id,
    memberScans: Number(count),
  };
}

/** The main read routes a load run drives, and who calls each (the demo member or the platform admin). */
export interface LoadRoute {
  name: string;
  path: string;
  as: 'member' | 'admin';
}

export function loadRoutes(data: LoadData): LoadRoute[] {
  return [
    { name: 'scan list', path: '/api/cao-scans?limit=20', as: 'member' },
    {
      name: 'scan results',
      path: `/api/cao-scans/${data.completedScanId}/comparison/results`,
      as: 'member',
    },
    {
      name: 'scan results with details',
      path: `/api/cao-scans/${data.completedScanId}/comparison/results-with-details`,
      as: 'member',
    },
    { name: 'balance', path: '/api/credits/balance', as: 'member' },
    { name: 'activity', path: '/api/statistics/organization/activity?limit=20', as: 'member' },
    { name: 'admin organisations', path: '/api/admin/organizations', as: 'admin' },
    { name: 'admin users', path: '/api/admin/users?limit=25&offset=0', as: 'admin' },
    { name: 'admin scans', path: '/api/admin/cao-scans?limit=25&offset=0', as: 'admin' },
  ];
}
