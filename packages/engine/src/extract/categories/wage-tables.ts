import { findAmounts, findBareAmounts, findDates, parseDutchNumber, type Quantity } from '../../numbers';
import type { Block } from '../../structure';
import type { ExtractContext } from '../rules/context';
import { titlesOf } from '../rules/context';
import { tableContextOf } from '../rules/search';

/**
 * Wage tables: consecutive table rows with money amounts under a caption or lead-in about wages
 * ("Tabel 1 Loongebouw per 1 juni 2025", "Maandlonen per 1 januari 2025"). Youth wages, allowances
 * and subsidy tables are not wage tables. Small amounts in a row (a periodiek column) are not wages.
 */
export interface WageCell {
  block: Block;
  quantity: Quantity;
}

export interface WageTable {
  context: string;
  period: 'month' | 'hour' | 'week' | 'four-weeks';
  date: string | null;
  rows: Block[];
  cells: WageCell[];
}

const WAGES = /\bloon|lonen|salaris|schaal|schalen|functiegroep|loongroep|loongebouw|inkomen/i;
const NOT_WAGES =
  /jeugd|jonger\s+dan|leerling|stagiair|\bBBL\b|vakantiekracht|verblijf|subsidie|vergoeding|toeslag/i;

function moneyIn(text: string): Quantity[] {
  const euro = findAmounts(text);
  return euro.length > 0 ? euro : findBareAmounts(text);
}

function periodOf(context: string, median: number): WageTable['period'] | null {
  if (/per\s+uur|uurlo(?:on|nen)|uurbedrag/i.test(context)) return 'hour';
  if (/per\s+maand|maandlo(?:on|nen)|maandsalaris|maandbedrag|maandinkomen/i.test(context)) return 'month';
  if (/vier\s+weken|4\s+weken|4-wekelijks|periodelo(?:on|nen)/i.test(context)) return 'four-weeks';
  if (/per\s+week|weeklo(?:on|nen)/i.test(context)) return 'week';
  if (median >= 800) return 'month';
  if (median > 0 && median <= 60) return 'hour';
  return null;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function buildTable(context: ExtractContext, rows: Block[]): WageTable | null {
  const lead = `${titlesOf(context, rows[0]!)} ${tableContextOf(context, rows[0]!)}`;
  if (!WAGES.test(lead) || NOT_WAGES.test(tableContextOf(context, rows[0]!))) return null;
  // Youth wages in the adult table ("18 jaar € 1.542,10") are not the adult scale.
  const adult = rows.filter((block) => !/\b(?:1[4-9]|20)\s*jaar\b|jeugd|jonger\s+dan/i.test(block.text));
  const all = adult.flatMap((block) => moneyIn(block.text).map((quantity) => ({ block, quantity })));
  const mid = median(all.map((cell) => cell.quantity.value));
  const cells = all.filter((cell) => cell.quantity.value >= mid * 0.5);
  const dataRows = new Set(cells.map((cell) => cell.block));
  if (dataRows.size < 2) return null;
  const period = periodOf(lead, mid);
  if (!period) return null;
  const date = findDates(tableContextOf(context, rows[0]!))[0]?.iso ?? null;
  return { context: lead, period, date, rows, cells };
}

export function findWageTables(context: ExtractContext): WageTable[] {
  return context.memo('wage-tables', () => {
    const tables: WageTable[] = [];
    let run: Block[] = [];
    const flush = (): void => {
      const table = run.length >= 2 ? buildTable(context, run) : null;
      if (table) tables.push(table);
      run = [];
    };
    for (const block of context.blocks) {
      if (
        block.kind === 'row' &&
        block.role === 'normative' &&
        (run.length === 0 || run[0]!.unit === block.unit)
      ) {
        run.push(block);
      } else {
        flush();
        if (block.kind === 'row' && block.role === 'normative') run.push(block);
      }
    }
    flush();
    return tables;
  });
}

/** "het uurloon maal 162,5", "uurloon × 162,5", "162,5 x het uurloon": the cao's own month factor. */
export function findMonthFactor(context: ExtractContext): { factor: number; text: string } | null {
  return context.memo('month-factor', () => {
    const patterns = [
      /uurlo(?:on|nen)\s+(?:maal|x|×|vermenigvuldigd\s+met)\s+(\d{2,3}(?:,\d{1,3})?)/i,
      /(\d{2,3}(?:,\d{1,3})?)\s*(?:x|×|maal)\s+(?:het\s+)?uurloon/i,
    ];
    for (const block of context.blocks) {
      if (block.kind !== 'prose' || !/maand/i.test(block.text)) continue;
      for (const pattern of patterns) {
        const match = pattern.exec(block.text);
        const factor = match ? parseDutchNumber(match[1]!) : null;
        if (factor && factor >= 100 && factor <= 220) return { factor, text: match![1]! };
      }
    }
    return null;
  });
}

/** The wage table the schema means: the first one valid in the cao's term, monthly if there is one. */
export function pickWageTable(context: ExtractContext, firstIncreaseDate: string | null): WageTable | null {
  const tables = findWageTables(context);
  const monthly = tables.filter((table) => table.period === 'month');
  const periodic = tables.filter((table) => table.period === 'four-weeks' || table.period === 'week');
  const pool =
    monthly.length > 0
      ? monthly
      : periodic.length > 0
        ? periodic
        : tables.filter((table) => table.period === 'hour');
  if (pool.length === 0) return null;
  const onIncrease = firstIncreaseDate ? pool.find((table) => table.date === firstIncreaseDate) : undefined;
  if (onIncrease) return onIncrease;
  const dated = pool.filter((table) => table.date !== null).sort((a, b) => a.date!.localeCompare(b.date!));
  return dated[0] ?? pool[0]!;
}
