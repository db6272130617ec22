import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleOrphanedUploads } from '../src/files/delete-scan-files';
import { createLocalStorage } from '../src/storage/local-storage';
import { type TestServer } from './harness';
import { readCorpus, startScanServer, uploadFile } from './scans-helpers';
import { api, createOrganization, createSignedInUser, type TestUser } from './sign-in';

/** POST /api/files/upload without a scan, as 'Bestanden beheren' sends it. */
async function uploadToStore(server: TestServer, user: TestUser, bytes: Uint8Array, filename: string) {
  const form = new FormData();
  form.set('file', new Blob([bytes]), filename);
  const response = await fetch(`${server.url}/api/files/upload`, {
    method: 'POST',
    headers: user.auth,
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

/**
 * The organisation's file store: files uploaded outside a scan are kept, listed, chosen by a scan
 * (by reference, stored once), deleted only when no scan uses them, and unknown to others (404).
 */
describe('the organisation file store', () => {
  let server: TestServer & { dataDir: string };
  let owner: TestUser;
  let colleague: TestUser;
  let stranger: TestUser;
  let stored: { file_id: string; storage_path: string; sha256: string };

  beforeAll(async () => {
    server = await startScanServer();
    const organizationId = await createOrganization(server, { credits: 3 });
    owner = await createSignedInUser(server, organizationId, 'org_member', 'eigenaar');
    colleague = await createSignedInUser(server, organizationId, 'org_member', 'collega');
    stranger = await createSignedInUser(server, await createOrganization(server), 'org_member', 'ander');
  });
  afterAll(() => server.close());

  const db = () => server.database.db;
  const onDisk = (key: string) =>
    fs.access(path.join(server.dataDir, key)).then(
      () => true,
      () => false,
    );

  it('stores an upload without a scan, with the same checks, and lists it', async () => {
    const answer = await uploadToStore(
      server,
      owner,
      await readCorpus('cao-metaal-fictief.pdf'),
      'metaal.pdf',
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    stored = answer.body as typeof stored;
    const row = await db()
      .selectFrom('stored_files')
      .selectAll()
      .where('id', '=', stored.file_id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ cao_scan_id: null, in_library: true, format: 'pdf' });
    // Its text is read once and kept by content hash, for the scans that choose it.
    const texts = await db()
      .selectFrom('document_texts')
      .select('sha256')
      .where('sha256', '=', stored.sha256)
      .execute();
    expect(texts).toHaveLength(1);

    const list = await api(server, owner, 'GET', '/files');
    expect(list.body.files).toEqual([
      expect.objectContaining({
        id: stored.file_id,
        original_filename: 'metaal.pdf',
        uploaded_by: 'eigenaar',
      }),
    ]);

    const refused = await uploadToStore(server, owner, new Uint8Array([0, 1, 2, 0, 255]), 'setup.bin');
    expect(refused.status).toBe(415);
    expect(refused.body.detail).toMatch(/^File type \.bin is not supported/);
  });

  it('keeps it at start, where uploads whose scan is gone are settled', async () => {
    await settleOrphanedUploads(db(), createLocalStorage(server.dataDir), { error: () => undefined });
    expect(
      await db().selectFrom('stored_files').select('id').where('id', '=', stored.file_id).executeTakeFirst(),
    ).toBeTruthy();
    expect(await onDisk(stored.storage_path)).toBe(true);
  });

  it('is chosen by a new scan by reference, without a second copy', async () => {
    const scan = (await api(server, owner, 'POST', '/cao-scans', { name: 'Met bestaand bestand' })).body.id;
    const before = (await db().selectFrom('stored_files').select('id').execute()).length;
    const selection = await api(server, owner, 'PUT', `/cao-scans/${scan}/cao-selection`, {
      is_abu_cao: true,
      client_cao_file_id: stored.file_id,
      client_cao_name: 'Cao Metaal',
    });
    expect(selection.status, JSON.stringify(selection.body)).toBe(200);
    const view = await api(server, owner, 'GET', `/cao-scans/${scan}`);
    expect(view.body).toMatchObject({
      client_cao_file_id: stored.file_id,
      client_cao_filename: 'metaal.pdf',
    });
    expect((await db().selectFrom('stored_files').select('id').execute()).length).toBe(before);

    // Used by a scan: the file cannot be deleted, and deleting the scan leaves the file as it was.
    const refused = await api(server, owner, 'DELETE', `/files/${stored.file_id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toMatch(/wordt nog gebruikt door een scan/);
    expect((await api(server, owner, 'DELETE', `/cao-scans/${scan}`)).status).toBe(200);
    expect(await onDisk(stored.storage_path)).toBe(true);
    expect((await api(server, owner, 'GET', '/files')).body.files).toHaveLength(1);
  });

  it('is unknown to another organisation (404) and hidden from colleagues while scans are private', async () => {
    expect((await api(server, stranger, 'GET', '/files')).body.files).toEqual([]);
    const theirScan = (await api(server, stranger, 'POST', '/cao-scans', { name: 'Elders' })).body.id;
    const selection = await api(server, stranger, 'PUT', `/cao-scans/${theirScan}/cao-selection`, {
      is_abu_cao: true,
      client_cao_file_id: stored.file_id,
      client_cao_name: 'Cao Metaal',
    });
    expect(selection.status).toBe(404);
    expect((await api(server, stranger, 'DELETE', `/files/${stored.file_id}`)).status).toBe(404);
    expect((await api(server, colleague, 'DELETE', `/files/${stored.file_id}`)).status).toBe(404);
    // A colleague who learns the id cannot put the private file into a scan of their own either.
    const colleagueScan = (await api(server, colleague, 'POST', '/cao-scans', { name: 'Collega' })).body.id;
    const borrowed = await api(server, colleague, 'PUT', `/cao-scans/${colleagueScan}/cao-selection`, {
      is_abu_cao: true,
      client_cao_file_id: stored.file_id,
      client_cao_name: 'Cao Metaal',
    });
    expect(borrowed.status).toBe(404);
    expect((await api(server, owner, 'DELETE', '/files/geen-uuid')).status).toBe(404);
    // Nor can a stranger upload into the owner's scan.
    const ownScan = (await api(server, owner, 'POST', '/cao-scans', { name: 'Eigen' })).body.id;
    const intrusion = await uploadFile(
      server,
      stranger,
      ownScan,
      await readCorpus('bad/cao-fragment.txt'),
      'x.txt',
    );
    expect(intrusion.status).toBe(404);
  });

  it('is deleted with its content once no scan uses it', async () => {
    const answer = await api(server, owner, 'DELETE', `/files/${stored.file_id}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await api(server, owner, 'GET', '/files')).body.files).toEqual([]);
    expect(await onDisk(stored.storage_path)).toBe(false);
  });
});
