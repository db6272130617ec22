/**
 * The real set for `pnpm bench:extract`: every gold in ../shared/real-caos/golds, its PDF extracted
 * and scored (accuracy = value and article right over all 49 elements; "regulated" = the same over the
 * values the cao regulates; citation page accuracy; unverifiable values). Prints one line and returns
 * null where ../shared/real-caos is absent. Extractions go to bench/out/real/ (outside git).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { hasRealCaos, listRealGolds, runRealCao, type RealResult } from '../packages/engine/src/real-caos';

const pct = (a: number, b: number): string => (b === 0 ? '–' : `${((100 * a) / b).toFixed(1)}%`);

function formatTable(results: RealResult[]): string[] {
  const lines = [
    '| document | accuracy | regulated values right | page accuracy | unverifiable | text ms | extract ms |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of results) {
    lines.push(
      `| ${r.file} | ${pct(r.correct, r.elements)} (${r.correct}/${r.elements}) | ${pct(r.regulatedCorrect, r.regulated)} (${r.regulatedCorrect}/${r.regulated}) | ${pct(r.pagesOk, r.pageRows)} (${r.pagesOk}/${r.pageRows}) | ${r.unverifiable} | ${r.textMs.toFixed(0)} | ${r.extractMs.toFixed(0)} |`,
    );
  }
  const sum = (f: (r: RealResult) => number): number => results.reduce((total, r) => total + f(r), 0);
  lines.push(
    `| **totaal** | ${pct(
      sum((r) => r.correct),
      sum((r) => r.elements),
    )} | ${pct(
      sum((r) => r.regulatedCorrect),
      sum((r) => r.regulated),
    )} (${sum((r) => r.regulatedCorrect)}/${sum((r) => r.regulated)}) | ${pct(
      sum((r) => r.pagesOk),
      sum((r) => r.pageRows),
    )} | ${sum((r) => r.unverifiable)} | ${sum((r) => r.textMs).toFixed(0)} | ${sum((r) => r.extractMs).toFixed(0)} |`,
  );
  return lines;
}

function formatMisses(result: RealResult): string[] {
  return result.rows
    .filter((row) => !row.correct || row.pageOk === false)
    .map((row) => {
      const element = result.extraction.values[row.category]?.[row.element];
      const cited = element ? ` (${element.article ?? '–'} p. ${element.pages.join(',')})` : '';
      return (
        `${row.category}.${row.element}: gold=${JSON.stringify(row.gold)} got=${JSON.stringify(row.got)}${cited}` +
        `${row.valueOk ? '' : ' [waarde]'}${row.articleOk ? '' : ' [artikel]'}${row.pageOk === false ? ' [pagina]' : ''}`
      );
    });
}

/** The real-set table (markdown), or null when ../shared/real-caos is not there. */
export async function runRealSet(out: string, showMisses: boolean): Promise<string | null> {
  if (!hasRealCaos()) {
    console.log('\nreal: ../shared/real-caos ontbreekt, echte cao-set overgeslagen');
    return null;
  }
  const dir = join(out, 'real');
  await mkdir(dir, { recursive: true });
  const results: RealResult[] = [];
  for (const gold of await listRealGolds()) {
    const result = await runRealCao(gold);
    await writeFile(join(dir, `${gold.file}.json`), `${JSON.stringify(result.extraction, null, 2)}\n`);
    results.push(result);
  }
  const table = formatTable(results).join('\n');
  console.log(`\nreal\n${table}`);
  if (showMisses) {
    for (const result of results) {
      const misses = formatMisses(result);
      if (misses.length === 0) continue;
      console.log(`\n${result.file}`);
      for (const miss of misses) console.log(`  ${miss}`);
    }
  }
  return table;
}
