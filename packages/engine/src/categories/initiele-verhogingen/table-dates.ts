import { findDates } from '../../numbers';
import type { ExtractContext } from '../../extract/rules/context';
import { findWageTables, type WageTable } from '../beloning/wage-tables';
import { findTerm } from '../overige-regelingen/term';
import type { Increase } from './salary-increases';

/** A new table whose amounts mostly stand in the one before it only follows the minimum wage. */
const UNCHANGED_SHARE = 0.8;

function amountsOf(tables: readonly WageTable[]): Set<number> {
  return new Set(tables.flatMap((table) => table.cells.map((cell) => Math.round(cell.quantity.value * 100))));
}

/**
 * Increase dates printed only as the dates of new wage tables ("Salarisschalen per 1 maart 2023"),
 * for a cao that states no increase in words. A table counts when it is dated in the cao's term and
 * its amounts differ from the table before it; the first one of the term without an earlier table
 * counts only after the term's first day (a table valid from that day need not be a raise). The
 * percentage is not printed, so it stays empty.
 */
export function increasesFromTables(context: ExtractContext): Increase[] {
  const term = findTerm(context);
  if (!term) return [];
  const byDate = new Map<string, WageTable[]>();
  for (const table of findWageTables(context)) {
    if (!table.date || !table.dateAt) continue;
    byDate.set(table.date, [...(byDate.get(table.date) ?? []), table]);
  }
  const increases: Increase[] = [];
  let previous: Set<number> | null = null;
  for (const date of [...byDate.keys()].sort()) {
    const tables = byDate.get(date)!;
    const amounts = amountsOf(tables);
    const inTerm = date >= term.from.iso && date <= term.toIso;
    const kept = previous ? [...amounts].filter((amount) => previous!.has(amount)).length : 0;
    const changed = previous ? kept < amounts.size * UNCHANGED_SHARE : date > term.from.iso;
    const at = tables[0]!.dateAt!;
    const mention = findDates(at.block.text).find((found) => found.start === at.start);
    if (inTerm && changed && mention)
      increases.push({ block: at.block, percentage: null, date: mention, score: 2 });
    previous = amounts;
  }
  return increases;
}
