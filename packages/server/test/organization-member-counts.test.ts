import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { api, createOrganization, createSignedInUser, type TestUser } from './sign-in';

/**
 * The member and administrator counts the writes keep per organisation (migration 0022) against a
 * count from users and their roles, after every kind of write: set-based inserts, deletes, a user
 * moved, roles granted, taken, renamed and deleted, cascades from a deleted organisation, a
 * rolled-back transaction, concurrent writers (on PostgreSQL, over the pool's connections) and
 * TRUNCATE; and the back-office list that reads them.
 */
describe('stored member counts of organisations', () => {
  let server: TestServer;
  let admin: TestUser;

  const db = () => server.database.db;
  const stored = async () => {
    const { rows } = await sql<{ organization_id: string; user_count: number; admin_count: number }>`
      select organization_id, user_count, admin_count from organization_member_counts
      order by organization_id`.execute(db());
    return rows;
  };
  const counted = async () => {
    const { rows } = await sql<{ organization_id: string; user_count: number; admin_count: number }>`
      select organizations.id as organization_id, count(users.id)::int as user_count,
        (count(users.id) filter (where exists (
          select 1 from role_assignments join roles on roles.id = role_assignments.role_id
          where role_assignments.user_id = users.id and lower(roles.name) like '%admin%')))::int as admin_count
      from organizations left join users on users.organization_id = organizations.id
      group by organizations.id order by organizations.id`.execute(db());
    return rows;
  };
  const expectExact = async () => expect(await stored()).toEqual(await counted());
  const countsOf = async (organizationId: string) =>
    (await stored()).find((row) => row.organization_id === organizationId);
  const insertUsers = (organizationId: string, label: string, count: number) =>
    sql`insert into users (email, organization_id)
      select ${label} || '-' || i || '@tellen.test', ${organizationId}
      from generate_series(1, ${count}::int) as i`.execute(db());
  const roleId = async (name: string) =>
    (await db().selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  const grant = (email: string, role: string) =>
    sql`insert into role_assignments (user_id, role_id)
      select users.id, ${role}::uuid from users where email = ${email}`.execute(db());

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createSignedInUser(server, null, 'admin', 'tellen');
  });
  afterAll(() => server.close());

  it('start from the rows the migration found and follow inserts, grants and deletes', async () => {
    await expectExact();
    const organizationId = await createOrganization(server);
    expect(await countsOf(organizationId)).toEqual({
      organization_id: organizationId,
      user_count: 0,
      admin_count: 0,
    });
    await insertUsers(organizationId, 'leden', 6);
    await createSignedInUser(server, organizationId, 'org_administrator', 'beheerder');
    await createSignedInUser(server, organizationId, 'org_member', 'lid');
    expect(await countsOf(organizationId)).toMatchObject({ user_count: 8, admin_count: 1 });
    // A second admin role for the same user changes nothing; taking one of two keeps them an admin.
    const [memberRole, administratorRole] = [await roleId('org_member'), await roleId('org_administrator')];
    await grant('leden-1@tellen.test', administratorRole);
    await grant('leden-1@tellen.test', await roleId('admin'));
    expect(await countsOf(organizationId)).toMatchObject({ admin_count: 2 });
    await sql`delete from role_assignments where role_id = ${administratorRole}
      and user_id = (select id from users where email = 'leden-1@tellen.test')`.execute(db());
    expect(await countsOf(organizationId)).toMatchObject({ admin_count: 2 });
    await grant('leden-2@tellen.test', memberRole);
    await sql`delete from users where email in ('leden-1@tellen.test', 'leden-3@tellen.test')`.execute(db());
    await sql`delete from users where false`.execute(db());
    expect(await countsOf(organizationId)).toMatchObject({ user_count: 6, admin_count: 1 });
    await expectExact();
  });

  it('follow a user moved to another organisation and an assignment changed in place', async () => {
    const [from, to] = [await createOrganization(server), await createOrganization(server)];
    const mover = await createSignedInUser(server, from, 'org_administrator', 'verhuizer');
    await insertUsers(to, 'ontvanger', 2);
    await sql`update users set organization_id = ${to} where id = ${mover.id}`.execute(db());
    expect(await countsOf(from)).toMatchObject({ user_count: 0, admin_count: 0 });
    expect(await countsOf(to)).toMatchObject({ user_count: 3, admin_count: 1 });
    await sql`update role_assignments set role_id = ${await roleId('org_member')}
      where user_id = ${mover.id}`.execute(db());
    expect(await countsOf(to)).toMatchObject({ admin_count: 0 });
    await sql`update users set display_name = 'Zonder verhuizing'`.execute(db());
    await expectExact();
  });

  it("follow a role renamed into and out of 'admin', and a deleted role", async () => {
    const organizationId = await createOrganization(server);
    await insertUsers(organizationId, 'regio', 3);
    const { id: custom } = await db()
      .insertInto('roles')
      .values({ name: 'regiocoordinator', description: 'Eigen rol' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await grant('regio-1@tellen.test', custom);
    await grant('regio-2@tellen.test', custom);
    expect(await countsOf(organizationId)).toMatchObject({ user_count: 3, admin_count: 0 });
    await sql`update roles set name = 'Regio-Admin' where id = ${custom}`.execute(db());
    expect(await countsOf(organizationId)).toMatchObject({ admin_count: 2 });
    await sql`update roles set name = 'Regio-Administrator' where id = ${custom}`.execute(db());
    expect(await countsOf(organizationId)).toMatchObject({ admin_count: 2 });
    await sql`delete from roles where id = ${custom}`.execute(db());
    expect(await countsOf(organizationId)).toMatchObject({ admin_count: 0 });
    await expectExact();
  });

  it('follow the cascade of a deleted organisation and ignore a rolled-back transaction', async () => {
    const organizationId = await createOrganization(server);
    await insertUsers(organizationId, 'cascade', 4);
    const before = await stored();
    await db()
      .transaction()
      .execute(async (trx) => {
        await sql`insert into users (email, organization_id) values ('terug@tellen.test', ${organizationId})`.execute(
          trx,
        );
        await sql`delete from users where email = 'cascade-1@tellen.test'`.execute(trx);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await stored()).toEqual(before);
    await sql`delete from organizations where id = ${organizationId}`.execute(db());
    expect(await countsOf(organizationId)).toBeUndefined();
    await expectExact();
  });

  it('stay exact with concurrent writers', async () => {
    const [first, second] = [await createOrganization(server), await createOrganization(server)];
    await insertUsers(first, 'gelijk', 10);
    const roles = [await roleId('org_administrator'), await roleId('admin')];
    // On PostgreSQL these run on up to 10 pooled connections at once; PGlite runs them in turn.
    // Thirty transactions each add a user and grant an admin role to one of five users (six at once
    // per user, two roles); ten statements meanwhile move the other five users back and forth.
    const grants = Array.from({ length: 30 }, (_, index) =>
      db()
        .transaction()
        .execute(async (trx) => {
          await sql`insert into users (email, organization_id)
            values (${`erbij-${index}@tellen.test`}, ${first})`.execute(trx);
          await sql`insert into role_assignments (user_id, role_id)
            select id, ${roles[index % 2]!}::uuid from users where email = ${`gelijk-${1 + (index % 5)}@tellen.test`}
            on conflict do nothing`.execute(trx);
        }),
    );
    const moves = Array.from({ length: 10 }, (_, index) =>
      sql`update users set organization_id = ${index < 5 ? second : first}
        where email = ${`gelijk-${6 + (index % 5)}@tellen.test`}`.execute(db()),
    );
    const failed = (await Promise.allSettled([...grants, ...moves])).filter(
      (result) => result.status === 'rejected',
    );
    expect(failed).toEqual([]);
    await expectExact();
    expect((await countsOf(first))!.user_count + (await countsOf(second))!.user_count).toBe(40);
    expect((await countsOf(first))!.admin_count + (await countsOf(second))!.admin_count).toBe(5);
  });

  it('give the back-office list its counts', async () => {
    const { status, body } = await api(server, admin, 'GET', '/admin/organizations');
    expect(status).toBe(200);
    const listed = (body.organizations as { id: string; user_count: number; admin_count: number }[])
      .map(({ id, user_count, admin_count }) => ({ organization_id: id, user_count, admin_count }))
      .sort((a, b) => (a.organization_id < b.organization_id ? -1 : 1));
    expect(listed).toEqual(await counted());
  });

  it('set 0 on TRUNCATE', async () => {
    await sql`truncate role_assignments`.execute(db());
    expect((await stored()).every((row) => row.admin_count === 0)).toBe(true);
    await sql`truncate users cascade`.execute(db());
    expect((await stored()).every((row) => row.user_count === 0)).toBe(true);
    await expectExact();
  });
});
