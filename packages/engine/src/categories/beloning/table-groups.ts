import { findDates } from '../../numbers';
import type { Block } from '../../structure';
import type { ExtractContext } from '../../extract/rules/context';
import type { WageTable } from './wage-tables';

/** Dates in a table's text, but not a print stamp ("1-12-2017 11:57": a date with a clock time). */
function datesIn(text: string): ReturnType<typeof findDates> {
  return findDates(text).filter((date) => !/^\s+\d{1,2}:\d{2}\b/.test(text.slice(date.end)));
}

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
    const date = datesIn(text)[0];
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
  for (; row(i) && !hasMoney(row(i)!); i--) date = datesIn(row(i)!.text)[0]?.iso ?? date;
  return date;
}

// "Deze tabel geldt vanaf 1 maart 2025", "Deze bedragen gaan in op 1 juli 2025", "De bedragen
// in deze tabel gelden met ingang van …": a note under a table that dates it.
const NOTE_ON_TABLE =
  /^\s*(?:(?:deze|dit|de)\s+)?(?:[\p{L}-]+\s+){0,3}?(?:tabel|bedragen|schalen|salarissen|lonen)\b[^.;]{0,60}?\b(?:gold|geldt|gelden|golden|ingaat|ingaan|gaat\s+in|gaan\s+in|van\s+kracht|in\s+werking)\b/iu;
const STARTS = /\b(?:per|vanaf|met\s+ingang\s+van|m\.i\.v\.|ingaande|op)\s+$/i;

/** The note right under a table's last row that says from when the table holds, if any. */
export function noteBelow(context: ExtractContext, last: Block): Block | null {
  const next = context.blocks[last.index + 1];
  if (!next || next.unit !== last.unit || next.kind !== 'prose') return null;
  return NOTE_ON_TABLE.test(next.text) ? next : null;
}

/** The date a note under a table names as its start ("… gaan in per 1 december 2025"). */
export function dateBelow(context: ExtractContext, last: Block): string | null {
  const note = noteBelow(context, last);
  if (!note) return null;
  const sentence = note.text.split(/(?<=\.)\s/)[0]!;
  const date = findDates(sentence).find((found) =>
    STARTS.test(sentence.slice(Math.max(0, found.start - 20), found.start)),
  );
  return date?.iso ?? null;
}

/** Where a table's date is printed: in its rows or the nearest block above that holds it. */
export function locateDate(
  context: ExtractContext,
  rows: readonly Block[],
  iso: string,
): { block: Block; start: number; end: number } | null {
  const below = noteBelow(context, rows[rows.length - 1]!);
  const candidates = [
    ...rows.filter((row) => row.index < rows[0]!.index + 3),
    ...blocksAbove(context, rows[0]!),
    ...(below ? [below] : []),
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
