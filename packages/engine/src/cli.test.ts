import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnInGroup } from '../../../tests/support/process-group';
import { CORPUS_DIR } from './compare/testing/gold-extraction';

const ENGINE = fileURLToPath(new URL('../', import.meta.url));
/** What `pnpm cao` runs: builds dist/ if a source changed, then runs the built dist/cli.js. */
const LAUNCHER = join(ENGINE, 'scripts/cao.mjs');
/** The repository root, where `pnpm cao` runs. */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The CLI as `pnpm cao` runs it: a separate Node process (group) running built JavaScript. Type
 * stripping is switched off, so a TypeScript file loaded anywhere (a worker too) would fail.
 */
function runCli(args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawnInGroup(process.execPath, ['--no-experimental-strip-types', LAUNCHER, ...args], {
      cwd: ROOT,
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

let outDir: string;
beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'cao-cli-'));
  // Build once up front, so the cases below do not each find the build out of date.
  execFileSync(process.execPath, [join(ENGINE, 'scripts/build.mjs'), '--if-changed'], { cwd: ENGINE });
}, 120_000);
afterAll(() => rm(outDir, { recursive: true, force: true }));

// Each case starts Node processes; on a loaded machine that takes seconds, hence the generous limit.
describe('cao CLI', { timeout: 180_000 }, () => {
  it('runs as built JavaScript: prints an extraction in the gold format', async () => {
    const run = await runCli(['extract', `${CORPUS_DIR}/cao-metaal-fictief.pdf`, '--json']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const gold = JSON.parse(run.stdout) as Record<string, unknown> & {
      values: Record<string, Record<string, unknown>>;
    };
    expect(gold).toMatchObject({ document: 'cao-metaal-fictief.pdf', page_count: 31 });
    expect(Object.keys(gold.values)).toContain('toeslagen');
    const element = Object.values(gold.values.toeslagen ?? {})[0] as Record<string, unknown> | undefined;
    if (element) expect(element).toHaveProperty('pages');
  });

  it('prints the units of a document and the verdict of the structure self-check', async () => {
    const run = await runCli(['structure', `${CORPUS_DIR}/cao-retail-fictief.pdf`]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/indeling: (?:ok|twijfel)/);
    expect(run.stdout).toContain('Structuur: ok');
  });

  it('compares two cao documents, prints a Dutch table and writes the Excel', async () => {
    const out = join(outDir, 'vergelijking.xlsx');
    const run = await runCli([
      'compare',
      `${CORPUS_DIR}/cao-uitzend-fictief.pdf`,
      `${CORPUS_DIR}/cao-metaal-fictief.pdf`,
      '--xlsx',
      out,
    ]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('BELONING');
    expect(run.stdout).toMatch(/Totaal \d+ vergelijkingen in 16 categorieën/);
    expect(run.stderr).toContain(`Excel geschreven: ${out}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(out);
    expect(workbook.getWorksheet('Vergelijking')?.rowCount).toBeGreaterThan(40);
  });

  it('refuses a bad file with its Dutch message on stderr and a non-zero exit', async () => {
    const run = await runCli(['extract', `${CORPUS_DIR}/bad/empty.pdf`, '--json']);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^empty\.pdf: .*leeg/i);

    const compare = await runCli([
      'compare',
      `${CORPUS_DIR}/cao-metaal-fictief.pdf`,
      `${CORPUS_DIR}/bad/image-renamed.pdf`,
    ]);
    expect(compare.code).toBe(1);
    expect(compare.stderr).toMatch(/^image-renamed\.pdf: .*afbeelding/i);
  });

  it('explains usage errors and missing files', async () => {
    const missing = await runCli(['extract', join(outDir, 'bestaat-niet.pdf')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Bestand niet gevonden');
    const usage = await runCli(['compare', `${CORPUS_DIR}/cao-metaal-fictief.pdf`]);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Gebruik:');
  });
});
