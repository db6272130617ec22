import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDatabaseError } from '../src/http/database-errors';
import { startTestServer, type TestServer } from './harness';
import { api, createOrganization, createSignedInUser, type TestUser } from './sign-in';

/**
 * Two requests at the same moment both pass a route's "does it exist already?" check; the
 * database's unique constraint then refuses one. On PostgreSQL that was a 500 (found by the
 * hostile-input test: the same body sent twice at once); it is the route's own Dutch 409.
 */
describe('writes racing each other', () => {
  let server: TestServer;
  let admin: TestUser;
  let orgAdmin: TestUser;
  let organizationId: string;
  let memberRoleId: string;

  beforeAll(async () => {
    server = await startTestServer();
    organizationId = await createOrganization(server);
    admin = await createSignedInUser(server, null, 'admin', 'beheer');
    orgAdmin = await createSignedInUser(server, organizationId, 'org_administrator', 'orgbeheer');
    const role = await server.database.db
      .selectFrom('roles')
      .select('id')
      .where('name', '=', 'org_member')
      .executeTakeFirstOrThrow();
    memberRoleId = role.id;
  });
  afterAll(async () => server.close());

  it('creates a role once when six requests with the same name arrive at once; the rest get 409', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => api(server, admin, 'POST', '/admin/roles', { name: 'gelijktijdig' })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    for (const answer of answers.filter((answer) => answer.status !== 201)) {
      expect(answer.status).toBe(409);
      expect(answer.body.detail).toBe('Er bestaat al een rol met deze naam.');
    }
  });

  it('invites a new address once when six invitations for it arrive at once; the rest get 409', async () => {
    const body = {
      email: 'tegelijk@test.caoscan.nl',
      role_id: memberRoleId,
      organization_id: organizationId,
    };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => api(server, orgAdmin, 'POST', '/invitations/', body)),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    for (const answer of answers.filter((answer) => answer.status !== 201)) {
      expect(answer.status).toBe(409);
      expect(answer.body.detail).toMatch(
        /^(Er staat al een uitnodiging open|Dit e-mailadres is al in gebruik)/,
      );
    }
  });

  it('maps the constraint refusals a client can cause, and nothing else', () => {
    expect(describeDatabaseError({ code: '23505', constraint: 'roles_name_key' })?.statusCode).toBe(409);
    expect(describeDatabaseError({ code: '23505', constraint: 'iets_anders' })?.message).toMatch(
      /^Dit bestaat al/,
    );
    expect(describeDatabaseError({ code: '23503' })?.statusCode).toBe(409);
    expect(describeDatabaseError({ code: '40P01' })?.statusCode).toBe(409);
    expect(describeDatabaseError({ code: '53300' })).toBeNull(); // too many connections: a real 500
    expect(describeDatabaseError({ code: 'ECONNREFUSED' })).toBeNull();
    expect(describeDatabaseError(new Error('x'))).toBeNull();
  });
});
