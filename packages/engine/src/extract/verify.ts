import {
  findDates,
  findLabelRuns,
  findLetterRuns,
  findMinutes,
  findRomanRuns,
  findMixedFractions,
  findSeries,
  parseNumeral,
  NUMERAL_SOURCE,
} from '../numbers';
import type { CategoryValues, DocumentText, ExtractedElement } from '../types';
import { flatten } from '../structure/raw-lines';
import { findVerbatim, normalizeForMatch } from './rules/text-match';

/**
 * No number without proof. Every value must be backed by its `as_printed`, and that text must
 * stand verbatim (modulo whitespace) on each cited page. Pages where it does not stand are dropped;
 * a value left without any such page (or whose as_printed does not yield the value) becomes null
 * with a note. Used by the built-in and the LLM extractor alike.
 */
const pageTexts = new WeakMap<DocumentText, Map<number, string>>();

function normalizedPage(doc: DocumentText, page: number): string | null {
  let texts = pageTexts.get(doc);
  if (!texts) {
    texts = new Map();
    pageTexts.set(doc, texts);
  }
  let text = texts.get(page);
  if (text === undefined) {
    const found = doc.pages.find((p) => p.number === page);
    if (!found) return null;
    text = normalizeForMatch(found.lines.join('\n'));
    texts.set(page, text);
  }
  return text;
}

const readPages = new WeakMap<DocumentText, Map<number, string>>();

/**
 * The page as the rules read it: margin line numbers and margin labels of the page template removed
 * (structure/raw-lines.ts), so a sentence over two numbered lines stands as one.
 */
function readPage(doc: DocumentText, page: number): string {
  let texts = readPages.get(doc);
  if (!texts) {
    const lines = new Map<number, string[]>();
    for (const line of flatten(doc)) lines.set(line.page, [...(lines.get(line.page) ?? []), line.text]);
    texts = new Map([...lines].map(([number, text]) => [number, normalizeForMatch(text.join('\n'))]));
    readPages.set(doc, texts);
  }
  return texts.get(page) ?? '';
}

/** Whether `printed` (normalised) stands on the page as printed or as the rules read it. */
export function standsOn(doc: DocumentText, page: number, printed: string): boolean {
  const text = normalizedPage(doc, page);
  if (text === null) return false;
  return findVerbatim(text, printed).length > 0 || findVerbatim(readPage(doc, page), printed).length > 0;
}

const NUMERAL = new RegExp(NUMERAL_SOURCE, 'giu');

/**
 * The numbers a printed text can stand for: its numerals, "geen" / "niet betaald" (0), een kwartier
 * (15 minutes), the first day of sickness as a waiting-day count, a surcharge the size of the hourly
 * wage (100).
 */
function printedNumbers(printed: string): number[] {
  const numbers = [...printed.matchAll(NUMERAL)]
    .map((m) => parseNumeral(m.groups!.n!))
    .filter((n): n is number => n !== null);
  // A mixed fraction: "16 2/3" is 16.67, "33⅓" 33.33.
  for (const q of findMixedFractions(printed)) numbers.push(q.value);
  for (const q of findMinutes(printed)) numbers.push(q.value);
  for (const series of findSeries(printed)) numbers.push(series.count);
  // "B C D E F G H" over the scales of a table: seven scales.
  for (const run of findLetterRuns(printed)) numbers.push(run.count);
  // "I II III … IX" (or "0 I II … VI") over the scales: nine (seven) scales.
  for (const run of findRomanRuns(printed)) numbers.push(run.count);
  // "Groep 2 Groep 3 … Groep 8" over the scales: seven scales.
  for (const run of findLabelRuns(printed)) numbers.push(run.count);
  if (/\bgeen\b|\bniet\s+(?:(?:wordt|worden)\s+)?(?:door)?betaald|\bonbetaald/i.test(printed))
    numbers.push(0);
  numbers.push(...firstSickDay(printed));
  // a surcharge "ter grootte van" (equal to) the hourly wage: of one whole hourly wage, 100%.
  if (/\btoeslag\s+(?:ter\s+grootte\s+van|gelijk\s+aan)\s+[^.;\d]*\buurloon\b/i.test(printed))
    numbers.push(100);
  // Sick pay "zijn volledige loon", "het netto inkomen doorbetalen" or "het loon waarop hij … recht zou hebben":
  // all of it, 100%.
  if (
    /\b(?:loon|salaris)\s+(?:uit\s+te\s+(?:keren|betalen)\s+)?waarop\s+(?:hij|zij|de\s+werknemer)\s+[^.;\d%]*?\b(?:aanspraak|recht)\s+zou\s+hebben\b|\bvolledige?\s+(?:netto\s+|bruto\s+)?(?:loon|salaris|inkomen|maandloon|maandsalaris|(?:loon)?doorbetaling)\b|\bhet\s+netto\s+(?:loon|salaris|inkomen)\b/i.test(
      printed,
    )
  )
    numbers.push(100);
  return numbers;
}

const FROM_FIRST_DAY = /\b(?:vanaf|ingaande|met\s+ingang\s+van)\s+de\s+eerste\s+(?:ziekte)?dag\b/i;
const FIRST_DAY = /\beerste\s+(?:ziekte)?dag\b/i;
/** Pay "ingaande de tweede ziektedag": the days before it (here 1) are waiting days. */
const FROM_LATER_DAY =
  /\b(?:vanaf|ingaande|met\s+ingang\s+van)\s+de\s+(tweede|derde|vierde)\s+(?:ziektedag|(?:werk)?dag\s+van\s+(?:de\s+)?(?:ziekte|arbeidsongeschiktheid))\b/i;
const LATER_DAYS: Record<string, number> = { tweede: 1, derde: 2, vierde: 3 };
const UNPAID_DAY = /\bwachtdag|\binhouding\b|\bniet\s+(?:door)?betaald|\bgeen\s+loon\b/i;

/**
 * The ordinal "eerste" as a count of waiting days, only where it speaks of the first day of
 * sickness: pay due "vanaf de eerste (ziekte)dag" is 0 waiting days; the first day named as a
 * waiting day, withheld or unpaid is 1; pay due from the second (third, fourth) day is 1 (2, 3).
 * Nowhere else does an ordinal back a number.
 */
function firstSickDay(printed: string): number[] {
  if (FROM_FIRST_DAY.test(printed)) return [0];
  const later = FROM_LATER_DAY.exec(printed);
  if (later) return [LATER_DAYS[later[1]!.toLowerCase()]!];
  return FIRST_DAY.test(printed) && UNPAID_DAY.test(printed) ? [1] : [];
}

function shiftDate(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function close(a: number, b: number): boolean {
  return b === 0 ? Math.abs(a) < 1e-9 : Math.abs(a - b) <= Math.abs(b) * 0.005 + 1e-9;
}

/** Whether the value follows from what was printed (through the stated conversion, if any). */
export function isValueSupported(element: ExtractedElement): boolean {
  const printed = element.as_printed ?? '';
  const { value } = element;
  if (value === null) return true;
  if (element.unit === 'date') {
    // A date offset ("tot 1 januari 2027" → 2026-12-31) is stated as conversion.offset in days.
    const days = element.conversion?.offset ?? 0;
    return findDates(printed).some((d) => shiftDate(d.iso, days) === String(value).slice(0, 10));
  }
  if (typeof value !== 'number') return element.unit === 'text' ? printed.trim() !== '' : false;
  const factor = element.conversion?.factor ?? 1;
  const offset = element.conversion?.offset ?? 0;
  return printedNumbers(printed).some((n) => close(n * factor + offset, value));
}

function dropped(element: ExtractedElement, reason: string): ExtractedElement {
  return {
    ...element,
    value: null,
    outcome: 'not_found',
    pages: [],
    as_printed: null,
    quote: null,
    note: `Niet opgenomen: ${reason}`,
    confidence: 0,
  };
}

/**
 * "Not regulated" needs proof as much as a value does: the words saying so (as_printed, else the
 * quote) must stand on a cited page. Without them the element is "not found", to be checked by hand.
 */
function verifyNull(doc: DocumentText, element: ExtractedElement): ExtractedElement {
  const base = { ...element, value: null };
  if (element.outcome !== 'not_regulated') return { ...base, outcome: 'not_found' };
  const evidence = normalizeForMatch(element.as_printed || element.quote || '');
  const pages = doc.isPaginated
    ? [...new Set(element.pages)].filter((page) => standsOn(doc, page, evidence)).sort((a, b) => a - b)
    : [];
  const proven =
    evidence !== '' &&
    (doc.isPaginated ? pages.length > 0 : doc.pages.some((page) => standsOn(doc, page.number, evidence)));
  if (!proven) {
    return {
      ...base,
      outcome: 'not_found',
      article: null,
      lid: null,
      pages: [],
      as_printed: null,
      quote: null,
      note: 'Niet opgenomen als "niet geregeld": de tekst die dat zegt staat niet op de geciteerde pagina.',
    };
  }
  return { ...base, pages };
}

/** Verifies one element against the document (see the file comment). */
export function verifyElement(doc: DocumentText, element: ExtractedElement): ExtractedElement {
  if (element.value === null || element.value === undefined) return verifyNull(doc, element);
  const printed = normalizeForMatch(element.as_printed ?? '');
  if (printed === '') return dropped(element, 'de waarde heeft geen gedrukte vindplaats (as_printed).');
  if (!isValueSupported(element)) {
    return dropped(element, `de waarde volgt niet uit de gedrukte tekst "${element.as_printed}".`);
  }
  if (!doc.isPaginated) {
    const anywhere = doc.pages.some((page) => standsOn(doc, page.number, printed));
    return anywhere
      ? { ...element, outcome: 'found', pages: [] }
      : dropped(element, `"${element.as_printed}" staat niet in het document.`);
  }
  const pages = [...new Set(element.pages)]
    .filter((page) => standsOn(doc, page, printed))
    .sort((a, b) => a - b);
  if (pages.length === 0) {
    return dropped(element, `"${element.as_printed}" staat niet op de geciteerde pagina('s).`);
  }
  return { ...element, outcome: 'found', pages };
}

/** Verifies every element of one category. */
export function verifyCategory(doc: DocumentText, values: CategoryValues): CategoryValues {
  const verified: CategoryValues = {};
  for (const [key, element] of Object.entries(values)) verified[key] = verifyElement(doc, element);
  return verified;
}
