import { findDates } from '../../numbers';
import type { Block } from '../../structure';
import type { ExtractContext } from '../../extract/rules/context';
import type { WageCell, WageTable } from './wage-tables';

/**
 * Tables whose columns are dates ("Trede | 1-1-2025 | 1-7-2025"): each column is the scale as it
 * stands from that date, so the table is read as one table per date column. Null when the header
 * rows name no dates per amount column.
 */
export function splitDateColumns(table: WageTable, headerRows: readonly Block[]): WageTable[] | null {
  const header = headerRows.find((row) => {
    const dates = findDates(row.text);
    if (dates.length < 2) return false;
    // A row of dates alone (a label before them at most), not a title sentence naming two dates.
    let rest = row.text.slice(dates[0]!.start);
    for (const date of dates) rest = rest.replace(date.text, ' ');
    return /^[\s,;|]*$/.test(rest);
  });
  if (!header) return null;
  const dates = findDates(header.text);
  const byRow = new Map<Block, WageCell[]>();
  for (const cell of table.cells) byRow.set(cell.block, [...(byRow.get(cell.block) ?? []), cell]);
  if (![...byRow.values()].every((cells) => cells.length === dates.length)) return null;
  return dates.map((date, i) => ({
    ...table,
    date: date.iso,
    dateAt: { block: header, start: date.start, end: date.end },
    cells: [...byRow.values()].map((cells) => cells[i]!),
  }));
}

// "Carrièrepatroon 3 functie", "Schaal 12": a table headed by the name and number of one scale.
const SCALE_TITLE = /^\s*(\p{L}{4,})\s+(\d{1,2})\b/u;

function scaleTitle(table: WageTable): { word: string; number: number } | null {
  const match = SCALE_TITLE.exec(table.rows[0]!.text);
  return match ? { word: match[1]!.toLowerCase(), number: Number(match[2]) } : null;
}

/**
 * One small table per scale, each under its own title row with the scale's number ("Carrièrepatroon
 * 1", "Carrièrepatroon 2" …), are one wage table: the tables of one date and period in one unit, with
 * rising numbers and no heading between, are joined.
 */
export function joinScaleSeries(context: ExtractContext, tables: readonly WageTable[]): WageTable[] {
  const joined: WageTable[] = [];
  const last = new Map<WageTable, number>();
  for (const table of tables) {
    const title = scaleTitle(table);
    const group = title
      ? joined.findLast(
          (candidate) =>
            scaleTitle(candidate)?.word === title.word &&
            (last.get(candidate) ?? -1) < title.number &&
            candidate.date === table.date &&
            candidate.period === table.period &&
            candidate.rows[0]!.unit === table.rows[0]!.unit &&
            !context.blocks
              .slice(candidate.rows.at(-1)!.index, table.rows[0]!.index)
              .some((block) => block.kind === 'heading'),
        )
      : undefined;
    if (!group || !title) {
      joined.push(table);
      if (title) last.set(table, title.number);
      continue;
    }
    const merged: WageTable = {
      ...group,
      rows: [...group.rows, ...table.rows],
      cells: [...group.cells, ...table.cells],
      garbled: group.garbled || table.garbled,
    };
    joined[joined.indexOf(group)] = merged;
    last.set(merged, title.number);
  }
  return joined;
}
