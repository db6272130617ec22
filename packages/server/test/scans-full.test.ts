import type { ComparisonResult } from '@caoscan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer } from './harness';
import { readCorpus, startScanServer, uploadFile, waitFor } from './scans-helpers';
import { api, createOrganization, createSignedInUser, type TestUser } from './sign-in';

/**
 * The core scenario end to end, through the API with the real engine: the agency cao (the ABU
 * answer, i.e. the bundled fictional uitzendcao) against the metal cao of a client (corpus pairs.json).
 */
describe('a full scan: uitzend vs metaal', () => {
  let server: TestServer & { dataDir: string };
  let user: TestUser;
  /** The first test's completed scan, read again by the test of results stored before outcomes. */
  let completedScanId = '';

  beforeAll(async () => {
    server = await startScanServer();
    user = await createSignedInUser(
      server,
      await createOrganization(server, { credits: 2 }),
      'org_administrator',
      'planner',
    );
  });
  afterAll(() => server.close());

  async function runWizard(name: string, current: 'abu' | Buffer) {
    const { body: scan } = await api(server, user, 'POST', '/cao-scans', {
      name,
      description: 'Kernscenario',
    });
    await api(server, user, 'POST', `/cao-scans/${scan.id}/advance-step`, { new_step: 2 });
    const client = await uploadFile(
      server,
      user,
      scan.id,
      await readCorpus('cao-metaal-fictief.pdf'),
      'cao-metaal-fictief.pdf',
      {
        kind: 'client',
        cao_name: 'Cao Metaal en Techniek (Metaalbewerkingsbedrijf)',
        sector: 'Metaal en techniek',
      },
    );
    expect(client.status).toBe(201);
    let currentFileId: string | null = null;
    if (current !== 'abu') {
      const uploaded = await uploadFile(server, user, scan.id, current, 'cao-uitzend.pdf', {
        kind: 'current',
      });
      expect(uploaded.status).toBe(201);
      currentFileId = String(uploaded.body.file_id);
    }
    const selection = {
      is_abu_cao: current === 'abu',
      current_cao_file_id: currentFileId,
      current_cao_name: current === 'abu' ? null : 'Cao voor Uitzendkrachten (eigen upload)',
      current_cao_sector: current === 'abu' ? null : 'Uitzendbranche',
      client_cao_file_id: String(client.body.file_id),
      client_cao_name: 'Cao Metaal en Techniek (Metaalbewerkingsbedrijf)',
      client_cao_sector: 'Metaal en techniek',
    };
    expect((await api(server, user, 'PUT', `/cao-scans/${scan.id}/cao-selection`, selection)).status).toBe(
      200,
    );
    await api(server, user, 'POST', `/cao-scans/${scan.id}/advance-step`, { new_step: 3 });
    const started = await api(server, user, 'POST', `/cao-scans/${scan.id}/start-comparison`, selection);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body.scan.status).toBe('processing');
    const progress = await waitFor(
      async () => {
        const { body } = await api(server, user, 'GET', `/cao-scans/${scan.id}/section-tasks`);
        return body.overall_status === 'completed' || body.overall_status === 'failed' ? body : null;
      },
      180_000,
      500,
    );
    return { scanId: scan.id as string, progress };
  }

  it('ends completed with 48 tasks, cited results, an Excel file and one credit used', async () => {
    const started = Date.now();
    const { scanId, progress } = await runWizard('Uitzend vs metaal', 'abu');
    completedScanId = scanId;
    console.log(`full scan (ABU vs metaal) took ${Date.now() - started} ms`);
    expect(
      progress.overall_status,
      JSON.stringify(progress.sections.filter((s: { status: string }) => s.status !== 'completed')),
    ).toBe('completed');
    expect(progress.progress).toEqual({ percentage: 100, completed: 48, total: 48 });
    expect(progress.sections).toHaveLength(48);
    for (const type of ['extraction_current', 'extraction_client', 'comparison']) {
      expect(progress.sections.filter((s: { task_type: string }) => s.task_type === type)).toHaveLength(16);
    }

    const scan = await api(server, user, 'GET', `/cao-scans/${scanId}`);
    expect(scan.body).toMatchObject({ status: 'completed', current_step: 4, error_message: null });

    const { body: status } = await api(server, user, 'GET', `/cao-scans/${scanId}/comparison/status`);
    expect(status.status).toBe('completed');
    const { body: plain } = await api(server, user, 'GET', `/cao-scans/${scanId}/comparison/results`);
    expect(plain.results.length).toBeGreaterThan(40);
    expect(status.results).toEqual(plain.results);
    expect(plain.results[0].categorie).toBe('beloning');
    const cited = plain.results.filter((r: { art_nr_nieuw: string | null }) => r.art_nr_nieuw);
    expect(cited.length).toBeGreaterThan(10);
    expect(plain.results.some((r: { is_inlenersbeloning: boolean }) => r.is_inlenersbeloning)).toBe(true);

    const { body: detailed } = await api(
      server,
      user,
      'GET',
      `/cao-scans/${scanId}/comparison/results-with-details`,
    );
    expect(detailed.results).toHaveLength(plain.results.length);
    const row = detailed.results.find(
      (r: { element_key: string; categorie: string }) =>
        r.categorie === 'beloning' && r.element_key === 'laagste_schaal_minimum',
    );
    expect(row.waarde_nieuw).toContain('2.448,60'); // gold: metaal A minimum, artikel 4.2, p. 11
    expect(row.art_nr_nieuw).toContain('4.2');
    expect(row.client_extraction_details).toMatchObject({
      section_name: 'beloning',
      section_display_name: 'Beloning',
      task_type: 'extraction_client',
    });
    const field = row.client_extraction_details.extraction_data.laagste_schaal_minimum;
    expect(field.value).toBe(2448.6);
    expect(field.source.artikel_nummers).toEqual(['4.2']);
    expect(field.source.pagina_nummers).toContain(11);
    expect(field.source.tekst_fragment).toBeTruthy();
    expect(row.current_extraction_details.task_type).toBe('extraction_current');

    // Three outcomes per side: the agency cao leaves the wage to the hirer's cao (not regulated, cited),
    // the client prints it (found), and what neither engine pass found is to be checked by hand.
    expect(row).toMatchObject({ current_outcome: 'not_regulated', client_outcome: 'found' });
    expect(row.art_nr_huidig).toContain('26');
    expect(field.outcome).toBe('found');
    const results = plain.results as ComparisonResult[];
    const outcomes = new Set(results.flatMap((r) => [r.current_outcome, r.client_outcome]));
    expect([...outcomes].sort()).toEqual(['found', 'not_found', 'not_regulated']);
    for (const r of results.filter(
      (r) => r.current_outcome === 'not_found' || r.client_outcome === 'not_found',
    )) {
      expect(r.verschil).toMatch(/— controleer handmatig$/);
      expect(r.favourable).toBe('unknown');
    }

    const excel = await fetch(`${server.url}/api/cao-scans/${scanId}/export-excel`, { headers: user.auth });
    expect(excel.status).toBe(200);
    expect(excel.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(excel.headers.get('content-disposition')).toMatch(
      /^attachment; filename="cao-vergelijking-uitzend-vs-metaal-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const bytes = Buffer.from(await excel.arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect(bytes.includes(Buffer.from('xl/workbook.xml'))).toBe(true);

    const balance = await api(server, user, 'GET', '/credits/balance');
    expect(balance.body).toEqual({ current_balance: 1, total_purchased: 2, total_used: 1 });
    const history = await api(server, user, 'GET', '/credits/history?transaction_type=usage');
    expect(history.body.transactions).toEqual([
      expect.objectContaining({ credits_amount: -1, scan_id: scanId }),
    ]);
  });

  it('reads results stored before outcomes existed: a null is not found, to be checked by hand', async () => {
    const { db } = server.database;
    const tasks = await db
      .selectFrom('scan_section_tasks')
      .select(['id', 'task_type', 'result'])
      .where('scan_id', '=', completedScanId)
      .execute();
    type Stored = Record<string, unknown> & { outcome?: unknown };
    const strip = ({ outcome: _outcome, ...rest }: Stored) => rest;
    for (const task of tasks) {
      const result = (typeof task.result === 'string' ? JSON.parse(task.result) : task.result) as {
        values?: Record<string, Stored>;
        rows?: (Stored & { current: Stored | null; client: Stored | null })[];
      };
      const legacy = result.values
        ? { values: Object.fromEntries(Object.entries(result.values).map(([k, e]) => [k, strip(e)])) }
        : {
            version: 1,
            rows: result.rows!.map(({ current_outcome: _c, client_outcome: _k, ...row }) => ({
              ...row,
              current: row.current && strip(row.current),
              client: row.client && strip(row.client),
            })),
          };
      // Every writer of a task's result sets updated_at: the results routes cache a task's parsed
      // result per version (scans/completed-tasks.ts), as an older server's row would be new to them.
      await db
        .updateTable('scan_section_tasks')
        .set({ result: JSON.stringify(legacy), updated_at: new Date(Date.now() + 1000) })
        .where('id', '=', task.id)
        .execute();
    }
    const { body } = await api(
      server,
      user,
      'GET',
      `/cao-scans/${completedScanId}/comparison/results-with-details`,
    );
    const wage = body.results.find(
      (r: ComparisonResult) => r.categorie === 'beloning' && r.element_key === 'laagste_schaal_minimum',
    );
    expect(wage).toMatchObject({
      current_outcome: 'not_found',
      client_outcome: 'found',
      verschil: 'Niet gevonden in huidige cao — controleer handmatig',
    });
    expect(wage.current_extraction_details.extraction_data.laagste_schaal_minimum.outcome).toBe('not_found');
    expect(wage.client_extraction_details.extraction_data.laagste_schaal_minimum.outcome).toBe('found');
    const excel = await fetch(`${server.url}/api/cao-scans/${completedScanId}/export-excel`, {
      headers: user.auth,
    });
    expect(excel.status).toBe(200);
  });

  it('reads the agency cao once: a second scan on the same document takes its extraction from the cache', async () => {
    const cachedBefore = await server.database.db.selectFrom('extraction_cache').selectAll().execute();
    const { progress } = await runWizard(
      'Eigen upload van de uitzendcao',
      await readCorpus('cao-uitzend-fictief.pdf'),
    );
    expect(progress.overall_status).toBe('completed');
    const cachedAfter = await server.database.db.selectFrom('extraction_cache').selectAll().execute();
    // Same bytes as the bundled ABU document and the same client cao: nothing new was extracted.
    expect(cachedAfter.length).toBe(cachedBefore.length);
    expect((await api(server, user, 'GET', '/credits/balance')).body.current_balance).toBe(0);
  });
});
