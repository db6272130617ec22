import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLatestEmail, startTestServer, type TestServer } from './harness';
import { api, createOrganization, createSignedInUser, signIn, type TestUser } from './sign-in';

/** The link's token, read from the invitation e-mail in the dev outbox as the invitee would. */
async function readInvitationToken(server: TestServer, email: string): Promise<string> {
  const mail = await readLatestEmail(server.url, email);
  const token = /accept-invitation\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

/** Signs the invitee in by code (their pending account exists since the invitation). */
async function signInInvitee(server: TestServer, email: string): Promise<TestUser> {
  const token = await signIn(server, email);
  return { id: '', email, organizationId: null, token, auth: { Authorization: `Bearer ${token}` } };
}

describe('invitations', () => {
  let server: TestServer;
  let organizationId: string;
  let otherOrganizationId: string;
  let orgAdmin: TestUser;
  let member: TestUser;
  let outsider: TestUser;
  let platformAdmin: TestUser;
  const roleIds: Record<string, string> = {};
  let counter = 0;
  const nextEmail = () => `nieuw-${++counter}-${Date.now()}@uitnodiging.test`;

  const invite = (by: TestUser, email: string, role = 'org_member', organization = organizationId) =>
    api(server, by, 'POST', '/invitations/', {
      email,
      role_id: roleIds[role],
      organization_id: organization,
    });

  beforeAll(async () => {
    server = await startTestServer();
    organizationId = await createOrganization(server, { name: 'Uitzendbureau Noord' });
    otherOrganizationId = await createOrganization(server, { name: 'Ander Bureau' });
    [orgAdmin, member, outsider, platformAdmin] = await Promise.all([
      createSignedInUser(server, organizationId, 'org_administrator', 'beheerder'),
      createSignedInUser(server, organizationId, 'org_member', 'lid'),
      createSignedInUser(server, otherOrganizationId, 'org_administrator', 'ander'),
      createSignedInUser(server, otherOrganizationId, 'admin', 'platform'),
    ]);
    for (const role of await server.database.db.selectFrom('roles').select(['id', 'name']).execute()) {
      roleIds[role.name] = role.id;
    }
  });
  afterAll(() => server.close());

  it('invites by e-mail, the invitee signs in by code, accepts and becomes a member with the role', async () => {
    const email = nextEmail();
    const created = await invite(orgAdmin, `  ${email.toUpperCase()} `);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ email, role_name: 'org_member', status: 'pending' });

    const mail = await readLatestEmail(server.url, email);
    expect(mail?.subject).toBe('Uitnodiging voor Uitzendbureau Noord in CAO Scan');
    expect(mail?.text).toMatch(/geldig tot \d{1,2} \w+ \d{4}/);
    const token = await readInvitationToken(server, email);
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    const stored = await server.database.db
      .selectFrom('invitations')
      .select('token_hash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);

    const verified = await api(server, null, 'GET', `/invitations/verify/${token}`);
    expect(verified.body).toMatchObject({
      is_valid: true,
      email,
      organization_name: 'Uitzendbureau Noord',
      role_name: 'org_member',
    });

    const invitee = await signInInvitee(server, email);
    const before = await api(server, invitee, 'GET', '/auth/me');
    expect(before.body.profile.status).toBe('pending');
    const accepted = await api(server, invitee, 'POST', '/invitations/accept-invitation', { token });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      organization_name: 'Uitzendbureau Noord',
      role_name: 'org_member',
    });
    const me = await api(server, invitee, 'GET', '/auth/me');
    expect(me.body.profile.status).toBe('active');
    expect(me.body.organization_id).toBe(organizationId);
    expect(me.body.roles).toEqual(['org_member']);
  });

  it('refuses a token used before, with a clear message', async () => {
    const email = nextEmail();
    await invite(orgAdmin, email);
    const token = await readInvitationToken(server, email);
    const invitee = await signInInvitee(server, email);
    expect((await api(server, invitee, 'POST', '/invitations/accept-invitation', { token })).status).toBe(
      200,
    );
    const again = await api(server, invitee, 'POST', '/invitations/accept-invitation', { token });
    expect(again.status).toBe(410);
    expect(again.body.detail).toBe('Deze uitnodiging is al gebruikt.');
    const verified = await api(server, null, 'GET', `/invitations/verify/${token}`);
    expect(verified.body).toMatchObject({
      is_valid: false,
      error_message: 'Deze uitnodiging is al gebruikt.',
    });
  });

  it('counts an invitation past its expiry as expired everywhere and refuses it', async () => {
    const email = nextEmail();
    const created = await invite(orgAdmin, email);
    const token = await readInvitationToken(server, email);
    await server.database.db
      .updateTable('invitations')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('id', '=', created.body.id)
      .execute();
    const verified = await api(server, null, 'GET', `/invitations/verify/${token}`);
    expect(verified.body).toMatchObject({ is_valid: false, error_message: 'Deze uitnodiging is verlopen.' });
    const invitee = await signInInvitee(server, email);
    const accepted = await api(server, invitee, 'POST', '/invitations/accept-invitation', { token });
    expect(accepted.status).toBe(410);
    expect(accepted.body.detail).toBe('Deze uitnodiging is verlopen.');
    const list = await api(
      server,
      orgAdmin,
      'GET',
      `/invitations/?status=expired&email=${encodeURIComponent(email)}`,
    );
    expect(list.body.invitations).toEqual([expect.objectContaining({ email, status: 'expired' })]);
    const resend = await api(server, orgAdmin, 'PUT', `/invitations/${created.body.id}/resend`);
    expect(resend.status).toBe(409);
  });

  it('makes the link invalid on cancel, and a resend replaces the old link', async () => {
    const email = nextEmail();
    const created = await invite(orgAdmin, email);
    const first = await readInvitationToken(server, email);
    expect((await api(server, orgAdmin, 'PUT', `/invitations/${created.body.id}/resend`)).status).toBe(200);
    const second = await readInvitationToken(server, email);
    expect(second).not.toBe(first);
    expect((await api(server, null, 'GET', `/invitations/verify/${first}`)).body.is_valid).toBe(false);
    expect((await api(server, null, 'GET', `/invitations/verify/${second}`)).body.is_valid).toBe(true);

    const cancelled = await api(server, orgAdmin, 'PUT', `/invitations/${created.body.id}/cancel`);
    expect(cancelled.status).toBe(200);
    const verified = await api(server, null, 'GET', `/invitations/verify/${second}`);
    expect(verified.body).toMatchObject({
      is_valid: false,
      error_message: 'Deze uitnodiging is geannuleerd.',
    });
    const twice = await api(server, orgAdmin, 'PUT', `/invitations/${created.body.id}/cancel`);
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe('Alleen openstaande uitnodigingen kunnen worden geannuleerd.');
    // The never-activated account made for the invitation is gone: no sign-in by code.
    const account = await server.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    expect(account).toBeUndefined();
  });

  it('refuses acceptance by someone signed in with another e-mail address', async () => {
    const email = nextEmail();
    await invite(orgAdmin, email);
    const token = await readInvitationToken(server, email);
    const refused = await api(server, member, 'POST', '/invitations/accept-invitation', { token });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toMatch(/ander e-mailadres/);
    expect((await api(server, null, 'GET', `/invitations/verify/${token}`)).body.is_valid).toBe(true);
  });

  it("refuses inviting into another organisation, and touching another organisation's invitations", async () => {
    const foreign = await invite(orgAdmin, nextEmail(), 'org_member', otherOrganizationId);
    expect(foreign.status).toBe(403);
    expect(foreign.body.detail).toBe('U kunt alleen collega’s uitnodigen voor uw eigen organisatie.');
    const ours = await invite(orgAdmin, nextEmail());
    for (const action of ['cancel', 'resend']) {
      const touched = await api(server, outsider, 'PUT', `/invitations/${ours.body.id}/${action}`);
      expect(touched.status).toBe(404);
      expect(touched.body.detail).toBe('Uitnodiging niet gevonden.');
    }
    const list = await api(server, outsider, 'GET', '/invitations/');
    expect(list.body.invitations.map((i: { id: string }) => i.id)).not.toContain(ours.body.id);
  });

  it('refuses role escalation: members cannot invite, org admins cannot invite admins', async () => {
    const byMember = await invite(member, nextEmail());
    expect(byMember.status).toBe(403);
    expect(byMember.body.detail).toBe('Geen toegang');
    const asAdmin = await invite(orgAdmin, nextEmail(), 'admin');
    expect(asAdmin.status).toBe(403);
    expect(asAdmin.body.detail).toBe('U mag deze rol niet toekennen.');
    const asOrgAdmin = await invite(orgAdmin, nextEmail(), 'org_administrator');
    expect(asOrgAdmin.status).toBe(201);
    // A platform admin may invite an organisation administrator into any organisation.
    const byPlatform = await invite(platformAdmin, nextEmail(), 'org_administrator', organizationId);
    expect(byPlatform.status).toBe(201);
  });

  it('refuses bad input and duplicates with Dutch messages', async () => {
    const bad = await invite(orgAdmin, 'geen-adres');
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/Voer een geldig e-mailadres in/);
    const unknownRole = await api(server, orgAdmin, 'POST', '/invitations/', {
      email: nextEmail(),
      role_id: 'x',
      organization_id: organizationId,
    });
    expect(unknownRole.body.detail).toBe('Onbekende rol.');
    const email = nextEmail();
    await invite(orgAdmin, email);
    const duplicate = await invite(orgAdmin, email);
    expect(duplicate.status).toBe(409);
    const colleague = await invite(orgAdmin, member.email);
    expect(colleague.body.detail).toBe('Deze gebruiker is al lid van deze organisatie.');
    expect((await api(server, null, 'GET', '/invitations/verify/onzin')).body.is_valid).toBe(false);
    expect((await api(server, null, 'POST', '/invitations/accept-invitation', { token: 'x' })).status).toBe(
      401,
    );
  });

  it('lists in pages of 10 with status and e-mail filters, only for those who may see them', async () => {
    expect((await api(server, member, 'GET', '/invitations/')).status).toBe(403);
    const page = await api(server, orgAdmin, 'GET', '/invitations/?page=1&size=10');
    expect(page.status).toBe(200);
    expect(page.body.invitations.length).toBeLessThanOrEqual(10);
    expect(page.body.pages).toBe(Math.ceil(page.body.total / 10));
    const pending = await api(server, orgAdmin, 'GET', '/invitations/?invitation_status=pending');
    expect(pending.body.invitations.every((i: { status: string }) => i.status === 'pending')).toBe(true);
    const bad = await api(server, orgAdmin, 'GET', '/invitations/?status=onbekend');
    expect(bad.status).toBe(400);
  });

  it('reports statistics and the activity feed, newest first, with a cursor', async () => {
    const stats = await api(server, orgAdmin, 'GET', '/statistics/invitations/stats');
    expect(stats.status).toBe(200);
    expect(stats.body.accepted_count).toBe(2);
    expect(stats.body.expired_count).toBe(1);
    expect(stats.body.total_count).toBe(
      stats.body.pending_count +
        stats.body.accepted_count +
        stats.body.expired_count +
        stats.body.cancelled_count,
    );
    expect((await api(server, member, 'GET', '/statistics/invitations/stats')).status).toBe(403);

    const org = await api(server, member, 'GET', '/statistics/organization/stats');
    // beheerder, lid and the two who accepted.
    expect(org.body).toEqual({ user_count: 4, document_count: 0, comparison_count: 0, time_saved: 0 });

    const first = await api(server, member, 'GET', '/statistics/organization/activity?limit=3');
    expect(first.body.items).toHaveLength(3);
    expect(first.body.items[0]).toMatchObject({ activity_type: 'user.invited', activity_scope: 'team' });
    const second = await api(
      server,
      member,
      'GET',
      `/statistics/organization/activity?limit=3&cursor=${first.body.next_cursor}`,
    );
    const ids = [...first.body.items, ...second.body.items].map((item: { id: string }) => item.id);
    expect(new Set(ids).size).toBe(6);
    const times = [...first.body.items, ...second.body.items].map(
      (item: { occurred_at: string }) => item.occurred_at,
    );
    expect([...times].sort().reverse()).toEqual(times);
    const foreign = await api(
      server,
      outsider,
      'GET',
      `/statistics/organization/activity?cursor=${first.body.next_cursor}`,
    );
    expect(foreign.status).toBe(400);
    expect(
      (await api(server, member, 'GET', '/statistics/organization/activity?scope=billing')).body.items,
    ).toEqual([]);
  });
});
