import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { api, createOrganization, createSignedInUser, type TestUser } from './sign-in';

describe('organisation share setting', () => {
  let server: TestServer;
  let orgAdmin: TestUser;
  let member: TestUser;
  let outsider: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    const organizationId = await createOrganization(server);
    const otherOrganizationId = await createOrganization(server);
    [orgAdmin, member, outsider] = await Promise.all([
      createSignedInUser(server, organizationId, 'org_administrator', 'beheerder'),
      createSignedInUser(server, organizationId, 'org_member', 'lid'),
      createSignedInUser(server, otherOrganizationId, 'org_administrator', 'ander'),
    ]);
  });
  afterAll(() => server.close());

  it('is off by default and readable by every member of the organisation', async () => {
    const response = await api(server, member, 'GET', '/organization/settings/share-scans');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      organization_id: member.organizationId,
      share_scans_with_organization: false,
    });
  });

  it('may be switched by an organisation admin, not by a member', async () => {
    const denied = await api(server, member, 'PUT', '/organization/settings/share-scans', {
      share_scans_with_organization: true,
    });
    expect(denied.status).toBe(403);
    const switched = await api(server, orgAdmin, 'PUT', '/organization/settings/share-scans', {
      share_scans_with_organization: true,
    });
    expect(switched.status).toBe(200);
    expect(switched.body.share_scans_with_organization).toBe(true);
    const read = await api(server, member, 'GET', '/organization/settings/share-scans');
    expect(read.body.share_scans_with_organization).toBe(true);
  });

  it("never touches another organisation's setting", async () => {
    const other = await api(server, outsider, 'GET', '/organization/settings/share-scans');
    expect(other.body).toEqual({
      organization_id: outsider.organizationId,
      share_scans_with_organization: false,
    });
  });

  it('refuses anonymous callers and bad input with a clear message', async () => {
    expect((await api(server, null, 'GET', '/organization/settings/share-scans')).status).toBe(401);
    const bad = await api(server, orgAdmin, 'PUT', '/organization/settings/share-scans', {
      share_scans_with_organization: 'ja',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/Ongeldige invoer/);
  });
});
