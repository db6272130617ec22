import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawnInGroup, stopGroup } from './process-group';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts `packages/server/src/server.ts` as its own process, exactly as `npm start` does, in a process
 * group of its own (tsx and the server's node below it): stopped by `stop()`, and killed when it does
 * not start or the test process ends.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caoscan-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawnInGroup(
    path.join(repoRoot, 'node_modules/.bin/tsx'),
    [path.join(repoRoot, 'packages/server/src/server.ts')],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));

  const stop = async () => {
    await stopGroup(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`server exited early:\n${output}`);
    }
    if (await isHealthy(url)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, dataDir, stop };
}

/** The newest sign-in code mailed to `email`, read from the dev outbox. */
export async function readSignInCode(baseUrl: string, email: string, after = 0): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const response = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const messages = (await response.json()) as { text: string; created_at: string }[];
    const message = messages.find((m) => new Date(m.created_at).getTime() >= after);
    const code = message?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no sign-in code for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * One health probe over node:http rather than the global fetch: in a DOM test environment (the admin
 * package's tests) that fetch logs every refused connection while the server is still starting.
 */
function isHealthy(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get(`${url}/api/health`, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
  });
}
