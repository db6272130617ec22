// @vitest-environment node
import type { AdminApiClient } from '@caoscan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataProvider, type AdminDataProvider } from './data-provider';
import { startRealServer, type RealServer } from './test/real-server';

type Row = Record<string, unknown>;
const list = {
  pagination: { page: 1, perPage: 50 },
  sort: { field: 'name', order: 'ASC' as const },
  filter: {},
};

/** The back-office's dataProvider against the real server (seeded demo data), no fake backend. */
describe('dataProvider over the real admin API', () => {
  let server: RealServer;
  let admin: AdminApiClient;
  let dataProvider: AdminDataProvider;
  beforeAll(async () => {
    server = await startRealServer();
    admin = await server.signIn('beheer@caoscan.test');
    dataProvider = createDataProvider(admin);
  }, 180_000);
  afterAll(async () => server?.stop());

  it('creates, searches, updates and deletes an organisation (name trimmed, parent only when chosen)', async () => {
    const { data: created } = await dataProvider.create('organizations', {
      data: { name: '  Testbedrijf Provider BV ', type: 'partner', parent_id: '', user_count: 99 },
    });
    expect(created).toMatchObject({
      name: 'Testbedrijf Provider BV',
      type: 'partner',
      parent_id: null,
      user_count: 0,
    });
    const found = await dataProvider.getList('organizations', {
      ...list,
      filter: { q: 'provider', type: 'partner' },
    });
    expect(found.data.map((row) => row.name)).toEqual(['Testbedrijf Provider BV']);
    const noAdmin = await dataProvider.getList('organizations', { ...list, filter: { admin: 'no_admin' } });
    expect(noAdmin.data.map((row) => row.name)).toContain('Testbedrijf Provider BV');

    const demo = (await dataProvider.getList('organizations', { ...list, filter: { q: 'Demo Uitzend' } }))
      .data[0]!;
    expect(demo).toMatchObject({ user_count: 2, admin_count: 1 });
    const { data: moved } = await dataProvider.update('organizations', {
      id: created.id,
      data: { ...created, parent_id: demo.id },
      previousData: created,
    });
    expect(moved).toMatchObject({ parent_id: demo.id });
    const reread = await dataProvider.getOne('organizations', { id: created.id });
    expect(reread.data).toMatchObject({ parent_name: 'Demo Uitzendbureau' });
    await dataProvider.delete('organizations', { id: created.id, previousData: created });
    await expect(dataProvider.getOne('organizations', { id: created.id })).rejects.toThrow('Niet gevonden');
  });

  it('shows the server’s Dutch messages: validation, refused delete', async () => {
    await expect(
      dataProvider.create('organizations', { data: { name: 'A', type: 'client' } }),
    ).rejects.toThrow('Naam moet minimaal 2 karakters lang zijn');
    const demo = (await dataProvider.getList('organizations', { ...list, filter: { q: 'Demo Uitzend' } }))
      .data[0]!;
    await expect(dataProvider.delete('organizations', { id: demo.id, previousData: demo })).rejects.toThrow(
      /kan daarom niet worden verwijderd/,
    );
  });

  it('pages users with limit/offset and reads pagination.total; searches e-mail or organisation; filters status', async () => {
    const page = await dataProvider.getList('users', { ...list, pagination: { page: 2, perPage: 2 } });
    expect(page.total).toBe(4);
    expect(page.data).toHaveLength(2);
    const found = await dataProvider.getList('users', {
      ...list,
      filter: { q: 'demo uitzend', status: 'all' },
    });
    expect(found.data.map((row) => row.email).sort()).toEqual([
      'admin@demo-uitzend.test',
      'lid@demo-uitzend.test',
    ]);
    const pending = await dataProvider.getList('users', { ...list, filter: { status: 'pending' } });
    expect(pending.total).toBe(0);
  });

  it('reads an organisation’s members through getManyReference', async () => {
    const demo = (await dataProvider.getList('organizations', { ...list, filter: { q: 'Demo Uitzend' } }))
      .data[0]!;
    const members = await dataProvider.getManyReference('users', {
      target: 'organization_id',
      id: demo.id,
      ...list,
      sort: { field: 'email', order: 'ASC' },
      filter: {},
    });
    expect(members.data.map((row) => row.email)).toEqual([
      'admin@demo-uitzend.test',
      'lid@demo-uitzend.test',
    ]);
  });

  it('creates, renames and deletes a role; system roles refuse with a Dutch message', async () => {
    const { data: role } = await dataProvider.create('roles', {
      data: { name: ' controleur ', description: '' },
    });
    expect(role).toMatchObject({ name: 'controleur', description: null });
    await dataProvider.update('roles', {
      id: role.id,
      data: { name: 'auditor', description: 'Controleert steekproeven' },
      previousData: role,
    });
    const roles = await dataProvider.getList('roles', { ...list, filter: { q: 'steekpro' } });
    expect(roles.data.map((row) => row.name)).toEqual(['auditor']);
    await dataProvider.delete('roles', { id: role.id, previousData: role });
    const member = (await dataProvider.getList('roles', { ...list, filter: { q: 'org_member' } })).data[0]!;
    await expect(dataProvider.delete('roles', { id: member.id, previousData: member })).rejects.toThrow(
      /systeemrol/,
    );
  });

  it('invites an admin, lists, resends and cancels the invitation', async () => {
    const { data: organization } = await dataProvider.create('organizations', {
      data: { name: 'Uitnodiging Provider BV', type: 'client' },
    });
    const invited = await dataProvider.inviteAdmin(String(organization.id), ' Eerste.Admin@Provider.test ');
    expect(invited).toMatchObject({ email: 'eerste.admin@provider.test', role_name: 'org_administrator' });
    const open = await dataProvider.getList('invitations', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { status: 'pending', email: 'eerste.admin' },
    });
    expect(open.total).toBe(1);
    const id = String(open.data[0]!.id);
    await dataProvider.resendInvitation(id);
    await dataProvider.cancelInvitation(id);
    const cancelled = await dataProvider.getList('invitations', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { status: 'cancelled', organization_id: organization.id },
    });
    expect(cancelled.data.map((row: Row) => row.email)).toEqual(['eerste.admin@provider.test']);
  });

  it('assigns and removes roles, keeping the last administrator; sets a status', async () => {
    const users = (await dataProvider.getList('users', { ...list, filter: { q: 'demo-uitzend' } })).data;
    const orgAdmin = users.find((row) => row.email === 'admin@demo-uitzend.test')!;
    const member = users.find((row) => row.email === 'lid@demo-uitzend.test')!;
    const roles = (await dataProvider.getList('roles', list)).data;
    const orgAdminRole = roles.find((row) => row.name === 'org_administrator')!;
    const organizationId = String((orgAdmin.organization as Row).id);
    const assignment = {
      user_id: String(orgAdmin.id),
      role_id: String(orgAdminRole.id),
      organization_id: organizationId,
    };
    await expect(dataProvider.removeRole(assignment)).rejects.toThrow(
      'Kan de laatste administrator niet verwijderen',
    );
    // Deleting or disabling that administrator is refused too, with the server's message to show.
    await expect(dataProvider.delete('users', { id: orgAdmin.id, previousData: orgAdmin })).rejects.toThrow(
      'Kan de laatste administrator niet verwijderen',
    );
    await expect(
      dataProvider.update('users', {
        id: orgAdmin.id,
        data: { ...orgAdmin, status: 'disabled' },
        previousData: orgAdmin,
      }),
    ).rejects.toThrow('Kan de laatste administrator niet uitschakelen');

    await dataProvider.assignRole({ ...assignment, user_id: String(member.id) });
    const held = await dataProvider.getUserRoles(String(member.id));
    expect(held.map((row) => (row.role as Row).name).sort()).toEqual(['org_administrator', 'org_member']);
    await dataProvider.removeRole({ ...assignment, user_id: String(member.id) });

    const { data: disabled } = await dataProvider.update('users', {
      id: member.id,
      data: { ...member, status: 'disabled' },
      previousData: member,
    });
    expect(disabled).toMatchObject({ status: 'disabled' });
    await dataProvider.setUserStatus(String(member.id), 'active');
    expect((await dataProvider.getOne('users', { id: member.id })).data).toMatchObject({ status: 'active' });
  });

  it('lets support staff read but not change', async () => {
    const support = createDataProvider(await server.signIn('support@caoscan.test'));
    expect((await support.getList('organizations', list)).total).toBeGreaterThan(0);
    await expect(support.create('roles', { data: { name: 'mag niet' } })).rejects.toMatchObject({
      status: 403,
    });
  });
});
