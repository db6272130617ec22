import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer } from './harness';
import { readCorpus, startScanServer, uploadFile } from './scans-helpers';
import { api, createOrganization, createSignedInUser, type TestUser } from './sign-in';

/**
 * Every file of packages/engine/corpus/bad/ through the real upload API, with the outcome bad/README.md
 * describes: refused with a clear, specific (Dutch) message, or accepted (.doc and .txt).
 */
const OUTCOMES: [file: string, status: number, detail: RegExp | null][] = [
  ['empty.pdf', 422, /^Het bestand is leeg/],
  ['truncated.pdf', 422, /^De PDF is beschadigd of onvolledig/],
  [
    'password-protected.pdf',
    422,
    /^De PDF is beveiligd met een wachtwoord\. Upload een versie zonder wachtwoord/,
  ],
  ['not-a-word-file.docx', 422, /^Dit is geen geldig Word-document/],
  ['image-renamed.pdf', 415, /^Dit bestand is geen PDF maar een afbeelding \(PNG\)/],
  ['legacy-word97.doc', 201, null],
  ['cao-fragment.txt', 201, null],
];

describe('uploading cao documents', () => {
  let server: TestServer & { dataDir: string };
  let user: TestUser;
  let scanId: string;

  beforeAll(async () => {
    server = await startScanServer();
    user = await createSignedInUser(
      server,
      await createOrganization(server, { credits: 2 }),
      'org_member',
      'uploader',
    );
    scanId = (await api(server, user, 'POST', '/cao-scans', { name: 'Uploads' })).body.id;
  });
  afterAll(() => server.close());

  const storedFiles = () => server.database.db.selectFrom('stored_files').selectAll().execute();

  for (const [file, status, detail] of OUTCOMES) {
    it(`${file}: ${status === 201 ? 'accepted' : `refused (${status})`}`, async () => {
      const before = (await storedFiles()).length;
      const answer = await uploadFile(server, user, scanId, await readCorpus(`bad/${file}`), file, {
        kind: 'client',
        cao_name: 'Cao Metaal en Techniek',
        sector: 'Metaal en techniek',
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      if (detail) {
        expect(answer.body.detail).toMatch(detail);
        expect((await storedFiles()).length).toBe(before); // nothing kept of a refused file
        return;
      }
      expect(answer.body).toMatchObject({
        success: true,
        original_filename: file,
        cao_name: 'Cao Metaal en Techniek',
        sector: 'Metaal en techniek',
        kind: 'client',
        format: file.endsWith('.doc') ? 'doc' : 'txt',
      });
      expect(answer.body.file_size).toBe((await readCorpus(`bad/${file}`)).length);
      const onDisk = await fs.readFile(path.join(server.dataDir, String(answer.body.storage_path)));
      expect(onDisk.equals(await readCorpus(`bad/${file}`))).toBe(true);
    });
  }

  it('refuses bytes of no known type with the spec’s message', async () => {
    const answer = await uploadFile(
      server,
      user,
      scanId,
      new Uint8Array([0, 1, 2, 3, 0, 255, 254, 0]),
      'setup.bin',
    );
    expect(answer).toEqual({
      status: 415,
      body: { detail: 'File type .bin is not supported. Please upload PDF, Word, or text files.' },
    });
  });

  it('stores the same content once, however often it is uploaded', async () => {
    const bytes = await readCorpus('cao-schoonmaak-fictief.docx');
    const first = await uploadFile(server, user, scanId, bytes, 'schoonmaak.docx', { kind: 'current' });
    const second = await uploadFile(server, user, scanId, bytes, 'kopie.docx', { kind: 'client' });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(first.body.file_id).not.toBe(second.body.file_id);
    expect(second.body.storage_path).toBe(first.body.storage_path);
    expect(first.body).toMatchObject({ format: 'docx', page_count: 22 });
    const dir = path.dirname(path.join(server.dataDir, String(first.body.storage_path)));
    expect(await fs.readdir(dir)).toEqual([path.basename(String(first.body.storage_path))]);
    expect(await fs.readdir(path.join(server.dataDir, 'tmp'))).toEqual([]); // no temp files left
  });

  it("goes to the organisation's file store without a scan, and needs a file", async () => {
    // Without a scan the file is kept in the store ('Bestanden beheren'; files-library.test.ts).
    const form = new FormData();
    form.set('file', new Blob(['Artikel 1\nTekst']), 'a.txt');
    const response = await fetch(`${server.url}/api/files/upload`, {
      method: 'POST',
      headers: user.auth,
      body: form,
    });
    expect(response.status).toBe(201);
    const unknownScan = new FormData();
    unknownScan.set('cao_scan_id', '00000000-0000-4000-8000-000000000000');
    unknownScan.set('file', new Blob(['Artikel 1\nTekst']), 'a.txt');
    const refused = await fetch(`${server.url}/api/files/upload`, {
      method: 'POST',
      headers: user.auth,
      body: unknownScan,
    });
    expect(refused.status).toBe(404);
    const missingFile = new FormData();
    missingFile.set('cao_scan_id', scanId);
    const noFile = await fetch(`${server.url}/api/files/upload`, {
      method: 'POST',
      headers: user.auth,
      body: missingFile,
    });
    expect(noFile.status).toBe(400);
    expect(((await noFile.json()) as { detail: string }).detail).toMatch(/geen bestand/);
  });
});
