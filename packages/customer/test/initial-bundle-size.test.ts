// @vitest-environment node
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The JavaScript a browser downloads before the first screen can render: the entry script and the
 * chunks index.html preloads, gzipped. Pages, the layout, the API client, Sentry and Stripe load later.
 * Measured on the production build `npm test` makes first (dist/); without one, a fresh build.
 */
const BUDGET_KB = 200;
const packageDir = path.resolve(import.meta.dirname, '..');

function findBuild(): string {
  const dist = path.join(packageDir, 'dist');
  if (fs.existsSync(path.join(dist, 'index.html'))) return dist;
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'customer-build-'));
  // Its own process: vitest's NODE_ENV=test would otherwise give React's development build.
  execFileSync(
    path.join(packageDir, 'node_modules/.bin/vite'),
    ['build', '--outDir', outDir, '--logLevel', 'error'],
    {
      cwd: packageDir,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'inherit',
    },
  );
  return outDir;
}

/** Every script index.html loads (module entry, classic scripts) and its modulepreload links, in order. */
function readInitialScripts(html: string): string[] {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  return tags.flatMap((tag) => {
    const isScript = tag.startsWith('<script');
    const isPreload = tag.startsWith('<link') && /rel="modulepreload"/.test(tag);
    const url = /(?:src|href)="([^"]+\.js)"/.exec(tag)?.[1];
    return (isScript || isPreload) && url ? [url] : [];
  });
}

/**
 * The chunks a script imports statically (`import … from "./x.js"`, `import "./x.js"`), followed to the
 * end: the browser fetches them before the entry runs, preloaded or not. `import("./x.js")` is lazy.
 */
function withStaticImports(dist: string, scripts: string[]): string[] {
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    const code = fs.readFileSync(path.join(dist, url.replace(/^\//, '')), 'utf8');
    for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)) {
      visit(path.posix.join(path.posix.dirname(url), match[1] ?? ''));
    }
  };
  scripts.forEach(visit);
  return [...seen];
}

describe('the customer app in a production build', () => {
  let build: string | undefined;
  const getBuild = () => (build ??= findBuild());
  afterAll(() => {
    if (build && !build.startsWith(packageDir)) fs.rmSync(build, { recursive: true, force: true });
  });

  it(`starts with at most ${BUDGET_KB} kB of JavaScript (gzip)`, { timeout: 120_000 }, () => {
    const dist = getBuild();
    const listed = readInitialScripts(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'));
    expect(listed.length).toBeGreaterThan(0);
    const scripts = withStaticImports(dist, listed);
    // Vite preloads every static import of the entry: nothing outside the list is fetched first.
    expect(scripts.filter((url) => !listed.includes(url))).toEqual([]);
    const sizes = scripts.map((url) => ({
      url,
      kB: zlib.gzipSync(fs.readFileSync(path.join(dist, url.replace(/^\//, '')))).length / 1024,
    }));
    const total = sizes.reduce((sum, { kB }) => sum + kB, 0);
    const report = sizes.map(({ url, kB }) => `${kB.toFixed(1).padStart(6)} kB  ${url}`).join('\n');
    expect(total, `initial JavaScript ${total.toFixed(1)} kB gzip:\n${report}`).toBeLessThanOrEqual(
      BUDGET_KB,
    );
  });

  it('holds none of the admin app: react-admin is loaded only under /admin', { timeout: 120_000 }, () => {
    const dist = getBuild();
    const assets = fs.readdirSync(path.join(dist, 'assets')).filter((name) => name.endsWith('.js'));
    expect(assets.length).toBeGreaterThan(0);
    // ra-core's message keys stand in every build that holds react-admin, minified or not.
    const withAdmin = assets.filter((name) =>
      fs.readFileSync(path.join(dist, 'assets', name), 'utf8').includes('ra.action.'),
    );
    expect(withAdmin).toEqual([]);
  });
});
