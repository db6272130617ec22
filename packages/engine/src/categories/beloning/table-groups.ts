import { findDates } from '../../numbers';
import type { Block } from '../../structure';
import type { ExtractContext } from '../../extract/rules/context';
import type { WageTable } from './wage-tables';

/** How far above a table its caption may stand (header lines and the pairs of scales before it). */
const REACH = 80;

/** The blocks above a table's first row, nearest first, up to the unit's start or a heading. */
function* blocksAbove(context: ExtractContext, first: Block): Generator<Block> {
  for (let i = first.index - 1; i >= 0 && i >= first.index - REACH; i--) {
    const block = context.blocks[i]!;
    if (block.unit !== first.unit || block.kind === 'heading') return;
    yield block;
  }
}

/**
 * A wage table's date: from its own title or header rows, else from the text right above it, else
 * from the nearest caption above ("Tabel 1 Salarisschalen per 1 maart 2022" over the pairs of scales
 * that follow it, each with its own header line).
 */
export function tableDate(
  context: ExtractContext,
  first: Block,
  texts: readonly string[],
  hasMoney: (block: Block) => boolean,
): string | null {
  for (const text of texts) {
    const date = findDates(text)[0];
    if (date) return date.iso;
  }
  const above = dateOfRowsAbove(context, first, hasMoney);
  if (above) return above;
  for (const block of blocksAbove(context, first)) {
    if (block.kind === 'caption') return findDates(block.text)[0]?.iso ?? null;
  }
  return null;
}

/**
 * A table printed right under the rows of another, with its own header row but no title ("Leeftijd
 * I II III" with youth wages by age, then "Trede I II III" with the scales): both parts stand under
 * the title rows that open the rows above ("Maandsalarissen per 1 juli 2025"). The topmost date of
 * that header group, where only table rows stand between.
 */
function dateOfRowsAbove(
  context: ExtractContext,
  first: Block,
  hasMoney: (block: Block) => boolean,
): string | null {
  let i = first.index - 1;
  const row = (at: number): Block | null => {
    const block = context.blocks[at];
    return block && block.unit === first.unit && block.kind === 'row' ? block : null;
  };
  if (!row(i) || !hasMoney(row(i)!)) return null;
  while (row(i) && hasMoney(row(i)!)) i--;
  let date: string | null = null;
  for (; row(i) && !hasMoney(row(i)!); i--) date = findDates(row(i)!.text)[0]?.iso ?? date;
  return date;
}

/** Where a table's date is printed: in its rows or the nearest block above that holds it. */
export function locateDate(
  context: ExtractContext,
  rows: readonly Block[],
  iso: string,
): { block: Block; start: number; end: number } | null {
  const candidates = [
    ...rows.filter((row) => row.index < rows[0]!.index + 3),
    ...blocksAbove(context, rows[0]!),
  ];
  for (const block of candidates) {
    const date = findDates(block.text).find((mention) => mention.iso === iso);
    if (date) return { block, start: date.start, end: date.end };
  }
  return null;
}

/**
 * Pairs of side-by-side scales under one caption are one table: consecutive tables with scale labels
 * of the same word, the same period and date, in the same unit, are joined.
 */
export function mergeScaleBlocks(context: ExtractContext, tables: readonly WageTable[]): WageTable[] {
  const merged: WageTable[] = [];
  for (const table of tables) {
    const previous = merged[merged.length - 1];
    const joins =
      previous !== undefined &&
      previous.scales.length > 0 &&
      table.scales.length > 0 &&
      previous.scales[0]!.word === table.scales[0]!.word &&
      previous.period === table.period &&
      previous.date === table.date &&
      previous.rows[0]!.unit === table.rows[0]!.unit &&
      !headingBetween(context, previous, table);
    if (!joins) {
      merged.push(table);
      continue;
    }
    merged[merged.length - 1] = {
      ...previous,
      rows: [...previous.rows, ...table.rows],
      cells: [...previous.cells, ...table.cells],
      scales: [...previous.scales, ...table.scales],
      garbled: previous.garbled || table.garbled,
    };
  }
  return merged;
}

function headingBetween(context: ExtractContext, a: WageTable, b: WageTable): boolean {
  const from = a.rows[a.rows.length - 1]!.index;
  const to = b.rows[0]!.index;
  return context.blocks.slice(from, to).some((block) => block.kind === 'heading');
}
