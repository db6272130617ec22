import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer } from './harness';
import { readCorpus, startScanServer, uploadFile, waitFor } from './scans-helpers';
import { api, createOrganization, createSignedInUser, type TestUser } from './sign-in';

interface Section {
  id: string;
  task_type: string;
  status: string;
  error_message: string | null;
  completed_at: string | null;
}

/**
 * Failure and restart with the real engine: the client's stored document goes bad after upload
 * and the text its upload read is gone (a new reader version reads documents again), so its 16
 * readings and so its 16 comparisons fail, the scan fails and costs nothing; once it is
 * whole again, 'Herstart' re-runs exactly the failed tasks and the scan completes for one credit.
 */
describe('a failed scan, restarted', () => {
  let server: TestServer & { dataDir: string };
  let user: TestUser;
  let scanId: string;
  let storedPath: string;
  let selection: Record<string, unknown>;

  beforeAll(async () => {
    server = await startScanServer();
    user = await createSignedInUser(
      server,
      await createOrganization(server, { credits: 1 }),
      'org_administrator',
      'herstel',
    );
    scanId = (await api(server, user, 'POST', '/cao-scans', { name: 'Herstart mij' })).body.id;
    const client = await uploadFile(
      server,
      user,
      scanId,
      await readCorpus('cao-retail-fictief.pdf'),
      'retail.pdf',
      {
        kind: 'client',
      },
    );
    storedPath = path.join(server.dataDir, String(client.body.storage_path));
    selection = {
      is_abu_cao: true,
      client_cao_file_id: client.body.file_id,
      client_cao_name: 'Cao Retail Non-Food',
    };
  });
  afterAll(() => server.close());

  const progressOf = async () => (await api(server, user, 'GET', `/cao-scans/${scanId}/section-tasks`)).body;
  const settle = () =>
    waitFor(
      async () => {
        const progress = await progressOf();
        return progress.overall_status === 'processing' ? null : progress;
      },
      120_000,
      300,
    );
  const balance = async () => (await api(server, user, 'GET', '/credits/balance')).body.current_balance;

  it('fails, free of charge, when a document cannot be read', async () => {
    const original = await fs.readFile(storedPath);
    await fs.writeFile(storedPath, original.subarray(0, 20_000)); // storage damaged after the upload check
    await server.database.db.deleteFrom('document_texts').execute(); // and its text must be read again
    expect((await api(server, user, 'POST', `/cao-scans/${scanId}/start-comparison`, selection)).status).toBe(
      202,
    );
    const again = await api(server, user, 'POST', `/cao-scans/${scanId}/start-comparison`, selection);
    if (again.status !== 202) expect(again.body.detail).toBe('De vergelijking van deze scan loopt al.');
    const progress = await settle();
    await fs.writeFile(storedPath, original);

    expect(progress.overall_status).toBe('failed');
    const sections = progress.sections as Section[];
    const byType = (type: string, status: string) =>
      sections.filter((s) => s.task_type === type && s.status === status).length;
    expect(byType('extraction_current', 'completed')).toBe(16);
    expect(byType('extraction_client', 'failed')).toBe(16);
    expect(byType('comparison', 'failed')).toBe(16);
    expect(sections.find((s) => s.task_type === 'extraction_client')?.error_message).toMatch(
      /^De PDF is beschadigd/,
    );
    expect(sections.find((s) => s.task_type === 'comparison')?.error_message).toMatch(
      /^Vergelijking niet mogelijk/,
    );

    const { body: scan } = await api(server, user, 'GET', `/cao-scans/${scanId}`);
    expect(scan.status).toBe('failed');
    expect(scan.error_message).toMatch(/32 van de 48 onderdelen zijn mislukt/);
    expect(await balance()).toBe(1);
    expect((await api(server, user, 'GET', `/cao-scans/${scanId}/comparison/results`)).status).toBe(409);
    expect((await api(server, user, 'GET', `/cao-scans/${scanId}/export-excel`)).status).toBe(409);
    const status = await api(server, user, 'GET', `/cao-scans/${scanId}/comparison/status`);
    expect(status.body).toMatchObject({ status: 'failed', results: null });
  });

  it('restarts only what failed, completes, and debits one credit', async () => {
    const before = (await progressOf()).sections as Section[];
    const kept = new Map(before.filter((s) => s.status === 'completed').map((s) => [s.id, s.completed_at]));
    expect((await api(server, user, 'POST', `/cao-scans/${scanId}/start-comparison`, selection)).status).toBe(
      202,
    );
    const progress = await settle();
    expect(progress.overall_status).toBe('completed');
    expect(progress.progress.completed).toBe(48);
    for (const section of progress.sections as Section[]) {
      if (kept.has(section.id)) expect(section.completed_at).toBe(kept.get(section.id)); // not redone
    }
    expect(await balance()).toBe(0);
    const again = await api(server, user, 'POST', `/cao-scans/${scanId}/start-comparison`, selection);
    expect(again).toMatchObject({ status: 409, body: { detail: 'Deze scan is al voltooid.' } });
    const reselect = await api(server, user, 'PUT', `/cao-scans/${scanId}/cao-selection`, selection);
    expect(reselect.status).toBe(409); // the results stay tied to the documents they came from
  });

  it('will not start a comparison without a credit', async () => {
    const { body: scan } = await api(server, user, 'POST', '/cao-scans', { name: 'Te laat' });
    expect(scan.detail).toBe('Onvoldoende credits om de scan te starten. Koop meer credits om door te gaan.');
  });
});
