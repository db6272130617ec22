import type { ComparisonResult, ValueCorrection } from '@caoscan/core';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './harness';
import { readCorpus, startScanServer, uploadFile, waitFor } from './scans-helpers';
import { api, createOrganization, createSignedInUser, type TestUser } from './sign-in';

/**
 * Issue I through the API: a completed scan's documents and its corrections. The scan is a real
 * one (the bundled fictional agency cao against the corpus metal cao), worked by the real engine.
 */
describe('reviewing a completed scan against its documents', () => {
  let server: TestServer & { dataDir: string };
  let owner: TestUser;
  let colleague: TestUser;
  let orgAdmin: TestUser;
  let stranger: TestUser;
  let platformAdmin: TestUser;
  let orgId: string;
  let scanId: string;
  /** A row with a percentage found on both sides: the one corrected below. */
  let target: ComparisonResult;

  beforeAll(async () => {
    server = await startScanServer();
    orgId = await createOrganization(server, { credits: 2, shareScans: false });
    owner = await createSignedInUser(server, orgId, 'org_member', 'Eigenaar');
    colleague = await createSignedInUser(server, orgId, 'org_member', 'Collega');
    orgAdmin = await createSignedInUser(server, orgId, 'org_administrator', 'Beheerder');
    const otherOrg = await createOrganization(server, { shareScans: true });
    stranger = await createSignedInUser(server, otherOrg, 'org_administrator', 'Vreemde');
    platformAdmin = await createSignedInUser(server, null, 'admin', 'Platform');

    scanId = (await api(server, owner, 'POST', '/cao-scans', { name: 'Review' })).body.id;
    const client = await uploadFile(
      server,
      owner,
      scanId,
      await readCorpus('cao-metaal-fictief.pdf'),
      'metaal.pdf',
      {
        kind: 'client',
      },
    );
    expect(client.status).toBe(201);
    const selection = {
      is_abu_cao: true,
      client_cao_file_id: String(client.body.file_id),
      client_cao_name: 'Cao Metaal (fictief)',
    };
    expect((await api(server, owner, 'PUT', `/cao-scans/${scanId}/cao-selection`, selection)).status).toBe(
      200,
    );
    expect(
      (await api(server, owner, 'POST', `/cao-scans/${scanId}/start-comparison`, selection)).status,
    ).toBe(202);
    await waitFor(
      async () => (await api(server, owner, 'GET', `/cao-scans/${scanId}`)).body.status === 'completed',
      240_000,
      500,
    );
    const results = (await api(server, owner, 'GET', `/cao-scans/${scanId}/comparison/results`)).body
      .results as ComparisonResult[];
    target = results.find(
      (row) => row.eenheid === 'procent' && row.current_outcome === 'found' && row.client_outcome === 'found',
    )!;
    expect(target).toBeTruthy();
  }, 300_000);
  afterAll(() => server.close());

  const correctionOf = (value: string, page: number, extra: Record<string, unknown> = {}) => ({
    category: target.categorie,
    element_key: target.element_key,
    side: 'client',
    value,
    page,
    ...extra,
  });

  it('shows a page and the original document only to those who may see the scan', async () => {
    const paths = [
      ['GET', `/cao-scans/${scanId}/documents/client/pages/1`],
      ['GET', `/cao-scans/${scanId}/documents/current/file`],
      ['GET', `/cao-scans/${scanId}/corrections`],
      ['POST', `/cao-scans/${scanId}/corrections`, correctionOf('5%', 1)],
      ['POST', `/cao-scans/${scanId}/corrections/restore`, correctionOf('', 1)],
    ] as const;
    for (const [who, user, status] of [
      ['colleague without sharing', colleague, 404],
      ['another organisation', stranger, 404],
      ['platform admin on the customer route', platformAdmin, 404],
      ['anonymous', null, 401],
    ] as const) {
      for (const [method, path, body] of paths) {
        expect((await api(server, user, method, path, body)).status, `${who} ${method} ${path}`).toBe(status);
      }
    }
    const page = await api(server, orgAdmin, 'GET', `/cao-scans/${scanId}/documents/client/pages/1`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ side: 'client', format: 'pdf', page: 1 });
    expect(page.body.page_count).toBeGreaterThan(1);
    expect(page.body.lines.join(' ')).toMatch(/\w/);
    const file = await fetch(`${server.url}/api/cao-scans/${scanId}/documents/client/file`, {
      headers: owner.auth,
    });
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');
    const admin = await api(
      server,
      platformAdmin,
      'GET',
      `/admin/cao-scans/${scanId}/documents/current/pages/1`,
    );
    expect(admin.status).toBe(200);
  });

  it('refuses a value in another unit and a page outside the document, in Dutch', async () => {
    const wrongUnit = await api(
      server,
      owner,
      'POST',
      `/cao-scans/${scanId}/corrections`,
      correctionOf('€ 2.345,67', 1),
    );
    expect(wrongUnit.status).toBe(400);
    expect(wrongUnit.body.detail).toMatch(/^Deze waarde past niet bij de eenheid procent\. .*3,5%/);
    const outside = await api(
      server,
      owner,
      'POST',
      `/cao-scans/${scanId}/corrections`,
      correctionOf('5%', 999),
    );
    expect(outside.status).toBe(400);
    expect(outside.body.detail).toMatch(
      /^Pagina 999 bestaat niet in dit document: kies een pagina van 1 tot en met \d+\.$/,
    );
    const badSide = await api(server, owner, 'GET', `/cao-scans/${scanId}/documents/beide/pages/1`);
    expect(badSide.status).toBe(400);
    const badPage = await api(server, owner, 'GET', `/cao-scans/${scanId}/documents/client/pages/0`);
    expect(badPage.status).toBe(400);
    expect(badPage.body.detail).toMatch(/^Pagina 0 bestaat niet in dit document/);
    const restoreNothing = await api(
      server,
      owner,
      'POST',
      `/cao-scans/${scanId}/corrections/restore`,
      correctionOf('', 1),
    );
    expect(restoreNothing.status).toBe(409);
    expect((await api(server, owner, 'GET', `/cao-scans/${scanId}/corrections`)).body.corrections).toEqual(
      [],
    );
  });

  it('corrects, recomputes the row and the Excel at once, restores, and keeps every change in order', async () => {
    const balance = async () => (await api(server, orgAdmin, 'GET', '/credits/balance')).body.current_balance;
    const before = await balance();
    const readRow = async () =>
      (
        (await api(server, owner, 'GET', `/cao-scans/${scanId}/comparison/results`)).body
          .results as ComparisonResult[]
      ).find((row) => row.categorie === target.categorie && row.element_key === target.element_key)!;
    const newValue = target.verschil === 'Gelijk' ? '99%' : target.waarde_huidig!;

    const first = await api(
      server,
      owner,
      'POST',
      `/cao-scans/${scanId}/corrections`,
      correctionOf('12,5%', 2, { reason: 'Eerste poging' }),
    );
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({
      action: 'correct',
      old_value: target.waarde_nieuw,
      new_value: '12,5%',
      page: 2,
    });
    const second = await api(
      server,
      orgAdmin,
      'POST',
      `/cao-scans/${scanId}/corrections`,
      correctionOf(newValue, 3, { article: '7.1' }),
    );
    expect(second.status).toBe(201);
    expect(second.body.old_value).toBe('12,5%');

    const corrected = await readRow();
    expect(corrected.waarde_nieuw).toBe(newValue);
    expect(corrected.verschil).not.toBe(target.verschil);
    expect(corrected.art_nr_nieuw).toContain('7.1');
    expect(corrected.client_correction).toMatchObject({
      engine_value: target.waarde_nieuw,
      author_name: 'Beheerder',
      page: 3,
    });
    expect(corrected.current_correction).toBeNull();

    const workbook = new ExcelJS.Workbook();
    const excel = await fetch(`${server.url}/api/cao-scans/${scanId}/export-excel`, { headers: owner.auth });
    await workbook.xlsx.load(await excel.arrayBuffer());
    const sheet = workbook.getWorksheet('Vergelijking')!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const originColumn = headers.indexOf('Herkomst klant') + 1;
    expect(originColumn).toBeGreaterThan(0);
    let excelRow: ExcelJS.Row | undefined;
    sheet.eachRow((row) => {
      if (row.getCell(2).value === target.element) excelRow = row;
    });
    expect(String(excelRow!.getCell(originColumn).value)).toMatch(
      /^Handmatig aangepast door Beheerder op \d+ \w+ \d{4}$/,
    );
    expect(excelRow!.getCell(headers.indexOf('Herkomst huidig') + 1).value).toBe('Engine');
    expect(excelRow!.getCell(headers.indexOf('Verschil') + 1).value).toBe(corrected.verschil);
    const list = workbook.getWorksheet('Controlelijst')!;
    expect((list.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Document',
      'Categorie',
      'Element',
      'Eenheid',
      'Waar gezocht',
      'Status',
    ]);

    const restored = await api(
      server,
      colleague,
      'POST',
      `/cao-scans/${scanId}/corrections/restore`,
      correctionOf('', 1),
    );
    expect(restored.status).toBe(404);
    const back = await api(server, owner, 'POST', `/cao-scans/${scanId}/corrections/restore`, {
      ...correctionOf('', 1),
      reason: 'Toch goed',
    });
    expect(back.status).toBe(201);
    expect(back.body).toMatchObject({
      action: 'restore',
      old_value: newValue,
      new_value: target.waarde_nieuw,
    });
    const row = await readRow();
    expect(row.waarde_nieuw).toBe(target.waarde_nieuw);
    expect(row.verschil).toBe(target.verschil);
    expect(row.client_correction).toBeNull();

    const trail = (await api(server, owner, 'GET', `/cao-scans/${scanId}/corrections`)).body
      .corrections as ValueCorrection[];
    expect(trail.map((change) => [change.action, change.author_name, change.new_value])).toEqual([
      ['correct', 'Eigenaar', '12,5%'],
      ['correct', 'Beheerder', newValue],
      ['restore', 'Eigenaar', target.waarde_nieuw],
    ]);
    expect(trail[0]!.reason).toBe('Eerste poging');
    const adminTrail = await api(server, platformAdmin, 'GET', `/admin/cao-scans/${scanId}/corrections`);
    expect(adminTrail.body.corrections).toHaveLength(3);
    expect(await balance()).toBe(before);
  });
});
