import { findAmounts, findDates } from '../../numbers';
import { bestHit, fromHit } from '../../extract/rules/findings';
import type { Finding } from '../../extract/rules/finding';
import type { ExtractContext } from '../../extract/rules/context';
import { scanValues, type Hit } from '../../extract/rules/search';
import { findIncreases } from '../initiele-verhogingen/salary-increases';

const TITLE = /vakantie(?:bij|toe)slag|vakantiegeld|vakantie-?\s?uitkering/i;
const TOPIC = /vakantie(?:bij|toe)slag|vakantiegeld|vakantie-?\s?uitkering|holiday (?:pay|allowance)/i;

/**
 * The yearly minimum holiday pay. Printed per year (or without a period) it is taken as is; printed
 * "per maand" it is twelve such months and "per vier weken" thirteen such periods (the cao says the
 * period, so the year follows from it). Per week, day or hour is no minimum for the year.
 */
const PERIODS: ReadonlyArray<{ after: RegExp; factor: number; label: string }> = [
  { after: /^\s*(?:bruto\s+)?per\s+(?:kalender)?maand\b/i, factor: 12, label: 'per maand' },
  {
    after:
      /^\s*(?:bruto\s+)?per\s+(?:(?:vier|4)[-\s]?weken(?:periode)?|periode\s+van\s+(?:vier|4)\s+weken|vierwekenperiode)\b/i,
    factor: 13,
    label: 'per vier weken',
  },
];
const OTHER_PERIOD = /^\s*(?:bruto\s+)?per\s+(?:week|uur|dag|periode)\b/i;

/** "tot 1 december 2015", "t/m 31 mei": the end of a period, not the date an amount starts. */
const UNTIL = /\b(?:tot(?:\s+en\s+met)?|t\/m|voor|vóór)\s+$/i;

/**
 * Minimums that change during the term ("per 1 juli 2025 ten minste € 160 per maand", or one
 * lid per period): the one that starts on the cao's first structural raise goes with the wage table
 * the scale amounts are read from.
 */
function startsOn(hit: Hit, iso: string): boolean {
  const sentence = hit.block.text.slice(hit.sentence.start, hit.sentence.end);
  return findDates(sentence).some(
    (date) => date.iso === iso && !UNTIL.test(sentence.slice(Math.max(0, date.start - 12), date.start)),
  );
}

export function findMinimum(context: ExtractContext): Finding | null {
  const hits = scanValues(context, {
    title: TITLE,
    topic: TOPIC,
    values: findAmounts,
    before:
      /(?:ten minste|tenminste|minimaal|minimale|minimum|(?:niet|nooit) (?:minder|lager) dan|gegarandeerd)[^.;]{0,40}$/i,
    // "ten minste 8% van € 2.300": the amount the percentage is taken of, not the holiday pay itself.
    notBefore: /%\s*v\s?an\s*:?\s*(?:€\s*)?$/i,
    notAfter: OTHER_PERIOD,
  });
  if (hits.length === 0) return null;
  const firstRaise = findIncreases(context)[0]?.date.iso ?? null;
  const scored = firstRaise
    ? hits.map((hit) => (startsOn(hit, firstRaise) ? { ...hit, score: hit.score + 2 } : hit))
    : hits;
  const hit = bestHit(scored);
  if (!hit) return null;
  const after = hit.block.text.slice(hit.quantity.end, hit.quantity.end + 40);
  const period = PERIODS.find((candidate) => candidate.after.test(after));
  if (!period) return fromHit(hit, { pageTopic: TOPIC });
  return fromHit(hit, {
    pageTopic: TOPIC,
    value: Math.round(hit.quantity.value * period.factor * 100) / 100,
    conversion: { factor: period.factor, round: 2 },
    normalisation: `Gedrukt als minimum ${period.label}: ${hit.quantity.text} × ${period.factor} = het minimum per jaar.`,
  });
}
