/**
 * The one table and miss list of `pnpm bench:extract`, for every set (corpus, hold-out, real): each
 * document scored by the one scorer (packages/engine/corpus/score.mjs, via real-caos/score.ts).
 */
import type { ScoreRow, ScoreTally } from '../../packages/engine/src/real-caos';
import type { Extraction } from '../../packages/engine/src/types';

export interface ScoredDocument extends ScoreTally {
  file: string;
  unverifiable: number;
  textMs: number;
  extractMs: number;
  rows: ScoreRow[];
  extraction: Extraction;
}

const pct = (a: number, b: number): string => (b === 0 ? '–' : `${((100 * a) / b).toFixed(1)}%`);
const ratio = (a: number, b: number): string => `${pct(a, b)} (${a}/${b})`;

/** Markdown table, one row per document and a total; `regulated` adds the column over regulated values. */
export function formatScoreTable(results: ScoredDocument[], { regulated }: { regulated: boolean }): string[] {
  const columns = ['document', 'accuracy', ...(regulated ? ['regulated values right'] : [])];
  columns.push('page accuracy', 'unverifiable', 'text ms', 'extract ms');
  const lines = [`| ${columns.join(' | ')} |`, `|---|${columns.slice(1).fill('---:').join('|')}|`];
  const row = (cells: string[]) => lines.push(`| ${cells.join(' | ')} |`);
  for (const r of results) {
    row([
      r.file,
      ratio(r.correct, r.elements),
      ...(regulated ? [ratio(r.regulatedCorrect, r.regulated)] : []),
      ratio(r.pagesOk, r.pageRows),
      String(r.unverifiable),
      r.textMs.toFixed(0),
      r.extractMs.toFixed(0),
    ]);
  }
  const sum = (f: (r: ScoredDocument) => number): number => results.reduce((total, r) => total + f(r), 0);
  row([
    '**totaal**',
    pct(
      sum((r) => r.correct),
      sum((r) => r.elements),
    ),
    ...(regulated
      ? [
          ratio(
            sum((r) => r.regulatedCorrect),
            sum((r) => r.regulated),
          ),
        ]
      : []),
    pct(
      sum((r) => r.pagesOk),
      sum((r) => r.pageRows),
    ),
    String(sum((r) => r.unverifiable)),
    sum((r) => r.textMs).toFixed(0),
    sum((r) => r.extractMs).toFixed(0),
  ]);
  return lines;
}

/** Elements not right (value, article or page), with what the engine cited. */
export function formatMisses(result: ScoredDocument): string[] {
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

/** Prints a set's table (and, asked for, its misses) and returns the table for RESULTS.md. */
export function reportSet(
  name: string,
  results: ScoredDocument[],
  regulated: boolean,
  showMisses: boolean,
): string {
  const table = formatScoreTable(results, { regulated }).join('\n');
  console.log(`\n${name}\n${table}`);
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
