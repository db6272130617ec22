import { NUMERAL_SOURCE, findCounted, parseNumeral, scanQuantities, type Quantity } from '../../numbers';
import type { Block } from '../../structure';
import { defineCategory, MORE_DAYS_OFF } from '../define-category';
import { pickBest, type Finding } from '../../extract/rules/finding';
import { bestHit, fromHit } from '../../extract/rules/findings';
import { titlesOf, type ExtractContext } from '../../extract/rules/context';
import { leadInOf, scanValues, type Hit } from '../../extract/rules/search';
import { holidayAccrual, WORKING_DAYS_PER_YEAR } from './holiday-accrual';
import { findHolidayWeeks } from './holiday-weeks';
import {
  findCountInList,
  findExtraHoliday,
  findPartsTable,
  findStatutoryAndExtra,
  STATUTORY_DAYS,
} from './holiday-parts';

const HOLIDAY_TITLE = /vakantie|verlof|vrije\s+dagen/i;
const NOT_HOLIDAY_TITLE =
  /bijzonder|kort\s+verzuim|ouderschaps|zorg|calamiteit|vakbond|buitengewoon|bijslag|toeslag|geld/i;
/** A title about other leave or money; "Vakantie en vakantietoeslag" still names the holiday itself. */
function notHolidayTitle(titles: string): boolean {
  if (!NOT_HOLIDAY_TITLE.test(titles)) return false;
  const withoutMoney = titles.replace(/vakantie(?:toeslag|bijslag|geld)/gi, '');
  return !/\bvakantie(?:dagen)?\b/i.test(withoutMoney) || NOT_HOLIDAY_TITLE.test(withoutMoney);
}
const ADV_TITLE = /arbeidsduurverkorting|\bADV\b|\bATV\b|roostervrij/i;
const ADV_TOPIC = /arbeidsduurverkorting|\bADV|\bATV|roostervrij/i;
const DAYS_AFTER_NUMERAL = String.raw`(?:werk)?dagen(?:\s*\([^)]{1,30}\))?\s+`;

const HOLIDAY_DAYS = new RegExp(
  `${NUMERAL_SOURCE}\\s+${DAYS_AFTER_NUMERAL}(?:vakantie|verlof)(?![\\p{L}-])`,
  'giu',
);
const HOLIDAY_HOURS = new RegExp(
  `${NUMERAL_SOURCE}\\s+(?:uur|uren)\\s+(?:vakantie|verlof)(?![\\p{L}-])`,
  'giu',
);
const ADV_DAYS_OF = new RegExp(
  `${NUMERAL_SOURCE}\\s+dagen\\s+(?:ADV|ATV|arbeidsduurverkorting)(?![\\p{L}])`,
  'giu',
);
const ADV_HOURS = new RegExp(
  `${NUMERAL_SOURCE}\\s+(?:uur|uren)\\s+(?:ADV|ATV|arbeidsduurverkorting)(?![\\p{L}])`,
  'giu',
);

// "8 uren aaneengesloten ADV-tijd per 4 weken", "2 uur ADV per week": a rate, × 52 weeks ÷ its weeks ÷ 8.
const ADV_HOURS_PER_WEEKS = new RegExp(
  `${NUMERAL_SOURCE}\\s+(?:uur|uren)\\s+(?:aaneengesloten\\s+)?(?:ADV|ATV|arbeidsduurverkorting)(?:-?tijd)?\\s+per\\s+(?:(?:\\d|twee|drie|vier)\\s+weken|week)(?![\\p{L}])`,
  'giu',
);
// "8 ADV-uren per 4 weken", "4 ATV-uren per week": the noun compound, possibly broken ("ADV -uren").
const ADV_NOUN_PER_WEEKS = new RegExp(
  `${NUMERAL_SOURCE}\\s+(?:ADV|ATV)\\s?-\\s?uren\\s+per\\s+(?:(?:\\d|twee|drie|vier)\\s+weken|week)(?![\\p{L}])`,
  'giu',
);
// "de arbeidsduur op jaarbasis wordt verkort met 96 uur": the yearly reduction itself, in hours (÷ 8).
const REDUCED_BY_HOURS = new RegExp(
  `(?<=(?:arbeidsduur|arbeidstijd)\\b[^.;]{0,60}?\\b(?:verkort|verminderd|verlaagd)\\s+met\\s+)${NUMERAL_SOURCE}\\s+(?:uur|uren)(?![\\p{L}])`,
  'giu',
);
const WEEK_COUNTS: Record<string, number> = { twee: 2, drie: 3, vier: 4 };
/** The weeks of a rate ("per 4 weken": 4, "per week": 1). */
function advWeeks(printed: string): number {
  const weeks = /per\s+(\d|twee|drie|vier)\s+weken/i.exec(printed)?.[1];
  return weeks ? (WEEK_COUNTS[weeks.toLowerCase()] ?? Number(weeks)) : 1;
}

// "recht op 25 doorbetaalde vakantiedagen".
const HOLIDAY_ADJECTIVE_DAYS = new RegExp(
  `${NUMERAL_SOURCE}\\s+(?:doorbetaalde|betaalde|volledige|hele|vrije)\\s+(?:vakantie|verlof)dagen(?![\\p{L}])`,
  'giu',
);
// "16 2/3 uur vakantie per gewerkte maand": a whole number and a fraction, accrued per month (× 12).
const MONTHLY_FRACTION_HOURS = new RegExp(
  `(?<![\\d.,])(?<n>\\d{1,3})\\s+(?<a>\\d)\\s?[/\\u2044]\\s?(?<b>\\d{1,2})\\s+(?:uur|uren)\\s+(?:vakantie|verlof)(?![\\p{L}-])`,
  'giu',
);
const PER_WORKED_MONTH = /(?:per|elke|iedere)\s+(?:volledig\s+)?gewerkte\s+(?:werk)?maand/i;

/**
 * Hours in a working day as the cao states them beside its holiday hours ("bij een gemiddelde
 * arbeidsduur van 36 uur per week": 7,2), else 8.
 */
export function holidayDayHours(text: string): number {
  // "uitgegaan van een vakantiedag van 7,2 uren": the cao's own holiday day.
  const day = /\b(?:vakantie)?dag\s+van\s+(\d(?:,\d+)?)\s+(?:uur|uren)\b/i.exec(text);
  const dayLength = day ? Number(day[1]!.replace(',', '.')) : NaN;
  if (dayLength >= 6 && dayLength <= 9) return dayLength;
  // "bij een arbeidsduur van 36 uur per week", "bij een voltijd dienstverband (38 uur)".
  const week =
    /(?:arbeidsduur|werkweek|dienstverband)\s+van\s+(?:gemiddeld\s+)?(\d{2}(?:,\d+)?)\s+(?:uur|uren)\s+per\s+week|(?:volledig|voltijd|fulltime)\S*\s+(?:dienstverband|werkweek)\s+\(\s*(\d{2}(?:,\d+)?)\s+(?:uur|uren)(?:\s+per\s+week)?\s*\)/i.exec(
      text,
    );
  const hours = week ? Number((week[1] ?? week[2])!.replace(',', '.')) : NaN;
  return hours >= 30 && hours <= 42 ? hours / 5 : 8;
}

const HOLIDAY_COUNT = new RegExp(
  `(?:vakantie|verlof)dagen\\s+(?:per\\s+(?:kalender|vakantie)?jaar\\s+)?(?:bedraagt|bedragen|is)\\s+(?:in\\s+totaal\\s+)?${NUMERAL_SOURCE}(?=\\s+(?:per\\s+(?:kalender)?jaar|bij|voor)\\b|\\s*[.;]|\\s*$)`,
  'giu',
);

// "Het aantal vakantie-uren bedraagt 200 per jaar", "… bedraagt het aantal vakantie-uren 200 per jaar": hours
// counted after the noun (÷ the hours of a day).
const HOLIDAY_HOURS_COUNT = new RegExp(
  `(?:(?:vakantie-?uren|verlofuren)\\s+(?:per\\s+(?:kalender|vakantie)?jaar\\s+)?(?:bedraagt|bedragen|is)|(?:bedraagt|bedragen|is)\\s+het\\s+aantal\\s+(?:vakantie-?uren|verlofuren))\\s+(?:in\\s+totaal\\s+)?${NUMERAL_SOURCE}(?=\\s+(?:per\\s+(?:kalender)?jaar|bij|voor)\\b|\\s*[.;]|\\s*$)`,
  'giu',
);

// "152 uren zijn 20 dagen", "200 uur (= 25 dagen)": the cao's own hours stated as days; the days count.
const HOURS_AS_DAYS = new RegExp(
  `(?<=\\d\\s?(?:uur|uren)\\s*(?:[(,=]\\s*)?(?:(?:zijn|is|dat\\s+is|ofwel|oftewel|=)\\s*)?)${NUMERAL_SOURCE}\\s+(?:werk|vakantie)?dagen(?![\\p{L}])`,
  'giu',
);

/** A count that the text gives as the days of hours just named ("152 uren zijn 20 dagen"). */
function statedAsDays(hit: Hit): boolean {
  HOURS_AS_DAYS.lastIndex = 0;
  const from = Math.max(0, hit.quantity.start - 40);
  const match = HOURS_AS_DAYS.exec(hit.block.text.slice(from, hit.quantity.end));
  return match !== null && from + match.index === hit.quantity.start;
}

/** A year's holiday for full time lies between the law's four weeks (less for a shorter day) and ten weeks. */
const YEARLY_DAYS = { min: 15, max: 50 };

/** "25 vakantiedagen", "vierentwintig dagen vakantie", "25 dagen (187,5 uur) vakantie", "200 uur vakantie" (÷ 8). */
function holidayDays(text: string): Quantity[] {
  // Hours stated as days name no holiday of their own: the article's title does.
  if (!/vakantie|verlof/i.test(text)) return scanQuantities(text, HOURS_AS_DAYS);
  const dayHours = holidayDayHours(text);
  const plain = findCounted(text, 'vakantiedagen|verlofdagen|vakantie-?dagen');
  const adjective = scanQuantities(text, HOLIDAY_ADJECTIVE_DAYS);
  const hourNoun = findCounted(text, 'vakantie(?:-|\\s)?uren|verlofuren').map((q) => ({
    ...q,
    value: q.value / dayHours,
  }));
  const daysOf = scanQuantities(text, HOLIDAY_DAYS);
  const hoursOf = scanQuantities(text, HOLIDAY_HOURS, (value) => value / dayHours);
  const monthly = PER_WORKED_MONTH.test(text)
    ? scanQuantities(
        text,
        MONTHLY_FRACTION_HOURS,
        (value, match) => ((value + Number(match.groups!.a) / Number(match.groups!.b)) * 12) / dayHours,
      )
    : [];
  // "een vakantie van 25 werkdagen", "De vakantieaanspraak bedraagt 25 dagen", "… bedraagt bij een
  // fulltime dienstverband 192 uur per jaar" (÷ the hours of a day).
  const entitledBefore = (q: Quantity): boolean =>
    /(?:vakantie|verlof)[\p{L}-]*\s+(?:van|bedraagt|bedragen|is)\s+(?:(?:bij\s+een\s+)?(?:volledig|voltijd|fulltime)\S*\s+(?:dienstverband|werkweek)\s+|per\s+(?:kalender|vakantie)?jaar\s+)?(?:in\s+totaal\s+)?$/iu.test(
      text.slice(Math.max(0, q.start - 90), q.start),
    );
  const entitled = [
    ...findCounted(text, '(?:werk)?dagen').filter(entitledBefore),
    ...findCounted(text, 'uur|uren')
      .filter(entitledBefore)
      .map((q) => ({ ...q, value: q.value / dayHours })),
  ];
  // "heeft recht op tenminste 25 dagen per jaar" in the holiday article: days without the noun, only
  // in the range of a full year's holiday (the law's 20 days and more).
  const rightTo = findCounted(text, '(?:werk)?dagen').filter(
    (q) =>
      q.value >= 20 &&
      q.value <= 40 &&
      /recht\s+op\s+(?:ten\s*minste\s+|minimaal\s+)?$/i.test(
        text.slice(Math.max(0, q.start - 40), q.start),
      ) &&
      /^\s+per\s+(?:kalender|vakantie)?jaar\b/i.test(text.slice(q.end)),
  );
  // "Het aantal vakantiedagen bedraagt 25 per kalenderjaar": the count after the noun.
  const counted = [
    ...scanQuantities(text, HOLIDAY_COUNT),
    ...scanQuantities(text, HOLIDAY_HOURS_COUNT, (value) => value / dayHours),
    ...scanQuantities(text, HOURS_AS_DAYS),
  ];
  // "2/3 uur vakantie" inside "16 2/3 uur vakantie" is no count of its own.
  const outsideMonthly = (q: Quantity): boolean => !monthly.some((m) => q.start > m.start && q.start < m.end);
  return [
    ...plain,
    ...adjective,
    ...daysOf,
    ...hoursOf.filter(outsideMonthly),
    ...hourNoun,
    ...monthly,
    ...entitled,
    ...rightTo,
    ...counted,
    ...holidayAccrual(text),
  ].sort((a, b) => a.start - b.start);
}

/** "13 ADV-dagen", "5 roostervrije dagen", "96 uur ADV", "104 roostervrije uren per jaar" (÷ 8). */
function advDays(text: string): Quantity[] {
  // The reduction of the yearly hours names no ADV of its own: the article's title does.
  const reduced = /jaarbasis|per\s+(?:kalender)?jaar/i.test(text)
    ? scanQuantities(text, REDUCED_BY_HOURS, (value) => value / 8)
    : [];
  if (!/ADV|ATV|roostervrij|arbeidsduurverkorting|compensatiedag/i.test(text)) return reduced;
  const days = findCounted(
    text,
    '(?:ADV|ATV|adv|atv)-?dagen|roostervrije\\s+dagen|arbeidsduurverkortingsdagen|compensatiedagen',
  );
  const daysOf = scanQuantities(text, ADV_DAYS_OF);
  const hours = scanQuantities(text, ADV_HOURS, (value) => value / 8);
  // Hours in a year only: "8 roostervrije uren per vier weken" is a rate, not the year's total.
  const hourNoun = findCounted(text, '(?:ADV|ATV|adv|atv)-?uren|roostervrije\\s+uren')
    .filter((q) => /^\s+per\s+(?:kalender)?jaar\b/i.test(text.slice(q.end)))
    .map((q) => ({ ...q, value: q.value / 8 }));
  const perPeriod = [ADV_HOURS_PER_WEEKS, ADV_NOUN_PER_WEEKS].flatMap((pattern) =>
    scanQuantities(text, pattern, (value, match) => (value * 52) / advWeeks(match[0]) / 8),
  );
  const notRate = (q: Quantity): boolean => !perPeriod.some((rate) => rate.start === q.start);
  return [...days, ...daysOf, ...hours.filter(notRate), ...hourNoun, ...perPeriod, ...reduced].sort(
    (a, b) => a.start - b.start,
  );
}

const OWN_WEDDING =
  /(?:eigen|zijn|haar|je|jouw|uw)\s+huwelijk|huwelijk\s+van\s+de\s+werknemer|(?:eigen\s+)?(?:huwelijk|trouwen)\b(?![^:;]*\b(?:kind|broer|zus|ouder|familie|bloed|aanverwant|pleeg))/i;

const ANNIVERSARY = /jubileum|jarig\s+huwelijk/i;

/** "c.q." and "o.a." do not end a clause: their stops become spaces (same length, same offsets). */
function maskAbbreviations(text: string): string {
  return text.replace(/\b(\p{L})\.(\p{L})\./gu, '$1 $2 ');
}

function ownWeddingMention(printed: string): RegExpExecArray | null {
  const text = maskAbbreviations(printed);
  const pattern = new RegExp(OWN_WEDDING.source, 'gi');
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const start = Math.max(text.lastIndexOf(';', match.index), text.lastIndexOf('. ', match.index)) + 1;
    const stop = text.slice(match.index).search(/;|\.(?:\s|$)/);
    const clause = text.slice(start, stop < 0 ? text.length : match.index + stop);
    if (!ANNIVERSARY.test(clause)) return match;
  }
  return null;
}

/** "…; in dat geval bestaat recht op 2 dagen": a clause that only says what follows goes on past the semicolon. */
const CONTINUATION = /^\s*(?:in\s+(?:dat|die|deze|beide)\s+gevall?e?n?|dan|daarvoor|hiervoor)\b/i;

function clauseEndAfter(text: string, from: number): number {
  let end = from;
  for (;;) {
    const stop = text.slice(end).search(/;|\.(?:\s|$)/);
    if (stop < 0) return text.length;
    end += stop;
    if (text[end] !== ';' || !CONTINUATION.test(text.slice(end + 1))) return end;
    end++;
  }
}

/**
 * The leave for the own wedding, in the clause that names it: "2 dagen", "gedurende twee dagen bij
 * zijn huwelijk", "2 diensten" (a shift is a day), "16 uur" (÷ 8). A table row counts as one clause.
 */
function weddingLeave(printed: string, mention: number): (Quantity & { hours: boolean }) | null {
  const text = maskAbbreviations(printed);
  const clauseStart = Math.max(text.lastIndexOf(';', mention), text.lastIndexOf(':', mention - 40)) + 1;
  const clauseEnd = clauseEndAfter(text, mention);
  const inClause = (q: Quantity): boolean => q.start >= clauseStart && q.end <= clauseEnd;
  // "3 aaneengesloten dagen": an adjective may stand between the number and the days.
  const days = findCounted(
    text,
    '(?:(?:aaneengesloten|achtereenvolgende|opeenvolgende|betaalde|vrije)\\s+)?(?:(?:werk)?dagen|(?:werk)?dag|diensten|dienst)',
  )
    .filter((q) => inClause(q) && q.value <= 10)
    .map((q) => ({ ...q, hours: false }));
  const hours = findCounted(text, 'uur|uren')
    .filter((q) => inClause(q) && q.value >= 4 && q.value <= 80)
    .map((q) => ({ ...q, value: q.value / 8, hours: true }));
  const candidates = [...days, ...hours];
  // The nearest after the mention ("huwelijk: 2 dagen"), else before it ("twee dagen bij zijn huwelijk").
  return (
    candidates.filter((q) => q.start > mention).sort((a, b) => a.start - b.start)[0] ??
    candidates.filter((q) => q.end <= mention).sort((a, b) => b.start - a.start)[0] ??
    null
  );
}

const EMPLOYEE_LINE =
  /^\s*(?:[-–•]\s*)?(?:de\s+werknemer(?:\s+zelf)?|zichzelf|(?:zijn|haar)\s+eigen)\b(?!\s+(?:en|of)\b)/i;

/** Under an occasion ending in "van:", the line for the employee himself with its days. */
function ownLineBelow(context: ExtractContext, block: Block): Omit<Finding, 'score'> | null {
  if (!/:\s*$/.test(block.text)) return null;
  for (let i = block.index + 1; i < context.blocks.length && i <= block.index + 3; i++) {
    const next = context.blocks[i]!;
    if (next.unit !== block.unit || next.kind === 'heading') return null;
    if (!EMPLOYEE_LINE.test(next.text)) continue;
    const days = findCounted(next.text, '(?:werk)?dagen|(?:werk)?dag').find((q) => q.value <= 10);
    return days ? { value: days.value, block: next, start: days.start, end: days.end } : null;
  }
  return null;
}

// "2 Dagen", "b. 2 dagen aaneengesloten bij:", "b. over twee dagen aaneengesloten bij:".
const COUNT_LINE = new RegExp(
  `^\\s*(?:[a-z][.)]\\s+)?(?:(?:over|gedurende)\\s+)?${NUMERAL_SOURCE}\\s+(?:werk)?dag(?:en)?(?:\\s+aaneengesloten)?(?:\\s+bij)?\\s*:?\\s*$`,
  'iu',
);

/** The nearest line above a list item that is only a number of days ("2 Dagen"), in the same article. */
function countAbove(context: ExtractContext, item: Block): Omit<Finding, 'score'> | null {
  if (!/^[–—•\-*·▪]\s/.test(item.text)) return null;
  for (let i = item.index - 1; i >= 0 && i >= item.index - 12; i--) {
    const previous = context.blocks[i]!;
    if (previous.unit !== item.unit || previous.kind === 'heading') return null;
    if (/^[–—•\-*·▪]\s/.test(previous.text)) continue;
    const match = COUNT_LINE.exec(previous.text);
    if (!match) return null;
    const value = parseNumeral(match.groups!.n!);
    if (value === null) return null;
    return { value, block: previous, start: 0, end: previous.text.trimEnd().length };
  }
  return null;
}

/**
 * The statutory 20 days found, and the extra days stated on their own elsewhere in the holiday articles
 * ("5 bovenwettelijke vakantiedagen"): the sum, cited at the statutory figure with the extra as offset.
 */
function withExtraHoliday(context: ExtractContext, hit: Hit, factor: number): Finding | null {
  if (Math.round(hit.quantity.value * 100) / 100 !== STATUTORY_DAYS) return null;
  if (/bovenwettelijk/i.test(hit.block.text.slice(hit.sentence.start, hit.sentence.end))) return null;
  const extra = findExtraHoliday(context, HOLIDAY_TITLE, holidayDayHours);
  if (!extra) return null;
  return fromHit(hit, {
    value: STATUTORY_DAYS + extra.days,
    pageTopic: /vakantie|voltijd|holiday/i,
    conversion: { factor, offset: extra.days },
    normalisation: `${STATUTORY_DAYS} wettelijke dagen plus ${extra.days} bovenwettelijke ("${extra.printed}").`,
  });
}

export const verlof = defineCategory('verlof', {
  inlenersbeloning: [
    { pattern: /arbeids(?:duur|tijd)verkorting|\bADV\b|\bATV\b|roostervrij/i, elements: ['adv_dagen'] },
    { pattern: /vakantiedag|vakantie-?uren/i, elements: ['vakantiedagen'] },
  ],
  vocabulary: [
    'vakantiedagen',
    'vakantie-uren',
    'adv',
    'arbeidsduurverkorting',
    'bijzonder verlof',
    'huwelijk',
    'verlof',
  ],
  elements: {
    vakantiedagen: {
      favourability: MORE_DAYS_OFF,
      find(context) {
        const hits = scanValues(context, {
          title: HOLIDAY_TITLE,
          topic: /vakantie|verlofdagen/i,
          values: holidayDays,
          // "een vakantiedag van 7,2 uren" is the length of a day, not the holiday.
          notBefore:
            /(?:extra|collectieve?|bovenwettelijke|wettelijke|ten\s+hoogste|maximaal|maximum\s+van|tot|verkopen|sparen|meer\s+dan|minder\s+dan|dag\s+van)\s*$/i,
          // The young ("die nog geen 18 jaar is", "jonger dan 18 jaar") and the old have their own counts.
          notSentence:
            /extra\s+vakantiedag|ouder\s+dan|of\s+ouder|vanaf\s+\d{2}\s+jaar|nog\s+geen\s+\d{2}\s+jaar|jonger\s+dan|collectie|verkopen|inbrengen|sparen|vervallen|verjaren/i,
          prefer: /voltijd|volledig|per\s+(?:kalender)?jaar|recht\s+op|aanspraak|bedraagt/i,
        })
          .filter((hit) => !notHolidayTitle(titlesOf(context, hit.block)))
          // "2 dagen verlof" at a birth is no year's holiday.
          .filter((hit) => hit.quantity.value >= YEARLY_DAYS.min && hit.quantity.value <= YEARLY_DAYS.max)
          // The cao's own hours stated as days outrank our division of hours by a day's length.
          .map((hit) => (statedAsDays(hit) ? { ...hit, score: hit.score + 3 } : hit));
        let hit = bestHit(hits);
        if (!hit)
          return (
            findStatutoryAndExtra(context, HOLIDAY_TITLE, holidayDayHours) ??
            findPartsTable(context, HOLIDAY_TITLE, holidayDayHours) ??
            findCountInList(context, HOLIDAY_TITLE) ??
            findHolidayWeeks(context, HOLIDAY_TITLE)
          );
        const hours =
          /(?:uur|uren)(?:\s+(?:vakantie|verlof))?$/i.test(hit.quantity.text) ||
          (/vakantie-?uren|verlofuren/i.test(hit.quantity.text) && !/dagen/i.test(hit.quantity.text));
        // A list item's day length may stand in the sentence that introduces the list.
        const dayHours = holidayDayHours(`${hit.block.text} ${leadInOf(context, hit.block)}`);
        if (hours)
          hit = {
            ...hit,
            quantity: {
              ...hit.quantity,
              value: (hit.quantity.value * holidayDayHours(hit.block.text)) / dayHours,
            },
          };
        const perDay = String(dayHours).replace('.', ',');
        const monthly = /[/\u2044]/.test(hit.quantity.text);
        if (/%/.test(hit.quantity.text)) {
          return fromHit(hit, {
            pageTopic: /vakantie/i,
            conversion: { factor: WORKING_DAYS_PER_YEAR / 100 },
            normalisation: `Opbouw per uur maal ${WORKING_DAYS_PER_YEAR} dagen (52 weken van 5 dagen) bij voltijd.`,
          });
        }
        const conversion = hours ? { factor: (monthly ? 12 : 1) / dayHours } : null;
        const extra = withExtraHoliday(context, hit, conversion?.factor ?? 1);
        if (extra) return extra;
        return fromHit(hit, {
          pageTopic: /vakantie|voltijd|holiday/i,
          ...(hours
            ? {
                conversion: { factor: (monthly ? 12 : 1) / dayHours },
                normalisation: monthly
                  ? `Uren per gewerkte maand maal 12, gedeeld door ${perDay} uur per dag.`
                  : `Uren gedeeld door ${perDay}${dayHours === 8 ? '' : ' (de arbeidsduur per week van de cao gedeeld door 5)'}.`,
              }
            : {}),
        });
      },
    },
    adv_dagen: {
      favourability: MORE_DAYS_OFF,
      find(context) {
        const hits = scanValues(context, {
          title: ADV_TITLE,
          topic: ADV_TOPIC,
          values: advDays,
          notBefore: /(?:ten\s+hoogste|maximaal|maximum\s+van|sparen|meer\s+dan)\s*$/i,
          // A right kept from an earlier cao ("volgens de vorige cao blijft recht houden op") is not the cao's own.
          notSentence:
            /sparen|inbrengen|verkopen|naar\s+rato|te\s+veel|vervallen|(?:voorafgaande|vorige|voormalige|oude)\s+cao|overgangsre/i,
          prefer: /voltijd|per\s+(?:kalender)?jaar|op\s+jaarbasis|recht\s+op/i,
        }).map((hit) =>
          // "heeft recht op 13 roostervrije dagen" grants them; "kan worden gerealiseerd met 13 roostervrije dagen" describes a roster.
          /\brecht\s+op\b/i.test(hit.block.text.slice(hit.clause.start, hit.quantity.start))
            ? { ...hit, score: hit.score + 1 }
            : // "de arbeidsduur wordt verkort met 96 uur" grants them; "het rooster voor de 64 uur ADV" refers back.
              /(?:verkort|verminderd|verlaagd)\s+met\s+$/i.test(
                  hit.block.text.slice(hit.clause.start, hit.quantity.start),
                )
              ? { ...hit, score: hit.score + 2 }
              : hit,
        );
        const hit = bestHit(hits);
        if (!hit) return null;
        if (/\bper\s+(?:\S+\s+weken|week)$/i.test(hit.quantity.text)) {
          const weeks = advWeeks(hit.quantity.text);
          return fromHit(hit, {
            pageTopic: /ADV|arbeidsduurverkorting/i,
            conversion: { factor: 52 / weeks / 8, round: 2 },
            normalisation: `Uren per ${weeks === 1 ? 'week' : `${weeks} weken`} maal ${52 / weeks} perioden per jaar, gedeeld door 8 uur per dag.`,
          });
        }
        const hours = /^\S+\s+(?:uur|uren)(?:\s|$)|uren$/i.test(hit.quantity.text);
        return fromHit(hit, {
          pageTopic: /voltijd|per\s+(?:kalender)?jaar|working\s+time\s+reduction|ADV/i,
          ...(hours ? { conversion: { factor: 0.125 }, normalisation: 'Uren gedeeld door 8.' } : {}),
        });
      },
    },
    bijzonder_verlof_huwelijk: {
      favourability: MORE_DAYS_OFF,
      find(context) {
        const findings: Finding[] = [];
        for (const block of context.blocks) {
          if (block.kind === 'heading' || block.kind === 'caption' || block.role !== 'normative') continue;
          if (!/huwelijk|trouwen|geregistreerd\s+partnerschap/i.test(block.text)) continue;
          // An anniversary ("het 25-jarig huwelijk van de werknemer") is not the wedding itself: the
          // first mention whose own clause (a list may hold both) speaks of none.
          const mention = ownWeddingMention(block.text);
          if (!mention) continue;
          const leave = weddingLeave(block.text, mention.index);
          const titleHit = /verlof|verzuim|vrijaf|vrij\b/i.test(titlesOf(context, block));
          // "bij huwelijk van:" over lines per person ("de werknemer, 2 dagen"; "een kind, 1 dag"): the employee's line.
          const own = leave ? null : ownLineBelow(context, block);
          if (own) {
            findings.push({ ...own, score: (titleHit ? 4 : 0) + 3 });
            continue;
          }
          // A list of occasions under a line naming their leave ("2 dagen" above "- bij het huwelijk …").
          const counted = leave ? null : countAbove(context, block);
          if (!leave && !counted) continue;
          if (counted) {
            findings.push({ ...counted, score: (titleHit ? 4 : 0) + 2 });
            continue;
          }
          if (!leave) continue;
          findings.push({
            value: leave.value,
            block,
            start: leave.start,
            end: leave.end,
            score: (titleHit ? 4 : 0) + 3,
            ...(leave.hours ? { conversion: { factor: 0.125 }, normalisation: 'Uren gedeeld door 8.' } : {}),
          });
        }
        return pickBest(findings);
      },
    },
  },
});
