/**
 * Kinds of day as cao's name them for overtime: weekdays (also "maandag t/m zaterdag", "werkdagen"),
 * Saturday, Sunday and public holidays; found before a value, after it, or per table column.
 */
export type DayKind = 'weekday' | 'saturday' | 'sunday';

export const DAYS: ReadonlyArray<readonly [DayKind, RegExp]> = [
  [
    'weekday',
    /maandag\s*(?:tot\s+en\s+met|t\/m|tot|–|-)\s*(?:vrijdag|zaterdag|zondag)|werkdag(?:en)?|weekdag(?:en)?|doordeweeks|ma\s*(?:t\/m|-|–)\s*(?:vr|za)|weekdays?/gi,
  ],
  ['saturday', /zaterdag(?:en)?|saturdays?/gi],
  [
    'sunday',
    /zon-?\s*(?:en|of)\s+feestdag(?:en)?|zondag(?:en)?|feestdag(?:en)?|sundays?|public\s+holidays?/gi,
  ],
];

// "een zaterdag die niet is een feestdag": the day it is not names no day.
const NOT_A_DAY =
  /\b(?:die|dat)\s+(?:niet\s+(?:is\s+)?(?:een\s+)?|geen\s+)(?:zon-?\s*(?:of|en)\s+)?feestdag(?:\s+is)?\b/gi;

function withoutNegatedDays(text: string): string {
  return text.replace(NOT_A_DAY, (match) => ' '.repeat(match.length));
}

export function dayBefore(raw: string): DayKind | null {
  const text = withoutNegatedDays(raw);
  const found = DAYS.flatMap(([day, pattern]) =>
    [...text.matchAll(pattern)].map((match) => ({
      day,
      start: match.index,
      end: match.index + match[0].length,
    })),
  );
  // "maandag tot en met zaterdag" is a weekday range, not Saturday.
  const ranges = found.filter((hit) => hit.day === 'weekday');
  const standalone = found.filter(
    (hit) =>
      hit.day === 'weekday' || !ranges.some((range) => hit.start >= range.start && hit.end <= range.end),
  );
  standalone.sort((a, b) => a.start - b.start);
  return standalone.at(-1)?.day ?? null;
}

/**
 * The weekend days one rate is listed for: "zaterdag, zondag en feestdagen: 100%", "op zater- en zondagen 50%".
 * Only the days after the last rate before it count (an earlier rate has days of its own).
 */
export function weekendDaysListed(raw: string): DayKind[] {
  const before = withoutNegatedDays(raw);
  const lastRate = Math.max(before.lastIndexOf('%'), before.search(/procent(?![\s\S]*procent)/i));
  const own = before.slice(lastRate + 1);
  const days = new Set<DayKind>();
  if (/zaterdag|zater-\s*(?:en|of)\s+zon/i.test(own) && !includesSaturday(own)) days.add('saturday');
  if (/zondag|zon-?\s*(?:en|of)\s+feestdag|feestdag/i.test(own)) days.add('sunday');
  return [...days];
}

/** "maandag tot en met zaterdag" (or "… zondag") covers Saturday as well as the weekdays. */
export function includesSaturday(text: string): boolean {
  const last = [...text.matchAll(DAYS[0]![1])].at(-1);
  return (
    last !== undefined &&
    /zaterdag|zondag/i.test(last[0]) &&
    last.index + last[0].length >= text.trimEnd().length - 40
  );
}

/**
 * The weekdays named as "werkdagen" (the days other than Sunday and public holidays, Saturday too), not as a
 * range of days: the word right before a rate (`last`) or right after it (`first`).
 */
export function namesWorkdays(text: string, which: 'first' | 'last'): boolean {
  const matches = [...text.matchAll(DAYS[0]![1])];
  const match = which === 'first' ? matches[0] : matches.at(-1);
  return match !== undefined && /^werkdag/i.test(match[0]);
}

/** A header column "Maandag t/m zaterdag" (or "… zondag") holds Saturday's rate too. */
export function headerRangeIncludesSaturday(header: string): boolean {
  return [...header.matchAll(DAYS[0]![1])].some((match) => /zaterdag|zondag/i.test(match[0]));
}

/** Days named in a table header, left to right ("Ma t/m vr | Zaterdag | Zon- en feestdagen"). */
export function daysInOrder(header: string): DayKind[] {
  const found = DAYS.flatMap(([day, pattern]) =>
    [...header.matchAll(pattern)].map((match) => ({
      day,
      start: match.index,
      end: match.index + match[0].length,
    })),
  );
  const ranges = found.filter((hit) => hit.day === 'weekday');
  return found
    .filter((hit) => hit.day === 'weekday' || !ranges.some((r) => hit.start >= r.start && hit.end <= r.end))
    .sort((a, b) => a.start - b.start)
    .map((hit) => hit.day);
}

// "40% van het loon per uur, voor overwerk gedaan op maandag t/m zaterdag": what the rate is a
// percentage of and the overtime it is for may stand between the rate and its day; under a lead-in about
// overtime, the hours alone ("40% voor de uren op zaterdag").
const LEAD_IN = String.raw`^\s*(?:van\s+(?:het|de)\s+(?:[\p{L}-]+\s+){0,4}?)?(?:(?:voor|bij)\s+(?:het\s+|de\s+)?(?:gewerkte\s+)?(?:overwerk|overuren|overuur|uren)\s+(?:verricht\s+|gewerkt\s+)?)?`;

const DAY_AFTER = DAYS.map(
  ([day, pattern]) =>
    [
      day,
      new RegExp(`${LEAD_IN}(?:bij|voor|op|in|on)\\s+(?:de\\s+|het\\s+|een\\s+)?(?:${pattern.source})`, 'iu'),
    ] as const,
);

export function dayAfter(text: string): DayKind | null {
  return DAY_AFTER.find(([, anchored]) => anchored.test(text))?.[0] ?? null;
}

// A day added to the rate's days, with its hours or as the list's end ("… en op zaterdag van 8.00 tot 17.00").
const ADDED_DAY =
  /\ben\s+(?:op|voor|bij)\s+(?:de\s+|het\s+)?(zaterdag(?:en)?|zon-?\s*(?:en|of)\s+feestdag(?:en)?|zondag(?:en)?|feestdag(?:en)?)(?=\s*(?:(?:van|tussen|vanaf|tot)\s+\d|[;,.]|$))/gi;

/**
 * Days added after the rate's own days: "… op maandag t/m vrijdag … en op zaterdag van …", up to the next
 * rate; not a day that gets a rate of its own ("en voor zaterdag geldt …").
 */
export function daysAddedAfter(after: string): DayKind[] {
  const own = after.split(/\d\s?%|procent/i)[0]!;
  return [...own.matchAll(ADDED_DAY)].map((match) => dayBefore(match[1]!)!);
}

/** The weekdays named after a rate run on to Saturday: "… op maandag t/m zaterdag". */
export function afterIncludesSaturday(text: string): boolean {
  const match = DAY_AFTER[0]![1].exec(text);
  return match !== null && /(?:zaterdag|zondag|za)$/i.test(match[0]);
}
