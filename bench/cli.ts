/**
 * `pnpm bench:cli`: the speed a user of `pnpm cao` sees (issue E).
 * - Cold compare: `cao compare` of two long documents, each run a fresh Node process on the built
 *   CLI (scripts/cao.mjs, as `pnpm cao` runs it, minus pnpm's own start): wall time and the process's
 *   CPU time (all threads). Target ≤ 3 s.
 * - Warm extraction: one document read and extracted again in a process that has done it once
 *   (modules loaded, parser threads started, code compiled). Target for the 252-page welzijn cao ≤ 2 s.
 * Real documents come from ../shared/real-caos and are skipped with one line where it is absent. Only
 * times are printed, never a document's text. Appended to bench/RESULTS.md unless `--no-record`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractFile } from '../packages/engine/src/pipeline';
import { REAL_CAOS_DIR } from '../packages/engine/src/real-caos';

const ENGINE = fileURLToPath(new URL('../packages/engine/', import.meta.url));
const CORPUS = join(ENGINE, 'corpus');
const LAUNCHER = join(ENGINE, 'scripts/cao.mjs');
/** Loaded into each timed CLI process: prints its CPU time (every thread) when it exits. */
const REPORT_CPU = fileURLToPath(new URL('./support/report-cpu.mjs', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const COLD_TARGET_MS = 3000;
const WARM_TARGET_MS = 2000;

const COMPARE_PAIRS: Array<{ id: string; current: string; client: string }> = [
  {
    id: 'corpus: logistiek × logistiek',
    current: join(CORPUS, 'cao-logistiek-lang.pdf'),
    client: join(CORPUS, 'cao-logistiek-lang.pdf'),
  },
  {
    id: 'real: vvt-zorg × open-teelten',
    current: join(REAL_CAOS_DIR, 'vvt-zorg-2022-2024.pdf'),
    client: join(REAL_CAOS_DIR, 'open-teelten-2021-2023.pdf'),
  },
  {
    // Two distinct ~150-page documents: the target's own case (only timed; their output is not read).
    id: 'real: isolatiebedrijf × contractcatering',
    current: join(REAL_CAOS_DIR, 'isolatiebedrijf-2015-2017.pdf'),
    client: join(REAL_CAOS_DIR, 'contractcatering-2018-2022.pdf'),
  },
  {
    id: 'real: vvt-zorg × vvt-zorg',
    current: join(REAL_CAOS_DIR, 'vvt-zorg-2022-2024.pdf'),
    client: join(REAL_CAOS_DIR, 'vvt-zorg-2022-2024.pdf'),
  },
];

const WARM_DOCUMENTS = [
  join(REAL_CAOS_DIR, 'welzijn-sociaal-werk-2012-2013.pdf'),
  join(CORPUS, 'cao-logistiek-lang.pdf'),
];

interface Timing {
  wallMs: number;
  cpuMs: number;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
/** The page tree's root holds the largest /Count (intermediate /Pages nodes hold a part). */
const pageCount = (file: string): string => {
  const counts = [...readFileSync(file, 'latin1').matchAll(/\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)/g)];
  return counts.length ? String(Math.max(...counts.map((match) => Number(match[1])))) : '?';
};

function runColdCompare(current: string, client: string): Timing {
  const started = performance.now();
  const child = spawnSync(
    process.execPath,
    ['--import', REPORT_CPU, LAUNCHER, 'compare', current, client, '--json'],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const wallMs = performance.now() - started;
  const cpu = /^CPU (\d+(?:\.\d+)?)$/m.exec(child.stderr);
  if (child.status !== 0 || !cpu)
    throw new Error(`cao compare failed (exit ${child.status}):\n${child.stderr}`);
  return { wallMs, cpuMs: Number(cpu[1]) };
}

/** In a child process: extract the file once to warm up, then RUNS times, and report the warm runs. */
async function runWarmChild(file: string): Promise<void> {
  const bytes = new Uint8Array(readFileSync(file));
  const timings: Timing[] = [];
  for (let run = 0; run <= RUNS; run++) {
    const started = performance.now();
    const cpuStart = process.cpuUsage();
    await extractFile(bytes, { filename: basename(file) });
    const cpu = process.cpuUsage(cpuStart);
    if (run > 0) timings.push({ wallMs: performance.now() - started, cpuMs: (cpu.user + cpu.system) / 1000 });
  }
  process.stdout.write(`RESULT ${JSON.stringify(timings)}\n`);
}

function runWarm(file: string): Timing[] {
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--warm-child', file],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  const line = child.stdout.split('\n').find((text) => text.startsWith('RESULT '));
  if (child.status !== 0 || !line)
    throw new Error(`warm extraction failed (exit ${child.status}):\n${child.stderr}`);
  return JSON.parse(line.slice('RESULT '.length)) as Timing[];
}

async function main(): Promise<void> {
  const childAt = process.argv.indexOf('--warm-child');
  if (childAt !== -1) return runWarmChild(process.argv[childAt + 1]!);

  // The first `pnpm cao` after a change builds; that is not what is measured here.
  execFileSync(process.execPath, [join(ENGINE, 'scripts/build.mjs'), '--if-changed'], { stdio: 'inherit' });
  const load = os.loadavg()[0]!.toFixed(1);
  const header = `## bench:cli ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC — ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, load ${load}, Node ${process.version}, ${RUNS} runs (medians)`;
  const lines = [
    header,
    '',
    '| cold `cao compare` (built CLI, new process) | pages | wall | CPU (all threads) | ≤ 3 s |',
    '| --- | --- | ---: | ---: | --- |',
  ];
  const skipped = new Set<string>();
  for (const pair of COMPARE_PAIRS) {
    if (!existsSync(pair.current) || !existsSync(pair.client)) {
      skipped.add(pair.id);
      continue;
    }
    const runs = Array.from({ length: RUNS }, () => runColdCompare(pair.current, pair.client));
    const wall = median(runs.map((run) => run.wallMs));
    lines.push(
      `| ${pair.id} | ${pageCount(pair.current)} + ${pageCount(pair.client)} | ${seconds(wall)} | ${seconds(median(runs.map((run) => run.cpuMs)))} | ${wall <= COLD_TARGET_MS ? 'yes' : 'NO'} |`,
    );
  }
  lines.push(
    '',
    '| warm extraction (same process, after one run) | pages | wall | CPU (all threads) | ≤ 2 s |',
  );
  lines.push('| --- | --- | ---: | ---: | --- |');
  for (const file of WARM_DOCUMENTS) {
    if (!existsSync(file)) {
      skipped.add(basename(file));
      continue;
    }
    const runs = runWarm(file);
    const wall = median(runs.map((run) => run.wallMs));
    lines.push(
      `| ${basename(file)} | ${pageCount(file)} | ${seconds(wall)} | ${seconds(median(runs.map((run) => run.cpuMs)))} | ${wall <= WARM_TARGET_MS ? 'yes' : 'NO'} |`,
    );
  }
  if (skipped.size > 0) lines.push('', `Skipped (${REAL_CAOS_DIR} absent): ${[...skipped].join(', ')}.`);
  const report = `${lines.join('\n')}\n`;
  console.log(report);
  if (!process.argv.includes('--no-record'))
    appendFileSync(fileURLToPath(new URL('./RESULTS.md', import.meta.url)), `\n${report}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
