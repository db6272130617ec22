import { ApiError, createApiClient, createAdminApiClient, createUploadForm } from '@caoscan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer } from './harness';
import { readCorpus, startScanServer, waitFor } from './scans-helpers';
import { createOrganization, createSignedInUser, signIn, type TestUser } from './sign-in';

/** The typed API client of @caoscan/core against the real server: every answer parses with its schema. */
describe('the core API client on the scan routes', () => {
  let server: TestServer & { dataDir: string };
  let user: TestUser;
  let client: ReturnType<typeof createApiClient>;

  beforeAll(async () => {
    server = await startScanServer();
    user = await createSignedInUser(
      server,
      await createOrganization(server, { credits: 1 }),
      'org_administrator',
      'klant',
    );
    client = createApiClient({ baseUrl: `${server.url}/api`, getAccessToken: () => user.token });
  });
  afterAll(() => server.close());

  it('walks the wizard, runs the comparison and downloads the Excel file', async () => {
    const scan = await client.createScan({ name: 'Via de client', description: null });
    expect((await client.listScans()).scans.map((s) => s.id)).toContain(scan.id);
    expect((await client.advanceStep(scan.id, 2)).current_step).toBe(2);
    expect((await client.getCaoOverview()).caos.length).toBeGreaterThan(30);

    // The same form the customer app sends with XMLHttpRequest (for its progress bar).
    const form = createUploadForm({
      file: new Blob([await readCorpus('cao-schoonmaak-fictief.docx')]),
      fileName: 'schoonmaak.docx',
      scanId: scan.id,
      kind: 'client',
      caoName: 'Cao Schoonmaak- en Glazenwassersbedrijf',
    });
    const uploaded = await client.uploadFile(form);
    expect(uploaded).toMatchObject({ format: 'docx', kind: 'client' });

    const selection = {
      is_abu_cao: true,
      client_cao_file_id: uploaded.file_id,
      client_cao_name: 'Cao Schoonmaak- en Glazenwassersbedrijf',
      client_cao_sector: 'Schoonmaak en facilitair',
    };
    await client.saveCaoSelection(scan.id, selection);
    await client.advanceStep(scan.id, 3);
    expect((await client.startComparison(scan.id, selection)).scan.status).toBe('processing');
    const progress = await waitFor(
      async () => {
        const p = await client.getSectionTasks(scan.id);
        return p.overall_status === 'processing' ? null : p;
      },
      120_000,
      300,
    );
    expect(progress.overall_status).toBe('completed');

    const status = await client.getComparisonStatus(scan.id);
    expect(status.status).toBe('completed');
    expect((await client.getComparisonResults(scan.id)).results).toEqual(status.results);
    const detailed = await client.getDetailedComparisonResults(scan.id);
    expect(detailed.results.some((row) => row.client_extraction_details !== null)).toBe(true);

    const excel = await client.exportScanExcel(scan.id);
    expect(excel.filename).toMatch(/^cao-vergelijking-via-de-client-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(excel.blob.size).toBeGreaterThan(5000);

    expect(await client.getCreditBalance()).toEqual({
      current_balance: 0,
      total_purchased: 1,
      total_used: 1,
    });
    expect((await client.getCreditHistory({ transaction_type: 'usage' })).total_count).toBe(1);

    // The platform admin's read-only calls on the same scan.
    const adminToken = await signIn(server, 'beheer@caoscan.test');
    const admin = createAdminApiClient({ baseUrl: `${server.url}/api`, getAccessToken: () => adminToken });
    const adminList = await admin.listAdminScans({ limit: 5 });
    expect(adminList.pagination).toMatchObject({ limit: 5, offset: 0 });
    expect(adminList.scans.map((s) => s.id)).toContain(scan.id);
    expect(await admin.getAdminScan(scan.id)).toMatchObject({ id: scan.id, status: 'completed' });
    expect((await admin.getAdminComparisonResults(scan.id)).results).toEqual(status.results);
    expect((await admin.getAdminDetailedComparisonResults(scan.id)).results).toHaveLength(
      detailed.results.length,
    );
    const adminExcel = await admin.exportAdminScanExcel(scan.id);
    expect(adminExcel.filename).toBe(excel.filename);
    // A customer is no platform admin, whichever client it calls with.
    const asCustomer = createAdminApiClient({
      baseUrl: `${server.url}/api`,
      getAccessToken: () => user.token,
    });
    expect(await asCustomer.listAdminScans().catch((e: unknown) => (e as ApiError).status)).toBe(403);
  });

  it('edits and deletes a scan, reads the profile and the roles, and sets the share setting', async () => {
    const me = await client.getMe();
    expect(me.profile.email).toBe(user.email);
    expect(me.roles).toEqual(['org_administrator']);
    expect((await client.listRoles()).map((role) => role.name)).toEqual(
      expect.arrayContaining(['org_administrator', 'org_member']),
    );

    const before = await client.getShareSetting();
    expect(before.organization_id).toBe(user.organizationId);
    const after = await client.updateShareSetting({
      share_scans_with_organization: !before.share_scans_with_organization,
    });
    expect(after.share_scans_with_organization).toBe(!before.share_scans_with_organization);
    expect((await client.getShareSetting()).share_scans_with_organization).toBe(
      after.share_scans_with_organization,
    );

    const [existing] = (await client.listScans({ limit: 1 })).scans;
    const renamed = await client.updateScan(existing!.id, { name: '  Nieuwe naam  ' });
    expect(renamed.name).toBe('Nieuwe naam');
    expect((await client.getScan(existing!.id)).name).toBe('Nieuwe naam');
    expect(await client.deleteScan(existing!.id)).toMatchObject({ success: true });
    const gone = await client.getScan(existing!.id).catch((e: unknown) => e);
    expect((gone as ApiError).status).toBe(404);
  });

  it('reports refusals with the server’s detail', async () => {
    const error = await client.createScan({ name: 'Zonder tegoed' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(402);
    expect((error as ApiError).message).toBe(
      'Onvoldoende credits om de scan te starten. Koop meer credits om door te gaan.',
    );
  });
});
