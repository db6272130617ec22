import fs from 'node:fs/promises';
import { CaoVersionChangesSchema } from '@caoscan/core';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPECTED_CHANGES } from '../../engine/fixtures/catalogue-versions/docs/groenwerk';
import { signInStaff, uploadCatalogueVersion, waitForVersionExtraction } from './catalogue-helpers';
import { startScanServer, waitFor } from './scans-helpers';
import { api, createOrganization, createSignedInUser, type TestUser } from './sign-in';

/**
 * 'Wat is er veranderd' (issue K) on the real server and database: a platform admin uploads two
 * versions of the fictional Cao Groenwerk (version 2: a raised wage table and a new home-working
 * allowance) and marks version 2 current; every signed-in account reads exactly those changes,
 * with citations in both versions, as JSON and as Excel, and no credit moves.
 */
const FIXTURES = new URL('../../engine/fixtures/catalogue-versions/', import.meta.url);
const readVersion = (version: 1 | 2) =>
  fs.readFile(new URL(`cao-groenwerk-v${version}-fictief.pdf`, FIXTURES));

describe('what changed between two versions of a catalogue cao', () => {
  let server: Awaited<ReturnType<typeof startScanServer>>;
  let admin: TestUser;
  let member: TestUser;
  let orgAdmin: TestUser;
  let caoId: string;
  let v1: string;
  let v2: string;

  beforeAll(async () => {
    server = await startScanServer();
    admin = await signInStaff(server, 'beheer@caoscan.test');
    const organizationId = await createOrganization(server, { credits: 3 });
    member = await createSignedInUser(server, organizationId, 'org_member', 'lid');
    orgAdmin = await createSignedInUser(server, organizationId, 'org_administrator', 'orgbeheer');
  });
  afterAll(() => server.close());

  it('lets a platform admin upload version 1 and 2 and mark version 2 current; members may not', async () => {
    const first = await uploadCatalogueVersion(
      server,
      admin,
      { name: 'Cao Groenwerk (fictief)', sector: 'Groen', label: 'versie 1' },
      await readVersion(1),
      'cao-groenwerk-v1-fictief.pdf',
    );
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    caoId = first.body.cao.id;
    v1 = first.body.version.id;
    expect((await waitForVersionExtraction(server, admin, v1)).extraction_status).toBe('completed');

    const bytes2 = await readVersion(2);
    // Neither a member nor an organisation admin may add a version or mark one current.
    for (const user of [member, orgAdmin]) {
      const refused = await uploadCatalogueVersion(
        server,
        user,
        { cao_id: caoId, label: 'x' },
        bytes2,
        'x.pdf',
      );
      expect(refused.status).toBe(403);
      expect((await api(server, user, 'PUT', `/admin/caos/versions/${v1}/current`)).status).toBe(403);
    }

    const second = await uploadCatalogueVersion(
      server,
      admin,
      { cao_id: caoId, label: 'versie 2' },
      bytes2,
      'cao-groenwerk-v2-fictief.pdf',
    );
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    v2 = second.body.version.id;
    expect((await waitForVersionExtraction(server, admin, v2)).extraction_status).toBe('completed');
    const marked = await api(server, admin, 'PUT', `/admin/caos/versions/${v2}/current`);
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body.cao.current_version_id).toBe(v2);
  }, 240_000);

  it('lists exactly the raised wage table and the new allowance, cited in both versions, for any member; no credit', async () => {
    const before = await api(server, member, 'GET', '/credits/balance');
    expect(before.status).toBe(200);

    const { status, body } = await api(server, member, 'GET', `/caos/versions/${v2}/changes`);
    expect(status, JSON.stringify(body)).toBe(200);
    const result = CaoVersionChangesSchema.parse(body);
    expect(result.cao).toEqual({ id: caoId, name: 'Cao Groenwerk (fictief)', sector: 'Groen' });
    expect(result.from).toMatchObject({ id: v1, label: 'versie 1', is_current: false });
    expect(result.to).toMatchObject({ id: v2, label: 'versie 2', is_current: true });
    expect(
      result.changes.map(({ element_key, kind, waarde_oud, waarde_nieuw, art_nr_nieuw }) => ({
        element_key,
        kind,
        waarde_oud,
        waarde_nieuw,
        art_nr: art_nr_nieuw,
      })),
    ).toEqual(EXPECTED_CHANGES);
    expect(result.summary).toEqual({ total: 3, gewijzigd: 2, nieuw: 1, vervallen: 0 });
    const [minimum, maximum, homeWorking] = result.changes;
    for (const wage of [minimum!, maximum!]) {
      expect(wage).toMatchObject({
        categorie: 'beloning',
        art_nr_oud: '4.2',
        paginas_oud: [2],
        paginas_nieuw: [2],
      });
    }
    expect(homeWorking).toMatchObject({
      categorie: 'vergoedingen',
      element: 'Thuiswerkvergoeding per dag',
      art_nr_oud: null,
      paginas_oud: [],
      outcome_oud: 'not_found',
      paginas_nieuw: [3],
    });

    // The same with the old version named, and read by an organisation admin.
    const named = await api(server, orgAdmin, 'GET', `/caos/versions/${v2}/changes?from=${v1}`);
    expect(named.status).toBe(200);
    expect(named.body.changes).toEqual(body.changes);

    // A cache emptied behind the catalogue's back: the request extracts nothing itself; it says so
    // in Dutch and sends the versions' jobs, which make the same list again.
    const { db } = server.database;
    const hashes = await db
      .selectFrom('catalogue_cao_versions')
      .select('sha256')
      .where('id', 'in', [v1, v2])
      .execute();
    await db
      .deleteFrom('extraction_cache')
      .where(
        'sha256',
        'in',
        hashes.map((row) => row.sha256),
      )
      .execute();
    const refused = await api(server, member, 'GET', `/caos/versions/${v2}/changes`);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toMatch(/worden opnieuw uitgelezen/);
    const again = await waitFor(async () => {
      const answer = await api(server, member, 'GET', `/caos/versions/${v2}/changes`);
      return answer.status === 200 ? answer : null;
    }, 120_000);
    expect(again.body.changes).toEqual(body.changes);

    const after = await api(server, member, 'GET', '/credits/balance');
    expect(after.body).toEqual(before.body);
  }, 180_000);

  it('exports the change list to Excel with those rows', async () => {
    const response = await fetch(`${server.url}/api/caos/versions/${v2}/changes.xlsx`, {
      headers: member.auth,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(response.headers.get('content-disposition')).toContain(
      'wat-is-er-veranderd-cao-groenwerk-fictief-versie-1-versie-2.xlsx',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet('Wat is er veranderd')!;
    expect(sheet.rowCount).toBe(1 + EXPECTED_CHANGES.length);
    expect(sheet.getRow(2).getCell(5).numFmt).toBe('"€ "#,##0.00" per maand"');
    const rows = [2, 3, 4].map((number) => (sheet.getRow(number).values as unknown[]).slice(1, 11));
    expect(rows).toEqual([
      [
        'Beloning',
        'Laagste schaal, minimum maandloon',
        'Gewijzigd',
        'euro per maand',
        2214.5,
        '4.2',
        '2',
        2292,
        '4.2',
        '2',
      ],
      [
        'Beloning',
        'Hoogste schaal, maximum maandloon',
        'Gewijzigd',
        'euro per maand',
        3586.9,
        '4.2',
        '2',
        3712.4,
        '4.2',
        '2',
      ],
      [
        'Vergoedingen',
        'Thuiswerkvergoeding per dag',
        'Nieuw',
        'euro per dag',
        'Niet gevonden — controleer handmatig',
        undefined,
        undefined,
        2.45,
        '7.3 lid 1',
        '3',
      ],
    ]);
  });

  it('answers in Dutch when versions cannot be compared', async () => {
    const expectError = async (path: string, status: number, detail: string | RegExp) => {
      const answer = await api(server, member, 'GET', path);
      expect(answer.status, path).toBe(status);
      expect(answer.body.detail, path).toMatch(detail);
    };
    await expectError(`/caos/versions/${v1}/changes`, 404, /geen eerdere versie/);
    await expectError('/caos/versions/niet-een-id/changes', 404, 'Deze versie staat niet in de catalogus.');
    await expectError(
      `/caos/versions/${v2}/changes?from=${v2}`,
      400,
      'Kies twee verschillende versies om te vergelijken.',
    );
    await expectError(`/caos/versions/${v2}/changes?from=onzin`, 400, /staat niet in de catalogus/);
    await expectError(
      `/caos/versions/${v2}/changes?from=00000000-0000-4000-8000-000000000000`,
      404,
      /staat niet in de catalogus/,
    );

    // A version of another cao.
    const other = await uploadCatalogueVersion(
      server,
      admin,
      { name: 'Andere cao (fictief)', sector: 'Groen', label: 'eerste' },
      await fs.readFile(new URL('../../engine/corpus/cao-metaal-fictief.pdf', import.meta.url)),
      'andere.pdf',
    );
    expect(other.status).toBe(201);
    await expectError(`/caos/versions/${v2}/changes?from=${other.body.version.id}`, 400, /dezelfde cao/);

    // A version still being read: 409 until its extraction is done.
    await waitForVersionExtraction(server, admin, other.body.version.id);
    const { db } = server.database;
    await db
      .updateTable('catalogue_cao_versions')
      .set({ extraction_status: 'in_progress' })
      .where('id', '=', v1)
      .execute();
    await expectError(`/caos/versions/${v2}/changes`, 409, /"versie 1" is nog niet uitgelezen/);
    const excel = await fetch(`${server.url}/api/caos/versions/${v2}/changes.xlsx`, { headers: member.auth });
    expect(excel.status).toBe(409);
    await db
      .updateTable('catalogue_cao_versions')
      .set({ extraction_status: 'completed' })
      .where('id', '=', v1)
      .execute();

    // Anonymous callers are refused.
    expect((await api(server, null, 'GET', `/caos/versions/${v2}/changes`)).status).toBe(401);
    expect((await fetch(`${server.url}/api/caos/versions/${v2}/changes.xlsx`)).status).toBe(401);
  }, 120_000);
});
