import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleOrphanedUploads } from '../src/files/delete-scan-files';
import { createLocalStorage } from '../src/storage/local-storage';
import { type TestServer } from './harness';
import { startScanServer, uploadFile } from './scans-helpers';
import { api, createOrganization, createSignedInUser, type TestUser } from './sign-in';

const textCao = (variant: string) =>
  Buffer.from(`Artikel 1 Werkingssfeer\nDeze cao (${variant}) geldt voor iedereen in de sector.\n`);

/** Deleting a scan deletes its documents; content others still use stays (docs/decisions/0004). */
describe('deleting a scan and its documents', () => {
  let server: TestServer & { dataDir: string };
  let owner: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    server = await startScanServer();
    owner = await createSignedInUser(
      server,
      await createOrganization(server, { credits: 2 }),
      'org_member',
      'eigen',
    );
    stranger = await createSignedInUser(
      server,
      await createOrganization(server, { credits: 1 }),
      'org_member',
      'ander',
    );
  });
  afterAll(() => server.close());

  const db = () => server.database.db;
  const newScan = async (user: TestUser, name: string) =>
    (await api(server, user, 'POST', '/cao-scans', { name })).body.id as string;
  const upload = async (user: TestUser, scanId: string, variant: string) => {
    const answer = await uploadFile(server, user, scanId, textCao(variant), `${variant}.txt`, {
      kind: 'client',
    });
    expect(answer.status).toBe(201);
    return answer.body as { file_id: string; storage_path: string; sha256: string };
  };
  const onDisk = (key: string) =>
    fs.access(path.join(server.dataDir, key)).then(
      () => true,
      () => false,
    );
  const cached = async (sha256: string) =>
    (await db().selectFrom('extraction_cache').select('sha256').where('sha256', '=', sha256).execute())
      .length;
  const cacheFor = (sha256: string) =>
    db()
      .insertInto('extraction_cache')
      .values({
        sha256,
        engine_version: 't',
        extractor: 't',
        section_name: 'loon',
        result: JSON.stringify([]),
      })
      .execute();

  it('removes its rows, and the stored content no other upload refers to', async () => {
    const scan = await newScan(owner, 'Weg');
    const own = await upload(owner, scan, 'alleen-hier');
    const shared = await upload(owner, scan, 'gedeeld');
    const kept = await upload(owner, scan, 'hergebruikt');
    // Another organisation uploaded the same bytes as `shared`: stored once, two rows.
    const strangerScan = await newScan(stranger, 'Elders');
    const theirs = await upload(stranger, strangerScan, 'gedeeld');
    expect(theirs.storage_path).toBe(shared.storage_path);
    // A second scan of the owner chose `kept` as its client cao.
    const other = await newScan(owner, 'Blijft');
    const selection = await api(server, owner, 'PUT', `/cao-scans/${other}/cao-selection`, {
      is_abu_cao: true,
      client_cao_file_id: kept.file_id,
      client_cao_name: 'Cao Bouw',
    });
    expect(selection.status).toBe(200);
    await cacheFor(own.sha256);
    await cacheFor(shared.sha256);

    expect((await api(server, owner, 'DELETE', `/cao-scans/${scan}`)).status).toBe(200);

    const rows = await db().selectFrom('stored_files').select(['id', 'cao_scan_id']).execute();
    expect(rows).toHaveLength(2);
    expect(rows).toContainEqual({ id: theirs.file_id, cao_scan_id: strangerScan });
    // Still in use by the other scan: the document moves there instead of pointing at no scan.
    expect(rows).toContainEqual({ id: kept.file_id, cao_scan_id: other });
    expect((await api(server, owner, 'GET', `/cao-scans/${other}`)).body.client_cao_file_id).toBe(
      kept.file_id,
    );

    expect(await onDisk(own.storage_path)).toBe(false);
    expect(await cached(own.sha256)).toBe(0);
    expect(await onDisk(shared.storage_path)).toBe(true);
    expect(await cached(shared.sha256)).toBe(1);
    expect(await onDisk(kept.storage_path)).toBe(true);

    // The last upload of the shared content goes: so does the content.
    expect((await api(server, stranger, 'DELETE', `/cao-scans/${strangerScan}`)).status).toBe(200);
    expect(await onDisk(shared.storage_path)).toBe(false);
    expect(await cached(shared.sha256)).toBe(0);
  });

  it('leaves no row pointing at no scan', async () => {
    const orphans = await db()
      .selectFrom('stored_files')
      .select('id')
      .where('cao_scan_id', 'is', null)
      .execute();
    expect(orphans).toEqual([]);
  });

  it('settles uploads left pointing at no scan by the old deletion (run at start)', async () => {
    const scan = await newScan(owner, 'Oud verwijderd');
    const orphan = await upload(owner, scan, 'wees');
    const selected = await upload(owner, scan, 'wees-gekozen');
    const other = await newScan(owner, 'Koos de wees');
    await api(server, owner, 'PUT', `/cao-scans/${other}/cao-selection`, {
      is_abu_cao: true,
      client_cao_file_id: selected.file_id,
      client_cao_name: 'Cao Bouw',
    });
    // What DELETE did before: only the scan row, its uploads set to no scan.
    await db().deleteFrom('cao_scans').where('id', '=', scan).execute();
    expect(
      await settleOrphanedUploads(db(), createLocalStorage(server.dataDir), { error: () => undefined }),
    ).toBe(1);
    expect(await onDisk(orphan.storage_path)).toBe(false);
    const rows = await db().selectFrom('stored_files').select(['id', 'cao_scan_id']).execute();
    expect(rows.map((row) => row.id)).not.toContain(orphan.file_id);
    expect(rows).toContainEqual({ id: selected.file_id, cao_scan_id: other });
  });

  it('takes an upload made while the content is released to a consistent end', async () => {
    // The same bytes uploaded again right as the last scan holding them is deleted: either the
    // upload's row exists and the content is on disk, or neither.
    const first = await newScan(owner, 'Race A');
    const second = await newScan(owner, 'Race B');
    const original = await upload(owner, first, 'race');
    const [, again] = await Promise.all([
      api(server, owner, 'DELETE', `/cao-scans/${first}`),
      uploadFile(server, owner, second, textCao('race'), 'race.txt'),
    ]);
    expect(again.status).toBe(201);
    expect(await onDisk(original.storage_path)).toBe(true);
  });
});
