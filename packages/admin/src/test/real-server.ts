import { createApiClient, type ApiClient } from '@caoscan/core';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export interface RealServer {
  url: string;
  /** The core API client signed in as `email` (a seeded demo user, or one made through the API). */
  signIn(email: string): Promise<ApiClient>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function stopGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      resolve();
    }
  });
}

/**
 * The real server (`packages/server/src/server.ts`, as `npm start` runs it) on a fresh PGlite with
 * the demo seed, for the dataProvider's tests: no fake backend, the real routes answer.
 */
export async function startRealServer(): Promise<RealServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caoscan-admin-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    path.join(repoRoot, 'node_modules/.bin/tsx'),
    [path.join(repoRoot, 'packages/server/src/server.ts')],
    {
      cwd: repoRoot,
      detached: true,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const killNow = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      /* gone */
    }
  };
  process.once('exit', killNow);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const stop = async () => {
    await stopGroup(child);
    process.removeListener('exit', killNow);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  async function signIn(email: string): Promise<ApiClient> {
    const headers = { 'Content-Type': 'application/json' };
    const requestedAt = Date.now() - 1000;
    const sent = await fetch(`${url}/auth/v1/otp`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, create_user: false }),
    });
    if (!sent.ok) throw new Error(`otp for ${email}: ${sent.status} ${await sent.text()}`);
    const messages = (await (
      await fetch(`${url}/api/dev/outbox?to=${encodeURIComponent(email)}`)
    ).json()) as {
      text: string;
      created_at: string;
    }[];
    const code = messages
      .find((m) => new Date(m.created_at).getTime() >= requestedAt)
      ?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code mailed to ${email}`);
    const verified = await fetch(`${url}/auth/v1/verify`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ type: 'email', email, token: code }),
    });
    if (!verified.ok) throw new Error(`verify for ${email}: ${verified.status} ${await verified.text()}`);
    const { access_token } = (await verified.json()) as { access_token: string };
    return createApiClient({ baseUrl: `${url}/api`, getAccessToken: () => access_token });
  }

  return { url, signIn, stop };
}
