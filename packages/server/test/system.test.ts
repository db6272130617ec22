import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

describe('system routes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers health', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers readiness while the database answers', async () => {
    const response = await fetch(`${server.url}/api/ready`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready' });
  });

  it('publishes OpenAPI at /api/docs', async () => {
    const response = await fetch(`${server.url}/api/docs/json`);
    const spec = (await response.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(spec.paths)).toContain('/api/auth/me');
  });

  it('refuses /api/auth/me and /api/roles without a token', async () => {
    for (const path of ['/api/auth/me', '/api/roles']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ detail: 'Geen geldige authenticatie gevonden' });
    }
  });

  it('hands the apps their runtime configuration', async () => {
    const config = (await (await fetch(`${server.url}/config.json`)).json()) as {
      supabaseUrl: string;
      builtinAuth: boolean;
    };
    expect(config.supabaseUrl).toBe(server.url);
    // The apps call the built-in auth service at whatever origin they were loaded from.
    expect(config.builtinAuth).toBe(true);
  });
});

/** A connection that has sent the start of a request: to the server, a request in flight. */
async function startRequest(baseUrl: string, start: string) {
  const url = new URL(baseUrl);
  const socket = net.connect(Number(url.port), url.hostname);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const received: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => received.push(chunk));
  const closedByServer = new Promise<string>((resolve) =>
    socket.once('close', () => resolve(Buffer.concat(received).toString('utf8'))),
  );
  socket.write(start);
  return {
    /** Sends the rest; resolves with everything received once the server closes the connection. */
    finish(rest: string) {
      socket.write(rest);
      return closedByServer;
    },
    destroy: () => socket.destroy(),
  };
}

function parseAnswer(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = new Map(
    lines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

/**
 * SIGTERM runs app.close(): new connections are refused at once, requests in flight finish. A load
 * balancer's probe that still reaches the server on an open connection hears 503 not_ready from
 * the route itself, and every answer then closes its connection, so the close does not wait for a
 * kept-alive connection to time out (72 s).
 */
describe('readiness while the server stops', () => {
  it('answers 503 not_ready on a connection still open, refuses new ones, and closes once the last request is answered', async () => {
    const server = await startTestServer();
    const sockets: { destroy(): void }[] = [];
    try {
      // An upload-like request whose body is not all there yet: the close must wait for it.
      const body = JSON.stringify({ name: 'Laatste scan' });
      const held = await startRequest(
        server.url,
        `POST /api/cao-scans HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
      );
      // A probe whose request has begun (so the close does not reap its connection as idle).
      const probe = await startRequest(server.url, 'GET /api/ready HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      sockets.push(held, probe);
      await new Promise((resolve) => setTimeout(resolve, 100));

      let isClosed = false;
      const closing = server.app.close().then(() => (isClosed = true));
      // Once no new connection is accepted, the server is stopping.
      await waitUntilRefused(`${server.url}/api/ready`);

      const answer = parseAnswer(await probe.finish('\r\n'));
      expect(answer.status).toBe(503);
      expect(JSON.parse(answer.body)).toEqual({ status: 'not_ready', detail: 'De server stopt.' });
      expect(answer.headers.get('connection')).toBe('close');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(isClosed).toBe(false);

      const started = Date.now();
      const last = parseAnswer(await held.finish(body.slice(5)));
      expect(last.status).toBe(401); // answered by its route as always (anonymous)
      expect(last.headers.get('connection')).toBe('close');
      await closing;
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await server.close(); // closing a closed app is a no-op; the database goes too
    }
  });
});

async function waitUntilRefused(url: string): Promise<void> {
  for (const deadline = Date.now() + 5_000; Date.now() < deadline;) {
    try {
      await fetch(url);
    } catch (error) {
      if ((error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED') return;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} still accepts connections`);
}
