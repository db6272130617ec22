/** Dutch dates → ISO: "1 januari 2026", "1 jan. 2026", "01-07-2025", "1-7-2025", "1/7/2025". */
export interface DateMention {
  iso: string;
  start: number;
  end: number;
  text: string;
}

const MONTHS: Record<string, number> = {
  januari: 1,
  februari: 2,
  maart: 3,
  april: 4,
  mei: 5,
  juni: 6,
  juli: 7,
  augustus: 8,
  september: 9,
  oktober: 10,
  november: 11,
  december: 12,
};

const MONTH_SOURCE =
  '(?:januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december|jan|feb|febr|mrt|apr|jun|jul|aug|sep|sept|okt|nov|dec)\\.?';
// "1/17 juni 2012": two days of one month, for who is paid per month and who per week; the first
// day is the date (match group 1), the second only completes the mention.
// "1 april 2010 2011", "1 april 20112013": a year corrected with tracked changes, the struck year still in
// the text before the inserted one (group 5), which stands.
const WRITTEN = new RegExp(
  `(?<![\\d])(\\d{1,2})(?:\\s?\\/\\s?(\\d{1,2}))?(?:e|ste)?\\s+(${MONTH_SOURCE})\\s+(\\d{4})(?:\\s?(\\d{4}))?(?!\\d)`,
  'giu',
);
const NUMERIC = /(?<![\d.,/-])(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})(?![\d])/g;

function monthNumber(name: string): number | undefined {
  const key = name.toLowerCase().replace(/\.$/, '');
  return MONTHS[key] ?? Object.entries(MONTHS).find(([full]) => full.startsWith(key) && key.length >= 3)?.[1];
}

function toIso(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Every full date (day, month, year) in the text, in order. */
export function findDates(text: string): DateMention[] {
  const found: DateMention[] = [];
  for (const match of text.matchAll(WRITTEN)) {
    const month = monthNumber(match[3]!);
    // The two days of "1/17 juni" rise; otherwise the slash is no pair of days and the later one stands.
    const day = match[2] && Number(match[2]) <= Number(match[1]) ? Number(match[2]) : Number(match[1]);
    const corrected = match[5] ? Number(match[5]) - Number(match[4]) : 0;
    const isCorrection = corrected !== 0 && Math.abs(corrected) <= 3;
    const year = Number(isCorrection ? match[5] : match[4]);
    const printed = isCorrection
      ? match[0]
      : match[0].slice(0, match[0].length - (match[5]?.length ?? 0)).trimEnd();
    const iso = month ? toIso(year, month, day) : null;
    if (iso) found.push({ iso, start: match.index, end: match.index + printed.length, text: printed });
  }
  for (const match of text.matchAll(NUMERIC)) {
    const iso = toIso(Number(match[3]), Number(match[2]), Number(match[1]));
    if (iso) found.push({ iso, start: match.index, end: match.index + match[0].length, text: match[0] });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** One Dutch date as ISO, or null: parseDutchDate("1 januari 2026") → "2026-01-01". */
export function parseDutchDate(text: string): string | null {
  const [first] = findDates(text.trim());
  return first && first.start === 0 && first.end === text.trim().length ? first.iso : null;
}

/** The ISO date one day earlier ("tot 1 januari 2027" means up to and including 31 December 2026). */
export function previousDay(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}
