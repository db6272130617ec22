import { findAmounts, findBareAmounts, findDates, scanQuantities, type Quantity } from '../../numbers';
import type { Block } from '../../structure';
import type { ExtractContext } from '../../extract/rules/context';
import { titlesOf } from '../../extract/rules/context';
import { tableContextOf, tableHeaderOf } from '../../extract/rules/search';
import { columnPeriods, type WagePeriod } from './wage-columns';
import { scaleLabelsIn, type ScaleLabel } from './scale-blocks';
import { dateBelow, locateDate, mergeScaleBlocks, noteBelow, tableDate } from './table-groups';
import { joinScaleSeries, splitDateColumns } from './date-columns';

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
  period: WagePeriod;
  date: string | null;
  /** Where the date is printed (the table's title or caption), to cite it. */
  dateAt: { block: Block; start: number; end: number } | null;
  rows: Block[];
  cells: WageCell[];
  /** Labels of scales printed side by side over the amounts ("FWG 15", "FWG 20"); empty otherwise. */
  scales: ScaleLabel[];
  /**
   * Some cell lost its decimal comma ("1642,49" read as "164249", as OCR of a table image may):
   * the amounts read cannot be trusted to hold the scale's ends.
   */
  garbled: boolean;
}

// "Functie-uurloontabellen", "Maandlonen": a wage word may close a compound.
const WAGES =
  /\bloon|(?:uur|week|maand|periode|functie)-?lo(?:on|nen)|lonen|salaris|schaal|schalen|functiegroep|loongroep|loongebouw|inkomen|\bbedragen\s+per\s+maand\b/i;
const NOT_WAGES =
  /jeugd|jonger\s+dan|leerling|stagiair|\bBBL\b|vakantiekracht|verblijf|subsidie|vergoeding|toeslag/i;
const YOUTH = /jeugd|jonger\s+dan/gi;
// "Deze lonen gelden vanaf 21 jaar; wie jonger is krijgt een jeugdloon": a table for adults.
const ADULTS =
  /\b2[1-7]\s+jaar\s+(?:en|of)\s+ouder\b|\bvolwassen|\bvanaf\s+(?:de\s+)?2[1-7](?:\s+jaar|-jarige)/i;
// "Het loon is gelijk aan het wettelijk minimum(jeugd)loon": a reference to the law, not a youth table.
const LEGAL_MINIMUM = /minimum\s*\(jeugd\)\s*-?\s*(?:uur|maand|week)?lo(?:on|nen)/gi;

// "1.829": a whole-euro amount grouped by thousands, as tables print rounded monthly wages.
const WHOLE_EUROS = /(?<![\d.,])(?<n>\d{1,3}\.\d{3})(?![\d.,])/g;

// "1.01 1935 2016": whole euros printed without a thousands separator, as some tables print monthly
// wages; only where a row holds at least two of them after its label and no date (a year is no wage),
// or one after the number of a step.
const PLAIN_EUROS = /(?<![\d.,\-/])(?<n>[1-9]\d{2,4})(?![\d.,\-/%])/g;

// "1.578,00€ 1.604,02€": the euro sign printed after each amount, so a sign does not open the next one.
const SIGN_AFTER = /^(?:[^€]*?\d\s?€)+\s*$/;

/** Money cells of a row; a percentage ("+1,25%" in a title row) is no amount. */
function moneyIn(text: string): Quantity[] {
  const euro = SIGN_AFTER.test(text) ? [] : findAmounts(text);
  if (euro.length > 0) return euro;
  const bare = [...findBareAmounts(text), ...scanQuantities(text, WHOLE_EUROS)];
  const plain =
    bare.length === 0 && findDates(text).length === 0
      ? scanQuantities(text, PLAIN_EUROS).filter((q) => q.start > 0 && q.value >= 300)
      : [];
  // "10 3613": the last step of a scale, where only the highest group has an amount left.
  const lastStep = plain.length === 1 && /^\s*\d{1,2}\s+\d{3,5}\s*$/.test(text);
  return [...bare, ...(plain.length >= 2 || lastStep ? plain : [])]
    .sort((a, b) => a.start - b.start)
    .filter((q) => !/^\s?%/.test(text.slice(q.end)));
}

const hasMoney = (block: Block): boolean => moneyIn(block.text).length > 0;

/** A row closing on a share below 100 % ("52,5%", "90 %"): a youth wage as a share of the adult wage. */
const YOUTH_SHARE = /(?<![\d,.])(?:[1-9]\d?)(?:,\d{1,2})?\s?%\s*$/;

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
  if (adultAge < 0 || ages[0] === null) return null;
  if (ages[0] === adultAge) return descendingAdults(rows, labels);
  // Ages first, then under a sub-header of its own ("Uurloon naar dienstjaren") rows by experience
  // years: the ages are the wages before the full scale, the rows after the sub-header the full scale.
  const lastAge = labels.findLastIndex((label) => AGE_LABEL.test(label));
  const subHeader = labels.findIndex((_, i) => i > lastAge && moneyIn(rows[i]!.text).length === 0);
  if (lastAge >= 0 && subHeader > lastAge) {
    const after = rows.slice(subHeader + 1).filter((block, i) => {
      const label = labels[subHeader + 1 + i]!;
      return moneyIn(block.text).length > 0 && !AGE_LABEL.test(label) && !/jaar\b/i.test(label);
    });
    if (after.length > 0) return new Set(after);
  }
  // No one of 21 or older: the whole table is youth wages (the adult rows follow under their own title).
  if (adultAge < 21) return new Set();
  const adult = rows.filter((_, i) => ages[i] === adultAge);
  // "22 jaar … 90%": the oldest age still earns a share of the adult wage, so it is a youth wage too.
  if (adult.every((block) => YOUTH_SHARE.test(block.text))) return new Set();
  return new Set(adult);
}

/**
 * "21 jaar of ouder … 20 jaar … 18 jaar": ages falling row by row from an adult first row (21 or
 * older), as tables print the youth wages under the adult wage. The adult row is the first; null when
 * the ages do not fall so.
 */
function descendingAdults(rows: Block[], labels: string[]): Set<Block> | null {
  const ages = labels.map((label) => AGE_LABEL.exec(label)?.[1]).map((age) => (age ? Number(age) : null));
  if (ages.length < 2 || ages[0] === null || ages[0]! < 21) return null;
  const youth = ages.slice(1);
  if (!youth.every((age, i) => age !== null && age < (i === 0 ? ages[0]! : youth[i - 1]!))) return null;
  return new Set([rows[0]!]);
}

function periodOf(context: string, median: number): WagePeriod | null {
  if (/per\s+uur|uurlo(?:on|nen)|uurbedrag/i.test(context)) return 'hour';
  if (/per\s+maand|maandlo(?:on|nen)|maandsalaris|maandbedrag|maandinkomen/i.test(context)) return 'month';
  if (/vier\s*weken|4\s+weken|4-wekelijks|vierwekelijks|periodelo(?:on|nen)/i.test(context))
    return 'four-weeks';
  if (/per\s+week|weeklo(?:on|nen)/i.test(context)) return 'week';
  if (median >= 800) return 'month';
  if (median > 0 && median <= 60) return 'hour';
  return null;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const PREFERRED: ReadonlyArray<WagePeriod> = ['month', 'four-weeks', 'week', 'hour'];

/**
 * A table whose header names a period per column ("Per uur | Per week | Per 4 weken", "per maand |
 * per jaar | per maand", or those columns once per scale printed side by side): the cells of the best
 * column (a month if there is one) and the number of column groups. Null when no header fits.
 */
function pickColumns(
  headers: ReadonlyArray<{ text: string; minGroups: number }>,
  cellsByRow: Map<Block, Quantity[]>,
): { period: WagePeriod; cells: WageCell[]; groups: number } | null {
  const counts = [...cellsByRow.values()].map((cells) => cells.length);
  for (const header of headers) {
    const columns = columnPeriods(header.text, counts);
    if (!columns || columns.groups < header.minGroups) continue;
    const { group, groups } = columns;
    const period = PREFERRED.find((candidate) => group.includes(candidate));
    if (!period) continue;
    const cells: WageCell[] = [];
    for (const [block, quantities] of cellsByRow) {
      quantities.forEach((quantity, i) => {
        if (group[i % group.length] === period) cells.push({ block, quantity });
      });
    }
    return { period, cells, groups };
  }
  return null;
}

/** The labels over side-by-side scales: in the header rows of the run, or the header line above it. */
function labelsOver(context: ExtractContext, rows: Block[], firstData: number, groups: number): ScaleLabel[] {
  if (groups < 2) return [];
  const above = context.blocks[rows[0]!.index - 1];
  const candidates = [...rows.slice(0, Math.max(0, firstData))];
  if (above && above.unit === rows[0]!.unit && above.kind !== 'heading') candidates.unshift(above);
  for (const block of candidates) {
    const labels = scaleLabelsIn(block, groups);
    if (labels.length > 0) return labels;
  }
  return [];
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
  // A note under the table before ("alleen voor wie jonger dan 21 jaar is") is not the caption of a
  // table that has a title row of its own ("Per 4 weken Per 1 januari 2025").
  const ownTitle = /\b\d{4}\b|\bper\s+(?:maand|week|uur|vier|4)\b/i.test(heads);
  const excluding = ownTitle && isNoteOfPreviousTable(context, rows[0]!) ? heads : tableContext;
  const exclusion = excluding.replace(LEGAL_MINIMUM, '');
  if (!WAGES.test(lead) || NOT_WAGES.test(ADULTS.test(exclusion) ? exclusion.replace(YOUTH, '') : exclusion))
    return null;
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
  // The table's own title row dates it before a sentence above it does, and that before a caption.
  // A note under the table before ("De bedragen in deze tabel gelden vanaf …") dates that table, not this one.
  const aboveIsNote = followsOtherTable(context, rows[0]!);
  const date =
    tableDate(context, rows[0]!, aboveIsNote ? [heads] : [heads, tableContext], hasMoney) ??
    dateBelow(context, rows.at(-1)!);
  const dateAt = date ? locateDate(context, rows, date) : null;
  // A table by age has one adult row when it lists no experience years.
  const minRows = byAge ? 1 : 2;
  // The text above a table may hold sentences naming periods: it counts only for scales side by side.
  const headers = [
    { text: heads, minGroups: 1 },
    { text: tableHeaderOf(context, rows[0]!), minGroups: 1 },
    { text: tableContext, minGroups: 2 },
  ];
  const columns = pickColumns(headers, cellsByRow);
  if (columns) {
    if (new Set(columns.cells.map((cell) => cell.block)).size < minRows) return null;
    const scales = labelsOver(context, rows, firstData, columns.groups);
    return {
      context: lead,
      period: columns.period,
      date,
      dateAt,
      rows,
      cells: columns.cells,
      scales,
      garbled: isGarbled(adult),
    };
  }
  const all = [...cellsByRow].flatMap(([block, cells]) => cells.map((quantity) => ({ block, quantity })));
  const mid = median(all.map((cell) => cell.quantity.value));
  const cells = all.filter((cell) => cell.quantity.value >= mid * 0.5);
  const dataRows = new Set(cells.map((cell) => cell.block));
  if (dataRows.size < minRows) return null;
  const period = periodOf(lead, mid);
  if (!period) return null;
  return { context: lead, period, date, dateAt, rows, cells, scales: [], garbled: isGarbled(adult) };
}

/** The block right above a table's first row is the dating note under another table's rows. */
function followsOtherTable(context: ExtractContext, first: Block): boolean {
  const previousRow = context.blocks[first.index - 2];
  return (
    previousRow !== undefined &&
    previousRow.kind === 'row' &&
    noteBelow(context, previousRow) === context.blocks[first.index - 1]
  );
}

/** A run of five or more digits beside amounts with cents: an amount whose decimal comma was lost. */
function isGarbled(rows: readonly Block[]): boolean {
  return rows.some(
    (block) => /\d,\d{2}(?!\d)/.test(block.text) && /(?<![\d.,-])\d{5,7}(?![\d.,-])/.test(block.text),
  );
}

/** The text right above a table's first row is prose (a note or two) that follows the rows of a table. */
function isNoteOfPreviousTable(context: ExtractContext, first: Block): boolean {
  for (let i = first.index - 1; i >= 0 && i >= first.index - 4; i--) {
    const block = context.blocks[i]!;
    if (block.unit !== first.unit || block.kind === 'heading' || block.kind === 'caption') return false;
    if (block.kind === 'row') return i < first.index - 1 && hasMoney(block);
  }
  return false;
}

/** A short label without figures right after a row that opens with an age ("21 jaar 8,59 9,01"). */
function isSubHeaderAfterAges(block: Block, run: readonly Block[]): boolean {
  const last = run.at(-1);
  if (!last || block.text.length > 40 || /\d/.test(block.text) || !hasMoney(last)) return false;
  const first = moneyIn(last.text)[0]!;
  return /^\s*\d{2}\s*jaar\b/i.test(last.text.slice(0, first.start));
}

// "Eindlonen …", "Maximum …": a row of the scales' end amounts, which some tables print over their header.
const ENDS_ROW = /^\s*(?:eind(?:lo(?:on|nen)|salaris(?:sen)?|bedrag(?:en)?)|max(?:imum|\.)?)\b/i;

/** The one row with amounts so far labels the scales' ends: the header under it opens no new table. */
function isEndsOverHeader(run: readonly Block[]): boolean {
  const money = run.filter(hasMoney);
  return money.length === 1 && money[0] === run.at(-1) && ENDS_ROW.test(money[0]!.text);
}

/** A row of scale ends printed over the header of the table it belongs to. */
export function isEndsRow(block: Block): boolean {
  return ENDS_ROW.test(block.text) && hasMoney(block);
}

export function findWageTables(context: ExtractContext): WageTable[] {
  return context.memo('wage-tables', () => {
    const tables: WageTable[] = [];
    let run: Block[] = [];
    const flush = (): void => {
      const table = run.length >= 2 ? buildTable(context, run) : null;
      // One amount read from a table is no scale: its lowest and highest would be the same figure.
      if (table && table.cells.length >= 2) {
        const firstData = run.findIndex(hasMoney);
        tables.push(...(splitDateColumns(table, run.slice(0, Math.max(0, firstData))) ?? [table]));
      }
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
      // A title or header row after rows with amounts starts the next table, unless it is a bare
      // label under rows by age ("Naar dienstjaren"): a second part of the same table.
      const startsTable =
        isRow &&
        !hasMoney(block) &&
        run.some(hasMoney) &&
        !isSubHeaderAfterAges(block, run) &&
        !isEndsOverHeader(run);
      if (isRow && !startsTable && (run.length === 0 || run[0]!.unit === block.unit)) {
        run.push(block);
      } else {
        flush();
        if (isRow) run.push(block);
      }
    }
    flush();
    return joinScaleSeries(context, mergeScaleBlocks(context, tables));
  });
}

const STATED_ROW = { min: /^\s*min(?:imum)?\.?\s*$/i, max: /^\s*max(?:imum)?\.?\s*$/i } as const;

/**
 * The cells a scale's minimum or maximum is read from: a table with rows labelled "Min" and "Max"
 * states them, and rows before the minimum ("Ervaringsjaar 1", a starter's step at 90 %) lie below
 * the scale; otherwise every cell.
 */
export function extremeCells(table: WageTable, side: 'min' | 'max'): WageCell[] {
  const label = (cell: WageCell): string => {
    const first = moneyIn(cell.block.text)[0];
    return first ? cell.block.text.slice(0, first.start) : '';
  };
  const stated = (which: 'min' | 'max'): WageCell[] =>
    table.cells.filter((cell) => STATED_ROW[which].test(label(cell)));
  if (stated('min').length === 0 || stated('max').length === 0) return withoutExtraSteps(table.cells, label);
  return stated(side);
}

const STEP_ROW = /^\s*\d{1,2}\s*$/;
// "u1", "U2", "uitloop 1", "a" … "e", "garantie 1": steps after a scale's numbered steps that only an
// assessment or a guarantee gives, above the scale's maximum.
const EXTRA_STEP_ROW =
  /^\s*(?:u(?:itloop)?\s*\d{1,2}|[a-h]|(?:garantie|extra|uitloop)[\p{L}-]*(?:\s*\d{1,2})?)\s*$/iu;

/**
 * A table with one row per numbered step ("0", "1" … "13") followed by rows of extra steps ("u1",
 * "u2", "a" … "e"): the extra steps are not the scale, so its ends are read from the numbered rows.
 */
function withoutExtraSteps(cells: WageCell[], label: (cell: WageCell) => string): WageCell[] {
  const rows = [...new Set(cells.map((cell) => cell.block))];
  const labels = rows.map((row) => label(cells.find((cell) => cell.block === row)!));
  const lastStep = labels.findLastIndex((text) => STEP_ROW.test(text));
  if (lastStep < 2 || lastStep === rows.length - 1) return cells;
  if (labels.slice(0, lastStep + 1).filter((text) => STEP_ROW.test(text)).length < 3) return cells;
  if (!labels.slice(lastStep + 1).every((text) => EXTRA_STEP_ROW.test(text))) return cells;
  const extra = new Set(rows.slice(lastStep + 1));
  return cells.filter((cell) => !extra.has(cell.block));
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
  if (onIncrease && !onIncrease.garbled) return onIncrease;
  // A garbled table on the increase: the first clean table dated in the term stands in for it.
  const clean = onIncrease ? pool.filter((table) => !table.garbled) : pool;
  if (onIncrease && !clean.some((table) => table.date !== null)) return onIncrease;
  const dated = clean.filter((table) => table.date !== null).sort((a, b) => a.date!.localeCompare(b.date!));
  return dated[0] ?? pool[0]!;
}
