import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer } from './harness';
import { startScanServer } from './scans-helpers';
import { api, createOrganization, createSignedInUser, setShareScans, type TestUser } from './sign-in';

/**
 * The scan lists send JSON written by PostgreSQL (scan-view.ts): byte for byte what the single-scan
 * routes write with their serializer, for awkward text, null fields, microsecond timestamps and a
 * scan whose owner is gone.
 */
describe('the scan lists’ JSON (GET /api/cao-scans, GET /api/admin/cao-scans)', () => {
  let server: TestServer;
  let owner: TestUser;
  let admin: TestUser;
  const ids: string[] = [];

  const text = async (user: TestUser, path: string) => {
    const response = await fetch(`${server.url}/api${path}`, { headers: user.auth });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    return response.text();
  };

  beforeAll(async () => {
    server = await startScanServer();
    const organizationId = await createOrganization(server, { credits: 3 });
    await setShareScans(server, organizationId, true);
    owner = await createSignedInUser(server, organizationId, 'org_member', 'eigenaar');
    const colleague = await createSignedInUser(server, organizationId, 'org_member', 'collega');
    admin = await createSignedInUser(server, null, 'admin', 'beheer');
    const { db } = server.database;
    await sql`update users set display_name = ${'Jan "de" Vries\n\\ ë 😀'} where id = ${owner.id}`.execute(
      db,
    );

    for (const [user, body] of [
      [owner, { name: 'Cao "A"\t\\ ë 😀\u2028 </script>', description: 'regel 1\nregel 2\u0001' }],
      [owner, { name: 'Zonder beschrijving' }],
      [colleague, { name: 'Van een collega' }],
    ] as const) {
      const created = await api(server, user, 'POST', '/cao-scans', body);
      expect(created.status).toBe(201);
      ids.push(created.body.id);
    }
    await sql`update cao_scans set started_at = '2026-01-02T03:04:05.678901Z',
      completed_at = '2026-01-02T03:09:59.999999Z', error_message = ${'fout: "x"'}, is_abu_cao = true
      where id = ${ids[0]}`.execute(db);
    await sql`update cao_scans set created_at = '1999-12-31T23:59:59.5Z' where id = ${ids[1]}`.execute(db);
    await sql`delete from users where id = ${colleague.id}`.execute(db);
  });
  afterAll(() => server.close());

  it('writes the member’s list as the single scans are written', async () => {
    const list = await text(owner, '/cao-scans?limit=20');
    const { total, scans } = JSON.parse(list) as { total: number; scans: { id: string }[] };
    expect(total).toBe(3);
    expect(new Set(scans.map((scan) => scan.id))).toEqual(new Set(ids));
    const singles = await Promise.all(scans.map((scan) => text(owner, `/cao-scans/${scan.id}`)));
    expect(list).toBe(`{"total":3,"scans":[${singles.join(',')}]}`);
  });

  it('writes the platform admin’s list as the single scans are written', async () => {
    const list = await text(admin, '/admin/cao-scans?limit=500&offset=0');
    expect(JSON.stringify(JSON.parse(list))).toBe(list);
    const { scans, pagination } = JSON.parse(list) as {
      scans: { id: string }[];
      pagination: { total: number; limit: number; offset: number };
    };
    expect(pagination).toEqual({ total: scans.length, limit: 500, offset: 0 });
    for (const id of ids) {
      const single = await text(admin, `/admin/cao-scans/${id}`);
      expect(JSON.stringify(scans.find((scan) => scan.id === id))).toBe(single);
    }
  });

  it('answers a page past the end with the count', async () => {
    expect(await text(owner, '/cao-scans?skip=10&limit=5')).toBe('{"total":3,"scans":[]}');
  });
});
