// `npm test`: every test of every package (unit, integration on PGlite and PostgreSQL, e2e in
// Chromium), one package after another, then one closing line "N passed, N failed". A suite that
// leaves a process running after it ended fails too.
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

function run(command, args, cwd = root, env = process.env) {
  return spawnSync(command, args, { cwd, stdio: 'inherit', env }).status ?? 1;
}

// Every process a suite starts inherits this mark in its environment. One still running when its
// suite has ended outlived its test (tests/support/process-group.ts should have stopped it): it is
// listed, killed and counted as a failure. Linux only (/proc).
const RUN_MARK = `CAOSCAN_TEST_RUN=${process.pid}-${Date.now()}`;
const [markName, markValue] = RUN_MARK.split('=');

function findSurvivors() {
  if (!fs.existsSync('/proc/self/environ')) return [];
  const survivors = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      // A zombie has an empty environment: it has ended already.
      if (!fs.readFileSync(`/proc/${entry}/environ`, 'latin1').split('\0').includes(RUN_MARK)) continue;
      const command = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      survivors.push({ pid: Number(entry), command });
    } catch {
      /* gone, or not ours to read */
    }
  }
  return survivors;
}

/** Processes of the suite still running a few seconds after it ended; they are killed. */
async function killSurvivors() {
  let survivors = findSurvivors();
  for (let i = 0; i < 20 && survivors.length > 0; i++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    survivors = findSurvivors();
  }
  for (const { pid } of survivors) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* gone meanwhile */
    }
  }
  return survivors;
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
const broken = [];
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
    { ...process.env, [markName]: markValue },
  );
  const survivors = await killSurvivors();
  if (survivors.length > 0) {
    console.log(`\n${survivors.length} process(es) of ${name} outlived the suite (killed now):`);
    for (const { pid, command } of survivors) console.log(`  ${pid} ${command.slice(0, 200)}`);
    failed += 1;
    broken.push(name);
  }
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
if (broken.length) console.log(`\nSuites that did not run cleanly: ${[...new Set(broken)].join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
