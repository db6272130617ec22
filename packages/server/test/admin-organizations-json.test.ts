import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { api, createOrganization, createSignedInUser, type TestUser } from './sign-in';

/**
 * GET /api/admin/organizations sends JSON written by PostgreSQL (read-organizations.ts): byte for byte
 * what the single organisation's serialiser writes (the answer of PUT), for awkward names, a parent,
 * microsecond timestamps and a balance; a user holding two administrator roles counts once.
 */
describe('the admin organisation list’s JSON', () => {
  let server: TestServer;
  let admin: TestUser;
  let awkwardId: string;
  let childId: string;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createSignedInUser(server, null, 'admin', 'beheer');
    const { db } = server.database;
    awkwardId = await createOrganization(server, { credits: 7 });
    await sql`update organizations set name = ${'Org "A"\t\\ ë 😀\u2028 </script>'}, type = 'partner',
      created_at = '2026-01-02T03:04:05.678901Z' where id = ${awkwardId}`.execute(db);
    childId = await createOrganization(server);
    await sql`update organizations set parent_id = ${awkwardId}, created_at = '1999-12-31T23:59:59.5Z'
      where id = ${childId}`.execute(db);
    const both = await createSignedInUser(server, childId, 'org_administrator', 'dubbel');
    await sql`insert into role_assignments (user_id, role_id)
      select ${both.id}, id from roles where name = 'admin'`.execute(db);
    await createSignedInUser(server, childId, 'org_member', 'lid');
  });
  afterAll(() => server.close());

  it('writes every organisation as the single one is written', async () => {
    const response = await fetch(`${server.url}/api/admin/organizations`, { headers: admin.auth });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const list = await response.text();
    expect(JSON.stringify(JSON.parse(list))).toBe(list);
    const { organizations } = JSON.parse(list) as { organizations: { id: string; name: string }[] };
    const { rows } = await sql<{ count: number }>`select count(*)::int as count from organizations`.execute(
      server.database.db,
    );
    expect(organizations).toHaveLength(rows[0]!.count);

    for (const id of [awkwardId, childId]) {
      const listed = organizations.find((organization) => organization.id === id)!;
      // An edit that changes nothing answers with the organisation as its serialiser writes it.
      const single = await fetch(`${server.url}/api/admin/organizations/${id}`, {
        method: 'PUT',
        headers: { ...admin.auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: listed.name }),
      });
      expect(single.status).toBe(200);
      expect(JSON.stringify(listed)).toBe(await single.text());
    }
    expect(organizations.find((organization) => organization.id === childId)).toMatchObject({
      parent_id: awkwardId,
      parent_name: 'Org "A"\t\\ ë 😀\u2028 </script>',
      user_count: 2,
      admin_count: 1,
      credit_balance: 0,
      created_at: '1999-12-31T23:59:59.500Z',
    });
    expect(organizations.find((organization) => organization.id === awkwardId)).toMatchObject({
      credit_balance: 7,
      created_at: '2026-01-02T03:04:05.678Z',
    });
  });

  it('refuses members and anonymous callers', async () => {
    const member = await createSignedInUser(server, childId, 'org_member', 'nieuwsgierig');
    expect((await api(server, member, 'GET', '/admin/organizations')).status).toBe(403);
    expect((await api(server, null, 'GET', '/admin/organizations')).status).toBe(401);
  });
});
