import http from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { DEMO_MEMBER, seedLoadData } from './load-seed';
import { signIn } from './sign-in';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they came over the wire, before any decoding. */
  body: Buffer;
}

/** A GET whose answer is read as sent: fetch would decode it and hide what went over the wire. */
function get(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

function expectSecurityHeaders(answer: Answer): void {
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
}

/**
 * Compression of the API's answers (src/http/compression.ts): Brotli or gzip as the client asks,
 * from 1 kB up; the Excel export goes as it is; requests are never decompressed.
 */
describe('compressed API answers', () => {
  let server: TestServer;
  let auth: Record<string, string>;
  let resultsPath: string;

  beforeAll(async () => {
    server = await startTestServer();
    const data = await seedLoadData(server.database.db, {
      organizations: 2,
      users: 4,
      scans: 10,
      ledgerEntries: 10,
      activityEvents: 10,
    });
    resultsPath = `/api/cao-scans/${data.completedScanId}`;
    auth = { Authorization: `Bearer ${await signIn(server, DEMO_MEMBER)}` };
  });
  afterAll(() => server?.close());

  it('sends a large JSON answer Brotli- or gzip-encoded when asked, and plain when not', async () => {
    const url = `${server.url}${resultsPath}/comparison/results-with-details`;
    const plain = await get(url, auth);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(10_000);
    expect(plain.headers.vary).toBe('accept-encoding');
    const json = JSON.parse(plain.body.toString('utf8')) as { results: unknown[] };
    expect(json.results.length).toBeGreaterThan(0);

    // What Chromium asks for: Brotli is preferred over gzip (and zstd is not offered).
    const br = await get(url, { ...auth, 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expectSecurityHeaders(br);

    const gzip = await get(url, { ...auth, 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expectSecurityHeaders(gzip);

    const identity = await get(url, { ...auth, 'Accept-Encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.equals(plain.body)).toBe(true);
  });

  it('sends a small JSON answer plain, though it says the answer depends on Accept-Encoding', async () => {
    const balance = await get(`${server.url}/api/credits/balance`, {
      ...auth,
      'Accept-Encoding': 'br, gzip',
    });
    expect(balance.status).toBe(200);
    expect(balance.body.length).toBeLessThan(1024);
    expect(balance.headers['content-encoding']).toBeUndefined();
    expect(balance.headers.vary).toBe('accept-encoding');
    expect(JSON.parse(balance.body.toString('utf8'))).toHaveProperty('current_balance');
    expectSecurityHeaders(balance);
  });

  it('compresses the built-in auth service’s answers and errors alike, by the same rule', async () => {
    const settings = await get(`${server.url}/auth/v1/settings`, { 'Accept-Encoding': 'br' });
    expect(settings.status).toBe(200);
    expect(settings.headers.vary).toBe('accept-encoding');
    expect(settings.headers['content-encoding']).toBe(settings.body.length >= 1024 ? 'br' : undefined);
    const refused = await get(`${server.url}/api/auth/me`, { 'Accept-Encoding': 'br' });
    expect(refused.status).toBe(401);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expectSecurityHeaders(refused);
  });

  it('sends the Excel export as it is, whatever the client accepts', async () => {
    const url = `${server.url}${resultsPath}/export-excel`;
    const asked = await get(url, { ...auth, 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(asked.status).toBe(200);
    expect(asked.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(asked.headers['content-encoding']).toBeUndefined();
    expect(Number(asked.headers['content-length'])).toBe(asked.body.length);
    expect(asked.body.subarray(0, 2).toString('latin1')).toBe('PK'); // the .xlsx zip itself
    expect(asked.headers['content-disposition']).toMatch(/^attachment; filename="cao-vergelijking-/);
    expectSecurityHeaders(asked);
    expect((await get(url, auth)).headers['content-encoding']).toBeUndefined();
  });

  it('never decompresses a request: a gzip body is read as the bytes it is', async () => {
    const body = gzipSync(JSON.stringify({ name: 'Ingepakt' }));
    const response = await fetch(`${server.url}/api/cao-scans`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
      body,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ detail: 'De inhoud van het verzoek is geen geldige JSON.' });
  });
});
