// `npm test`: every test of every package (unit, integration on PGlite and PostgreSQL, e2e in
// Chromium), one package after another, then one closing line "N passed, N failed".
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, 'test-results');
const suites = [
  'packages/core',
  'packages/engine',
  'packages/server',
  'packages/customer',
  'packages/admin',
  'tests',
];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(command, args, cwd = root) {
  return spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env }).status ?? 1;
}

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    console.error(
      `Chromium not found at ${CHROMIUM}: install Debian's chromium (apt-get install chromium) for the browser tests.`,
    );
    return;
  }
  console.log('Installing Debian chromium for the browser tests…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

fs.rmSync(resultsDir, { recursive: true, force: true });
fs.mkdirSync(resultsDir, { recursive: true });

// The e2e suite drives the built apps through the real server.
if (run('pnpm', ['run', 'build']) !== 0) {
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}
ensureChromium();

let passed = 0;
let failed = 0;
let broken = [];
for (const suite of suites) {
  const dir = path.join(root, suite);
  if (!fs.existsSync(path.join(dir, 'package.json'))) continue;
  const name = suite.replace('packages/', '');
  const outputFile = path.join(resultsDir, `${name}.json`);
  console.log(`\n=== ${name} ===`);
  const status = run(
    path.join(root, 'node_modules/.bin/vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile=${outputFile}`],
    dir,
  );
  if (fs.existsSync(outputFile)) {
    const report = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    if (status !== 0 && report.numFailedTests === 0) {
      failed += 1; // a suite that failed to run (e.g. a file that does not load) still fails
      broken.push(name);
    }
  } else if (status !== 0) {
    failed += 1;
    broken.push(name);
  }
}
if (broken.length) console.log(`\nSuites that did not run cleanly: ${broken.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
