/**
 * `pnpm bench:pipeline`: the whole engine (read text, extract 16 categories, compare) on the long
 * documents of the corpus, against native pdftotext on the same files. Each scenario runs in its
 * own child process so its peak memory is its own. Target: ≤ 2 s for two ~150-page documents.
 * Results are printed and appended to bench/RESULTS.md.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { compareExtractions } from '../packages/engine/src/compare';
import { extractDocument } from '../packages/engine/src/extract';
import { runComparison } from '../packages/engine/src/pipeline';
import { readDocument } from '../packages/engine/src/text';

const CORPUS =
  process.env.CAO_CORPUS_DIR ?? fileURLToPath(new URL('../packages/engine/corpus/', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_MS = 2000;

interface Scenario {
  id: string;
  current: string;
  client: string;
}

const SCENARIOS: Scenario[] = [
  {
    id: 'logistiek × logistiek (156 + 156 p.)',
    current: 'cao-logistiek-lang.pdf',
    client: 'cao-logistiek-lang.pdf',
  },
  {
    id: 'logistiek × metaal (156 + 31 p.)',
    current: 'cao-logistiek-lang.pdf',
    client: 'cao-metaal-fictief.pdf',
  },
];

interface ChildResult {
  coldMs: number;
  warmMs: number[];
  /** CPU time (user + system) of the warm runs: robust when other processes share the cores. */
  warmCpuMs: number[];
  /** One extra run, step by step: where the time goes. */
  phases: { readMs: number; extractMs: number; compareMs: number };
  maxRssMb: number;
  rows: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** In the child: run one scenario RUNS times and report timings and the process's peak RSS. */
async function runChild(scenario: Scenario): Promise<void> {
  const current = readFileSync(`${CORPUS}/${scenario.current}`);
  const client = readFileSync(`${CORPUS}/${scenario.client}`);
  const times: number[] = [];
  const cpu: number[] = [];
  let rows = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const cpuStart = process.cpuUsage();
    const result = await runComparison(current, client, {
      currentFilename: scenario.current,
      clientFilename: scenario.client,
    });
    const cpuUsed = process.cpuUsage(cpuStart);
    times.push(performance.now() - started);
    cpu.push((cpuUsed.user + cpuUsed.system) / 1000);
    rows = result.comparison.rows.length;
  }
  const t0 = performance.now();
  const docs = await Promise.all([
    readDocument(new Uint8Array(current)),
    readDocument(new Uint8Array(client)),
  ]);
  const t1 = performance.now();
  const [a, b] = await Promise.all(docs.map((doc) => extractDocument(doc)));
  const t2 = performance.now();
  compareExtractions(a!, b!);
  const t3 = performance.now();
  const result: ChildResult = {
    coldMs: times[0]!,
    warmMs: times.slice(1),
    warmCpuMs: cpu.slice(1),
    phases: { readMs: t1 - t0, extractMs: t2 - t1, compareMs: t3 - t2 },
    maxRssMb: process.resourceUsage().maxRSS / 1024,
    rows,
  };
  process.stdout.write(`RESULT ${JSON.stringify(result)}\n`);
}

function timePdftotext(files: string[]): number | null {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
  } catch {
    return null;
  }
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    for (const file of files)
      execFileSync('pdftotext', ['-layout', `${CORPUS}/${file}`, '-'], { stdio: 'ignore' });
    times.push(performance.now() - started);
  }
  return median(times);
}

function runScenario(scenario: Scenario): ChildResult {
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--child', scenario.id],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  const line = child.stdout.split('\n').find((text) => text.startsWith('RESULT '));
  if (child.status !== 0 || !line) {
    throw new Error(`scenario ${scenario.id} failed (exit ${child.status}):\n${child.stderr}`);
  }
  return JSON.parse(line.slice('RESULT '.length)) as ChildResult;
}

function format(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

async function main(): Promise<void> {
  const childAt = process.argv.indexOf('--child');
  if (childAt !== -1) {
    const scenario = SCENARIOS.find((item) => item.id === process.argv[childAt + 1]);
    if (!scenario) throw new Error(`unknown scenario ${process.argv[childAt + 1]}`);
    return runChild(scenario);
  }
  const missing = SCENARIOS.flatMap((s) => [s.current, s.client]).filter(
    (f) => !existsSync(`${CORPUS}/${f}`),
  );
  if (missing.length > 0) throw new Error(`corpus files missing in ${CORPUS}: ${missing.join(', ')}`);

  const cpuModel = os.cpus()[0]?.model ?? 'unknown cpu';
  const load = os.loadavg()[0]!.toFixed(1);
  const header = `## ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC — ${os.cpus().length} × ${cpuModel}, load ${load}, Node ${process.version}, ${RUNS} runs`;
  const table = [
    '| scenario | engine median (warm) | CPU median | first run | text / extract / compare | peak RSS | pdftotext (both files) | engine ÷ pdftotext | ≤ 2 s |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const scenario of SCENARIOS) {
    const result = runScenario(scenario);
    const warm = result.warmMs.length > 0 ? median(result.warmMs) : result.coldMs;
    const native = timePdftotext([scenario.current, scenario.client]);
    const nativeText = native === null ? 'pdftotext not installed' : format(native);
    const ratio = native === null ? '–' : `${(warm / native).toFixed(1)}×`;
    const cpu = result.warmCpuMs.length > 0 ? format(median(result.warmCpuMs)) : '–';
    const { readMs, extractMs, compareMs } = result.phases;
    const phases = `${format(readMs)} / ${format(extractMs)} / ${compareMs.toFixed(0)} ms`;
    table.push(
      `| ${scenario.id} | ${format(warm)} | ${cpu} | ${format(result.coldMs)} | ${phases} | ${result.maxRssMb.toFixed(0)} MB | ${nativeText} | ${ratio} | ${warm <= TARGET_MS ? 'yes' : 'NO'} |`,
    );
  }
  const report = [header, '', ...table, ''].join('\n');
  console.log(report);
  appendFileSync(fileURLToPath(new URL('./RESULTS.md', import.meta.url)), `\n${report}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
