import type { Block } from '../../structure';
import type { ExtractContext } from '../../extract/rules/context';
import type { DayKind } from './overtime-days';

/**
 * A matrix of surcharges per hour and day: a header ending in the days ("… Tijd Zo Ma Di Wo Do Vr Za"), then
 * one row per hour ("18/19 70 10 10 10 10 10 35 18/19") with one bare percentage per day; or a table of hour
 * windows with a column per day (readWindowTable). The header (or the text just above it) says what the
 * surcharges are for: overtime or irregular hours.
 */
export interface MatrixCell {
  day: DayKind;
  value: number;
  block: Block;
  start: number;
  end: number;
}

export interface MatrixRow {
  /** The hour the row begins and ends: "18/19" → 18 and 19. */
  start: number;
  end: number;
  cells: MatrixCell[];
}

export interface HourMatrix {
  subject: 'overwerk' | 'onregelmatig';
  header: Block;
  rows: MatrixRow[];
}

const DAY_KIND: Record<string, DayKind> = {
  ma: 'weekday',
  di: 'weekday',
  wo: 'weekday',
  do: 'weekday',
  vr: 'weekday',
  za: 'saturday',
  zo: 'sunday',
};
const TRAILING_DAYS = /(?:\b(?:zo|ma|di|wo|do|vr|za)\b\.?\s*){5,}$/i;
const HOUR_ROW = /^\s*(\d{1,2})\/(\d{1,2})\s+((?:\d{1,3}\s+)*\d{1,3})(?:\s+\1\/\2)?\s*$/;

/** What the surcharges of a matrix are for, from its header or the text above it. */
function subjectOf(text: string): HourMatrix['subject'] | null {
  if (/overwerk|overuren/i.test(text)) return 'overwerk';
  return /onregelmatig/i.test(text) ? 'onregelmatig' : null;
}

/**
 * A row's hour window (groups 1 and 2) and its cells (group 3, found at `offset` in the row's text): one
 * bare percentage per day column, or null when the count differs.
 */
function matrixRow(row: Block, match: RegExpExecArray, offset: number, days: DayKind[]): MatrixRow | null {
  const cells = [...match[3]!.matchAll(/\d{1,3}/g)];
  if (cells.length !== days.length) return null;
  return {
    start: Number(match[1]),
    end: Number(match[2]),
    cells: cells.map((cell, column) => ({
      day: days[column]!,
      value: Number(cell[0]),
      block: row,
      start: offset + cell.index,
      end: offset + cell.index + cell[0].length,
    })),
  };
}

function readMatrix(context: ExtractContext, header: Block): HourMatrix | null {
  const trailing = TRAILING_DAYS.exec(header.text);
  if (!trailing) return null;
  const days = trailing[0]
    .trim()
    .split(/\s+/)
    .map((word) => DAY_KIND[word.replace('.', '').toLowerCase()]!);
  if (new Set(trailing[0].toLowerCase().trim().split(/\s+/)).size !== days.length) return null;
  const above = [header, context.blocks[header.index - 1], context.blocks[header.index - 2]]
    .filter((block): block is Block => !!block && block.unit === header.unit)
    .map((block) => block.text)
    .join(' ');
  if (!/toeslag/i.test(above)) return null;
  const subject = subjectOf(header.text);
  if (!subject) return null;
  const rows: MatrixRow[] = [];
  for (let i = header.index + 1; i < context.blocks.length; i++) {
    const row = context.blocks[i]!;
    if (row.kind !== 'row' || row.unit !== header.unit) break;
    const match = HOUR_ROW.exec(row.text);
    if (!match) break;
    const offset = row.text.indexOf(match[3]!, match[1]!.length + match[2]!.length + 1);
    const read = matrixRow(row, match, offset, days);
    if (!read) break;
    rows.push(read);
  }
  return rows.length >= 6 ? { subject, header, rows } : null;
}

const WINDOW_ROW =
  /^\s*(\d{1,2})(?:[.:]\d{2})?\s*(?:en|tot|-|–)\s*(\d{1,2})(?:[.:]\d{2})?\s*uur\s+((?:\d{1,3}\s+)*\d{1,3})\s*$/i;
const DAY_NAME = /\b(zondag|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag)\b/gi;

/**
 * A table of hour windows by day: header lines whose first names one day per column ("overwerk tot 2 uur |
 * op een zondag … | op maandag … | op dinsdag, woensdag … | op zaterdag"), then rows "6 en 18 uur 100 25 25 50".
 */
function readWindowTable(context: ExtractContext, first: Block): HourMatrix | null {
  const headerLines: Block[] = [];
  for (let i = first.index - 1; i >= 0 && i >= first.index - 6; i--) {
    const block = context.blocks[i]!;
    if (block.unit !== first.unit || block.kind !== 'row' || WINDOW_ROW.test(block.text)) break;
    headerLines.unshift(block);
  }
  const header = headerLines[0];
  if (!header) return null;
  const days = [...header.text.matchAll(DAY_NAME)].map((match): DayKind => {
    const day = match[1]!.toLowerCase();
    return day === 'zondag' ? 'sunday' : day === 'zaterdag' ? 'saturday' : 'weekday';
  });
  const leadIn = context.blocks[header.index - 1];
  const about = `${headerLines.map((line) => line.text).join(' ')} ${leadIn?.unit === first.unit ? leadIn.text : ''}`;
  if (!/toeslag|percentage|procent|%/i.test(about)) return null;
  const subject = subjectOf(about);
  if (!subject || days.length < 3) return null;
  const rows: MatrixRow[] = [];
  for (let i = first.index; i < context.blocks.length; i++) {
    const row = context.blocks[i]!;
    const match = row.kind === 'row' && row.unit === first.unit ? WINDOW_ROW.exec(row.text) : null;
    if (!match) break;
    const offset = row.text.length - match[3]!.length - (row.text.length - row.text.trimEnd().length);
    const read = matrixRow(row, match, offset, days);
    if (!read) return null;
    rows.push(read);
  }
  return rows.length >= 2 ? { subject, header, rows } : null;
}

export function findHourMatrices(context: ExtractContext): HourMatrix[] {
  return context.memo('hour-matrices', () => {
    const matrices: HourMatrix[] = [];
    for (const block of context.blocks) {
      if (block.kind === 'heading' || block.role !== 'normative') continue;
      const matrix = readMatrix(context, block);
      if (matrix) matrices.push(matrix);
      const previous = context.blocks[block.index - 1];
      if (
        block.kind === 'row' &&
        WINDOW_ROW.test(block.text) &&
        !(previous && WINDOW_ROW.test(previous.text))
      ) {
        const table = readWindowTable(context, block);
        if (table) matrices.push(table);
      }
    }
    return matrices;
  });
}

/** The value most of the cells share (on a tie the lower), with the first cell that has it. */
export function mostCommonCell(cells: readonly MatrixCell[]): MatrixCell | null {
  const counts = new Map<number, number>();
  for (const cell of cells) counts.set(cell.value, (counts.get(cell.value) ?? 0) + 1);
  let best: number | null = null;
  for (const [value, count] of counts)
    if (best === null || count > counts.get(best)! || (count === counts.get(best)! && value < best))
      best = value;
  return cells.find((cell) => cell.value === best) ?? null;
}
