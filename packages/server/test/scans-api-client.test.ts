import { ApiError, createApiClient } from '@caoscan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer } from './harness';
import { readCorpus, startScanServer, waitFor } from './scans-helpers';
import { createOrganization, createSignedInUser, type TestUser } from './sign-in';

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

    const form = new FormData();
    form.set('cao_scan_id', scan.id);
    form.set('kind', 'client');
    form.set('cao_name', 'Cao Schoonmaak- en Glazenwassersbedrijf');
    form.set('file', new Blob([await readCorpus('cao-schoonmaak-fictief.docx')]), 'schoonmaak.docx');
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
