import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCorpus, startScanServer, uploadFile } from './scans-helpers';
import { api, createOrganization, createSignedInUser, setShareScans, type TestUser } from './sign-in';
import type { TestServer } from './harness';

/** GET /api/files ('Bestanden beheren') and the activity an upload and a new scan leave behind. */
describe('the organisation file list and upload activity', () => {
  let server: TestServer;
  let organizationId: string;
  let owner: TestUser;
  let colleague: TestUser;
  let orgAdmin: TestUser;

  beforeAll(async () => {
    server = await startScanServer();
    organizationId = await createOrganization(server, { credits: 5 });
    [owner, colleague, orgAdmin] = await Promise.all([
      createSignedInUser(server, organizationId, 'org_member', 'eigenaar'),
      createSignedInUser(server, organizationId, 'org_member', 'collega'),
      createSignedInUser(server, organizationId, 'org_administrator', 'beheerder'),
    ]);
    const scan = await api(server, owner, 'POST', '/cao-scans', { name: 'Bestandenscan' });
    const uploaded = await uploadFile(
      server,
      owner,
      scan.body.id,
      await readCorpus('cao-metaal-fictief.pdf'),
      'metaal.pdf',
      { kind: 'client', cao_name: 'Metaal' },
    );
    expect(uploaded.status).toBe(201);
  });
  afterAll(() => server.close());

  it('lists the upload with name, size, date and who, for the uploader and the admins', async () => {
    const own = await api(server, owner, 'GET', '/files');
    expect(own.status).toBe(200);
    expect(own.body.files).toEqual([
      expect.objectContaining({
        original_filename: 'metaal.pdf',
        cao_name: 'Metaal',
        uploaded_by: 'eigenaar',
      }),
    ]);
    expect(own.body.files[0].file_size).toBeGreaterThan(0);
    expect((await api(server, orgAdmin, 'GET', '/files')).body.files).toHaveLength(1);
  });

  it("shows a colleague's uploads only when the organisation shares scans", async () => {
    expect((await api(server, colleague, 'GET', '/files')).body.files).toEqual([]);
    await setShareScans(server, organizationId, true);
    expect((await api(server, colleague, 'GET', '/files')).body.files).toHaveLength(1);
    expect((await api(server, null, 'GET', '/files')).status).toBe(401);
  });

  it('records scan.created and file.uploaded in the activity feed', async () => {
    const feed = await api(server, colleague, 'GET', '/statistics/organization/activity?scope=scan');
    expect(feed.body.items.map((item: { activity_type: string }) => item.activity_type)).toEqual([
      'file.uploaded',
      'scan.created',
    ]);
    expect(feed.body.items[0].payload).toMatchObject({ file_name: 'metaal.pdf' });
  });
});
