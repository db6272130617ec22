import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { api, createOrganization, createSignedInUser, type TestUser } from './sign-in';

/**
 * The row counts the writes keep (migration 0020) against count(*), after every kind of write: single
 * and set-based inserts, deletes, cascades from a deleted organisation, a rolled-back transaction,
 * concurrent writers (on PostgreSQL, over the pool's connections) and TRUNCATE; and the admin lists'
 * totals that read them.
 */
describe('stored row counts of cao_scans and users', () => {
  let server: TestServer;
  let admin: TestUser;

  const stored = async () => {
    const { rows } = await sql<{ table_name: string; row_count: string }>`
      select table_name, row_count from table_row_counts order by table_name`.execute(server.database.db);
    return Object.fromEntries(rows.map((row) => [row.table_name, Number(row.row_count)]));
  };
  const counted = async () => {
    const { rows } = await sql<{ scans: number; users: number }>`
      select (select count(*)::int from cao_scans) as scans, (select count(*)::int from users) as users
    `.execute(server.database.db);
    return { cao_scans: rows[0]!.scans, users: rows[0]!.users };
  };
  const expectExact = async () => expect(await stored()).toEqual(await counted());
  const insertScans = (organizationId: string, count: number) =>
    sql`insert into cao_scans (organization_id, name)
      select ${organizationId}, 'Telscan ' || i from generate_series(1, ${count}::int) as i`.execute(
      server.database.db,
    );

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createSignedInUser(server, null, 'admin', 'tellen');
  });
  afterAll(() => server.close());

  it('start from the rows the migration found and follow inserts and deletes', async () => {
    await expectExact();
    const organizationId = await createOrganization(server);
    await insertScans(organizationId, 7);
    await createSignedInUser(server, organizationId, 'org_member', 'teller');
    await expectExact();
    await sql`delete from cao_scans where name in ('Telscan 1', 'Telscan 2')`.execute(server.database.db);
    await sql`delete from cao_scans where false`.execute(server.database.db);
    await expectExact();
  });

  it('follow the cascade of a deleted organisation and ignore a rolled-back transaction', async () => {
    const organizationId = await createOrganization(server);
    await insertScans(organizationId, 5);
    const before = await stored();
    await server.database.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into cao_scans (organization_id, name) values (${organizationId}, 'Teruggedraaid')`.execute(
          trx,
        );
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await stored()).toEqual(before);
    await sql`delete from organizations where id = ${organizationId}`.execute(server.database.db);
    expect((await stored()).cao_scans).toBe(before.cao_scans! - 5);
    await expectExact();
  });

  it('stay exact with concurrent writers', async () => {
    const organizationId = await createOrganization(server);
    const { db } = server.database;
    // On PostgreSQL these run on up to 10 pooled connections at once; PGlite runs them in turn.
    await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        db.transaction().execute(async (trx) => {
          await sql`insert into cao_scans (organization_id, name)
            values (${organizationId}, ${`Gelijktijdig ${index}`})`.execute(trx);
          if (index % 4 === 0) {
            await sql`delete from cao_scans where organization_id = ${organizationId}
              and name = ${`Gelijktijdig ${index}`}`.execute(trx);
          }
        }),
      ),
    );
    await expectExact();
  });

  it('give the admin lists their totals', async () => {
    const scans = await api(server, admin, 'GET', '/admin/cao-scans?limit=1&offset=0');
    const users = await api(server, admin, 'GET', '/admin/users?limit=1&offset=0');
    const past = await api(server, admin, 'GET', '/admin/users?limit=1&offset=100000');
    const { cao_scans: scanCount, users: userCount } = await counted();
    expect(scans.body.pagination.total).toBe(scanCount);
    expect(users.body.pagination.total).toBe(userCount);
    expect(past.body).toEqual({ users: [], pagination: { total: userCount, limit: 1, offset: 100000 } });
    const active = await api(server, admin, 'GET', '/admin/users?limit=1&offset=0&status=active');
    const { rows } = await sql<{ count: number }>`
      select count(*)::int as count from users where status = 'active'`.execute(server.database.db);
    expect(active.body.pagination.total).toBe(rows[0]!.count);
  });

  it('set 0 on TRUNCATE', async () => {
    await sql`truncate cao_scans cascade`.execute(server.database.db);
    expect((await stored()).cao_scans).toBe(0);
    await expectExact();
  });
});
