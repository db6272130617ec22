import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describeOcrQueue } from '@caoscan/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRepeatedScan } from '../../engine/src/text/ocr/testing/make-image-only-pdf';
import { contentKey } from '../src/storage/storage';
import { type TestServer } from './harness';
import { readCorpus, startScanServer, uploadFile, waitFor } from './scans-helpers';
import { api, createOrganization, createSignedInUser, type TestUser } from './sign-in';

/**
 * A document is read once: the upload reads it (OCR included) and keeps its text, the scan reuses
 * it. And one organisation's scanned upload cannot hold up another's: OCR is capped per document,
 * shared between organisations, and stops when its client goes away.
 */
const scanFixture = () =>
  fs.readFile(new URL('../../engine/src/text/ocr/fixtures/scan-loongebouw.pdf', import.meta.url));

const ownOcrDirs = async () =>
  (await fs.readdir(os.tmpdir())).filter((name) => name.startsWith(`caoscan-ocr-${process.pid}-`));

async function ocrProcesses(): Promise<string[]> {
  const { stdout } = await promisify(execFile)('ps', ['-o', 'comm=', '--ppid', String(process.pid)]).catch(
    () => ({ stdout: '' }),
  );
  return stdout.split('\n').filter((name) => /tesseract|pdftoppm|pdfimages/.test(name));
}

describe('documents are read once, and OCR is shared fairly', () => {
  let server: TestServer & { dataDir: string };
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    server = await startScanServer();
    alice = await createSignedInUser(
      server,
      await createOrganization(server, { credits: 2 }),
      'org_member',
      'a',
    );
    bob = await createSignedInUser(
      server,
      await createOrganization(server, { credits: 2 }),
      'org_member',
      'b',
    );
  });
  afterAll(() => server.close());

  const newScan = async (user: TestUser) =>
    String((await api(server, user, 'POST', '/cao-scans', { name: 'Eenmaal lezen' })).body.id);

  it('keeps the text the upload read, so the scan does not read the document again', async () => {
    const scanId = await newScan(alice);
    await api(server, alice, 'POST', `/cao-scans/${scanId}/advance-step`, { new_step: 2 });
    const client = await uploadFile(
      server,
      alice,
      scanId,
      await readCorpus('cao-metaal-fictief.pdf'),
      'metaal.pdf',
      {
        kind: 'client',
      },
    );
    expect(client.status).toBe(201);
    const sha256 = String(client.body.sha256);
    const kept = await server.database.db
      .selectFrom('document_texts')
      .select('reader_version')
      .where('sha256', '=', sha256)
      .execute();
    expect(kept).toHaveLength(1);
    // Were the scan to read the stored bytes again, it would find an empty file and fail.
    await fs.writeFile(path.join(server.dataDir, contentKey(sha256)), '');

    const selection = {
      is_abu_cao: true,
      current_cao_file_id: null,
      current_cao_name: null,
      current_cao_sector: null,
      client_cao_file_id: String(client.body.file_id),
      client_cao_name: 'Cao Metaal en Techniek',
      client_cao_sector: 'Metaal en techniek',
    };
    expect((await api(server, alice, 'PUT', `/cao-scans/${scanId}/cao-selection`, selection)).status).toBe(
      200,
    );
    await api(server, alice, 'POST', `/cao-scans/${scanId}/advance-step`, { new_step: 3 });
    const started = await api(server, alice, 'POST', `/cao-scans/${scanId}/start-comparison`, selection);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const progress = await waitFor(
      async () => {
        const { body } = await api(server, alice, 'GET', `/cao-scans/${scanId}/section-tasks`);
        return body.overall_status === 'completed' || body.overall_status === 'failed' ? body : null;
      },
      180_000,
      500,
    );
    expect(progress.overall_status).toBe('completed');
    const results = await api(server, alice, 'GET', `/cao-scans/${scanId}/comparison/results`);
    expect(results.status).toBe(200);
    // The client's values come from the text kept at upload.
    expect(
      (results.body.results as { waarde_nieuw: string | null }[]).filter((row) => row.waarde_nieuw !== null)
        .length,
    ).toBeGreaterThan(10);
  });

  it('refuses a scan with more pages to recognise than OCR reads per document, in Dutch', async () => {
    const answer = await uploadFile(
      server,
      alice,
      await newScan(alice),
      await makeRepeatedScan(300),
      'scan.pdf',
    );
    expect(answer.status).toBe(422);
    expect(answer.body.detail).toMatch(
      /^Deze PDF heeft 300 gescande pagina’s zonder tekstlaag; tekstherkenning \(OCR\) leest er hoogstens 200 per document\./,
    );
    expect(await ownOcrDirs()).toEqual([]);
  });

  it('reads another organisation’s small scan while a long one runs, and stops the long one when its client leaves', async () => {
    const aliceScan = await newScan(alice);
    const bobScan = await newScan(bob);
    const form = new FormData();
    form.set('cao_scan_id', aliceScan);
    form.set('file', new Blob([await makeRepeatedScan(150)]), 'lang.pdf');
    // Plain node:http, so leaving is one closed socket (fetch's pool would open a spare one).
    const encoded = new Response(form);
    const long = http.request(`${server.url}/api/files/upload`, {
      method: 'POST',
      headers: { ...alice.auth, 'content-type': encoded.headers.get('content-type') ?? '' },
    });
    const ended = new Promise((resolve) => long.on('close', resolve));
    long.on('error', () => undefined);
    long.end(Buffer.from(await encoded.arrayBuffer()));
    await waitFor(
      async () => Object.values(describeOcrQueue().waiting).some((pages) => pages > 100),
      60_000,
      50,
    );

    const small = await uploadFile(server, bob, bobScan, await scanFixture(), 'scan.pdf', { kind: 'client' });
    expect(small.status, JSON.stringify(small.body)).toBe(201);
    expect(small.body.page_count).toBe(1);
    // Alice's scan still has most of its pages to go: Bob did not wait for them.
    expect(Math.max(...Object.values(describeOcrQueue().waiting))).toBeGreaterThan(50);

    long.destroy();
    await ended;
    // Her OCR stops: processes killed, queue empty, the copy of her document removed, nothing stored.
    await waitFor(
      async () => (await ocrProcesses()).length === 0 && (await ownOcrDirs()).length === 0,
      20_000,
      100,
    );
    expect(describeOcrQueue()).toEqual({ running: 0, waiting: {} });
    const stored = await server.database.db
      .selectFrom('stored_files')
      .select('id')
      .where('cao_scan_id', '=', aliceScan)
      .execute();
    expect(stored).toEqual([]);
  });
});
