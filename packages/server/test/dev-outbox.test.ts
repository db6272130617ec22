import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { decodeJwt, SignJWT } from 'jose';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLatestEmail, startTestServer, type TestServer } from './harness';

/**
 * Sign-in codes are the keys to every account: the dev outbox that shows them exists only without
 * SMTP, answers only callers on the server's own machine, and no secret written in the source signs
 * anything (issue 7 'Safe by default').
 */
const ADMIN = 'beheer@caoscan.test';
const MEMBER = 'lid@demo-uitzend.test';

async function requestOtp(url: string, email: string) {
  const response = await fetch(`${url}/auth/v1/otp`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.99.0.1' },
    body: JSON.stringify({ email, create_user: false }),
  });
  expect(response.status).toBe(200);
}

/** A GET with any Host header (fetch does not let us choose it). */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

const externalAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((nic) => nic && nic.family === 'IPv4' && !nic.internal)?.address;

describe('dev outbox without SMTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ HOST: '0.0.0.0' });
  });
  afterAll(() => server.close());

  it('shows the code to a caller on this machine', async () => {
    await requestOtp(server.url, ADMIN);
    const mail = await readLatestEmail(server.url, ADMIN);
    expect(mail?.text).toMatch(/\b\d{6}\b/);
  });

  it('refuses a caller that only claims to be local through X-Forwarded-For', async () => {
    // TRUST_PROXY is on in tests, so request.ip would say 127.0.0.1 here.
    const claims: Record<string, string>[] = [
      { 'X-Forwarded-For': '127.0.0.1' },
      { Forwarded: 'for=127.0.0.1' },
    ];
    for (const header of claims) {
      const response = await get(`${server.url}/api/dev/outbox?to=${ADMIN}`, header);
      expect(response.status).toBe(403);
      expect(JSON.parse(response.body)).toEqual({
        detail: 'De postbus voor ontwikkelaars is alleen bereikbaar op de computer waar de server draait.',
      });
    }
  });

  it('refuses a web page that points its own name at 127.0.0.1 (DNS rebinding)', async () => {
    const response = await get(`${server.url}/api/dev/outbox?to=${ADMIN}`, { Host: 'evil.example:80' });
    expect(response.status).toBe(403);
    expect(response.body).not.toMatch(/\d{6}/);
  });

  it('refuses a caller from another machine, whatever X-Forwarded-For says', async (context) => {
    if (!externalAddress) {
      console.log('skipped: this machine has no network address besides loopback');
      context.skip();
      return;
    }
    const port = new URL(server.url).port;
    const response = await get(`http://${externalAddress}:${port}/api/dev/outbox?to=${ADMIN}`, {
      'X-Forwarded-For': '127.0.0.1',
      Host: `127.0.0.1:${port}`,
    });
    expect(response.status).toBe(403);
    expect(response.body).not.toMatch(/\d{6}/);
  });

  it('refuses a real session re-signed with the development secret that used to be in the source', async () => {
    await requestOtp(server.url, MEMBER);
    const code = /\b(\d{6})\b/.exec((await readLatestEmail(server.url, MEMBER))?.text ?? '')?.[1];
    const verified = await fetch(`${server.url}/auth/v1/verify`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.99.0.1' },
      body: JSON.stringify({ type: 'email', email: MEMBER, token: code }),
    });
    const { access_token: token } = (await verified.json()) as { access_token: string };
    const me = (authorization: string) =>
      fetch(`${server.url}/api/auth/me`, { headers: { Authorization: `Bearer ${authorization}` } });
    expect((await me(token)).status).toBe(200);

    const forged = await new SignJWT(decodeJwt(token))
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime('1y')
      .sign(new TextEncoder().encode('caoscan-dev-secret-change-me-in-production-0123456789'));
    expect((await me(forged)).status).toBe(401);
  });
});

describe('dev outbox with SMTP configured', () => {
  let smtp: SMTPServer;
  let server: TestServer;
  const received: string[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await server.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('mails the code and keeps it nowhere else: no outbox row, no outbox route', async () => {
    await requestOtp(server.url, ADMIN);
    expect(received.join('\n')).toMatch(/\b\d{6}\b/);
    expect(await server.database.db.selectFrom('outbox_emails').selectAll().execute()).toEqual([]);
    const response = await fetch(`${server.url}/api/dev/outbox?to=${ADMIN}`);
    expect(response.status).toBe(404);
  });
});
