import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer } from './harness';
import { sendRawRequest } from './raw-http';
import { startScanServer, uploadFile } from './scans-helpers';
import { api, createOrganization, createSignedInUser, type TestUser } from './sign-in';

const BOUNDARY = 'caoscan-guard-boundary';
const DOCUMENT = 'Artikel 1 Werkingssfeer\nDeze cao geldt voor iedereen.\n';
const MALFORMED = /^Het formulier is onvolledig of beschadigd aangekomen/;

const field = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = (name: string, filename: string, content: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n` +
  `Content-Type: text/plain\r\n\r\n${content}\r\n`;

describe('upload guards', () => {
  let server: TestServer & { dataDir: string };
  let user: TestUser;
  let scanId: string;

  const send = (body: string, contentType = `multipart/form-data; boundary=${BOUNDARY}`) =>
    sendRawRequest(
      server.url,
      {
        path: '/api/files/upload',
        headers: {
          ...user.auth,
          'Content-Type': contentType,
          'Content-Length': String(Buffer.byteLength(body)),
        },
      },
      body,
    );
  const storedFiles = () => server.database.db.selectFrom('stored_files').selectAll().execute();

  beforeAll(async () => {
    server = await startScanServer();
    user = await createSignedInUser(server, await createOrganization(server, { credits: 1 }), 'org_member');
    scanId = (await api(server, user, 'POST', '/cao-scans', { name: 'Bewaking' })).body.id;
  });
  afterAll(() => server.close());

  it('refuses a form without a boundary with a Dutch 400', async () => {
    const answer = await send(field('cao_scan_id', scanId), 'multipart/form-data');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ detail: expect.stringMatching(MALFORMED) });
  });

  it('refuses a form without its closing boundary with a Dutch 400', async () => {
    const answer = await send(field('cao_scan_id', scanId) + filePart('file', 'cao.txt', DOCUMENT));
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      detail: expect.stringMatching(MALFORMED),
      code: 'invalid_multipart',
    });
  });

  it('refuses two files with a Dutch 400', async () => {
    const answer = await send(
      field('cao_scan_id', scanId) +
        filePart('file', 'een.txt', DOCUMENT) +
        filePart('file', 'twee.txt', DOCUMENT) +
        `--${BOUNDARY}--\r\n`,
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({
      detail: 'Stuur precies één bestand mee in het veld "file".',
    });
  });

  it('refuses extra fields with a Dutch 400', async () => {
    let body = field('cao_scan_id', scanId);
    for (let i = 0; i < 12; i++) body += field(`extra${i}`, 'x');
    const answer = await send(body + filePart('file', 'cao.txt', DOCUMENT) + `--${BOUNDARY}--\r\n`);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).detail).toMatch(/^Het formulier bevat te veel of te lange velden/);
    const tooLong = await send(
      field('cao_scan_id', scanId) +
        field('cao_name', 'x'.repeat(5000)) +
        filePart('file', 'c.txt', DOCUMENT),
    );
    expect(tooLong.status).toBe(400);
    expect(await storedFiles()).toEqual([]);
  });

  it('answers an unauthenticated 200 MB upload from its headers, before any body, and closes', async () => {
    const answer = await sendRawRequest(server.url, {
      path: '/api/files/upload',
      headers: {
        'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
        'Content-Length': String(200 * 1024 * 1024),
      },
    });
    expect(answer.status).toBe(401);
    expect(answer.headers.connection).toBe('close');
    expect(answer.closed).toBe(true);
  });

  it('answers an upload announced as too large before any body, and closes', async () => {
    const answer = await sendRawRequest(server.url, {
      path: '/api/files/upload',
      headers: {
        ...user.auth,
        'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
        'Content-Length': String(50 * 1024 * 1024 + 64 * 1024),
      },
    });
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(answer.closed).toBe(true);
  });

  it('tells a client that asks first (Expect: 100-continue) to send only an acceptable upload', async () => {
    const refused = await sendRawRequest(server.url, {
      path: '/api/files/upload',
      headers: {
        Expect: '100-continue',
        'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
        'Content-Length': String(200 * 1024 * 1024),
      },
    });
    expect(refused.status).toBe(401); // not 100 Continue first
    expect(refused.closed).toBe(true);

    const body =
      field('cao_scan_id', scanId) + filePart('file', 'vooraf.txt', DOCUMENT) + `--${BOUNDARY}--\r\n`;
    const accepted = await new Promise<{ continued: boolean; status: number }>((resolve, reject) => {
      let continued = false;
      const request = http.request(`${server.url}/api/files/upload`, {
        method: 'POST',
        headers: {
          ...user.auth,
          Expect: '100-continue',
          'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
          'Content-Length': String(Buffer.byteLength(body)),
        },
      });
      request.on('continue', () => {
        continued = true;
        request.end(body);
      });
      request.on('response', (response) => {
        response.resume();
        response.on('end', () => resolve({ continued, status: response.statusCode ?? 0 }));
      });
      request.on('error', reject);
      request.flushHeaders();
    });
    expect(accepted).toEqual({ continued: true, status: 201 });

    // Any other route is told to continue at once.
    const json = JSON.stringify({ name: 'Vooraf gevraagd' });
    const other = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${server.url}/api/cao-scans`, {
        method: 'POST',
        headers: { ...user.auth, Expect: '100-continue', 'Content-Type': 'application/json' },
      });
      request.on('continue', () => request.end(json));
      request.on('response', (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      request.on('error', reject);
      request.flushHeaders();
    });
    expect(other).toBe(201);
  });

  it('strips bidirectional control characters from the file name and cao name', async () => {
    const answer = await uploadFile(server, user, scanId, Buffer.from(DOCUMENT), 'cao\u202Efdp.exe.txt', {
      cao_name: 'Cao \u2066Bouw\u2069\u200F',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ original_filename: 'caofdp.exe.txt', cao_name: 'Cao Bouw' });
    const row = await server.database.db
      .selectFrom('stored_files')
      .select(['original_filename', 'cao_name'])
      .where('id', '=', String(answer.body.file_id))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ original_filename: 'caofdp.exe.txt', cao_name: 'Cao Bouw' });
  });
});

describe('upload temp files and partial copies left behind', () => {
  it('are removed at start (dead processes) and at shutdown (own), never a running process’s', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'caoscan-leftover-'));
    const tempDir = path.join(dataDir, 'tmp');
    const filesDir = path.join(dataDir, 'files', 'ab');
    await fs.mkdir(tempDir);
    await fs.mkdir(filesDir, { recursive: true });
    const host = os.hostname().replace(/[^A-Za-z0-9.]/g, '_');
    const uuid = '0b8c4d1e-2f3a-4b5c-8d6e-7f8091a2b3c4';
    const sha = `ab${'0'.repeat(62)}`;
    // A process that ran and is gone (kill -9), one that still runs (another server), this one.
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.once('exit', resolve));
    const running = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    const temp = {
      dead: `upload-${host}-${gone.pid}-${uuid}`,
      legacy: `upload-${uuid}`,
      running: `upload-${host}-${running.pid}-${uuid}`,
      own: `upload-${host}-${process.pid}-${uuid}`,
    };
    const partial = {
      dead: `${sha}.partial-${host}-${gone.pid}-${uuid}`,
      legacy: `${sha}.${gone.pid}.1700000000000.partial`,
      running: `${sha}.partial-${host}-${running.pid}-${uuid}`,
      stored: sha,
    };
    for (const name of Object.values(temp)) await fs.writeFile(path.join(tempDir, name), 'half');
    for (const name of Object.values(partial)) await fs.writeFile(path.join(filesDir, name), 'half');
    try {
      const server = await startScanServer({ DATA_DIR: dataDir });
      expect((await fs.readdir(tempDir)).sort()).toEqual([temp.own, temp.running].sort());
      expect((await fs.readdir(filesDir)).sort()).toEqual([partial.running, partial.stored].sort());
      await server.app.close();
      expect(await fs.readdir(tempDir)).toEqual([temp.running]);
      await server.close();
    } finally {
      running.kill();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
