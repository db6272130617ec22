import { findPercentages, type Quantity } from '../../numbers';
import type { Block } from '../../structure';
import type { Conversion } from '../../types';
import type { ExtractContext } from '../../extract/rules/context';
import { titlesOf } from '../../extract/rules/context';
import type { Finding } from '../../extract/rules/finding';
import { isDataRow, leadInOf, tableContextOf } from '../../extract/rules/search';
import { clauseAt, sentenceAt } from '../../extract/rules/sentences';
import { findGridRates } from './day-grid';
import { findHourMatrices, mostCommonCell } from './hour-matrix';
import { dayBefore } from './overtime-days';
import { rateOf } from './overtime';
import { hourlyShare, isShareOfPeriodPay, type HourlyShare } from './share-of-period-pay';
import {
  WINDOW_SURCHARGE,
  kindOfWindow,
  kindsOfWindow,
  splitWindows,
  windowIn,
  windowsInOrder,
  type IrregularKind,
} from './time-windows';

/**
 * Surcharges for irregular hours (evening, night) and for shift work (two, three shifts). An
 * irregular-hours percentage is placed by the time window before it ("tussen 19.00 en 24.00 uur",
 * "na 20.00 uur", a table row "18.00 – 22.00 uur 20% 50% 100%" whose first column is Monday–Friday)
 * or by the words avond/nacht.
 */
export type ShiftKind = 'twee' | 'drie';

const IRREGULAR_TITLE =
  /onregelmatig|inconveni[eë]nt|\bORT\b|avond|nacht|ongemakkelijke|afwijkende\s+(?:uren|werktijden)|toeslag\s+(?:voor\s+)?werk\s+(?:in\s+de|op)|toeslag\s+(?:voor\s+)?bijzondere\s+uren/i;
const IRREGULAR_TOPIC =
  /onregelmatige\s+(?:uren|diensten|werktijden)|onregelmatigheid|inconveni[eë]nt|avondtoeslag|nachttoeslag|avondwerk|nachtwerk|avonduren|nachturen|\bavond\b|\bnacht\b|\bORT\b/i;
const SHIFT_TITLE = /ploeg/i;
const SHIFT_TOPIC = /ploegendienst|ploegentoeslag|ploegenrooster|ploegen|shift/i;
const SHIFTS: ReadonlyArray<readonly [ShiftKind, RegExp]> = [
  // "2- ploegendienst": the text layer may put a space after the hyphen.
  ['twee', /twee[-\s]?ploegen\w*|2\s?-?\s?ploegen\w*|two-shift/i],
  ['drie', /drie[-\s]?ploegen\w*|3\s?-?\s?ploegen\w*|three-shift/i],
];

export interface IrregularRate {
  kind: IrregularKind;
  block: Block;
  start: number;
  end: number;
  value: number;
  score: number;
  /** Printed as a share of the month salary per hour, converted to the hourly wage. */
  share?: HourlyShare;
  /** A conversion from what is printed (a numerator the text layer lost). */
  conversion?: Conversion;
  normalisation?: string;
}

/** After a rate: a toeslag for the hours or the work, then "tussen" or "van" and a time. */
const RATE_FOR_HOURS =
  /^\s*(?:toeslag\s+)?(?:voor|over)\s+(?:de|het|ieder|elk)\s+(?:uren|uur|werk)\b[^;]{0,30}?\b(?:tussen|van)\s+\d{1,2}[.:]\d{2}/i;

const NO_SURCHARGE = /\bgeen\s+(?:extra\s+|aparte\s+|afzonderlijke\s+)?(?:avond|nacht)?toeslag\b/i;

/**
 * "Voor avonduren geldt geen toeslag": an explicit 0 for the evening (or night) named in the same
 * clause. A cao without irregular-hours surcharges at all ("kent geen toeslag voor onregelmatige
 * uren") is not a 0 but an absence: that clause is left to findAbsence.
 */
function noSurcharge(block: Block, titleHit: boolean): IrregularRate[] {
  const rates: IrregularRate[] = [];
  for (const match of block.text.matchAll(new RegExp(NO_SURCHARGE.source, 'gi'))) {
    const clause = clauseAt(block.text, match.index);
    const clauseText = block.text.slice(clause.start, clause.end);
    if (/onregelmatig|ploeg|overwerk|overuren/i.test(clauseText)) continue;
    const window = windowIn(clauseText);
    const kinds = new Set<IrregularKind>();
    if (window && kindOfWindow(window)) kinds.add(kindOfWindow(window)!);
    if (/avond/i.test(clauseText)) kinds.add('avond');
    if (/nacht/i.test(clauseText)) kinds.add('nacht');
    for (const kind of kinds) {
      const start = match.index;
      rates.push({
        kind,
        block,
        start,
        end: start + match[0].length,
        value: 0,
        score: (titleHit ? 4 : 0) + 1,
      });
    }
  }
  return rates;
}

/** Earlier blocks of the same article, nearest first, at most `limit`. */
function* blocksBefore(context: ExtractContext, block: Block, limit: number): Generator<Block> {
  for (let i = block.index - 1; i >= 0 && i >= block.index - limit; i--) {
    const previous = context.blocks[i]!;
    if (previous.unit !== block.unit || previous.kind === 'heading') return;
    yield previous;
  }
}

/**
 * A header row of time windows ("00.00-06.00 06.00-18.00 18.00-24.00") above a row of percentages
 * per window: one column per window.
 */
function windowColumns(context: ExtractContext, row: Block): ReturnType<typeof windowsInOrder> {
  const rows = [...blocksBefore(context, row, 5)];
  for (let i = 0; i < rows.length; i++) {
    const previous = rows[i]!;
    if (previous.kind !== 'row') return [];
    if (/%/.test(previous.text)) continue;
    const windows = windowsInOrder(previous.text);
    if (windows.length >= 2) return windows;
    // A header over two lines: "00.00- 06.00- 18.00-" above "06.00 uur 18.00 uur 24.00 uur".
    const above = rows[i + 1];
    const split = above?.kind === 'row' ? splitWindows(above.text, previous.text) : [];
    return split.length >= 2 ? split : [];
  }
  return [];
}

const TIME_ROW = /^\s*\d{1,2}[.:]\d{2}\s*(?:uur\s*)?(?:tot|–|-|t\/m)\s*\d{1,2}[.:]\d{2}/;

/** A row "19.00 - 24.00 uur 35% …" in a table whose header or lead-in speaks of surcharges. */
function isSurchargeTimeRow(context: ExtractContext, row: Block): boolean {
  if (row.kind !== 'row' || !TIME_ROW.test(row.text)) return false;
  for (const previous of blocksBefore(context, row, 8)) {
    if (previous.kind === 'row' && isDataRow(previous.text)) continue;
    if (/toeslag/i.test(previous.text)) return true;
  }
  return false;
}

/**
 * A table with a column headed "percentage" prints its rates without the sign: "ma t/m vr 18.00 – 22.00 20".
 * The number right after the row's time window is its rate.
 */
function percentColumnRate(context: ExtractContext, row: Block): Quantity[] {
  const match =
    /\d{1,2}[.:]\d{2}\s*(?:uur\s*)?(?:tot|–|-|t\/m)\s*\d{1,2}[.:]\d{2}\s*(?:uur\s*)?(\d{1,3}(?:,\d{1,2})?)(?![\d.:,])/.exec(
      row.text,
    );
  if (!match) return [];
  let headed = false;
  for (const previous of blocksBefore(context, row, 12)) {
    if (/\bpercentage\b|\btoeslag\s+in\s+%|^\s*%\s*$/i.test(previous.text)) {
      headed = true;
      break;
    }
  }
  if (!headed) return [];
  const value = Number(match[1]!.replace(',', '.'));
  if (value <= 0 || value > 200) return [];
  const start = match.index + match[0].length - match[1]!.length;
  return [{ value, start, end: start + match[1]!.length, text: match[1]!, inWords: false }];
}

/** Per column of a window table, the rates of the row for Monday to Friday (or an unlabelled row). */
function windowTableRates(context: ExtractContext, row: Block, titleHit: boolean): IrregularRate[] {
  const windows = windowColumns(context, row);
  if (windows.length === 0) return [];
  let found: Array<ReturnType<typeof findPercentages>[number] | null> = findPercentages(row.text);
  // "Maandag t/m vrijdag 30% 25%" under three windows: the daytime cell is empty (no surcharge by day),
  // the rates fill the evening and night columns in order.
  const timed = windows.filter((window) => kindsOfWindow(window).length > 0);
  if (found.length !== windows.length && found.length === timed.length && timed.length < windows.length) {
    const rates = [...found];
    found = windows.map((window) => (kindsOfWindow(window).length > 0 ? rates.shift()! : null));
  }
  if (found.length !== windows.length || found[0] === undefined) return [];
  const first = found.find((q) => q !== null);
  if (!first) return [];
  const day = dayBefore(row.text.slice(0, first.start));
  if (day !== null && day !== 'weekday') return [];
  const about = `${tableContextOf(context, row)} ${titlesOf(context, row)}`;
  if (!titleHit && !/toeslag/i.test(about)) return [];
  const rates: IrregularRate[] = [];
  found.forEach((q, column) => {
    if (!q) return;
    for (const kind of kindsOfWindow(windows[column]!)) {
      rates.push({
        kind,
        block: row,
        start: q.start,
        end: q.end,
        value: q.value,
        score: (titleHit ? 4 : 0) + 2,
      });
    }
  });
  return rates;
}

/**
 * "Het salaris wordt op de volgende uren vermeerderd met een toeslag van 50%:" followed by items that
 * name the windows ("a. dinsdag t/m vrijdag van 19.00 uur tot 06.00 uur"): the rate for each.
 */
function leadInRates(context: ExtractContext, block: Block, titleHit: boolean): IrregularRate[] {
  if (block.kind !== 'prose' || !/:\s*$/.test(block.text) || !/toeslag/i.test(block.text)) return [];
  const found = findPercentages(block.text);
  if (found.length !== 1) return [];
  const q = found[0]!;
  if (!/^\s*(?:toeslag\s*)?:\s*$/.test(block.text.slice(q.end))) return [];
  const kinds = new Set<IrregularKind>();
  for (let i = block.index + 1; i < context.blocks.length && i <= block.index + 8; i++) {
    const item = context.blocks[i]!;
    if (item.unit !== block.unit || item.kind !== 'prose' || item.sub === null) break;
    if (findPercentages(item.text).length > 0) break;
    for (const window of windowsInOrder(item.text)) for (const kind of kindsOfWindow(window)) kinds.add(kind);
  }
  return [...kinds].map((kind) => ({
    kind,
    block,
    start: q.start,
    end: q.end,
    value: q.value,
    score: (titleHit ? 4 : 0) + 2,
  }));
}

const LIST_ITEM = /^[–—•\-*·▪]\s/;

/**
 * The day a list of windows is for, named on a line above its items ("b. op zaterdag", a row "Van maandag
 * tot en met vrijdag") or glued after the previous item's rate ("– tussen 22.00 en 24.00 uur 40% Zaterdag").
 */
function dayOfListItem(context: ExtractContext, item: Block): ReturnType<typeof dayBefore> {
  if (item.kind !== 'prose' || !LIST_ITEM.test(item.text)) return null;
  for (const previous of blocksBefore(context, item, 8)) {
    if (LIST_ITEM.test(previous.text)) {
      const last = findPercentages(previous.text).at(-1);
      const glued = last ? dayBefore(previous.text.slice(last.end)) : null;
      if (glued) return glued;
      continue;
    }
    return previous.text.length <= 60 ? dayBefore(previous.text) : null;
  }
  return null;
}

/** Rights kept from before ("Historische rechten", "garantieregeling"): not the cao's rate now. */
const KEPT_RIGHTS = /historisch|verworven\s+rechten|garantie|overgangs/i;

/** "33 ⁄3%" whose raised numerator the text layer lost: "3%" after a fraction slash is no rate. */
function afterFractionSlash(text: string, start: number): boolean {
  return /[/\u2044]\s*$/.test(text.slice(Math.max(0, start - 2), start));
}

/**
 * "– tussen 19.00 en 20.00 uur 33 ⁄3%" below a line ending in a lone "1": a raised numerator the text layer
 * put on the line above. The rate is the whole plus that fraction (33⅓), printed as "33 ⁄3%"; the lost
 * numerator is stated as the conversion's offset.
 */
function liftedNumerator(
  context: ExtractContext,
  block: Block,
  denominator: Quantity,
): { quantity: Quantity; conversion: Conversion; normalisation: string } | null {
  const whole = /(\d{1,3})\s*[/\u2044]\s*$/.exec(block.text.slice(0, denominator.start));
  const previous = block.index > 0 ? context.blocks[block.index - 1]! : null;
  if (!whole || !previous || previous.unit !== block.unit) return null;
  const lone = /%\s+(\d)\s*$/.exec(previous.text);
  const numerator = Number(lone?.[1]);
  const parts = Number(denominator.value);
  if (!lone || !(numerator > 0 && numerator < parts) || !Number.isInteger(parts)) return null;
  const offset = Math.round((numerator / parts) * 10000) / 10000;
  const start = whole.index;
  return {
    quantity: {
      value: Math.round((Number(whole[1]) + numerator / parts) * 100) / 100,
      start,
      end: denominator.end,
      text: block.text.slice(start, denominator.end),
      inWords: false,
    },
    conversion: { offset },
    normalisation: `${whole[1]} ${numerator}/${parts}%: de teller ${numerator} staat in de tekstlaag op de regel erboven.`,
  };
}

/**
 * "Nachttoeslag …" over "De toeslag is 10%": an article about one surcharge names its kind in its title,
 * the sentence only says "de toeslag".
 */
function kindOfTitle(titles: string, before: string): IrregularKind | null {
  if (!/\b(?:de|deze)\s+toeslag\b/i.test(before)) return null;
  const night = /nacht(?:toeslag|dienst|werk|arbeid)/i.test(titles);
  const evening = /avond(?:toeslag|dienst|werk|uren)/i.test(titles);
  return night === evening ? null : night ? 'nacht' : 'avond';
}

export function findIrregularRates(context: ExtractContext): IrregularRate[] {
  return context.memo('irregular', () => {
    const rates: IrregularRate[] = [];
    for (const block of context.blocks) {
      if (block.kind === 'heading' || block.kind === 'caption' || block.role === 'example') continue;
      const titleHit = IRREGULAR_TITLE.test(titlesOf(context, block));
      if (block.kind === 'row') {
        const columns = windowTableRates(context, block, titleHit);
        if (columns.length > 0) {
          rates.push(...columns);
          continue;
        }
      } else rates.push(...leadInRates(context, block, titleHit));
      const tableContext = block.kind === 'row' ? tableContextOf(context, block) : leadInOf(context, block);
      const topicHit =
        IRREGULAR_TOPIC.test(block.text) ||
        IRREGULAR_TOPIC.test(tableContext) ||
        WINDOW_SURCHARGE.test(block.text) ||
        // "- tussen 0.00 en 06.00 uur 50%" under "… verhoogd met een toeslag van:": a window in a list of surcharges.
        // "Voor werk tussen 19.00 en 23.00 uur geldt 25%" in an article titled "Toeslagen": the same.
        (block.kind === 'prose' &&
          windowIn(block.text) !== null &&
          /toeslag/i.test(`${tableContext} ${titlesOf(context, block)}`)) ||
        isSurchargeTimeRow(context, block);
      if (!titleHit && !topicHit) continue;
      if (block.kind === 'prose') rates.push(...noSurcharge(block, titleHit));
      const found = findPercentages(block.text);
      if (found.length === 0 && block.kind === 'row') found.push(...percentColumnRate(context, block));
      found.forEach((printed, index) => {
        if (block.kind === 'row' && index > 0) return; // first column: Monday to Friday
        const lifted = afterFractionSlash(block.text, printed.start)
          ? liftedNumerator(context, block, printed)
          : null;
        if (!lifted && afterFractionSlash(block.text, printed.start)) return;
        const q = lifted ? lifted.quantity : printed;
        const share = isShareOfPeriodPay(q.value, block.text.slice(q.end))
          ? hourlyShare(context, q.value, block.text.slice(q.end), false)
          : undefined;
        if (share === null) return;
        const clause =
          block.kind === 'row' ? { start: 0, end: block.text.length } : clauseAt(block.text, q.start);
        const sentence = block.kind === 'row' ? clause : sentenceAt(block.text, q.start);
        const sentenceText = block.text.slice(sentence.start, sentence.end);
        // "… wordt de nachttoeslag met 16,67% per maand afgebouwd": a step of a phase-out, not the rate; nor is
        // what a transitional arrangement keeps for those who already had it.
        if (/ploeg|consignatie|eindejaars|vakantie|afgebouwd|afbouw|overgangsregeling/i.test(sentenceText))
          return;
        if (
          /overwerk|overuren|meeruren|meerwerk/i.test(sentenceText) &&
          !/onregelmatig|avond|nacht/i.test(sentenceText)
        )
          return;
        const before = block.text.slice(block.kind === 'row' ? 0 : sentence.start, q.start);
        // The weekday rate: not one for Saturday, Sunday or a public holiday ("op zondagavond … 150%").
        const day = block.kind === 'prose' ? (dayBefore(before) ?? dayOfListItem(context, block)) : null;
        if (day === 'saturday' || day === 'sunday') return;
        // A rate whose time window follows it ("20% over het werk tussen 19.00 en 23.00").
        const after = block.text.slice(q.end, clause.end);
        const window =
          windowIn(before) ?? (block.kind === 'prose' && RATE_FOR_HOURS.test(after) ? windowIn(after) : null);
        const kind = window
          ? kindOfWindow(window)
          : /nacht/i.test(before)
            ? 'nacht'
            : /avond/i.test(before)
              ? 'avond'
              : kindOfTitle(titlesOf(context, block), before);
        if (!kind) return;
        // An item of a list of windows under "… plus een toeslag van:" completes that sentence.
        const listed = block.kind === 'prose' && LIST_ITEM.test(block.text) && /toeslag/i.test(tableContext);
        const score =
          (titleHit ? 4 : 0) +
          (IRREGULAR_TOPIC.test(sentenceText) || listed ? 3 : topicHit ? 2 : 0) +
          (block.role === 'normative' ? 0 : -5) +
          (KEPT_RIGHTS.test(`${titlesOf(context, block)} ${sentenceText}`) ? -2 : 0);
        // "betaald tegen 150% van het uurloon" is the whole wage: the surcharge is the part above 100%.
        const surcharge = share || lifted ? q.value : rateOf(before, q.value);
        const whole =
          surcharge !== q.value
            ? {
                conversion: { offset: -100 },
                normalisation: 'Het hele uurloon (100%) eraf: de toeslag erbovenop.',
              }
            : null;
        rates.push({
          kind,
          block,
          start: q.start,
          end: q.end,
          value: share ? share.value : surcharge,
          score,
          ...(share ? { share } : {}),
          ...(lifted ? { conversion: lifted.conversion, normalisation: lifted.normalisation } : {}),
          ...(whole ?? {}),
        });
      });
    }
    rates.push(...findGridRates(context), ...matrixRates(context));
    return rates;
  });
}

/** Per evening or night, the rate most weekday cells of an hour matrix of irregular hours share. */
function matrixRates(context: ExtractContext): IrregularRate[] {
  const rates: IrregularRate[] = [];
  for (const matrix of findHourMatrices(context)) {
    if (matrix.subject !== 'onregelmatig') continue;
    const titleHit = IRREGULAR_TITLE.test(titlesOf(context, matrix.header));
    for (const kind of ['avond', 'nacht'] as const) {
      const cells = matrix.rows
        .filter((row) => kindsOfWindow({ start: row.start % 24, end: row.end }).includes(kind))
        .flatMap((row) => row.cells.filter((cell) => cell.day === 'weekday'));
      const cell = mostCommonCell(cells);
      if (!cell || cell.value > 300) continue;
      rates.push({
        kind,
        block: cell.block,
        start: cell.start,
        end: cell.end,
        value: cell.value,
        score: (titleHit ? 4 : 0) + 3,
      });
    }
  }
  return rates;
}

const SHIFTED_HOURS = /verschoven\s+(?:werk)?(?:tijden|uren)/i;

/**
 * No rate per time window at all, but one for hours worked outside one's normal working times ("verschoven
 * werktijden … per uur een extra betaling van 25%"): that surcharge is what evening and night work earn.
 */
function shiftedHoursRate(context: ExtractContext): Finding | null {
  return context.memo('shifted-hours', () => {
    for (const block of context.blocks) {
      if (block.kind !== 'prose' || block.role !== 'normative') continue;
      const titleHit = SHIFTED_HOURS.test(titlesOf(context, block));
      for (const q of findPercentages(block.text)) {
        const sentence = sentenceAt(block.text, q.start);
        const text = block.text.slice(sentence.start, sentence.end);
        const before = block.text.slice(sentence.start, q.start);
        if (!titleHit && !SHIFTED_HOURS.test(text)) continue;
        if (!/(?:toeslag|extra\s+betaling|vergoeding)\s+(?:van\s+)?$/i.test(before)) continue;
        if (/overwerk|overuren|afbouw|afgebouwd/i.test(text)) continue;
        return {
          value: q.value,
          block,
          start: q.start,
          end: q.end,
          score: titleHit ? 4 : 2,
          pageTopic: SHIFTED_HOURS,
          note: 'De cao kent geen toeslag per tijdvak; dit is de toeslag voor uren buiten de normale werktijden (verschoven werktijden).',
        } satisfies Finding;
      }
    }
    return null;
  });
}

export function irregularFinding(context: ExtractContext, kind: IrregularKind): Finding | null {
  let best: IrregularRate | null = null;
  for (const rate of findIrregularRates(context))
    if (rate.kind === kind && (!best || rate.score > best.score)) best = rate;
  if (!best) return findIrregularRates(context).length === 0 ? shiftedHoursRate(context) : null;
  return {
    value: best.value,
    block: best.block,
    start: best.start,
    end: best.end,
    score: best.score,
    ...(best.share ? { conversion: best.share.conversion, normalisation: best.share.normalisation } : {}),
    ...(best.conversion ? { conversion: best.conversion, normalisation: best.normalisation ?? null } : {}),
    pageTopic:
      kind === 'avond'
        ? /avond|onregelmatig|18\.00|19\.00|20\.00|evening/i
        : /nacht|onregelmatig|00\.00|06\.00|night/i,
  };
}

const SHIFT_PATTERNS = new Map(
  SHIFTS.map(([kind, pattern]) => [
    kind,
    {
      forward: new RegExp(`^\\s*(?:bij|voor|in|op)\\s+(?:[\\p{L}-]+\\s+){0,3}?(?:${pattern.source})`, 'iu'),
      anywhere: new RegExp(pattern.source, 'gi'),
    },
  ]),
);

function lastIndexOf(pattern: RegExp, text: string): number {
  return [...text.matchAll(pattern)].at(-1)?.index ?? -1;
}

/** Any number of shifts named: a rate for one kind of shift work only. */
const SHIFT_COUNT =
  /\b(?:twee|drie|vier|vijf|2|3|4|5)\s?-?\s?ploeg|\bvolcontinu|\bdagdienst|\bnachtdienst|\bavonddienst/i;

/**
 * One surcharge for all shift work, without naming a number of shifts ("wie in ploegendienst werkt, krijgt
 * een toeslag van 14%"), in a cao that states no rate per number of shifts: it holds for two and three shifts.
 */
function singleShiftRate(context: ExtractContext): Finding | null {
  return context.memo('single-shift', () => {
    if (SHIFTS.some(([kind]) => boundShiftFinding(context, kind) !== null)) return null;
    let best: Finding | null = null;
    for (const block of context.blocks) {
      if (block.kind !== 'prose' || block.role !== 'normative') continue;
      const titleHit = SHIFT_TITLE.test(titlesOf(context, block));
      for (const q of findPercentages(block.text)) {
        const sentence = sentenceAt(block.text, q.start);
        const text = block.text.slice(sentence.start, sentence.end);
        const before = block.text.slice(sentence.start, q.start);
        if (!/ploegendienst|ploegentoeslag/i.test(text) || SHIFT_COUNT.test(text)) continue;
        if (!/toeslag\s+(?:van\s+)?$/i.test(before) || /overwerk|onregelmatig|vakantie/i.test(text)) continue;
        const score = (titleHit ? 4 : 0) + 2;
        if (!best || score > best.score) {
          best = {
            value: q.value,
            block,
            start: q.start,
            end: q.end,
            score,
            pageTopic: SHIFT_TOPIC,
            note: 'De cao noemt één ploegentoeslag, zonder onderscheid naar het aantal ploegen.',
          };
        }
      }
    }
    return best;
  });
}

export function shiftFinding(context: ExtractContext, kind: ShiftKind): Finding | null {
  return boundShiftFinding(context, kind) ?? singleShiftRate(context);
}

function boundShiftFinding(context: ExtractContext, kind: ShiftKind): Finding | null {
  const mine = SHIFT_PATTERNS.get(kind)!;
  const others = SHIFTS.filter(([k]) => k !== kind).map(([k]) => SHIFT_PATTERNS.get(k)!);
  let best: Finding | null = null;
  for (const block of context.blocks) {
    if (block.kind === 'heading' || block.kind === 'caption' || block.role === 'example') continue;
    const titleHit = SHIFT_TITLE.test(titlesOf(context, block));
    const tableContext = block.kind === 'row' ? tableContextOf(context, block) : leadInOf(context, block);
    if (!titleHit && !SHIFT_TOPIC.test(block.text) && !SHIFT_TOPIC.test(tableContext)) continue;
    for (const q of findPercentages(block.text)) {
      const clause =
        block.kind === 'row' ? { start: 0, end: block.text.length } : clauseAt(block.text, q.start);
      const before = block.text.slice(clause.start, q.start);
      const after = block.text.slice(q.end, clause.end);
      let bound = mine.forward.test(after);
      if (!bound && !others.some((other) => other.forward.test(after))) {
        const at = lastIndexOf(mine.anywhere, before);
        bound = at >= 0 && at > Math.max(-1, ...others.map((other) => lastIndexOf(other.anywhere, before)));
      }
      if (!bound) continue;
      const score =
        (titleHit ? 4 : 0) +
        (SHIFT_TOPIC.test(block.text.slice(clause.start, clause.end)) ? 3 : 2) +
        (block.role === 'normative' ? 0 : -5);
      if (!best || score > best.score) {
        best = { value: q.value, block, start: q.start, end: q.end, score, pageTopic: SHIFT_TOPIC };
      }
    }
  }
  return best;
}
