import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUserStatus } from '../src/admin/users/user-commands';
import { startTestServer, type TestServer } from './harness';
import { api, createOrganization, createSignedInUser, type TestUser } from './sign-in';

type Row = Record<string, unknown>;

describe('the last administrator stays: deleting and disabling users', () => {
  let server: TestServer;
  let admin: TestUser;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await createSignedInUser(server, null, 'admin', 'beheer');
  });
  afterAll(async () => server.close());
  const call = (method: string, path: string, body?: unknown) => api(server, admin, method, path, body);
  const statusOf = async (id: string) =>
    (
      await server.database.db
        .selectFrom('users')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;
  const auditFor = async (id: string) =>
    (
      await server.database.db
        .selectFrom('admin_audit_log')
        .select('action')
        .where('target_id', '=', id)
        .execute()
    ).map((a) => a.action);

  it("refuses to delete or disable an organisation's last active administrator; a second one can go", async () => {
    const organizationId = await createOrganization(server);
    const boss = await createSignedInUser(server, organizationId, 'org_administrator', 'baas');
    await createSignedInUser(server, organizationId, 'org_member', 'lid');

    expect(await call('DELETE', `/admin/users/${boss.id}`)).toMatchObject({
      status: 409,
      body: { detail: 'Kan de laatste administrator niet verwijderen' },
    });
    expect(await call('PUT', `/admin/users/${boss.id}/status`, { status: 'disabled' })).toMatchObject({
      status: 409,
      body: { detail: 'Kan de laatste administrator niet uitschakelen' },
    });
    expect(await statusOf(boss.id)).toBe('active');
    expect(await auditFor(boss.id)).toEqual([]);

    // With a second administrator the first can be disabled (and is audited); then the second is the last.
    const second = await createSignedInUser(server, organizationId, 'org_administrator', 'tweede');
    const disabled = await call('PUT', `/admin/users/${boss.id}/status`, { status: 'disabled' });
    expect(disabled).toMatchObject({ status: 200, body: { status: 'disabled' } });
    expect(await auditFor(boss.id)).toEqual(['user.status_changed']);
    expect((await call('DELETE', `/admin/users/${second.id}`)).status).toBe(409);
    expect((await call('PUT', `/admin/users/${second.id}/status`, { status: 'pending' })).status).toBe(409);

    // A disabled administrator takes no one's place, so deleting them is fine.
    expect((await call('DELETE', `/admin/users/${boss.id}`)).status).toBe(200);
    expect(await auditFor(boss.id)).toEqual(['user.status_changed', 'user.deleted']);
  });

  it('a member and a second platform admin can be disabled and deleted', async () => {
    const organizationId = await createOrganization(server);
    await createSignedInUser(server, organizationId, 'org_administrator', 'baas');
    const member = await createSignedInUser(server, organizationId, 'org_member', 'lid');
    expect((await call('PUT', `/admin/users/${member.id}/status`, { status: 'disabled' })).status).toBe(200);
    const colleague = await createSignedInUser(server, null, 'admin', 'collega');
    expect((await call('PUT', `/admin/users/${colleague.id}/status`, { status: 'disabled' })).status).toBe(
      200,
    );
    expect((await call('DELETE', `/admin/users/${colleague.id}`)).status).toBe(200);
  });
});

describe("the platform's last admin stays", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());
  // Any admin the database starts with, or an earlier test made, would count: take them out first.
  const disableAllBut = (ids: string[]) =>
    server.database.db.updateTable('users').set({ status: 'disabled' }).where('id', 'not in', ids).execute();

  it('is refused with its own message, whoever asks', async () => {
    const only = await createSignedInUser(server, null, 'admin', 'enige');
    // Over HTTP the asking admin is always another active admin, so ask the command directly.
    const other = await createSignedInUser(server, null, 'org_member', 'ander');
    await disableAllBut([only.id, other.id]);
    const actor = {
      id: other.id,
      email: other.email,
      organizationId: null,
      roleNames: ['admin'],
      sessionId: null,
    };
    await expect(setUserStatus(server.database.db, actor, only.id, 'disabled')).rejects.toMatchObject({
      statusCode: 409,
      message: 'Kan de laatste platformbeheerder niet uitschakelen',
    });
  });

  it('keeps one of two admins who disable or delete each other at the same moment', async () => {
    for (const action of ['disable', 'delete'] as const) {
      const a = await createSignedInUser(server, null, 'admin', `a-${action}`);
      const b = await createSignedInUser(server, null, 'admin', `b-${action}`);
      await disableAllBut([a.id, b.id]);
      const act = (actor: TestUser, target: TestUser) =>
        action === 'disable'
          ? api(server, actor, 'PUT', `/admin/users/${target.id}/status`, { status: 'disabled' })
          : api(server, actor, 'DELETE', `/admin/users/${target.id}`);
      const results = await Promise.all([act(a, b), act(b, a)]);
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      const refused = results.find((r) => r.status !== 200)!;
      // Refused by the rule, or — when the winner committed first — the loser is already signed out.
      if (refused.status === 409) expect((refused.body as Row).detail).toMatch(/laatste platformbeheerder/);
      else expect([401, 403]).toContain(refused.status);
      const active = await server.database.db
        .selectFrom('users')
        .select('id')
        .where('status', '=', 'active')
        .execute();
      expect(active).toHaveLength(1);
    }
  });
});
