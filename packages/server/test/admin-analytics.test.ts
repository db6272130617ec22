import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { api, createOrganization, createSignedInUser, signIn, type TestUser } from './sign-in';

describe('GET /api/admin/analytics and GET /api/admin/audit-log', () => {
  let server: TestServer;
  let orgId: string;
  let people: Record<'admin' | 'support' | 'orgAdmin' | 'member', TestUser>;

  beforeAll(async () => {
    server = await startTestServer();
    orgId = await createOrganization(server, { name: 'Telbedrijf', credits: 4 });
    const supportToken = await signIn(server, 'support@caoscan.test');
    people = {
      admin: await createSignedInUser(server, null, 'admin', 'beheer'),
      support: {
        id: '',
        email: 'support@caoscan.test',
        organizationId: null,
        token: supportToken,
        auth: { Authorization: `Bearer ${supportToken}` },
      },
      orgAdmin: await createSignedInUser(server, orgId, 'org_administrator', 'orgbeheer'),
      member: await createSignedInUser(server, orgId, 'org_member', 'lid'),
    };
  });
  afterAll(async () => server.close());

  it('refuses anonymous callers, members and organisation admins', async () => {
    for (const path of ['/admin/analytics', '/admin/audit-log']) {
      expect((await api(server, null, 'GET', path)).status, path).toBe(401);
      expect((await api(server, people.member, 'GET', path)).status, path).toBe(403);
      expect((await api(server, people.orgAdmin, 'GET', path)).status, path).toBe(403);
      expect((await api(server, people.support, 'GET', path)).status, path).toBe(200);
    }
  });

  it('counts users, organisations, invitations, roles and scans, with 12 weeks of new ones', async () => {
    const { db } = server.database;
    await db.insertInto('users').values({ email: 'uit@test.caoscan.nl', status: 'disabled' }).execute();
    await db.insertInto('users').values({ email: 'wacht@test.caoscan.nl', status: 'pending' }).execute();
    const { body, status } = await api(server, people.admin, 'GET', '/admin/analytics');
    expect(status).toBe(200);
    // The demo seed: 3 organisations and 4 users; this test added 1 organisation and 5 users.
    expect(body.users).toEqual({ total: 9, active: 7, pending: 1, disabled: 1, new_last_30_days: 9 });
    expect(body.organizations).toEqual({
      total: 4,
      new_last_30_days: 4,
      by_type: { client: 2, partner: 1, standard: 1 },
    });
    expect(body.invitations).toEqual({ total: 0, pending: 0, accepted: 0, new_last_30_days: 0 });
    expect(body.roles.distribution).toEqual({ admin: 2, org_administrator: 2, org_member: 2, support: 1 });
    expect(body.scans).toEqual({ total: 0, completed: 0, new_last_30_days: 0 });
    expect(body.weekly).toHaveLength(12);
    const thisWeek = body.weekly[11];
    expect(thisWeek).toMatchObject({ users: 9, organizations: 4, scans: 0 });
    expect(new Date(`${thisWeek.week_start}T12:00:00Z`).getUTCDay()).toBe(1); // a Monday
    expect(body.weekly.slice(0, 11).every((week: { users: number }) => week.users === 0)).toBe(true);
  });

  it('puts an older organisation in its own week and leaves it out of the last 30 days', async () => {
    const { db } = server.database;
    const fiveWeeksAgo = new Date(Date.now() - 35 * 24 * 3600 * 1000);
    await db
      .insertInto('organizations')
      .values({ name: 'Oud Bedrijf', type: 'standard', parent_id: null, created_at: fiveWeeksAgo })
      .execute();
    const { body } = await api(server, people.admin, 'GET', '/admin/analytics');
    expect(body.organizations.total).toBe(5);
    expect(body.organizations.new_last_30_days).toBe(4);
    const weeks = body.weekly.map((week: { organizations: number }) => week.organizations);
    expect(weeks.reduce((sum: number, n: number) => sum + n, 0)).toBe(5);
    expect(weeks.slice(5, 8)).toContain(1);
  });

  it('the audit log lists back-office changes newest first, paged, with who and what', async () => {
    for (const [amount, reason] of [
      [5, 'Eerste'],
      [-1, 'Tweede'],
    ] as const) {
      const answer = await api(server, people.admin, 'POST', '/admin/credits/adjust', {
        organization_id: orgId,
        credits_amount: amount,
        description: reason,
      });
      expect(answer.status).toBe(200);
    }
    const page = await api(server, people.support, 'GET', '/admin/audit-log?limit=1&offset=0');
    expect(page.body.total).toBe(2);
    expect(page.body.entries).toHaveLength(1);
    expect(page.body.entries[0]).toMatchObject({
      actor_email: people.admin.email,
      action: 'credits.adjusted',
      target_type: 'credits',
      target_id: orgId,
      details: { credits_amount: -1, description: 'Tweede' },
    });
    const second = await api(server, people.admin, 'GET', '/admin/audit-log?limit=1&offset=1');
    expect(second.body.entries[0].details.description).toBe('Eerste');
    expect((await api(server, people.admin, 'GET', '/admin/audit-log?limit=0')).status).toBe(400);
  });
});
