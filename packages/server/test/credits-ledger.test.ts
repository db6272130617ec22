import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookCreditsNow, getBalance } from '../src/credits/ledger';
import { seedDemo } from '../src/db/seed';
import { CREDITS_RAN_OUT, finishScan } from '../src/scans/finish-scan';
import { type TestServer } from './harness';
import { startScanServer } from './scans-helpers';
import { api, createOrganization, createSignedInUser, type TestUser } from './sign-in';

/** A scan whose tasks have all run (`failed` of them failed), ready for finishScan. */
async function createFinishedScan(server: TestServer, user: TestUser, failed = 0): Promise<string> {
  const { db } = server.database;
  const scan = await db
    .insertInto('cao_scans')
    .values({
      organization_id: user.organizationId!,
      user_id: user.id,
      name: 'Klaar om af te ronden',
      status: 'processing',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let i = 0; i < 3; i++) {
    await db
      .insertInto('scan_section_tasks')
      .values({
        scan_id: scan.id,
        section_name: `sectie_${i}`,
        section_display_name: `Sectie ${i}`,
        task_type: 'comparison',
        input_key: 'x',
        status: i < failed ? 'failed' : 'completed',
        result: JSON.stringify({ rows: [] }),
      })
      .execute();
  }
  return scan.id;
}

async function usageEntries(server: TestServer, organizationId: string) {
  return server.database.db
    .selectFrom('credit_transactions')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('transaction_type', '=', 'usage')
    .execute();
}

describe('credits: one scan, one credit, once', () => {
  let server: TestServer;
  let admin: TestUser;
  let member: TestUser;

  beforeAll(async () => {
    server = await startScanServer();
    const organizationId = await createOrganization(server, { credits: 10 });
    admin = await createSignedInUser(server, organizationId, 'org_administrator', 'beheerder');
    member = await createSignedInUser(server, organizationId, 'org_member', 'lid');
  });
  afterAll(() => server.close());

  it('debits exactly one credit when completion is attempted many times at once', async () => {
    const scanId = await createFinishedScan(server, admin);
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () => finishScan(server.database.db, scanId)),
    );
    expect(outcomes.filter((o) => o === 'completed')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'already_completed')).toHaveLength(7);
    const usage = await usageEntries(server, admin.organizationId!);
    expect(usage).toHaveLength(1);
    expect(usage[0]).toMatchObject({
      credits_amount: -1,
      balance_after: 9,
      idempotency_key: `scan:${scanId}`,
      scan_id: scanId,
    });
    expect(await getBalance(server.database.db, admin.organizationId!)).toBe(9);
    const scan = await api(server, admin, 'GET', `/cao-scans/${scanId}`);
    expect(scan.body).toMatchObject({ status: 'completed', current_step: 4 });
  });

  it('a failed scan costs nothing', async () => {
    const before = await getBalance(server.database.db, admin.organizationId!);
    const scanId = await createFinishedScan(server, admin, 1);
    expect(await finishScan(server.database.db, scanId)).toBe('failed');
    expect(await getBalance(server.database.db, admin.organizationId!)).toBe(before);
    const scan = await api(server, admin, 'GET', `/cao-scans/${scanId}`);
    expect(scan.body.status).toBe('failed');
    expect(scan.body.error_message).toMatch(/1 van de 3 onderdelen zijn mislukt/);
  });

  it('never goes negative: without credit at completion the scan waits, unpaid and unfinished', async () => {
    const poorOrg = await createOrganization(server, { credits: 1 });
    const poor = await createSignedInUser(server, poorOrg, 'org_administrator', 'krap');
    const first = await createFinishedScan(server, poor);
    const second = await createFinishedScan(server, poor);
    const outcomes = await Promise.all([
      finishScan(server.database.db, first),
      finishScan(server.database.db, second),
    ]);
    expect([...outcomes].sort()).toEqual(['completed', 'insufficient_credits']);
    expect(await getBalance(server.database.db, poorOrg)).toBe(0);
    expect(await usageEntries(server, poorOrg)).toHaveLength(1);
    const unpaid = outcomes[0] === 'completed' ? second : first;
    const { body } = await api(server, poor, 'GET', `/cao-scans/${unpaid}`);
    expect(body).toMatchObject({ status: 'failed', error_message: CREDITS_RAN_OUT });
  });

  it('refuses to book the same key twice', async () => {
    const entry = {
      organizationId: admin.organizationId!,
      type: 'purchase' as const,
      amount: 5,
      description: 'Aankoop',
      idempotencyKey: 'checkout:cs_test_123',
    };
    expect((await bookCreditsNow(server.database.db, entry)).status).toBe('booked');
    expect((await bookCreditsNow(server.database.db, entry)).status).toBe('duplicate');
  });

  it('shows the balance to every member and the history to those who may view credits', async () => {
    const balance = await api(server, admin, 'GET', '/credits/balance');
    expect(balance.status).toBe(200);
    expect(balance.body).toEqual({ current_balance: 14, total_purchased: 15, total_used: 1 });
    const history = await api(server, admin, 'GET', '/credits/history?limit=2&offset=0');
    expect(history.body.total_count).toBe(3);
    expect(history.body.transactions).toHaveLength(2);
    expect(history.body.transactions[0]).toMatchObject({
      transaction_type: 'purchase',
      credits_amount: 5,
      balance_after: 14,
    });
    const usage = await api(server, admin, 'GET', '/credits/history?transaction_type=usage');
    expect(usage.body.total_count).toBe(1);
    expect(usage.body.transactions[0]).toMatchObject({
      credits_amount: -1,
      description: 'Scan "Klaar om af te ronden"',
    });
    // Credits are shared: every member sees the balance (the scan wizard needs it), not the history.
    const memberBalance = await api(server, member, 'GET', '/credits/balance');
    expect(memberBalance.status).toBe(200);
    expect(memberBalance.body.current_balance).toBe(14);
    expect((await api(server, member, 'GET', '/credits/history')).status).toBe(403);
    for (const path of ['/credits/balance', '/credits/history']) {
      expect((await api(server, null, 'GET', path)).status).toBe(401);
    }
  });

  it('seeds the demo organisation with 25 credits, once', async () => {
    await seedDemo(server.database.db);
    const demo = await server.database.db
      .selectFrom('organizations')
      .select('id')
      .where('name', '=', 'Demo Uitzendbureau')
      .executeTakeFirstOrThrow();
    expect(await getBalance(server.database.db, demo.id)).toBe(25);
    const entries = await server.database.db
      .selectFrom('credit_transactions')
      .selectAll()
      .where('organization_id', '=', demo.id)
      .execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      transaction_type: 'purchase',
      credits_amount: 25,
      description: 'Startsaldo demo',
    });
  });
});
