import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { api, createOrganization, createSignedInUser, type TestUser } from './sign-in';

type Row = Record<string, unknown>;

describe('back-office people: organisations, users, roles, invitations', () => {
  let server: TestServer;
  let admin: TestUser;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await createSignedInUser(server, null, 'admin', 'beheer');
  });
  afterAll(async () => server.close());
  const call = (method: string, path: string, body?: unknown) => api(server, admin, method, path, body);
  const roleId = async (name: string) =>
    (
      await server.database.db
        .selectFrom('roles')
        .select('id')
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;

  it('creates organisations with the spec texts for bad input, and lists counts, balance and parent', async () => {
    expect((await call('POST', '/admin/organizations', { name: '  ', type: 'client' })).body).toMatchObject({
      detail: 'Organisatie naam is verplicht',
    });
    expect((await call('POST', '/admin/organizations', { name: 'A', type: 'client' })).body).toMatchObject({
      detail: 'Naam moet minimaal 2 karakters lang zijn',
    });
    const long = await call('POST', '/admin/organizations', { name: 'x'.repeat(101), type: 'client' });
    expect(long).toMatchObject({
      status: 400,
      body: { detail: 'Naam mag maximaal 100 karakters lang zijn' },
    });
    expect((await call('POST', '/admin/organizations', { name: 'Goed BV' })).body).toMatchObject({
      detail: 'Type is verplicht',
    });

    const parent = await call('POST', '/admin/organizations', { name: ' Moeder BV ', type: 'partner' });
    expect(parent).toMatchObject({
      status: 201,
      body: { name: 'Moeder BV', type: 'partner', user_count: 0 },
    });
    const parentId = (parent.body as Row).id as string;
    const child = await call('POST', '/admin/organizations', {
      name: 'Dochter BV',
      type: 'client',
      parent_id: parentId,
    });
    expect(child.body).toMatchObject({ parent_id: parentId, parent_name: 'Moeder BV' });
    const childId = (child.body as Row).id as string;
    await createSignedInUser(server, childId, 'org_administrator', 'dochterbeheer');
    await createSignedInUser(server, childId, 'org_member', 'dochterlid');

    const list = await call('GET', '/admin/organizations');
    const row = ((list.body as Row).organizations as Row[]).find((o) => o.id === childId);
    expect(row).toMatchObject({ user_count: 2, admin_count: 1, credit_balance: 0, parent_name: 'Moeder BV' });

    // A parent cannot become its own child's child.
    const loop = await call('PUT', `/admin/organizations/${parentId}`, { parent_id: childId });
    expect(loop.status).toBe(400);
    const renamed = await call('PUT', `/admin/organizations/${childId}`, {
      name: 'Dochter Twee BV',
      type: 'standard',
    });
    expect(renamed.body).toMatchObject({ name: 'Dochter Twee BV', type: 'standard', parent_id: parentId });

    // Refused while it holds users (and the parent while it has a child); an empty one goes.
    const refused = await call('DELETE', `/admin/organizations/${childId}`);
    expect(refused.status).toBe(409);
    expect((refused.body as Row).detail).toContain('gebruikers');
    expect((await call('DELETE', `/admin/organizations/${parentId}`)).status).toBe(409);
    const empty = await createOrganization(server, { name: 'Leeg BV' });
    expect((await call('DELETE', `/admin/organizations/${empty}`)).status).toBe(200);
    const audit = await server.database.db.selectFrom('admin_audit_log').select('action').execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['organization.created', 'organization.updated', 'organization.deleted']),
    );
  });

  it('keeps the last administrator of an organisation', async () => {
    const organizationId = await createOrganization(server);
    const boss = await createSignedInUser(server, organizationId, 'org_administrator', 'baas');
    const body = {
      user_id: boss.id,
      role_id: await roleId('org_administrator'),
      organization_id: organizationId,
    };
    const refused = await call('DELETE', '/admin/roles/assign', body);
    expect(refused).toMatchObject({
      status: 409,
      body: { detail: 'Kan de laatste administrator niet verwijderen' },
    });

    const member = await createSignedInUser(server, organizationId, 'org_member', 'opvolger');
    expect((await call('POST', '/admin/roles/assign', { ...body, user_id: member.id })).status).toBe(200);
    expect((await call('DELETE', '/admin/roles/assign', body)).status).toBe(200);
    const roles = await call('GET', `/admin/roles/users/${member.id}`);
    expect(((roles.body as Row).roles as Row[]).map((r) => (r.role as Row).name).sort()).toEqual([
      'org_administrator',
      'org_member',
    ]);
    const unknown = await call('POST', '/admin/roles/assign', { ...body, user_id: organizationId });
    expect(unknown).toMatchObject({ status: 404, body: { detail: 'Geselecteerde gebruiker niet gevonden' } });
  });

  it('creates, renames and deletes a custom role; system roles stay', async () => {
    const created = await call('POST', '/admin/roles', { name: 'controleur', description: 'Leest mee' });
    expect(created).toMatchObject({ status: 201, body: { name: 'controleur', is_system: false } });
    expect((await call('POST', '/admin/roles', { name: '' })).body).toMatchObject({
      detail: 'Rolnaam is verplicht',
    });
    const id = (created.body as Row).id as string;
    expect((await call('PUT', `/admin/roles/${id}`, { name: 'auditor' })).body).toMatchObject({
      name: 'auditor',
    });
    expect((await call('DELETE', `/admin/roles/${id}`)).status).toBe(200);

    const system = await roleId('org_member');
    const rename = await call('PUT', `/admin/roles/${system}`, { name: 'lid' });
    expect(rename.status).toBe(409);
    expect((rename.body as Row).detail).toContain('systeemrol');
    expect((await call('DELETE', `/admin/roles/${system}`)).status).toBe(409);
    expect((await call('PUT', `/admin/roles/${system}`, { description: 'Maakt scans' })).status).toBe(200);
  });

  it('pages and searches users; disabling one signs them out everywhere at once', async () => {
    const organizationId = await createOrganization(server, { name: 'Zoekbaar Uitzend BV' });
    const victim = await createSignedInUser(server, organizationId, 'org_member', 'uitgezet');
    const page = await call('GET', '/admin/users?limit=2&offset=0');
    expect(((page.body as Row).users as Row[]).length).toBe(2);
    expect(((page.body as Row).pagination as Row).total).toBeGreaterThan(2);
    const found = await call('GET', '/admin/users?search=zoekbaar&status=active');
    expect((found.body as Row).users).toEqual([
      expect.objectContaining({
        id: victim.id,
        organization: expect.objectContaining({ name: 'Zoekbaar Uitzend BV' }),
      }),
    ]);

    expect((await api(server, victim, 'GET', '/auth/me')).status).toBe(200);
    const disabled = await call('PUT', `/admin/users/${victim.id}/status`, { status: 'disabled' });
    expect(disabled.body).toMatchObject({ status: 'disabled' });
    expect((await api(server, victim, 'GET', '/auth/me')).status).toBe(401);
    const sessions = await server.database.db
      .selectFrom('auth_sessions')
      .select('revoked_at')
      .where('user_id', '=', victim.id)
      .execute();
    expect(sessions.every((s) => s.revoked_at !== null)).toBe(true);
    // Active again, the old session stays dead: a new sign-in is needed.
    await call('PUT', `/admin/users/${victim.id}/status`, { status: 'active' });
    expect((await api(server, victim, 'GET', '/auth/me')).status).toBe(401);

    expect((await call('PUT', `/admin/users/${admin.id}/status`, { status: 'disabled' })).status).toBe(409);
    expect((await call('DELETE', `/admin/users/${victim.id}`)).status).toBe(200);
    expect((await call('GET', `/admin/users/${victim.id}`)).status).toBe(404);
  });

  it('lists every organisation’s invitations with filters, expired counted as expired', async () => {
    const organizationId = await createOrganization(server, { name: 'Uitnodiging BV' });
    const role = await roleId('org_administrator');
    for (const email of ['een@uitnodiging.test', 'twee@uitnodiging.test']) {
      const sent = await call('POST', '/invitations/', {
        email,
        role_id: role,
        organization_id: organizationId,
      });
      expect(sent.status).toBe(201);
    }
    await server.database.db
      .updateTable('invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', 'twee@uitnodiging.test')
      .execute();
    const all = await call('GET', `/admin/invitations?organization_id=${organizationId}&size=1&page=1`);
    expect(all.body).toMatchObject({ total: 2, pages: 2 });
    const expired = await call(
      'GET',
      `/admin/invitations?organization_id=${organizationId}&invitation_status=expired`,
    );
    expect((expired.body as Row).invitations).toEqual([
      expect.objectContaining({ email: 'twee@uitnodiging.test' }),
    ]);

    const pending = ((await call('GET', '/admin/invitations?email=een@uitnodiging')).body as Row)
      .invitations as Row[];
    expect(pending).toHaveLength(1);
    expect((await call('PUT', `/admin/invitations/${pending[0]!.id}/resend`)).status).toBe(200);
    expect((await call('DELETE', `/admin/invitations/${pending[0]!.id}`)).status).toBe(200);
    const after = await call(
      'GET',
      `/admin/invitations?organization_id=${organizationId}&invitation_status=cancelled`,
    );
    expect(after.body).toMatchObject({ total: 1 });
    const audit = await server.database.db.selectFrom('admin_audit_log').select('action').execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['invitation.created', 'invitation.resent', 'invitation.cancelled']),
    );
  });
});
