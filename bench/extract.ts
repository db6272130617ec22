/**
 * pnpm bench:extract — the built-in extractor over the whole test corpus (packages/engine/corpus)
 * and over the hold-out set (packages/engine/holdout: fictional caos in other house styles that the
 * rules were never tuned on): text + extraction per document, scored by the one scorer (the corpus's
 * score.mjs, through real-caos/score.ts), plus a count of values whose as_printed does not stand on a cited page (must be 0).
 * Writes each extraction to bench/out/ and appends both tables to bench/RESULTS.md.
 * A third table scores the real set (../shared/real-caos with its golds; bench/real-caos.ts), skipped with
 * one line where that folder is absent.
 * The real set ends with the real cao's from outside ../shared (engine/src/real-caos/unseen) whose text is
 * fetched into ../unseen-caos; `--unseen` runs only those.
 * `--misses` lists the missed elements; `--corpus` / `--holdout` / `--real` run only that set.
 * `--ocr` runs only the scan set instead: image-only copies of corpus PDFs (no text layer, built once
 * into bench/out/ocr/ with pdftoppm + pdfkit) read with OCR (tesseract), with time per page.
 */
import { appendFile, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractDocument } from '../packages/engine/src/extract';
import { countUnverifiable, scoreExtraction, tallyScore, type Gold } from '../packages/engine/src/real-caos';
import { readDocument } from '../packages/engine/src/text';
import { makeImageOnlyPdf } from '../packages/engine/src/text/ocr/testing/make-image-only-pdf';
import { runRealSet, runUnseenSet } from './real-caos';
import {
  CORPUS,
  CORPUS_DOCUMENTS,
  HOLDOUT,
  listHoldout,
  type BenchDocument,
} from './support/bench-documents';
import { reportSet, type ScoredDocument } from './support/score-table';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'bench/out');

async function runOne(
  dir: string,
  out: string,
  { file, gold, isScan }: BenchDocument,
): Promise<ScoredDocument> {
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
  await writeFile(join(out, `${basename(file)}.json`), `${JSON.stringify(extraction, null, 2)}\n`);
  const rows = scoreExtraction(
    JSON.parse(await readFile(join(dir, gold), 'utf8')) as Gold,
    extraction.values,
  );
  return {
    file,
    ...tallyScore(rows),
    unverifiable: countUnverifiable(doc, extraction),
    textMs: t1 - t0,
    extractMs: t2 - t1,
    rows,
    extraction,
  };
}

async function runSet(name: string, dir: string, documents: ReadonlyArray<BenchDocument>): Promise<string> {
  const out = name === 'corpus' ? OUT : join(OUT, name);
  await mkdir(out, { recursive: true });
  const results: ScoredDocument[] = [];
  for (const document of documents) results.push(await runOne(dir, out, document));
  return reportSet(name, results, false, process.argv.includes('--misses'));
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
  if (process.argv.includes('--unseen')) {
    await mkdir(join(OUT, 'real'), { recursive: true });
    const tables = await runUnseenSet(join(OUT, 'real'), process.argv.includes('--misses'));
    sections.push(...tables);
    if (!process.argv.includes('--no-record') && tables.length > 0) await record(sections);
    return;
  }
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
  if (!process.argv.includes('--no-record')) await record(sections);
}

async function record(sections: string[]): Promise<void> {
  const stamp = new Date().toISOString().replace('T', ' ').slice(0, 16);
  await appendFile(
    join(ROOT, 'bench/RESULTS.md'),
    `\n## bench:extract ${stamp} UTC\n\n${sections.join('\n\n')}\n`,
  );
}

await main();
