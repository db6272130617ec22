import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnInGroup, stopGroup } from '../../../../tests/support/process-group';
import type { TestServer } from '../harness';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: string[];
  /** The harness server's database and env, this process's URL: for `api(...)` and sign-in helpers. */
  as(harness: TestServer): TestServer;
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** `src/server.ts` as its own process (group), as `pnpm start` runs it; resolves once it is ready. */
export async function startServerProcess(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const listenOn = port ?? (await freePort());
  const url = `http://127.0.0.1:${listenOn}`;
  const output: string[] = [];
  const child = spawnInGroup(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      SEED_DEMO: 'false',
      TRUST_PROXY: 'true',
      ...env,
      PORT: String(listenOn),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited early:\n${output.join('')}`);
    const ready = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      await stopGroup(child, 'SIGKILL');
      throw new Error(`server did not start:\n${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, child, output, as: (harness) => ({ ...harness, url }) };
}

export const serverDir = (...parts: string[]) => path.join(SERVER_DIR, ...parts);

/**
 * An HTTP proxy in front of another server that can hold requests matching `shouldHold` (a slow
 * S3 or Stripe): held requests wait until `release()`; `held` counts those that arrived.
 */
export interface HoldingProxy {
  url: string;
  held: number;
  shouldHold: (req: http.IncomingMessage) => boolean;
  release(): void;
  close(): Promise<void>;
}

export async function startHoldingProxy(target: string): Promise<HoldingProxy> {
  const waiting: (() => void)[] = [];
  const proxy: HoldingProxy = {
    url: '',
    held: 0,
    shouldHold: () => false,
    release() {
      for (const go of waiting.splice(0)) go();
    },
    close: () =>
      new Promise((resolve) => {
        proxy.release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const targetUrl = new URL(target);
  const server = http.createServer((req, res) => {
    const forward = () => {
      const upstream = http.request(
        {
          host: targetUrl.hostname,
          port: targetUrl.port,
          method: req.method,
          path: req.url,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    };
    if (proxy.shouldHold(req)) {
      proxy.held += 1;
      req.pause();
      waiting.push(forward);
    } else forward();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  return proxy;
}
