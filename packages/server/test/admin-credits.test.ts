import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { api, createOrganization, createSignedInUser, signIn, type TestUser } from './sign-in';

/** support@caoscan.test of the demo seed, signed in like anyone else. */
async function signInSupport(server: TestServer): Promise<TestUser> {
  const token = await signIn(server, 'support@caoscan.test');
  return {
    id: '',
    email: 'support@caoscan.test',
    organizationId: null,
    token,
    auth: { Authorization: `Bearer ${token}` },
  };
}

describe('back-office credits (/api/admin/credits/*)', () => {
  let server: TestServer;
  let orgId: string;
  let otherOrgId: string;
  let people: Record<'admin' | 'support' | 'orgAdmin' | 'member', TestUser>;

  beforeAll(async () => {
    server = await startTestServer();
    orgId = await createOrganization(server, { name: 'Testbedrijf BV', credits: 10 });
    otherOrgId = await createOrganization(server, { name: 'Ander Bedrijf', credits: 3 });
    people = {
      admin: await createSignedInUser(server, null, 'admin', 'beheer'),
      support: await signInSupport(server),
      orgAdmin: await createSignedInUser(server, orgId, 'org_administrator', 'orgbeheer'),
      member: await createSignedInUser(server, orgId, 'org_member', 'lid'),
    };
  });
  afterAll(async () => server.close());

  const adjust = (user: TestUser | null, body: unknown) =>
    api(server, user, 'POST', '/admin/credits/adjust', body);

  it('refuses anonymous callers (401), members and organisation admins (403) on every route', async () => {
    const reads = [
      `/admin/credits/balance/${orgId}`,
      `/admin/credits/history/${orgId}`,
      '/admin/credits/transactions',
    ];
    const body = { organization_id: orgId, credits_amount: 5, description: 'Poging' };
    for (const path of reads) {
      expect((await api(server, null, 'GET', path)).status, path).toBe(401);
      expect((await api(server, people.member, 'GET', path)).status, path).toBe(403);
      expect((await api(server, people.orgAdmin, 'GET', path)).status, path).toBe(403);
    }
    expect((await adjust(null, body)).status).toBe(401);
    expect((await adjust(people.member, body)).status).toBe(403);
    expect((await adjust(people.orgAdmin, body)).status).toBe(403);
    // Refused before the body is read: a bad body does not tell an outsider anything either.
    expect((await adjust(people.member, {})).status).toBe(403);
    expect(
      (await api(server, people.admin, 'GET', `/admin/credits/balance/${orgId}`)).body.current_balance,
    ).toBe(10);
  });

  it('an admin adjusts by +25 with a reason: ledger entry with who and why, audit record, new balance', async () => {
    const answer = await adjust(people.admin, {
      organization_id: orgId,
      credits_amount: 25,
      description: '  Compensatie voor storing  ',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      transaction: {
        organization_id: orgId,
        organization_name: 'Testbedrijf BV',
        transaction_type: 'adjustment',
        credits_amount: 25,
        balance_after: 35,
        description: 'Compensatie voor storing',
        created_by_email: people.admin.email,
      },
    });
    expect(answer.body.message).toContain('+25');
    const balance = await api(server, people.admin, 'GET', `/admin/credits/balance/${orgId}`);
    expect(balance.body).toEqual({ current_balance: 35, total_purchased: 10, total_used: 0 });

    const { db } = server.database;
    const audit = await db.selectFrom('admin_audit_log').selectAll().where('target_id', '=', orgId).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_id: people.admin.id,
      action: 'credits.adjusted',
      target_type: 'credits',
      details: { credits_amount: 25, balance_after: 35, description: 'Compensatie voor storing' },
    });
  });

  it('support staff adjust too, and read every organisation', async () => {
    const answer = await adjust(people.support, {
      organization_id: otherOrgId,
      credits_amount: -2,
      description: 'Dubbel geboekt',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.transaction).toMatchObject({
      credits_amount: -2,
      balance_after: 1,
      created_by_email: 'support@caoscan.test',
    });
  });

  it('refuses what the spec refuses, in Dutch, and books nothing', async () => {
    const cases: [unknown, number, string][] = [
      [
        { organization_id: orgId, credits_amount: 0, description: 'Nul' },
        400,
        'Voer een geldig aantal credits in',
      ],
      [
        { organization_id: orgId, credits_amount: 2.5, description: 'Half' },
        400,
        'Voer een geldig aantal credits in',
      ],
      [
        { organization_id: orgId, credits_amount: '5', description: 'Tekst' },
        400,
        'Voer een geldig aantal credits in',
      ],
      [
        { organization_id: orgId, credits_amount: 5, description: '   ' },
        400,
        'Voer een beschrijving in voor de aanpassing',
      ],
      [{ organization_id: orgId, credits_amount: 5 }, 400, 'Voer een beschrijving in voor de aanpassing'],
      [{ organization_id: 'geen-id', credits_amount: 5, description: 'x' }, 400, 'Organisatie niet gevonden'],
      [
        { organization_id: '00000000-0000-4000-8000-000000000000', credits_amount: 5, description: 'x' },
        404,
        'Organisatie niet gevonden',
      ],
    ];
    for (const [body, status, detail] of cases) {
      const answer = await adjust(people.admin, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.detail, JSON.stringify(body)).toBe(detail);
    }
    const tooMuch = await adjust(people.admin, {
      organization_id: otherOrgId,
      credits_amount: -5,
      description: 'Te veel',
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.detail).toBe(
      'Het saldo kan niet onder nul komen: deze organisatie heeft 1 credits, er kunnen er hoogstens 1 af.',
    );
    const balance = await api(server, people.admin, 'GET', `/admin/credits/balance/${otherOrgId}`);
    expect(balance.body.current_balance).toBe(1);
    const { count } = await server.database.db
      .selectFrom('admin_audit_log')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('target_id', '=', otherOrgId)
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(1); // only the support adjustment above
  });

  it('history pages one organisation and filters by type; the ledger lists all with filters and total', async () => {
    const history = await api(
      server,
      people.support,
      'GET',
      `/admin/credits/history/${orgId}?limit=50&offset=0`,
    );
    expect(history.body.total_count).toBe(2);
    expect(history.body.transactions.map((t: { transaction_type: string }) => t.transaction_type)).toEqual([
      'adjustment',
      'purchase',
    ]);
    const purchases = await api(
      server,
      people.support,
      'GET',
      `/admin/credits/history/${orgId}?transaction_type=purchase`,
    );
    expect(purchases.body.total_count).toBe(1);
    expect(purchases.body.transactions[0]).toMatchObject({
      transaction_type: 'purchase',
      credits_amount: 10,
    });

    const all = await api(server, people.admin, 'GET', '/admin/credits/transactions?limit=100');
    const ours = all.body.transactions.filter((t: { organization_id: string }) =>
      [orgId, otherOrgId].includes(t.organization_id),
    );
    expect(ours).toHaveLength(4);
    const adjustments = await api(
      server,
      people.admin,
      'GET',
      '/admin/credits/transactions?transaction_type=adjustment',
    );
    expect(adjustments.body.total).toBe(2);
    const oneOrg = await api(
      server,
      people.admin,
      'GET',
      `/admin/credits/transactions?organization_id=${otherOrgId}&transaction_type=adjustment&limit=1`,
    );
    expect(oneOrg.body).toMatchObject({
      total: 1,
      transactions: [{ organization_name: 'Ander Bedrijf', credits_amount: -2 }],
    });
    const bad = await api(server, people.admin, 'GET', '/admin/credits/transactions?transaction_type=gift');
    expect(bad.status).toBe(400);
    expect((await api(server, people.admin, 'GET', '/admin/credits/balance/geen-id')).status).toBe(404);
    // An id that names no organisation is 404 too, not an empty balance or history.
    const nobody = '00000000-0000-4000-8000-000000000000';
    for (const path of [`/admin/credits/balance/${nobody}`, `/admin/credits/history/${nobody}`]) {
      const answer = await api(server, people.admin, 'GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.detail).toBe('Organisatie niet gevonden');
    }
  });
});
