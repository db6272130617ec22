import type { Block } from '../../structure';
import type { ExtractContext } from '../../extract/rules/context';
import { titlesOf } from '../../extract/rules/context';
import { findPercentages } from '../../numbers';
import { kindsOfWindow, windowsInOrder, type IrregularKind } from './time-windows';

/**
 * A surcharge grid by day and time: a header row of days ("MA DI WO DO VR ZA ZO FE") over rows
 * of a time window and one bare number per day, the unit said once in the text above ("toeslagen
 * (in procenten)"). The window of a row may be printed over three lines ("21.30 uur" / "tot 30 30 …"
 * / "24.00 uur"). The rate for the evening or night is the one most weekdays (Monday to Friday)
 * have: a grid often raises Friday evening or Monday night alone.
 */
export interface GridRate {
  kind: IrregularKind;
  block: Block;
  start: number;
  end: number;
  value: number;
  score: number;
}

const DAY =
  /^(?:ma|di|wo|do|vr|za|zo|fe|feestdag(?:en)?|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag)\.?$/i;
const WEEKDAY = /^(?:ma|di|wo|do|vr|maandag|dinsdag|woensdag|donderdag|vrijdag)\.?$/i;
const TIME = /(\d{1,2})[.:]\d{2}/g;
const CELL = /(?<![\d.,:])\d{1,3}(?![\d.,:%])/g;

function dayColumns(text: string): string[] | null {
  const words = text.trim().split(/\s+/);
  return words.length >= 5 && words.every((word) => DAY.test(word)) ? words : null;
}

/** The surcharge is in percent: said in the lead-in above the grid. */
function isPercentGrid(context: ExtractContext, header: Block): boolean {
  for (let i = header.index - 1; i >= 0 && i >= header.index - 3; i--) {
    const block = context.blocks[i]!;
    if (block.unit !== header.unit || block.kind === 'heading') return false;
    if (/toeslag/i.test(block.text) && /procent|%/i.test(block.text)) return true;
  }
  return false;
}

function mostCommon(values: number[]): number | null {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: number | null = null;
  for (const [value, count] of counts)
    if (best === null || count > counts.get(best)! || (count === counts.get(best)! && value < best))
      best = value;
  return best;
}

/** The weekday rates of one grid, per evening or night row. */
function gridRates(context: ExtractContext, header: Block, days: string[]): GridRate[] {
  const rows: Block[] = [];
  for (let i = header.index + 1; i < context.blocks.length; i++) {
    const block = context.blocks[i]!;
    if (block.kind !== 'row' || block.unit !== header.unit) break;
    rows.push(block);
  }
  const titleHit = /toeslag|onregelmatig|bijzondere\s+uren|avond|nacht/i.test(titlesOf(context, header));
  const rates: GridRate[] = [];
  let lastTime: number | null = null;
  rows.forEach((row, r) => {
    const times = [...row.text.matchAll(TIME)];
    const cells = [...row.text.replace(TIME, (m) => ' '.repeat(m.length)).matchAll(CELL)];
    if (cells.length !== days.length) {
      if (times.length > 0) lastTime = Number(times[times.length - 1]![1]);
      return;
    }
    const own = windowsInOrder(row.text)[0];
    const nextTime = [...(rows[r + 1]?.text ?? '').matchAll(TIME)][0];
    const start = own?.start ?? lastTime;
    const end = own?.end ?? (nextTime ? Number(nextTime[1]) : null);
    lastTime = null;
    if (start === null || end === null) return;
    const weekday = cells.filter((_, i) => WEEKDAY.test(days[i]!));
    const value = mostCommon(weekday.map((cell) => Number(cell[0])));
    const cell = weekday.find((candidate) => Number(candidate[0]) === value);
    if (value === null || !cell || value > 300) return;
    for (const kind of kindsOfWindow({ start, end })) {
      rates.push({
        kind,
        block: row,
        start: cell.index,
        end: cell.index + cell[0].length,
        value,
        score: (titleHit ? 4 : 0) + 3,
      });
    }
  });
  return rates;
}

const FULL_DAY = /\b(?:maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag)\b/gi;
/** "18-19 uur 100% 34% 34% …": a row of one hour (or a few), whole hours without minutes. */
const HOUR_ROW = /^\s*(\d{1,2})\s*[-–]\s*(\d{1,2})\s*uur\b/i;

/** The day columns printed above an hour grid: the full day names of the nearest block naming five or more. */
function hourGridDays(context: ExtractContext, row: Block): string[] | null {
  for (let i = row.index - 1; i >= 0 && i >= row.index - 3; i--) {
    const block = context.blocks[i]!;
    if (block.unit !== row.unit || block.kind === 'heading') return null;
    if (block.kind === 'row' && HOUR_ROW.test(block.text)) return null;
    const days = block.text.match(FULL_DAY)?.map((day) => day.toLowerCase());
    if (days && days.length >= 5 && new Set(days).size === days.length) return days;
  }
  return null;
}

/**
 * A grid of hours by day: rows "18-19 uur" with one percentage per day column, the days named in
 * full above ("zondag + feestdagen maandag dinsdag … zaterdag"). Only rows with a cell for every day
 * can be read (a row with gaps does not say which days it has). Per evening or night, the rate most
 * weekday cells of the grid share.
 */
function hourGridRates(context: ExtractContext, first: Block, days: string[]): GridRate[] {
  const cells = new Map<IrregularKind, { block: Block; start: number; end: number; value: number }[]>();
  for (let i = first.index; i < context.blocks.length; i++) {
    const row = context.blocks[i]!;
    if (row.kind !== 'row' || row.unit !== first.unit) break;
    const hours = HOUR_ROW.exec(row.text);
    if (!hours) {
      if (/%/.test(row.text) && /\d\s*uur/.test(row.text)) break;
      continue;
    }
    const found = findPercentages(row.text);
    if (found.length !== days.length) continue;
    const start = Number(hours[1]) % 24;
    const end = Number(hours[2]);
    for (const kind of kindsOfWindow({ start, end })) {
      const list = cells.get(kind) ?? [];
      found.forEach((q, column) => {
        if (WEEKDAY.test(days[column]!))
          list.push({ block: row, start: q.start, end: q.end, value: q.value });
      });
      cells.set(kind, list);
    }
  }
  const titleHit = /toeslag|onregelmatig|bijzondere\s+uren|avond|nacht/i.test(titlesOf(context, first));
  const rates: GridRate[] = [];
  for (const [kind, list] of cells) {
    const value = mostCommon(list.map((cell) => cell.value));
    const cell = list.find((candidate) => candidate.value === value);
    if (value === null || !cell || value > 300) continue;
    rates.push({ kind, ...cell, score: (titleHit ? 4 : 0) + 3 });
  }
  return rates;
}

export function findGridRates(context: ExtractContext): GridRate[] {
  return context.memo('day-grid', () => {
    const rates: GridRate[] = [];
    for (const block of context.blocks) {
      if (block.kind !== 'row' || block.role !== 'normative') continue;
      const days = dayColumns(block.text);
      if (days && isPercentGrid(context, block)) rates.push(...gridRates(context, block, days));
      const hourDays = HOUR_ROW.test(block.text) ? hourGridDays(context, block) : null;
      if (hourDays) rates.push(...hourGridRates(context, block, hourDays));
    }
    return rates;
  });
}
