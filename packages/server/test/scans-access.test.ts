import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './harness';
import { startScanServer } from './scans-helpers';
import { api, createOrganization, createSignedInUser, setShareScans, type TestUser } from './sign-in';

/**
 * The access rule (spec 02 §6) on every scan route: the owner may do everything, a colleague may
 * read when the organisation shares scans (403 on changes), and nobody else learns the scan exists.
 */
const FRAGMENT = 'Artikel 1 Werkingssfeer\nDeze cao geldt voor werknemers in de testsector.\n';

type Actor = 'owner' | 'colleague' | 'stranger' | 'strangerAdmin' | 'platformAdmin' | 'anonymous';

describe('who may do what with a scan', () => {
  let server: TestServer;
  let orgId: string;
  let people: Record<Exclude<Actor, 'anonymous'>, TestUser>;
  let scanId: string;
  let doneId: string;

  beforeAll(async () => {
    server = await startScanServer();
    orgId = await createOrganization(server, { credits: 5 });
    const otherOrg = await createOrganization(server, { credits: 5, shareScans: true });
    people = {
      owner: await createSignedInUser(server, orgId, 'org_member', 'eigenaar'),
      colleague: await createSignedInUser(server, orgId, 'org_administrator', 'collega'),
      stranger: await createSignedInUser(server, otherOrg, 'org_member', 'vreemde'),
      strangerAdmin: await createSignedInUser(server, otherOrg, 'org_administrator', 'vreemde-beheerder'),
      platformAdmin: await createSignedInUser(server, otherOrg, 'admin', 'platform'),
    };
    scanId = (await api(server, people.owner, 'POST', '/cao-scans', { name: 'Geheime scan' })).body.id;
    doneId = (await api(server, people.owner, 'POST', '/cao-scans', { name: 'Klaar' })).body.id;
    await server.database.db
      .updateTable('cao_scans')
      .set({ status: 'completed', current_step: 4 })
      .where('id', '=', doneId)
      .execute();
  });
  afterAll(() => server.close());

  const as = (actor: Actor) => (actor === 'anonymous' ? null : people[actor as Exclude<Actor, 'anonymous'>]);

  async function upload(actor: Actor, id: string) {
    const form = new FormData();
    form.set('cao_scan_id', id);
    form.set('kind', 'client');
    form.set('file', new Blob([FRAGMENT], { type: 'text/plain' }), 'fragment.txt');
    const user = as(actor);
    const response = await fetch(`${server.url}/api/files/upload`, {
      method: 'POST',
      headers: user ? user.auth : {},
      body: form,
    });
    return { status: response.status, body: (await response.json()) as { detail?: string } };
  }

  const reads = () => [
    ['GET', `/cao-scans/${scanId}`],
    ['GET', `/cao-scans/${scanId}/comparison/status`],
    ['GET', `/cao-scans/${scanId}/section-tasks`],
    ['GET', `/cao-scans/${doneId}/comparison/results`],
    ['GET', `/cao-scans/${doneId}/comparison/results-with-details`],
    ['GET', `/cao-scans/${doneId}/export-excel`],
  ];
  const edits = (): [string, string, unknown][] => [
    ['PUT', `/cao-scans/${scanId}`, { name: 'Nieuwe naam' }],
    ['PUT', `/cao-scans/${scanId}/cao-selection`, { is_abu_cao: true }],
    ['POST', `/cao-scans/${scanId}/advance-step`, { new_step: 2 }],
    ['POST', `/cao-scans/${scanId}/start-comparison`, { is_abu_cao: true }],
  ];

  async function expectHidden(actor: Actor) {
    const user = as(actor);
    const status = actor === 'anonymous' ? 401 : 404;
    for (const [method, path] of reads()) {
      expect((await api(server, user, method!, path!)).status, `${actor} ${method} ${path}`).toBe(status);
    }
    for (const [method, path, body] of edits()) {
      expect((await api(server, user, method, path, body)).status, `${actor} ${method} ${path}`).toBe(status);
    }
    expect((await api(server, user, 'DELETE', `/cao-scans/${scanId}`)).status).toBe(status);
    expect((await upload(actor, scanId)).status).toBe(status);
    if (user) {
      const list = await api(server, user, 'GET', '/cao-scans');
      expect(list.body.scans.map((s: { id: string }) => s.id)).not.toContain(scanId);
    }
  }

  it('the owner reads, changes and uploads', async () => {
    for (const [method, path] of reads()) {
      expect((await api(server, people.owner, method!, path!)).status, `${method} ${path}`).toBe(200);
    }
    const [rename, selection, advance, start] = edits();
    expect((await api(server, people.owner, rename![0], rename![1], rename![2])).status).toBe(200);
    expect((await api(server, people.owner, selection![0], selection![1], selection![2])).status).toBe(200);
    expect((await api(server, people.owner, advance![0], advance![1], advance![2])).status).toBe(200);
    // Past the access check: the payload is what is wrong.
    const started = await api(server, people.owner, start![0], start![1], start![2]);
    expect(started).toMatchObject({
      status: 400,
      body: { detail: 'Client CAO file and selection are required' },
    });
    expect((await upload('owner', scanId)).status).toBe(201);
    const list = await api(server, people.owner, 'GET', '/cao-scans');
    expect(list.body.scans.find((s: { id: string }) => s.id === scanId)).toMatchObject({ is_owner: true });
  });

  it('a colleague sees nothing while the organisation does not share scans', async () => {
    await setShareScans(server, orgId, false);
    await expectHidden('colleague');
  });

  it('a colleague reads a shared scan but may not change or delete it', async () => {
    await setShareScans(server, orgId, true);
    const colleague = people.colleague;
    for (const [method, path] of reads()) {
      expect((await api(server, colleague, method!, path!)).status, `${method} ${path}`).toBe(200);
    }
    for (const [method, path, body] of edits()) {
      const response = await api(server, colleague, method, path, body);
      expect(response, `${method} ${path}`).toMatchObject({
        status: 403,
        body: { detail: 'Je kunt alleen je eigen scans bewerken.' },
      });
    }
    expect(await api(server, colleague, 'DELETE', `/cao-scans/${scanId}`)).toMatchObject({
      status: 403,
      body: { detail: 'Je kunt alleen je eigen scans verwijderen.' },
    });
    expect(await upload('colleague', scanId)).toMatchObject({ status: 403 });
    const list = await api(server, colleague, 'GET', '/cao-scans');
    expect(list.body.scans.find((s: { id: string }) => s.id === scanId)).toMatchObject({
      is_owner: false,
      created_by: { id: people.owner.id, email: people.owner.email },
    });
  });

  it('another organisation never learns the scan exists, sharing or not', async () => {
    for (const share of [true, false]) {
      await setShareScans(server, orgId, share);
      await expectHidden('stranger');
      await expectHidden('strangerAdmin');
      await expectHidden('platformAdmin');
    }
  });

  it('without a token every route answers 401', async () => {
    await expectHidden('anonymous');
    expect((await api(server, null, 'GET', '/cao-scans')).status).toBe(401);
    expect((await api(server, null, 'GET', '/cao-scans/cao-overview')).status).toBe(401);
  });

  it('an id that is no uuid is simply not found', async () => {
    expect((await api(server, people.owner, 'GET', '/cao-scans/niet-een-id')).status).toBe(404);
  });

  it('the admin scan routes are for platform admins only', async () => {
    const paths = [
      '/admin/cao-scans',
      `/admin/cao-scans/${scanId}`,
      `/admin/cao-scans/${doneId}/comparison/results`,
      `/admin/cao-scans/${doneId}/comparison/results-with-details`,
      `/admin/cao-scans/${doneId}/export-excel`,
    ];
    for (const path of paths) {
      for (const actor of ['owner', 'colleague', 'strangerAdmin'] as const) {
        expect((await api(server, people[actor], 'GET', path)).status, `${actor} ${path}`).toBe(403);
      }
      expect((await api(server, null, 'GET', path)).status).toBe(401);
      expect((await api(server, people.platformAdmin, 'GET', path)).status, path).toBe(200);
    }
    const list = await api(server, people.platformAdmin, 'GET', '/admin/cao-scans?limit=1&offset=0');
    expect(list.body.pagination).toEqual({ total: 2, limit: 1, offset: 0 });
    expect(list.body.scans[0]).toHaveProperty('organization_name');
    const pastTheEnd = await api(server, people.platformAdmin, 'GET', '/admin/cao-scans?limit=1&offset=5');
    expect(pastTheEnd.body).toMatchObject({ scans: [], pagination: { total: 2, limit: 1, offset: 5 } });
  });

  it('the owner deletes; then it is gone for everyone', async () => {
    expect((await api(server, people.owner, 'DELETE', `/cao-scans/${scanId}`)).status).toBe(200);
    expect((await api(server, people.owner, 'GET', `/cao-scans/${scanId}`)).status).toBe(404);
    expect((await api(server, people.platformAdmin, 'GET', `/admin/cao-scans/${scanId}`)).status).toBe(404);
  });
});
