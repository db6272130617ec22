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
// Debian packages the tests use: a real browser, and OCR for scanned PDFs.
const hasDutchOcr = () =>
  fs.existsSync('/usr/bin/tesseract') &&
  fs.existsSync('/usr/share/tesseract-ocr') &&
  fs
    .readdirSync('/usr/share/tesseract-ocr')
    .some((v) => fs.existsSync(`/usr/share/tesseract-ocr/${v}/tessdata/nld.traineddata`));
const NEEDED = [
  {
    isPresent: () => fs.existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
    packages: ['chromium'],
  },
  { isPresent: hasDutchOcr, packages: ['tesseract-ocr', 'tesseract-ocr-nld'] },
  { isPresent: () => fs.existsSync('/usr/bin/pdftoppm'), packages: ['poppler-utils'] },
];

function run(command, args, cwd = root) {
  return spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env }).status ?? 1;
}

function ensureDebianPackages() {
  const missing = NEEDED.filter((n) => !n.isPresent()).flatMap((n) => n.packages);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    console.error(`Missing for the tests: ${missing.join(' ')} (apt-get install ${missing.join(' ')}).`);
    return;
  }
  console.log(`Installing Debian packages for the tests: ${missing.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
}

fs.rmSync(resultsDir, { recursive: true, force: true });
fs.mkdirSync(resultsDir, { recursive: true });

// The e2e suite drives the built apps through the real server.
if (run('pnpm', ['run', 'build']) !== 0) {
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}
ensureDebianPackages();

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
