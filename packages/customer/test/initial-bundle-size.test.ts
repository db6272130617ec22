// @vitest-environment node
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it, onTestFinished } from 'vitest';

/**
 * The JavaScript a browser downloads before the first screen can render: the entry script and the
 * chunks index.html preloads, gzipped. Pages, the layout, Sentry and Stripe load later, on demand.
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

/** The module scripts and modulepreload links of index.html, in order. */
function readInitialScripts(html: string): string[] {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  return tags.flatMap((tag) => {
    const isEntry = tag.startsWith('<script') && /type="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /rel="modulepreload"/.test(tag);
    const url = /(?:src|href)="([^"]+\.js)"/.exec(tag)?.[1];
    return (isEntry || isPreload) && url ? [url] : [];
  });
}

describe('the customer app in a production build', () => {
  it(`starts with at most ${BUDGET_KB} kB of JavaScript (gzip)`, { timeout: 120_000 }, () => {
    const dist = findBuild();
    onTestFinished(() => {
      if (!dist.startsWith(packageDir)) fs.rmSync(dist, { recursive: true, force: true });
    });
    const scripts = readInitialScripts(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'));
    expect(scripts.length).toBeGreaterThan(0);
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
});
