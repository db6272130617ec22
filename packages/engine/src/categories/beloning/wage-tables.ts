import {
  findAmounts,
  findBareAmounts,
  findDates,
  parseDutchNumber,
  scanQuantities,
  type Quantity,
} from '../../numbers';
import type { Block } from '../../structure';
import type { ExtractContext } from '../../extract/rules/context';
import { titlesOf } from '../../extract/rules/context';
import { tableContextOf, tableHeaderOf } from '../../extract/rules/search';

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

// "1.829": a whole-euro amount grouped by thousands, as tables print rounded monthly wages.
const WHOLE_EUROS = /(?<![\d.,])(?<n>\d{1,3}\.\d{3})(?![\d.,])/g;

/** Money cells of a row; a percentage ("+1,25%" in a title row) is no amount. */
function moneyIn(text: string): Quantity[] {
  const euro = findAmounts(text);
  if (euro.length > 0) return euro;
  const bare = [...findBareAmounts(text), ...scanQuantities(text, WHOLE_EUROS)].sort(
    (a, b) => a.start - b.start,
  );
  return bare.filter((q) => !/^\s?%/.test(text.slice(q.end)));
}

const hasMoney = (block: Block): boolean => moneyIn(block.text).length > 0;

/** "16", "23/0", "21 jaar", "v.a. 23 jaar + 2": the age that opens a row of an age-based table. */
const AGE_LABEL = /^\s*(?:v\.\s?a\.\s*|vanaf\s+)?(\d{2})(?:\s*jaar)?(?![\d,.])/i;

/**
 * Youth rows of a table by age ("Leeftijd 16 … 21", "18 jaar … v.a. 23 jaar + 0"): the ages rise
 * row by row (rows of experience years in between keep the age above them); the adult rows are
 * those of the highest age. Null when the table is not by age.
 */
function adultRowsByAge(rows: Block[], heads: string): Set<Block> | null {
  const labels = rows.map((block) => {
    const first = moneyIn(block.text)[0];
    return first ? block.text.slice(0, first.start) : '';
  });
  if (!/leeftijd/i.test(heads) && labels.filter((label) => /\d{2}\s*jaar/i.test(label)).length < 2)
    return null;
  const ages: Array<number | null> = [];
  let age: number | null = null;
  for (const label of labels) {
    const match = AGE_LABEL.exec(label);
    const n = match ? Number(match[1]) : null;
    if (n !== null && n >= 14 && n <= 27 && (age === null || n >= age)) age = n;
    ages.push(age);
  }
  const adultAge = Math.max(...ages.map((a) => a ?? -1));
  if (adultAge < 0 || ages[0] === null || ages[0] === adultAge) return null;
  // No one of 21 or older: the whole table is youth wages (the adult rows follow under their own title).
  if (adultAge < 21) return new Set();
  return new Set(rows.filter((_, i) => ages[i] === adultAge));
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

/** The wage period a header phrase names, in printed order ("Per uur Per week Per periode van 4 weken"). */
const COLUMN_PERIOD =
  /per\s+uur|uurlo(?:on|nen)|per\s+week|weeklo(?:on|nen)|per\s+(?:periode\s+van\s+)?(?:vier|4)\s+weken|periodelo(?:on|nen)|vierwekelijks|per\s+maand|maandlo(?:on|nen)|maandsalaris|per\s+jaar|jaarlo(?:on|nen)|jaarsalaris/gi;

function periodOfPhrase(phrase: string): WageTable['period'] | 'year' {
  if (/uur/i.test(phrase)) return 'hour';
  if (/vier|4|periode|vierwekelijks/i.test(phrase)) return 'four-weeks';
  if (/week/i.test(phrase)) return 'week';
  if (/jaar/i.test(phrase)) return 'year';
  return 'month';
}

const PREFERRED: ReadonlyArray<WageTable['period']> = ['month', 'four-weeks', 'week', 'hour'];

/**
 * A table whose header names a period per column ("Per uur | Per week | Per 4 weken", "per maand |
 * per jaar | per maand"): the cells of the best column (a month if there is one). Null when the
 * header does not name one period per amount column.
 */
function pickColumns(
  header: string,
  cellsByRow: Map<Block, Quantity[]>,
): { period: WageTable['period']; cells: WageCell[] } | null {
  const periods = [...header.matchAll(COLUMN_PERIOD)].map((match) => periodOfPhrase(match[0]));
  if (periods.length < 2) return null;
  const counts = new Set([...cellsByRow.values()].map((cells) => cells.length));
  if (counts.size !== 1 || !counts.has(periods.length)) return null;
  const period = PREFERRED.find((candidate) => periods.includes(candidate));
  if (!period) return null;
  const cells: WageCell[] = [];
  for (const [block, quantities] of cellsByRow) {
    quantities.forEach((quantity, i) => {
      if (periods[i] === period) cells.push({ block, quantity });
    });
  }
  return { period, cells };
}

function buildTable(context: ExtractContext, rows: Block[]): WageTable | null {
  // Title and header rows printed as table rows precede the first row with amounts.
  const firstData = rows.findIndex(hasMoney);
  const heads = rows
    .slice(0, Math.max(0, firstData))
    .map((block) => block.text)
    .join(' ');
  const tableContext = `${tableContextOf(context, rows[0]!)} ${heads}`.trim();
  const lead = `${titlesOf(context, rows[0]!)} ${tableContext}`;
  if (!WAGES.test(lead) || NOT_WAGES.test(tableContext)) return null;
  // Youth wages in the adult table ("18 jaar € 1.542,10") are not the adult scale.
  const byAge = adultRowsByAge(rows.slice(Math.max(0, firstData)), `${tableContext}`);
  const adult = byAge
    ? rows.filter((block) => byAge.has(block))
    : rows.filter((block) => !/\b(?:1[4-9]|20)\s*jaar\b|jeugd|jonger\s+dan/i.test(block.text));
  const cellsByRow = new Map<Block, Quantity[]>();
  for (const block of adult) {
    const cells = moneyIn(block.text);
    if (cells.length > 0) cellsByRow.set(block, cells);
  }
  // The table's own title row dates it before a sentence above it does.
  const date = (findDates(heads)[0] ?? findDates(tableContext)[0])?.iso ?? null;
  // A table by age has one adult row when it lists no experience years.
  const minRows = byAge ? 1 : 2;
  const columns = pickColumns(heads || tableHeaderOf(context, rows[0]!), cellsByRow);
  if (columns) {
    if (new Set(columns.cells.map((cell) => cell.block)).size < minRows) return null;
    return { context: lead, period: columns.period, date, rows, cells: columns.cells };
  }
  const all = [...cellsByRow].flatMap(([block, cells]) => cells.map((quantity) => ({ block, quantity })));
  const mid = median(all.map((cell) => cell.quantity.value));
  const cells = all.filter((cell) => cell.quantity.value >= mid * 0.5);
  const dataRows = new Set(cells.map((cell) => cell.block));
  if (dataRows.size < minRows) return null;
  const period = periodOf(lead, mid);
  if (!period) return null;
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
      // A header cell printed on its own line ("Functiej.") belongs to the header above it.
      const isHeaderCell =
        block.kind === 'prose' &&
        block.text.length <= 20 &&
        !/\d/.test(block.text) &&
        run.length > 0 &&
        !run.some(hasMoney);
      const isRow = (block.kind === 'row' || isHeaderCell) && block.role === 'normative';
      // A title or header row after rows with amounts starts the next table.
      const startsTable = isRow && !hasMoney(block) && run.some(hasMoney);
      if (isRow && !startsTable && (run.length === 0 || run[0]!.unit === block.unit)) {
        run.push(block);
      } else {
        flush();
        if (isRow) run.push(block);
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

/**
 * "4 x arbeidstijd per week x 13/12 x uurloon": the cao's month
 * factor as a formula over the weekly hours. The number of weeks (4) is returned; × hours × 13/12.
 */
export function findMonthFormula(context: ExtractContext): { weeks: number; text: string } | null {
  return context.memo('month-formula', () => {
    const pattern =
      /\b(4|vier)\s*[x×]\s*(?:de\s+)?(?:gemiddelde\s+)?(?:arbeidsduur|arbeidstijd)\s+per\s+week\s*[x×]\s*13\s*[:/]\s*12\s*[x×]\s*(?:het\s+)?uurloon/i;
    for (const block of context.blocks) {
      if (block.kind !== 'prose') continue;
      const match = pattern.exec(block.text);
      if (match) return { weeks: 4, text: match[0] };
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
