import { FICTIONAL_AGENCY_CAO_NAME } from '@caoscan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer } from './harness';
import { startScanServer } from './scans-helpers';
import { api, createOrganization, createSignedInUser, type TestUser } from './sign-in';

describe('scan wizard API (spec 02 §4, §5, §7)', () => {
  let server: TestServer;
  let owner: TestUser;
  let broke: TestUser;

  beforeAll(async () => {
    server = await startScanServer();
    owner = await createSignedInUser(
      server,
      await createOrganization(server, { credits: 3 }),
      'org_member',
      'eigenaar',
    );
    broke = await createSignedInUser(server, await createOrganization(server), 'org_member', 'blut');
  });
  afterAll(() => server.close());

  it('creates a draft scan in step 1 with a trimmed name', async () => {
    const created = await api(server, owner, 'POST', '/cao-scans', {
      name: '  Metaal 2025  ',
      description: 'Test',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Metaal 2025',
      description: 'Test',
      status: 'draft',
      current_step: 1,
      is_owner: true,
      user_id: owner.id,
      created_by: { id: owner.id, email: owner.email, displayName: 'eigenaar', display_name: 'eigenaar' },
    });
  });

  it('answers the spec’s Dutch validation messages', async () => {
    const cases: [unknown, string][] = [
      [{ name: '' }, 'Scan naam is verplicht'],
      [{}, 'Scan naam is verplicht'],
      [{ name: '  ab ' }, 'Scan naam moet minimaal 3 karakters bevatten'],
      [{ name: 'x'.repeat(256) }, 'Scan naam mag maximaal 255 karakters bevatten'],
      [
        { name: 'Geldig', description: 'x'.repeat(1001) },
        'Beschrijving mag maximaal 1000 karakters bevatten',
      ],
    ];
    for (const [body, detail] of cases) {
      const response = await api(server, owner, 'POST', '/cao-scans', body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ detail });
    }
  });

  it('refuses a new scan with 402 when the organisation has no credit', async () => {
    const response = await api(server, broke, 'POST', '/cao-scans', { name: 'Zonder tegoed' });
    expect(response.status).toBe(402);
    expect(response.body).toEqual({
      detail: 'Onvoldoende credits om de scan te starten. Koop meer credits om door te gaan.',
    });
  });

  it('lists with skip and limit, and the total', async () => {
    for (const name of ['Scan A', 'Scan B', 'Scan C'])
      await api(server, owner, 'POST', '/cao-scans', { name });
    const all = await api(server, owner, 'GET', '/cao-scans');
    expect(all.body.total).toBe(4);
    expect(all.body.scans).toHaveLength(4);
    const page = await api(server, owner, 'GET', '/cao-scans?skip=1&limit=2');
    expect(page.body.total).toBe(4);
    expect(page.body.scans.map((s: { id: string }) => s.id)).toEqual(
      all.body.scans.slice(1, 3).map((s: { id: string }) => s.id),
    );
    const pastTheEnd = await api(server, owner, 'GET', '/cao-scans?skip=10&limit=2');
    expect(pastTheEnd.body).toEqual({ total: 4, scans: [] });
  });

  it('edits, advances (never backwards) and saves the selection', async () => {
    const { body: scan } = await api(server, owner, 'POST', '/cao-scans', { name: 'Wizard' });
    const renamed = await api(server, owner, 'PUT', `/cao-scans/${scan.id}`, {
      name: 'Wizard 2',
      description: null,
    });
    expect(renamed.body).toMatchObject({ name: 'Wizard 2', description: null });
    const step2 = await api(server, owner, 'POST', `/cao-scans/${scan.id}/advance-step`, { new_step: 2 });
    expect(step2.body).toMatchObject({ current_step: 2, status: 'in_progress' });
    const back = await api(server, owner, 'POST', `/cao-scans/${scan.id}/advance-step`, { new_step: 1 });
    expect(back.body.current_step).toBe(2);
    const bad = await api(server, owner, 'POST', `/cao-scans/${scan.id}/advance-step`, { new_step: 7 });
    expect(bad.status).toBe(400);
    const selection = await api(server, owner, 'PUT', `/cao-scans/${scan.id}/cao-selection`, {
      is_abu_cao: true,
      current_cao_file_id: null,
      current_cao_name: null,
      current_cao_sector: null,
      client_cao_file_id: null,
      client_cao_name: 'Cao Metalektro',
      client_cao_sector: 'Metaal en techniek',
    });
    expect(selection.status).toBe(200);
    expect(selection.body).toMatchObject({
      is_abu_cao: true,
      // The bundled agency cao is a fictional document, and named so (issue K).
      current_cao_name: FICTIONAL_AGENCY_CAO_NAME,
      client_cao_name: 'Cao Metalektro',
    });
    const foreignFile = await api(server, owner, 'PUT', `/cao-scans/${scan.id}/cao-selection`, {
      is_abu_cao: false,
      current_cao_file_id: '00000000-0000-4000-8000-000000000000',
      client_cao_file_id: null,
    });
    expect(foreignFile.status).toBe(404);
  });

  it('offers the cao catalogue with the agency cao and Eigen Regeling', async () => {
    const { status, body } = await api(server, owner, 'GET', '/cao-scans/cao-overview');
    expect(status).toBe(200);
    expect(body.caos.length).toBeGreaterThan(30);
    expect(body.caos).toContainEqual(
      expect.objectContaining({
        hoofdsector: 'Uitzendbranche',
        subsector: 'ABU / NBBU CAO voor Uitzendkrachten',
      }),
    );
    expect(body.caos).toContainEqual(
      expect.objectContaining({ hoofdsector: 'Eigen Regeling', subsector: 'Eigen Regeling' }),
    );
    for (const cao of body.caos) {
      expect(Object.keys(cao).sort()).toEqual([
        'datum_tot',
        'datum_van',
        'hoofdsector',
        'link',
        'pdf_link',
        'subsector',
      ]);
    }
  });

  it('deletes a scan, after which it is gone', async () => {
    const { body: scan } = await api(server, owner, 'POST', '/cao-scans', { name: 'Weg ermee' });
    const deleted = await api(server, owner, 'DELETE', `/cao-scans/${scan.id}`);
    expect(deleted.status).toBe(200);
    expect((await api(server, owner, 'GET', `/cao-scans/${scan.id}`)).status).toBe(404);
  });

  it('documents the routes in OpenAPI', async () => {
    const spec = (await (await fetch(`${server.url}/api/docs/json`)).json()) as {
      paths: Record<string, unknown>;
    };
    for (const path of [
      '/api/cao-scans',
      '/api/cao-scans/{id}/section-tasks',
      '/api/files/upload',
      '/api/credits/history',
    ]) {
      expect(Object.keys(spec.paths)).toContain(path);
    }
  });
});
