import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { MAX_UPLOAD_BYTES } from '@caoscan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer } from './harness';
import { startScanServer } from './scans-helpers';
import { api, createOrganization, createSignedInUser, type TestUser } from './sign-in';

const BOUNDARY = '----caoscan-test-boundary';
const TOO_BIG = /^File size \((\d+\.\d\d) MB\) exceeds the maximum allowed size of 50MB$/;

interface Outcome {
  status: number;
  detail: string;
  /** Bytes of the file part the client had written when the answer came. */
  sentWhenAnswered: number;
}

/**
 * Streams a multipart upload of `fileBytes` bytes by hand (chunked, no Content-Length) and never
 * finishes the body: an answer can only come if the server refuses the upload while streaming,
 * without waiting for (or reading) the whole body.
 */
function streamUnfinishedUpload(server: TestServer, user: TestUser, scanId: string, fileBytes: number) {
  return new Promise<Outcome>((resolve, reject) => {
    const url = new URL(`${server.url}/api/files/upload`);
    const request = http.request(url, {
      method: 'POST',
      headers: { ...user.auth, 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
    let sent = 0;
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { detail: string };
        resolve({ status: response.statusCode ?? 0, detail: body.detail, sentWhenAnswered: sent });
        request.destroy();
      });
    });
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    request.write(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="cao_scan_id"\r\n\r\n${scanId}\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="groot.txt"\r\n` +
        'Content-Type: text/plain\r\n\r\n',
    );
    const chunk = Buffer.alloc(1024 * 1024, 'a');
    const pump = () => {
      while (!answered && sent < fileBytes) {
        const piece = chunk.subarray(0, Math.min(chunk.length, fileBytes - sent));
        sent += piece.length;
        if (!request.write(piece)) return void request.once('drain', pump);
      }
      // Deliberately no closing boundary and no end(): the body is never complete.
    };
    pump();
  });
}

describe('the 50 MB limit', () => {
  let server: TestServer & { dataDir: string };
  let user: TestUser;
  let scanId: string;

  beforeAll(async () => {
    server = await startScanServer();
    user = await createSignedInUser(
      server,
      await createOrganization(server, { credits: 1 }),
      'org_member',
      'groot',
    );
    scanId = (await api(server, user, 'POST', '/cao-scans', { name: 'Te groot' })).body.id;
  });
  afterAll(() => server.close());

  it('refuses 50 MB + 1 byte while streaming, before the body is complete', async () => {
    const outcome = await streamUnfinishedUpload(server, user, scanId, MAX_UPLOAD_BYTES + 1);
    expect(outcome.status).toBe(413);
    expect(outcome.detail).toMatch(TOO_BIG);
    expect(outcome.detail).toBe('File size (50.00 MB) exceeds the maximum allowed size of 50MB');
    // Nothing was kept: no row, no stored object, no temp file.
    expect(await server.database.db.selectFrom('stored_files').selectAll().execute()).toEqual([]);
    expect(await fs.readdir(path.join(server.dataDir, 'tmp'))).toEqual([]);
    await expect(fs.readdir(path.join(server.dataDir, 'files'))).rejects.toThrow();
  });

  it('refuses a body announced as too large before reading any of it', async () => {
    const answer = await new Promise<{ status: number; detail: string }>((resolve, reject) => {
      const request = http.request(new URL(`${server.url}/api/files/upload`), {
        method: 'POST',
        headers: {
          ...user.auth,
          'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
          'Content-Length': String(60 * 1024 * 1024),
        },
      });
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? 0,
            ...(JSON.parse(Buffer.concat(chunks).toString()) as { detail: string }),
          });
          request.destroy();
        });
      });
      request.on('error', reject);
      request.write(`--${BOUNDARY}\r\n`); // and nothing more
    });
    expect(answer).toEqual({
      status: 413,
      detail: 'File size (60.00 MB) exceeds the maximum allowed size of 50MB',
    });
  });

  it('still accepts uploads afterwards', async () => {
    const form = new FormData();
    form.set('cao_scan_id', scanId);
    form.set('file', new Blob(['Artikel 1 Werkingssfeer\nDeze cao geldt voor iedereen.\n']), 'klein.txt');
    const response = await fetch(`${server.url}/api/files/upload`, {
      method: 'POST',
      headers: user.auth,
      body: form,
    });
    expect(response.status).toBe(201);
  });
});
