/**
 * pnpm bench:structure — the structure self-check (packages/engine/src/structure/self-check.ts) over the
 * fictional corpus, the hold-out set and every real cao in ../shared/real-caos (the reserve documents of
 * golds/first-looks.json skipped unopened; the set skipped with one line where the folder is absent).
 * No gold is needed: the table shows, per document, how much of the text stands in a numbered unit, the
 * order of the article numbers, how much of the contents list comes back as headings, the longest run of
 * pages without a heading, and the verdict. `--real` / `--corpus` / `--holdout` run only that set;
 * `--units FILE` prints the units found in one document.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { PROJECT_GOLDS_DIR, REAL_CAOS_DIR, REAL_GOLDS_DIR } from '../packages/engine/src/real-caos';

import {
  checkStructure,
  getStructure,
  summarizeCheck,
  type StructureCheck,
} from '../packages/engine/src/structure';
import { readDocument } from '../packages/engine/src/text';
import { CORPUS, CORPUS_DOCUMENTS, HOLDOUT, listHoldout } from './support/bench-documents';

interface FirstLooks {
  batches: { documents: string[]; developedOn: boolean }[];
  reserve?: { documents: string[] };
}

async function readFirstLooks(): Promise<FirstLooks> {
  const path = join(PROJECT_GOLDS_DIR, 'first-looks.json');
  return existsSync(path) ? (JSON.parse(await readFile(path, 'utf8')) as FirstLooks) : { batches: [] };
}

/** Which gold a real document has: "gedeeld", "batch 2", or "–". */
async function describeGolds(): Promise<Map<string, string>> {
  const golds = new Map<string, string>();
  const shared = existsSync(REAL_GOLDS_DIR) ? await readdir(REAL_GOLDS_DIR) : [];
  for (const name of shared.filter((n) => n.endsWith('.gold.json')))
    golds.set(name.replace(/\.gold\.json$/, '.pdf'), 'gedeeld');
  (await readFirstLooks()).batches.forEach((batch, i) => {
    for (const file of batch.documents)
      golds.set(file, `batch ${i + 1}${batch.developedOn ? '' : ' (ongezien)'}`);
  });
  return golds;
}

/** A bench is no upload: a loaded machine may OCR a few scanned pages slowly, so the deadline is generous. */
const READ_TIMEOUT_MS = 30 * 60_000;

async function checkFile(path: string): Promise<StructureCheck> {
  const doc = await readDocument(new Uint8Array(await readFile(path)), {
    filename: basename(path),
    timeoutMs: READ_TIMEOUT_MS,
  });
  return checkStructure(getStructure(doc));
}

const pct = (share: number): string => `${(share * 100).toFixed(0)} %`;

function formatRow(file: string, gold: string | null, c: StructureCheck): string {
  const contents = `${c.contents ? `${c.contents.matched}/${c.contents.entries}` : '–'} (${c.lateContents})`;
  const order = `${c.backwards}/${c.duplicates}/${c.jumps}`;
  const cells = [
    file,
    ...(gold === null ? [] : [gold]),
    String(c.pages),
    pct(c.coverage),
    String(c.articles),
  ];
  cells.push(order, String(c.shortUnits), `${c.annexes} (${c.annexDisorder})`, contents);
  cells.push(String(c.longestStretch), summarizeCheck(c));
  return `| ${cells.join(' | ')} |`;
}

async function runSet(title: string, files: { file: string; path: string; gold?: string }[]): Promise<void> {
  const withGold = files.some((f) => f.gold !== undefined);
  const columns = ['document', ...(withGold ? ['gold'] : []), "pagina's", 'in genummerde eenheid'];
  columns.push('artikelen', 'terug/dubbel/sprong', 'kort', 'bijlagen (buiten volgorde)');
  columns.push('inhoudsopgave terug (later)', 'langste zonder kop', 'oordeel');
  console.log(`\n${title}\n\n| ${columns.join(' | ')} |\n|${columns.map(() => '---').join('|')}|`);
  let doubtful = 0;
  for (const { file, path, gold } of files) {
    const check = await checkFile(path).catch((error: unknown) => {
      console.log(`| ${file} | niet gelezen: ${error instanceof Error ? error.message : String(error)} |`);
      return null;
    });
    if (!check) {
      doubtful++;
      continue;
    }
    if (check.verdicts.some((v) => v.status === 'twijfel')) doubtful++;
    console.log(formatRow(file, withGold ? (gold ?? '–') : null, check));
  }
  console.log(`\n${files.length - doubtful} van ${files.length} ok, ${doubtful} twijfel`);
}

async function listReal(): Promise<{ file: string; path: string; gold: string }[]> {
  const reserve = new Set((await readFirstLooks()).reserve?.documents ?? []);
  const golds = await describeGolds();
  const files = (await readdir(REAL_CAOS_DIR)).filter((f) => f.endsWith('.pdf') && !reserve.has(f)).sort();
  return files.map((file) => ({ file, path: join(REAL_CAOS_DIR, file), gold: golds.get(file) ?? '–' }));
}

async function printUnits(path: string): Promise<void> {
  const doc = await readDocument(new Uint8Array(await readFile(path)), {
    filename: basename(path),
    timeoutMs: READ_TIMEOUT_MS,
  });
  const structure = getStructure(doc);
  for (const unit of structure.units) {
    const page = structure.lines[unit.firstLine]?.page ?? '';
    console.log(
      `p. ${page}\t${unit.kind}\t${unit.label ?? ''}\t${unit.lastLine - unit.firstLine + 1} regels\t${unit.title}`,
    );
  }
  console.log(summarizeCheck(checkStructure(structure)));
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const units = args.indexOf('--units');
  if (units >= 0) return printUnits(args[units + 1] ?? '');
  const only = ['--corpus', '--holdout', '--real'].filter((flag) => args.includes(flag));
  const runs = (flag: string): boolean => only.length === 0 || only.includes(flag);
  if (runs('--corpus'))
    await runSet(
      'Corpus (packages/engine/corpus):',
      CORPUS_DOCUMENTS.map(({ file }) => ({ file, path: join(CORPUS, file) })),
    );
  if (runs('--holdout'))
    await runSet(
      'Hold-out (packages/engine/holdout):',
      (await listHoldout()).map(({ file }) => ({ file, path: join(HOLDOUT, file) })),
    );
  if (!runs('--real')) return;
  if (!existsSync(REAL_CAOS_DIR)) {
    console.log('\nreal: ../shared/real-caos ontbreekt, echte cao-set overgeslagen');
    return;
  }
  await runSet('Real (../shared/real-caos, zonder de reservedocumenten):', await listReal());
}

await main();
