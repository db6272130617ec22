import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_GONE } from '../src/scans/scan-commands';
import { TEST_DB, type TestServer } from './harness';
import { startScanServer } from './scans-helpers';
import { api, createOrganization, createSignedInUser, type TestUser } from './sign-in';

const DOCUMENT = 'Artikel 1 Werkingssfeer\nDeze cao geldt voor iedereen die in de sector werkt.\n';

/**
 * A file deleted between the check of a scan's selection and its save (issue D): the save waits for
 * the deletion and then says in Dutch that the file is gone (404), instead of a foreign-key 500.
 * Only PostgreSQL has a second connection to delete from at that moment (PGlite runs one at a time).
 */
describe.skipIf(TEST_DB !== 'postgres')('a file deleted while a scan chooses it', () => {
  let server: TestServer & { dataDir: string };
  let user: TestUser;
  let client: pg.Client;

  beforeAll(async () => {
    server = await startScanServer();
    user = await createSignedInUser(server, await createOrganization(server, { credits: 2 }), 'org_member');
    client = new pg.Client({ connectionString: server.env.DATABASE_URL });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
    await server.close();
  });

  /** A file in the organisation's store (no scan), as 'Bestanden beheren' uploads it. */
  async function libraryFile(name: string): Promise<string> {
    const form = new FormData();
    form.set('file', new Blob([`${DOCUMENT}${name}\n`]), `${name}.txt`);
    const response = await fetch(`${server.url}/api/files/upload`, {
      method: 'POST',
      headers: user.auth,
      body: form,
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { file_id: string }).file_id;
  }

  /** Runs `request` while another connection has deleted `fileId` and not yet committed. */
  async function whileDeleting<T>(fileId: string, request: () => Promise<T>): Promise<T> {
    await client.query('BEGIN');
    await client.query('DELETE FROM stored_files WHERE id = $1', [fileId]);
    const answer = request();
    await new Promise((resolve) => setTimeout(resolve, 400));
    await client.query('COMMIT');
    return answer;
  }

  it('saving the cao selection answers 404 in Dutch', async () => {
    const fileId = await libraryFile('selectie');
    const scanId = (await api(server, user, 'POST', '/cao-scans', { name: 'Gelijktijdig' })).body.id;
    const answer = await whileDeleting(fileId, () =>
      api(server, user, 'PUT', `/cao-scans/${scanId}/cao-selection`, {
        is_abu_cao: true,
        client_cao_file_id: fileId,
        client_cao_name: 'Cao Bouw',
      }),
    );
    expect(answer.status).toBe(404);
    expect(answer.body.detail).toBe(FILE_GONE);
    const scan = await api(server, user, 'GET', `/cao-scans/${scanId}`);
    expect(scan.body.client_cao_file_id).toBeNull();
  });

  it('starting the comparison answers 404 in Dutch and charges nothing', async () => {
    const fileId = await libraryFile('start');
    const scanId = (await api(server, user, 'POST', '/cao-scans', { name: 'Start' })).body.id;
    const answer = await whileDeleting(fileId, () =>
      api(server, user, 'POST', `/cao-scans/${scanId}/start-comparison`, {
        is_abu_cao: true,
        client_cao_file_id: fileId,
        client_cao_name: 'Cao Bouw',
      }),
    );
    expect(answer.status).toBe(404);
    expect(answer.body.detail).toBe(FILE_GONE);
    expect((await api(server, user, 'GET', `/cao-scans/${scanId}`)).body.status).not.toBe('processing');
  });
});
