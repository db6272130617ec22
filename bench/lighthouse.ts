/**
 * `pnpm bench:lighthouse`: Lighthouse (desktop preset) on the login page, the dashboard and a
 * completed scan's results, against the real server with the production builds, in Debian's
 * Chromium. Prints performance, accessibility and best-practices scores and the main timings.
 * A benchmark, not a test: nothing is asserted; the target is performance ≥ 95 (issue 14).
 *
 * Each page is measured cold: a new Chromium process on a copy of a profile that holds only the
 * signed-in session (localStorage), its HTTP caches removed. BENCH_RUNS (1) runs per page, medians;
 * BENCH_LH_REPORTS=DIR keeps each page's full Lighthouse report (JSON) there. Beside Lighthouse's
 * timings it prints the page's main-thread work in CPU time, read from Lighthouse's own trace.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import { chromium } from 'playwright-core';
import { signInWithCode } from '../tests/support/browser';
import { startServer } from '../tests/support/server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const ORG_ADMIN = 'admin@demo-uitzend.test';
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

/** The production builds the server serves; built when missing (as `npm test` does first). */
function ensureBuilds(): void {
  for (const app of ['customer', 'admin']) {
    const dir = path.join(root, 'packages', app);
    if (fs.existsSync(path.join(dir, 'dist/index.html'))) continue;
    console.log(`building packages/${app} …`);
    const built = spawnSync(path.join(dir, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], {
      cwd: dir,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error(`build of packages/${app} failed`);
  }
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Chromium with a DevTools port for Lighthouse, on its own profile directory. */
async function startChromium(profile: string): Promise<{ port: number; stop(): Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    CHROMIUM,
    [...FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore', detached: true },
  );
  const stop = async () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 200));
  };
  for (const deadline = Date.now() + 30_000; ;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return { port, stop };
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('Chromium did not open its DevTools port');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A copy of `profile` without any HTTP or code cache: the session stays, the page loads cold. */
function coldCopy(profile: string | undefined): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'caoscan-lh-'));
  if (!profile) return copy;
  fs.cpSync(profile, copy, { recursive: true });
  for (const cache of ['Cache', 'Code Cache', 'GPUCache', 'Service Worker']) {
    fs.rmSync(path.join(copy, 'Default', cache), { recursive: true, force: true });
  }
  return copy;
}

interface Measurement {
  scores: Record<string, number>;
  timings: Record<string, number>;
  cpu: MainThreadCpu;
}

/** What the CPU figures need of a trace event: `tdur` is a complete event's CPU time on its thread. */
interface TaskEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  tdur?: number;
  args?: { name?: string };
}

interface MainThreadCpu {
  /** All top-level tasks of the page's main thread. */
  total: number;
  /** Each task's CPU time over 50 ms, from the first contentful paint on: Total Blocking Time's rule. */
  blocking: number;
  longest: number;
}

/**
 * The page's main-thread work in CPU time (ms), which moves far less than wall time when other work
 * shares the machine's cores; TBT counts wall time. The page's main thread is the renderer thread
 * with the most tasks (about:blank ran in another).
 */
function readMainThreadCpu(events: readonly TaskEvent[]): MainThreadCpu {
  const tasksOf = (thread: TaskEvent) =>
    events.filter(
      (e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && e.name === 'RunTask',
    );
  const threads = events.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const tasks = threads.map(tasksOf).sort((a, b) => b.length - a.length)[0] ?? [];
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')?.ts ?? 0;
  const ms = (task: TaskEvent) => (task.tdur ?? 0) / 1000;
  return {
    total: tasks.reduce((sum, task) => sum + ms(task), 0),
    blocking: tasks
      .filter((task) => task.ts >= fcp)
      .reduce((sum, task) => sum + Math.max(0, ms(task) - 50), 0),
    longest: Math.max(0, ...tasks.map(ms)),
  };
}

async function measure(url: string, profile: string | undefined): Promise<Measurement> {
  const dir = coldCopy(profile);
  const browser = await startChromium(dir);
  try {
    const flags: Flags = {
      port: browser.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
      // The signed-in pages need the session in localStorage; the caches are gone already.
      disableStorageReset: profile !== undefined,
    };
    const result = await lighthouse(url, flags, desktopConfig);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits, finalDisplayedUrl } = result.lhr;
    if (process.env.BENCH_LH_REPORTS) {
      const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
      fs.mkdirSync(process.env.BENCH_LH_REPORTS, { recursive: true });
      fs.writeFileSync(path.join(process.env.BENCH_LH_REPORTS, `${name}.json`), JSON.stringify(result.lhr));
    }
    if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname) {
      throw new Error(`${url} ended on ${finalDisplayedUrl}: not signed in?`);
    }
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
    );
    const timings = Object.fromEntries(
      [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
      ].map((id) => [id, audits[id]?.numericValue ?? Number.NaN]),
    );
    return { scores, timings, cpu: readMainThreadCpu(result.artifacts.Trace.traceEvents) };
  } finally {
    await browser.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The demo organisation's administrator signed in, in a profile of its own; a completed scan's id. */
async function signedInProfile(baseUrl: string): Promise<{ profile: string; scanId: string }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'caoscan-lh-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: FLAGS,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await signInWithCode(page, baseUrl, ORG_ADMIN);
    await page.waitForURL(`${baseUrl}/`);
    const token = await page.evaluate(() => {
      for (let i = 0; i < localStorage.length; i++) {
        const key = localStorage.key(i) ?? '';
        if (key.startsWith('sb-') && key.endsWith('-auth-token')) {
          return (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token: string }).access_token;
        }
      }
      throw new Error('no session in localStorage');
    });
    return { profile, scanId: await completedScan(baseUrl, token) };
  } finally {
    await context.close();
  }
}

/** ABU 'Ja' against the corpus's fictional metal cao, through the API, waited for. */
async function completedScan(baseUrl: string, token: string): Promise<string> {
  const call = async (method: string, route: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}/api${route}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${route}: ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const id = String((await call('POST', '/cao-scans', { name: 'Lighthouse resultaten' })).id);
  const form = new FormData();
  form.set('cao_scan_id', id);
  form.set('kind', 'client');
  const pdf = path.join(root, 'packages/engine/corpus/cao-metaal-fictief.pdf');
  form.set('file', new Blob([fs.readFileSync(pdf)]), 'cao-metaal-fictief.pdf');
  const uploaded = await fetch(`${baseUrl}/api/files/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status}`);
  const selection = {
    is_abu_cao: true,
    client_cao_file_id: ((await uploaded.json()) as { file_id: string }).file_id,
    client_cao_name: 'Cao Metaal (fictief)',
  };
  await call('PUT', `/cao-scans/${id}/cao-selection`, selection);
  await call('POST', `/cao-scans/${id}/start-comparison`, selection);
  for (const deadline = Date.now() + 300_000; Date.now() < deadline;) {
    const { status } = await call('GET', `/cao-scans/${id}`);
    if (status === 'completed') return id;
    if (status === 'failed') throw new Error('the scan failed');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the scan did not complete');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function main(): Promise<void> {
  ensureBuilds();
  const server = await startServer();
  try {
    const { profile, scanId } = await signedInProfile(server.url);
    const pages: [string, string, string | undefined][] = [
      ['login', '/login', undefined],
      ['dashboard', '/', profile],
      ['scan results', `/cao-scan/${scanId}`, profile],
    ];
    const rows: string[] = [];
    for (const [name, route, pageProfile] of pages) {
      const runs: Measurement[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(`${server.url}${route}`, pageProfile));
      const score = (id: string) => String(median(runs.map((r) => r.scores[id] ?? NaN))).padStart(5);
      const ms = (id: string) =>
        `${Math.round(median(runs.map((r) => r.timings[id] ?? NaN)))} ms`.padStart(8);
      const cls = median(runs.map((r) => r.timings['cumulative-layout-shift'] ?? NaN)).toFixed(3);
      const cpu = (key: keyof MainThreadCpu) =>
        `${Math.round(median(runs.map((r) => r.cpu[key])))} ms`.padStart(8);
      rows.push(
        `| ${name.padEnd(12)} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${ms('first-contentful-paint')} | ${ms('largest-contentful-paint')} | ${ms('total-blocking-time')} | ${cls} | ${cpu('total')} | ${cpu('longest')} | ${cpu('blocking')} |`,
      );
    }
    fs.rmSync(profile, { recursive: true, force: true });
    console.log(
      `\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}desktop preset, ${new Date().toISOString()}`,
    );
    console.log(
      '| page         | perf. | a11y  | b.p.  |      FCP |      LCP |      TBT | CLS   |  CPU all | longest  | CPU > 50 |',
    );
    console.log(
      '| ------------ | ----: | ----: | ----: | -------: | -------: | -------: | ----- | -------: | -------: | -------: |',
    );
    for (const row of rows) console.log(row);
  } finally {
    await server.stop();
  }
}

await main();
