/**
 * pnpm bench:extract — the built-in extractor over the whole test corpus (packages/engine/corpus)
 * and over the hold-out set (packages/engine/holdout: fictional caos in other house styles that the
 * rules were never tuned on): text + extraction per document, scored with the corpus's own
 * score.mjs, plus a count of values whose as_printed does not stand on a cited page (must be 0).
 * Writes each extraction to bench/out/ and appends both tables to bench/RESULTS.md.
 * A third table scores the real set (../shared/real-caos with its golds; bench/real-caos.ts), skipped with
 * one line where that folder is absent.
 * `--misses` lists the missed elements; `--corpus` / `--holdout` / `--real` run only that set.
 * `--ocr` runs only the scan set instead: image-only copies of corpus PDFs (no text layer, built once
 * into bench/out/ocr/ with pdftoppm + pdfkit) read with OCR (tesseract), with time per page.
 */
import { spawnSync } from 'node:child_process';
import { appendFile, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractDocument } from '../packages/engine/src/extract';
import { findVerbatim, normalizeForMatch } from '../packages/engine/src/extract/rules/text-match';
import { readDocument } from '../packages/engine/src/text';
import { makeImageOnlyPdf } from '../packages/engine/src/text/ocr/testing/make-image-only-pdf';
import type { DocumentText, Extraction } from '../packages/engine/src/types';
import { runRealSet } from './real-caos';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CORPUS = resolve(ROOT, 'packages/engine/corpus');
const HOLDOUT = resolve(ROOT, 'packages/engine/holdout');
const OUT = join(ROOT, 'bench/out');

interface BenchDocument {
  file: string;
  gold: string;
  /** An image-only PDF read with OCR: its time per page is shown. */
  isScan?: boolean;
}

const CORPUS_DOCUMENTS: ReadonlyArray<BenchDocument> = [
  { file: 'cao-metaal-fictief.pdf', gold: 'cao-metaal-fictief.gold.json' },
  { file: 'cao-schoonmaak-fictief.pdf', gold: 'cao-schoonmaak-fictief.gold.json' },
  { file: 'cao-schoonmaak-fictief.docx', gold: 'cao-schoonmaak-fictief.gold.json' },
  { file: 'cao-retail-fictief.pdf', gold: 'cao-retail-fictief.gold.json' },
  { file: 'cao-uitzend-fictief.pdf', gold: 'cao-uitzend-fictief.gold.json' },
  { file: 'cao-logistiek-lang.pdf', gold: 'cao-logistiek-lang.gold.json' },
  { file: 'bad/legacy-word97.doc', gold: 'bad/legacy-word97.gold.json' },
  { file: 'bad/cao-fragment.txt', gold: 'bad/cao-fragment.gold.json' },
];

/** Every hold-out document that has a gold file beside it. */
async function listHoldout(): Promise<BenchDocument[]> {
  const files = await readdir(HOLDOUT).catch(() => [] as string[]);
  return files
    .filter((file) => file.endsWith('.gold.json'))
    .sort()
    .map((gold) => {
      const stem = gold.replace(/\.gold\.json$/, '');
      const file = files.find(
        (candidate) => candidate.startsWith(`${stem}.`) && !candidate.endsWith('.json'),
      );
      return { file: file ?? `${stem}.pdf`, gold };
    });
}

interface ScoreRow {
  cat: string;
  el: string;
  gold: unknown;
  got: unknown;
  value_ok: boolean;
  article_ok: boolean;
  correct: boolean;
  page_ok: boolean | null;
}

interface Result {
  file: string;
  elements: number;
  correct: number;
  pageRows: number;
  pagesOk: number;
  unverifiable: number;
  textMs: number;
  extractMs: number;
  misses: string[];
}

/** Values whose as_printed is not on every cited page (or, unpaginated, not in the text at all). */
function countUnverifiable(doc: DocumentText, extraction: Extraction): number {
  let count = 0;
  const pageText = new Map(doc.pages.map((page) => [page.number, normalizeForMatch(page.lines.join('\n'))]));
  for (const elements of Object.values(extraction.values)) {
    for (const element of Object.values(elements)) {
      if (element.value === null) continue;
      const printed = normalizeForMatch(element.as_printed ?? '');
      const pages = doc.isPaginated ? element.pages : [...pageText.keys()];
      const ok =
        printed !== '' &&
        pages.length > 0 &&
        (doc.isPaginated
          ? pages.every((page) => findVerbatim(pageText.get(page) ?? '', printed).length > 0)
          : pages.some((page) => findVerbatim(pageText.get(page) ?? '', printed).length > 0));
      if (!ok) count++;
    }
  }
  return count;
}

function score(goldPath: string, extractionPath: string): ScoreRow[] {
  const run = spawnSync(process.execPath, [join(CORPUS, 'score.mjs'), goldPath, extractionPath, '--json'], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`score.mjs faalde: ${run.stderr}`);
  return (JSON.parse(run.stdout) as { rows: ScoreRow[] }).rows;
}

async function runOne(dir: string, out: string, { file, gold, isScan }: BenchDocument): Promise<Result> {
  const bytes = new Uint8Array(await readFile(join(dir, file)));
  const t0 = performance.now();
  const doc = await readDocument(bytes, { filename: basename(file) });
  if (isScan)
    console.log(
      `${file}: ${doc.pages.length} p., ${((performance.now() - t0) / doc.pages.length).toFixed(0)} ms/page`,
    );
  const t1 = performance.now();
  const extraction = await extractDocument(doc, { documentName: basename(file) });
  const t2 = performance.now();
  const outPath = join(out, `${basename(file)}.json`);
  await writeFile(outPath, `${JSON.stringify(extraction, null, 2)}\n`);
  const rows = score(join(dir, gold), outPath);
  const pageRows = rows.filter((row) => row.page_ok !== null);
  return {
    file,
    elements: rows.length,
    correct: rows.filter((row) => row.correct).length,
    pageRows: pageRows.length,
    pagesOk: pageRows.filter((row) => row.page_ok).length,
    unverifiable: countUnverifiable(doc, extraction),
    textMs: t1 - t0,
    extractMs: t2 - t1,
    misses: rows
      .filter((row) => !row.correct || row.page_ok === false)
      .map(
        (row) =>
          `${row.cat}.${row.el}: gold=${JSON.stringify(row.gold)} got=${JSON.stringify(row.got)}` +
          `${row.value_ok ? '' : ' [waarde]'}${row.article_ok ? '' : ' [artikel]'}${row.page_ok === false ? ' [pagina]' : ''}`,
      ),
  };
}

const pct = (a: number, b: number): string => (b === 0 ? '–' : `${((100 * a) / b).toFixed(1)}%`);

function formatTable(results: Result[]): string[] {
  const header = '| document | accuracy | page accuracy | unverifiable | text ms | extract ms |';
  const lines = [header, '|---|---:|---:|---:|---:|---:|'];
  for (const r of results) {
    lines.push(
      `| ${r.file} | ${pct(r.correct, r.elements)} (${r.correct}/${r.elements}) | ${pct(r.pagesOk, r.pageRows)} (${r.pagesOk}/${r.pageRows}) | ${r.unverifiable} | ${r.textMs.toFixed(0)} | ${r.extractMs.toFixed(0)} |`,
    );
  }
  const sum = (f: (r: Result) => number): number => results.reduce((total, r) => total + f(r), 0);
  lines.push(
    `| **totaal** | ${pct(
      sum((r) => r.correct),
      sum((r) => r.elements),
    )} | ${pct(
      sum((r) => r.pagesOk),
      sum((r) => r.pageRows),
    )} | ${sum((r) => r.unverifiable)} | ${sum((r) => r.textMs).toFixed(0)} | ${sum((r) => r.extractMs).toFixed(0)} |`,
  );
  return lines;
}

async function runSet(name: string, dir: string, documents: ReadonlyArray<BenchDocument>): Promise<string> {
  const out = name === 'corpus' ? OUT : join(OUT, name);
  await mkdir(out, { recursive: true });
  const results: Result[] = [];
  for (const document of documents) results.push(await runOne(dir, out, document));
  const table = formatTable(results).join('\n');
  console.log(`\n${name}\n${table}`);
  if (process.argv.includes('--misses')) {
    for (const r of results) {
      if (r.misses.length === 0) continue;
      console.log(`\n${r.file}`);
      for (const miss of r.misses) console.log(`  ${miss}`);
    }
  }
  return table;
}

/** Scans of corpus PDFs: 200-dpi grey page images only, the way an office scanner delivers a cao. */
async function buildScans(dir: string): Promise<BenchDocument[]> {
  await mkdir(dir, { recursive: true });
  const sources = ['cao-metaal-fictief', 'cao-retail-fictief'];
  return Promise.all(
    sources.map(async (stem) => {
      const file = `${stem}.scan.pdf`;
      const exists = await stat(join(dir, file)).then(
        () => true,
        () => false,
      );
      if (!exists)
        await writeFile(join(dir, file), await makeImageOnlyPdf(await readFile(join(CORPUS, `${stem}.pdf`))));
      return { file, gold: relative(dir, join(CORPUS, `${stem}.gold.json`)), isScan: true };
    }),
  );
}

async function main(): Promise<void> {
  const onlyOcr = process.argv.includes('--ocr');
  const onlyReal = process.argv.includes('--real');
  const onlyCorpus = process.argv.includes('--corpus') || onlyOcr || onlyReal;
  const onlyHoldout = process.argv.includes('--holdout') || onlyOcr || onlyReal;
  const sections: string[] = [];
  const scans = join(OUT, 'ocr');
  if (onlyOcr)
    sections.push(`Scans (OCR, bench/out/ocr):\n\n${await runSet('ocr', scans, await buildScans(scans))}`);
  if (!onlyHoldout) sections.push(`Corpus:\n\n${await runSet('corpus', CORPUS, CORPUS_DOCUMENTS)}`);
  if (!onlyCorpus) {
    const holdout = await listHoldout();
    if (holdout.length > 0)
      sections.push(`Hold-out (packages/engine/holdout):\n\n${await runSet('holdout', HOLDOUT, holdout)}`);
  }
  if (!onlyOcr && (onlyReal || !(process.argv.includes('--corpus') || process.argv.includes('--holdout')))) {
    const real = await runRealSet(OUT, process.argv.includes('--misses'));
    if (real) sections.push(`Real (../shared/real-caos, golds/):\n\n${real}`);
  }
  if (!process.argv.includes('--no-record')) {
    const stamp = new Date().toISOString().replace('T', ' ').slice(0, 16);
    await appendFile(
      join(ROOT, 'bench/RESULTS.md'),
      `\n## bench:extract ${stamp} UTC\n\n${sections.join('\n\n')}\n`,
    );
  }
}

await main();
