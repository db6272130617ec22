// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackOfficeDataProvider, type BackOfficeDataProvider } from '../services';
import { createRealApi, startServer, type RunningServer } from '../test/npm-start-server';

const ADMIN = 'beheer@caoscan.test';
const SUPPORT = 'support@caoscan.test';
const MEMBER = 'lid@demo-uitzend.test';
const page = (perPage = 25) => ({
  pagination: { page: 1, perPage },
  sort: { field: 'created_at', order: 'DESC' as const },
});

/** The credits, audit-log and scan parts of the dataProvider against the real server (demo seed). */
describe('the back-office dataProvider against the real server', () => {
  let server: RunningServer;
  let admin: BackOfficeDataProvider;
  let support: BackOfficeDataProvider;
  let member: BackOfficeDataProvider;
  let demoOrganizationId: string;

  beforeAll(async () => {
    server = await startServer();
    admin = createBackOfficeDataProvider(await createRealApi(server, ADMIN));
    support = createBackOfficeDataProvider(await createRealApi(server, SUPPORT));
    member = createBackOfficeDataProvider(await createRealApi(server, MEMBER));
  }, 180_000); // a whole server starting on a loaded machine

  afterAll(async () => server?.stop(), 60_000);

  it('lists the ledger across organisations: the demo starting balance', async () => {
    const { data, total } = await admin.getList('credits', { ...page(), filter: {} });
    expect(total).toBe(1);
    expect(data[0]).toMatchObject({
      organization_name: 'Demo Uitzendbureau',
      transaction_type: 'purchase',
      credits_amount: 25,
      balance_after: 25,
    });
    demoOrganizationId = String(data[0]!.organization_id);
  });

  it('books an adjustment as create, with the server message, and filters the ledger by organisation and type', async () => {
    const { data } = await admin.create('credits', {
      data: { organization_id: demoOrganizationId, credits_amount: 25, description: ' Goodwill na storing ' },
    });
    expect(data).toMatchObject({
      transaction_type: 'adjustment',
      credits_amount: 25,
      balance_after: 50,
      description: 'Goodwill na storing',
      created_by_email: ADMIN,
    });
    expect(String(data.message)).toContain('+25');
    const adjustments = await support.getList('credits', {
      ...page(),
      filter: { organization_id: demoOrganizationId, transaction_type: 'adjustment' },
    });
    expect(adjustments.total).toBe(1);
    const all = await support.getList('credits', { ...page(), filter: { transaction_type: 'all' } });
    expect(all.total).toBe(2);
    expect(await admin.getCreditBalance(demoOrganizationId)).toEqual({
      current_balance: 50,
      total_purchased: 25,
      total_used: 0,
    });
  });

  it("says the server's Dutch reasons when an adjustment is refused", async () => {
    await expect(
      admin.create('credits', {
        data: { organization_id: demoOrganizationId, credits_amount: 0, description: 'x' },
      }),
    ).rejects.toThrow('Voer een geldig aantal credits in');
    await expect(
      admin.create('credits', {
        data: { organization_id: demoOrganizationId, credits_amount: -500, description: 'Te veel' },
      }),
    ).rejects.toThrow('Het saldo kan niet onder nul komen');
    await expect(member.getList('credits', { ...page(), filter: {} })).rejects.toThrow('Geen toegang');
    await expect(
      member.create('credits', {
        data: { organization_id: demoOrganizationId, credits_amount: 5, description: 'x' },
      }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('support staff adjust too; the audit log shows both adjustments, newest first, paged', async () => {
    await support.create('credits', {
      data: { organization_id: demoOrganizationId, credits_amount: -5, description: 'Correctie' },
    });
    const first = await admin.getList('audit-log', { ...page(1), filter: {} });
    expect(first.total).toBe(2);
    expect(first.data[0]).toMatchObject({ actor_email: SUPPORT, action: 'credits.adjusted' });
    const second = await admin.getList('audit-log', { pagination: { page: 2, perPage: 1 }, filter: {} });
    expect(second.data[0]).toMatchObject({ actor_email: ADMIN });
  });

  it('reads analytics with the weekly series, and the scan list with its total', async () => {
    const analytics = await support.getAnalytics();
    expect(analytics).toMatchObject({ organizations: { total: 3 }, users: { total: 4 } });
    expect((analytics as { weekly: unknown[] }).weekly).toHaveLength(12);
    expect(await admin.getList('cao-scans', { ...page(20), filter: {} })).toEqual({ data: [], total: 0 });
    await expect(admin.getOne('cao-scans', { id: '00000000-0000-4000-8000-000000000000' })).rejects.toThrow();
  });
});
