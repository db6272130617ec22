import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { api, createOrganization, createSignedInUser, signIn, type TestUser } from './sign-in';

/**
 * Every back-office people route (organisations, users, roles, invitations) refuses anonymous
 * callers (401), members and organisation admins (403); support staff may read, never change.
 */
const someId = randomUUID();
const READS: [string, string][] = [
  ['GET', '/admin/organizations'],
  ['GET', `/admin/organizations/${someId}/users`],
  ['GET', '/admin/roles'],
  ['GET', `/admin/roles/users/${someId}`],
  ['GET', '/admin/users'],
  ['GET', `/admin/users/${someId}`],
  ['GET', '/admin/invitations'],
];
const WRITES: [string, string, unknown][] = [
  ['POST', '/admin/organizations', { name: 'Niet Toegestaan BV', type: 'client' }],
  ['PUT', `/admin/organizations/${someId}`, { name: 'Nieuwe naam' }],
  ['DELETE', `/admin/organizations/${someId}`, undefined],
  ['POST', '/admin/roles', { name: 'stiekem', description: null }],
  ['PUT', `/admin/roles/${someId}`, { name: 'andere naam' }],
  ['DELETE', `/admin/roles/${someId}`, undefined],
  ['POST', '/admin/roles/assign', { user_id: someId, role_id: someId }],
  ['DELETE', '/admin/roles/assign', { user_id: someId, role_id: someId }],
  ['PUT', `/admin/users/${someId}/status`, { status: 'disabled' }],
  ['DELETE', `/admin/users/${someId}`, undefined],
  ['PUT', `/admin/invitations/${someId}/resend`, undefined],
  ['DELETE', `/admin/invitations/${someId}`, undefined],
];

describe('back-office people routes: who may call them', () => {
  let server: TestServer;
  let member: TestUser;
  let orgAdmin: TestUser;
  let support: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    const organizationId = await createOrganization(server);
    member = await createSignedInUser(server, organizationId, 'org_member', 'lid');
    orgAdmin = await createSignedInUser(server, organizationId, 'org_administrator', 'orgbeheer');
    admin = await createSignedInUser(server, null, 'admin', 'beheer');
    const token = await signIn(server, 'support@caoscan.test');
    support = {
      id: '',
      email: 'support@caoscan.test',
      organizationId: null,
      token,
      auth: { Authorization: `Bearer ${token}` },
    };
  });
  afterAll(async () => server.close());

  it('refuses anonymous callers with 401 on every route', async () => {
    for (const [method, path, body] of [...READS.map(([m, p]) => [m, p, undefined] as const), ...WRITES]) {
      const { status } = await api(server, null, method, path, body);
      expect(status, `${method} ${path}`).toBe(401);
    }
  });

  it('refuses members and organisation admins with 403 on every route', async () => {
    for (const user of [member, orgAdmin]) {
      for (const [method, path, body] of [...READS.map(([m, p]) => [m, p, undefined] as const), ...WRITES]) {
        const { status } = await api(server, user, method, path, body);
        expect(status, `${user.email} ${method} ${path}`).toBe(403);
      }
    }
  });

  it('lets support staff read but not change', async () => {
    for (const [method, path] of READS) {
      const { status } = await api(server, support, method, path);
      expect(status, `${method} ${path}`).not.toBe(403);
      expect(status, `${method} ${path}`).toBeLessThan(500);
    }
    for (const [method, path, body] of WRITES) {
      const { status } = await api(server, support, method, path, body);
      expect(status, `${method} ${path}`).toBe(403);
    }
  });

  it('lets a platform admin through (the checks after the permission answer)', async () => {
    for (const [method, path] of READS) {
      const { status } = await api(server, admin, method, path);
      expect([200, 404], `${method} ${path}`).toContain(status);
    }
  });
});
