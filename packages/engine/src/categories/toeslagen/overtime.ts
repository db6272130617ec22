import { findPercentages, type Quantity } from '../../numbers';
import type { Block } from '../../structure';
import type { ExtractContext } from '../../extract/rules/context';
import { titlesOf } from '../../extract/rules/context';
import type { Finding } from '../../extract/rules/finding';
import { leadInOf, tableContextOf } from '../../extract/rules/search';
import { clauseAt, sentenceAt } from '../../extract/rules/sentences';
import { hourlyShare, isShareOfPeriodPay, type HourlyShare } from './share-of-period-pay';
import { kindsOfWindow, windowIn } from './time-windows';
import { findHourMatrices, mostCommonCell } from './hour-matrix';
import { timeOffRates } from './overtime-in-time';
import {
  DAYS,
  dayAfter,
  dayBefore,
  daysAddedAfter,
  daysInOrder,
  headerRangeIncludesSaturday,
  afterIncludesSaturday,
  includesSaturday,
  namesWorkdays,
  weekendDaysListed,
  type DayKind,
} from './overtime-days';

export type { DayKind } from './overtime-days';

/**
 * Overtime percentages per kind of day. A percentage belongs to the nearest day named before it in
 * its clause ("op zaterdag: 50%"), or to the one right after it ("130% on weekdays"). "Betaald tegen
 * 150%" is the whole hourly wage: the surcharge is the part above 100%. A staffel ("de eerste twee
 * uur 25%, daarna 50%") gives its first step.
 */
const TITLE = /overwerk|overuren|overtijd|meeruren/i;
const TOPIC = /overwerk|overuren|overuur|overtime/i;
export const OVERTIME_PAGES = /overwerk|overuren|overuur|overtime|overwerkt/i;

export interface OvertimeRate {
  day: DayKind;
  block: Block;
  start: number;
  end: number;
  value: number;
  printed: number;
  score: number;
  staffel: boolean;
  /** Stated for overtime without naming a day ("Voor elk overuur … 130%"). */
  general?: boolean;
  /** Saturday's rate taken from one stated for "werkdagen": only where no rate names Saturday. */
  fromWorkdays?: boolean;
  /** Printed as a share of the month salary per hour, converted to the hourly wage. */
  share?: HourlyShare;
  /** Paid in hours off per overtime hour ("één uur vrije tijd per overuur"). */
  timeOff?: boolean;
}

/** "Uitbetalen van 100% uurloon": what is paid out per hour is the whole wage. */
const PAID_OUT_AT = /\buitbetal(?:en|ing|d)\s+(?:van|met)\s*$/i;

export function rateOf(before: string, printed: number): number {
  const wholeWage =
    /(?:tegen|à|a)\s*$/i.test(before) ||
    PAID_OUT_AT.test(before) ||
    (printed > 100 && !/toeslag\s+(?:van|bedraagt|is)\s*$/i.test(before));
  return wholeWage && printed >= 100 ? printed - 100 : printed;
}

/** "Wie in dienst is vóór 1 mei 2003, houdt …": a right kept by those hired earlier, not the rate. */
const KEPT_FOR =
  /\b(?:in\s+dienst\s+(?:getreden\s+|gekomen\s+)?(?:voor|vóór|tot)\s+(?:\d{1,2}\s+\p{L}+\s+)?(?:19|20)\d{2}|overgangsregeling|garantieregeling)\b/iu;

const EVERY_DAY = /\balle\s+dagen\b|\b(?:iedere|elke)\s+dag\b|\bongeacht\s+de\s+dag\b/i;
const NO_SURCHARGE = /\bgeen\s+(?:overwerk|overuren)?toeslag\b/gi;
const CONDITION = /\b(?:indien|als|wanneer|mits|tenzij|voor\s+zover|zolang)\b/i;

/**
 * "Voor overuren geldt geen overwerktoeslag": an explicit 0 for the days named in the clause, or for
 * every day when none is named. Scored below any printed rate.
 */
function noOvertimeSurcharge(block: Block, titleHit: boolean): OvertimeRate[] {
  const rates: OvertimeRate[] = [];
  for (const match of block.text.matchAll(NO_SURCHARGE)) {
    const clause = clauseAt(block.text, match.index);
    const clauseText = block.text.slice(clause.start, clause.end);
    if (!TOPIC.test(clauseText) && !titleHit) continue;
    if (/ploeg|onregelmatig|avond|nacht|eerste\s+\S+\s+(?:uur|uren|overuren)/i.test(clauseText)) continue;
    // Not a 0 for the day: none only under a condition, or only in some hours of it.
    // "In dat geval is dan geen toeslag …", "voor deze arbeid geldt geen toeslag": "dan" and "deze" point
    // back to a case just described.
    if (CONDITION.test(clauseText) || /\b(?:dan|deze|dit)\b/i.test(clauseText) || windowIn(clauseText))
      continue;
    // "Geen overwerktoeslag wordt betaald:" opens a list of the cases without one, not a 0 for every day.
    if (/:\s*$/.test(block.text.slice(match.index))) continue;
    const named = dayBefore(clauseText);
    const days: DayKind[] = named ? [named] : ['weekday', 'saturday', 'sunday'];
    for (const day of days) {
      rates.push({
        day,
        block,
        start: match.index,
        end: match.index + match[0].length,
        value: 0,
        printed: 0,
        score: (titleHit ? 4 : 0) + (TOPIC.test(clauseText) ? 1 : 0),
        staffel: false,
      });
    }
  }
  return rates;
}

export function findOvertimeRates(context: ExtractContext): OvertimeRate[] {
  return context.memo('overtime', () => {
    const rates: OvertimeRate[] = [];
    for (const block of context.blocks) {
      if (block.kind === 'heading' || block.kind === 'caption' || block.role === 'example') continue;
      const titleHit = TITLE.test(titlesOf(context, block));
      const tableContext = block.kind === 'row' ? tableContextOf(context, block) : leadInOf(context, block);
      if (!titleHit && !TOPIC.test(block.text) && !TOPIC.test(tableContext)) continue;
      const seen = new Map<DayKind, number>();
      if (block.kind === 'prose')
        rates.push(...noOvertimeSurcharge(block, titleHit), ...timeOffRates(block, titleHit));
      // A row like "Overwerk 125% 150% 200%" under a header naming the days per column. A rate
      // marked with a footnote right after another ("100% 50% 1)") is that cell's exception.
      const header = block.kind === 'row' ? overtimeHeader(context, block) : '';
      const columns = daysInOrder(header);
      const all = [...findPercentages(block.text), ...wholeWageSurcharges(block.text)]
        .filter((q) => !HOLIDAY_PAY_AFTER.test(block.text.slice(q.end)))
        .sort((a, b) => a.start - b.start);
      const found =
        block.kind === 'row' && all.length > columns.length
          ? all.filter((q, i) => i === 0 || !FOOTNOTED.test(block.text.slice(q.end)))
          : all;
      // A row of a time window ("0.00 - 6.00 uur 35% …") is a window's surcharge, not overtime's.
      if (block.kind === 'row' && found.length > 0) {
        const label = block.text.slice(0, found[0]!.start);
        if (windowIn(label) && !TOPIC.test(label)) continue;
      }
      for (const [index, q] of found.entries()) {
        // "0,78% van het maandsalaris per uur": converted to the hourly wage where the cao states its weekly hours.
        const share = isShareOfPeriodPay(q.value, block.text.slice(q.end))
          ? hourlyShare(context, q.value, block.text.slice(q.end), true)
          : undefined;
        if (share === null) continue;
        const clause =
          block.kind === 'row' ? { start: 0, end: block.text.length } : clauseAt(block.text, q.start);
        const before = block.text.slice(clause.start, q.start);
        const after = block.text.slice(q.end, clause.end);
        const clauseText = block.text.slice(clause.start, clause.end);
        const own = block.kind === 'row' ? clauseText : rateSegment(block.text, clause, q, found);
        if (/consignatie|ploeg|onregelmatig|nachtdienst|avond|samenloop|maaltijd/i.test(own)) continue;
        // A list of full clauses, one rate and subject each ("…, zondagsuren worden met 30% vergoed"): a part
        // with a verb of its own but without overtime is another subject's rate.
        if (own.length < clauseText.length && !TOPIC.test(own) && /\b(?:wordt|worden)\b/i.test(own)) continue;
        const ownDay = dayAfter(after) ?? dayBefore(before);
        const columnDay = ownDay === null && columns.length === found.length;
        const day = ownDay ?? (columnDay ? columns[index]! : null);
        // One rate for every day: "Deze toeslag geldt op alle dagen van de week".
        const everyDay = !day && block.kind === 'prose' && EVERY_DAY.test(block.text);
        // "Voor elk overuur … 130%" beside rates for Saturday and Sunday: the general (weekday) rate.
        const general = !day && !everyDay && block.kind === 'prose' && TOPIC.test(clauseText);
        if (!day && !everyDay && !general) continue;
        const stated: DayKind[] = everyDay
          ? ['weekday', 'saturday', 'sunday']
          : general
            ? ['weekday']
            : day === 'weekday' &&
                (includesSaturday(before) ||
                  (ownDay !== null && afterIncludesSaturday(after)) ||
                  (columnDay && headerRangeIncludesSaturday(header)))
              ? ['weekday', 'saturday']
              : day !== 'weekday' && ownDay !== null && dayAfter(after) === null
                ? weekendDaysOrOwn(before, day!)
                : [day!];
        // "30% voor overwerk op werkdagen van 6.00 tot 21.00 uur en op zaterdag van 6.00 tot 15.00 uur": a
        // rate for the days named after it goes on to the days added with "en op".
        const days = dayAfter(after) !== null ? [...new Set([...stated, ...daysAddedAfter(after)])] : stated;
        // The subject must be overtime where the value stands: its sentence, its list's lead-in or its
        // table's caption, not another sentence of the paragraph ("Deze toeslag geldt niet bij overwerk").
        const sentence = block.kind === 'row' ? clause : sentenceAt(block.text, q.start);
        const sentenceText = block.text.slice(sentence.start, sentence.end);
        if (
          /(?:niet|geen)\s+(?:bij|voor|op)\s+overwerk|tenzij\s+(?:er\s+)?sprake\s+is\s+van\s+overwerk/i.test(
            sentenceText,
          )
        )
          continue;
        let score =
          (titleHit ? 4 : 0) +
          (TOPIC.test(clauseText) ? 3 : TOPIC.test(sentenceText) || TOPIC.test(tableContext) ? 2 : 0);
        if (!titleHit && score < 2) continue;
        score +=
          (block.role === 'normative' ? 0 : -5) + (general ? -2 : 0) + (KEPT_FOR.test(clauseText) ? -3 : 0);
        // "Op werkdagen 25%": Saturday is a werkdag too, below a rate the cao names for Saturday itself.
        const workdays =
          days.length === 1 &&
          ownDay === 'weekday' &&
          (dayAfter(after) ? namesWorkdays(after, 'first') : namesWorkdays(before, 'last'));
        for (const kind of workdays ? [...days, 'saturday' as const] : days) {
          const borrowed = workdays && kind === 'saturday';
          const count = (seen.get(kind) ?? 0) + (borrowed ? 0 : 1);
          if (!borrowed) seen.set(kind, count);
          rates.push({
            day: kind,
            block,
            start: q.start,
            end: q.end,
            value: share ? share.value : rateOf(before, q.value),
            printed: q.value,
            score: score - Math.max(count - 1, 0),
            general,
            fromWorkdays: borrowed,
            ...(share ? { share } : {}),
            staffel:
              count === (borrowed ? 0 : 1) &&
              /daarna|vervolgens|overige\s+uren|volgende\s+uren|eerste\s+\S+\s+uur/i.test(block.text),
          });
        }
      }
    }
    rates.push(...matrixOvertimeRates(context));
    return rates;
  });
}

/**
 * The part of a clause that is this rate's own: "overuren betalen we uit tegen 140%, nachturen tegen 25%" lists
 * one rate per comma; the night hours are the next rate's subject.
 */
function rateSegment(
  text: string,
  clause: { start: number; end: number },
  q: Quantity,
  rates: readonly Quantity[],
): string {
  const previous = rates.filter((r) => r.end <= q.start && r.end > clause.start).at(-1);
  const next = rates.find((r) => r.start >= q.end && r.start < clause.end);
  let start = clause.start;
  let end = clause.end;
  const comma = previous ? text.lastIndexOf(',', q.start) : -1;
  if (previous && comma >= previous.end) start = comma + 1;
  const after = next ? text.indexOf(',', q.end) : -1;
  if (next && after >= 0 && after < next.start) end = after;
  return text.slice(start, end);
}

/**
 * An hour matrix of overtime surcharges: per kind of day, the rate most of its cells share in the daytime
 * hours (the first step; evening and night hours cost more).
 */
function matrixOvertimeRates(context: ExtractContext): OvertimeRate[] {
  const rates: OvertimeRate[] = [];
  for (const matrix of findHourMatrices(context)) {
    if (matrix.subject !== 'overwerk') continue;
    const titleHit = TITLE.test(titlesOf(context, matrix.header));
    const daytime = matrix.rows.filter(
      (row) => kindsOfWindow({ start: row.start % 24, end: row.end }).length === 0,
    );
    for (const day of ['weekday', 'saturday', 'sunday'] as const) {
      const cell = mostCommonCell(daytime.flatMap((row) => row.cells.filter((c) => c.day === day)));
      if (!cell || cell.value > 300) continue;
      rates.push({
        day,
        block: cell.block,
        start: cell.start,
        end: cell.end,
        value: cell.value,
        printed: cell.value,
        score: (titleHit ? 4 : 0) + 3,
        staffel: false,
      });
    }
  }
  return rates;
}

/** Saturday and Sunday listed together before one rate both get it; else the day named last. */
function weekendDaysOrOwn(before: string, day: DayKind): DayKind[] {
  const listed = weekendDaysListed(before);
  return listed.length > 1 ? listed : [day];
}

const FOOTNOTED = /^\s*\d\)/;

/** "8% vakantietoeslag" over overtime pay is holiday pay, not an overtime rate. */
const HOLIDAY_PAY_AFTER = /^\s*(?:vakantie|eindejaars)/i;

// A surcharge "ter grootte van" or "gelijk aan" the (gross) hourly wage: one whole hourly wage.
const WHOLE_WAGE_SURCHARGE =
  /\btoeslag\s+(?:ter\s+grootte\s+van|gelijk\s+aan)\s+(?:het|zijn|een)\s+(?:(?:voor\s+(?:de\s+werknemer|hem)\s+)?geldende\s+)?(?:bruto\s+)?uurloon\b/gi;

function wholeWageSurcharges(text: string): Quantity[] {
  return [...text.matchAll(WHOLE_WAGE_SURCHARGE)].map((match) => ({
    value: 100,
    start: match.index,
    end: match.index + match[0].length,
    text: match[0],
    inWords: true,
  }));
}
const DAY_WORD = /\b(?:maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|ma|di|wo|do|vr|za|zo)\b/gi;

/**
 * The header over an overtime row: the nearest earlier row without digits (a short fragment of a
 * wrapped cell in between is passed over), with its second line. A day name alone on the second line
 * ends a range the first line opened ("Maandag t/m | zaterdag …" over "… vrijdag"): the first line
 * then reads "Maandag t/m vrijdag zaterdag …".
 */
function overtimeHeader(context: ExtractContext, row: Block): string {
  for (let i = row.index - 1; i >= 0 && i >= row.index - 40; i--) {
    const block = context.blocks[i]!;
    if (block.unit !== row.unit || block.kind === 'heading' || block.kind === 'caption') return '';
    if (block.kind === 'prose') {
      if (block.text.length <= 30) continue;
      return '';
    }
    if (/\d/.test(block.text)) continue;
    const next = context.blocks[i + 1];
    if (!next || next.kind !== 'row' || next === row || /%/.test(next.text)) return block.text;
    const lone = [...next.text.matchAll(DAY_WORD)].filter(
      (m) => !/t\/m|tot/i.test(next.text.slice(0, m.index)),
    );
    if (lone.length !== 1) return block.text;
    return block.text.replace(
      /\b((?:maandag|ma)\s*(?:t\/m|tot\s+en\s+met))\s+/i,
      (_, range: string) => `${range} ${lone[0]![0]} `,
    );
  }
  return '';
}

const SUNDAY_TITLE = /zondag|zon-\s*en\s+feestdag/i;
const SUNDAY_WORK =
  /\b(?:zondagarbeid|zondagsdienst(?:en)?|(?:arbeid|werk|uren|diensten)\s+op\s+(?:een\s+)?zon(?:dag|-\s*en\s+feestdag)(?:en)?)\b/i;

/**
 * A surcharge on all work on Sunday, in an article about Sunday work: "Zondagarbeid wordt betaald met
 * het uursalaris vermeerderd met een toeslag van 100%". Not a window of hours on Sunday, not a shift.
 */
function sundayWorkRate(context: ExtractContext): Finding | null {
  // Only in a cao that regulates overtime at all.
  if (findOvertimeRates(context).length === 0) return null;
  for (const block of context.blocks) {
    if (block.kind !== 'prose' || block.role !== 'normative') continue;
    if (!SUNDAY_TITLE.test(titlesOf(context, block))) continue;
    for (const q of findPercentages(block.text)) {
      const sentence = sentenceAt(block.text, q.start);
      const text = block.text.slice(sentence.start, sentence.end);
      const before = block.text.slice(sentence.start, q.start);
      if (!SUNDAY_WORK.test(text) || !/toeslag|vermeerderd|verhoogd|\btegen\s*$/i.test(before)) continue;
      if (windowIn(text) || /ploeg|onregelmatig|consignatie|zaterdag/i.test(text)) continue;
      // "Deze toeslag geldt niet bij overwerk": the surcharge is not for overtime.
      if (
        /(?:niet|geen)\s+(?:bij|voor|op)\s+overwerk|tenzij\s+(?:er\s+)?sprake\s+is\s+van\s+overwerk/i.test(
          block.text,
        )
      )
        continue;
      const value = rateOf(before, q.value);
      return {
        value,
        block,
        start: q.start,
        end: q.end,
        score: 3,
        ...(value !== q.value
          ? {
              conversion: { offset: -100 },
              normalisation: `Gedrukt als ${q.value}% van het uurloon; toeslag = ${value}%.`,
            }
          : {}),
        note: 'De cao noemt geen aparte overwerktoeslag voor zondag; alle arbeid op zondag krijgt deze toeslag.',
        pageTopic: /zondag/i,
      };
    }
  }
  return null;
}

/** "Op zaterdag geldt dezelfde toeslag als op werkdagen": the day whose rate this day borrows. */
function sameRateAs(context: ExtractContext, day: DayKind): DayKind | null {
  const own = DAYS.find(([kind]) => kind === day)![1].source;
  const same = new RegExp(
    `(?:${own})[^.;]{0,60}\\bdezelfde\\s+(?:toeslag|vergoeding|percentage|tarief)\\s+als\\s+(?:op\\s+|voor\\s+|bij\\s+)?([^.;]{3,40})`,
    'i',
  );
  for (const block of context.blocks) {
    if (block.kind !== 'prose' || block.role !== 'normative') continue;
    if (!TITLE.test(titlesOf(context, block)) && !TOPIC.test(block.text)) continue;
    const match = same.exec(block.text);
    const other = match ? dayBefore(match[1]!) : null;
    if (other && other !== day) return other;
  }
  return null;
}

function bestRate(
  context: ExtractContext,
  day: DayKind,
  accept: (rate: OvertimeRate) => boolean = () => true,
): OvertimeRate | null {
  let best: OvertimeRate | null = null;
  for (const rate of findOvertimeRates(context))
    if (rate.day === day && accept(rate) && (!best || rate.score > best.score)) best = rate;
  return best;
}

const PAID_OUT = /\buitbetaa?l/i;

/**
 * Hour for hour in time off (no surcharge) where the cao pays out the hours not taken off at a rate of its
 * own ("overuren die na een jaar nog openstaan, betalen we uit tegen 140%"): that rate is what overtime costs.
 */
function payoutInsteadOfTimeOff(context: ExtractContext, rate: OvertimeRate | null): OvertimeRate | null {
  if (!rate?.timeOff || rate.value !== 0) return rate;
  const payout = bestRate(context, rate.day, (other) => {
    if (other.timeOff || other.value <= 0 || other.block.role !== 'normative') return false;
    const sentence = sentenceAt(other.block.text, other.start);
    return PAID_OUT.test(other.block.text.slice(sentence.start, sentence.end));
  });
  return payout ?? rate;
}

export function overtimeFinding(context: ExtractContext, day: DayKind): Finding | null {
  let best = payoutInsteadOfTimeOff(
    context,
    bestRate(context, day, (rate) => !rate.fromWorkdays) ?? bestRate(context, day),
  );
  let borrowed: DayKind | null = null;
  if (!best) {
    borrowed = sameRateAs(context, day);
    best = borrowed ? bestRate(context, borrowed) : null;
  }
  // No overtime rate for Sunday, but all work on Sunday is paid a surcharge of its own
  // ("Zondagarbeid wordt betaald met het uurloon vermeerderd met 100%"): that holds for overtime then too.
  if (!best && day === 'sunday') {
    const sunday = sundayWorkRate(context);
    if (sunday) return sunday;
  }
  // No rate of its own: the overtime rate stated without naming a day, in an article about overtime,
  // holds on this day too.
  let general = false;
  if (!best && day !== 'weekday') {
    best = payoutInsteadOfTimeOff(
      context,
      bestRate(
        context,
        'weekday',
        (rate) => rate.general === true && TITLE.test(titlesOf(context, rate.block)),
      ),
    );
    general = best !== null;
  }
  if (!best) return null;
  const whole = best.value !== best.printed && !best.share;
  return {
    value: best.value,
    block: best.block,
    start: best.start,
    end: best.end,
    score: best.score,
    ...(whole
      ? {
          conversion: { offset: -100 },
          normalisation: `Gedrukt als ${best.printed}% van het uurloon; toeslag = ${best.value}%.`,
        }
      : {}),
    ...(best.share ? { conversion: best.share.conversion, normalisation: best.share.normalisation } : {}),
    ...(best.staffel ? { note: 'Staffel: de eerste trede van de overwerktoeslag.' } : {}),
    ...(borrowed ? { note: 'De cao geeft deze dag uitdrukkelijk hetzelfde tarief als een andere dag.' } : {}),
    ...(general ? { note: 'De cao noemt één overwerktoeslag zonder onderscheid naar de dag.' } : {}),
    ...(best.fromWorkdays
      ? { note: 'De cao noemt geen eigen overwerktoeslag voor zaterdag: het tarief voor werkdagen geldt.' }
      : {}),
    pageTopic: OVERTIME_PAGES,
  };
}
