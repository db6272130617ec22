import { scanNumeralsBefore, type Quantity } from './quantity';

/**
 * A numeral followed by a noun: `findCounted(text, 'maand(?:en)?')` finds "2 maanden", "een maand",
 * "één maand", "twee maanden". The noun source is matched case-insensitively as a whole word.
 */
const compiled = new Map<string, RegExp>();

export function findCounted(text: string, nounSource: string): Quantity[] {
  let marker = compiled.get(nounSource);
  if (!marker) {
    marker = new RegExp(`[\\s-]?(?:${nounSource})(?![\\p{L}])`, 'giu');
    compiled.set(nounSource, marker);
  }
  return scanNumeralsBefore(text, marker);
}

const QUARTER = /\b(?:een|één|1)\s+kwartier\b/giu;
const HALF_HOUR = /\b(?:een|één)\s+half\s+uur\b/giu;
const HOUR_AND_HALF = /\banderhalf\s+uur\b/giu;

/** Minutes: "15 minuten", "tien minuten", "een kwartier" (15), "een half uur" (30), "anderhalf uur" (90). */
export function findMinutes(text: string): Quantity[] {
  if (!/minu|min\.|kwartier|half\s+uur|anderhalf/i.test(text)) return [];
  const found = findCounted(text, 'minuten|minuut|min\\.');
  for (const [pattern, minutes] of [
    [QUARTER, 15],
    [HALF_HOUR, 30],
    [HOUR_AND_HALF, 90],
  ] as const) {
    for (const match of text.matchAll(pattern)) {
      found.push({
        value: minutes,
        start: match.index,
        end: match.index + match[0].length,
        text: match[0],
        inWords: true,
      });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** Hours: "38 uur", "37,5 uur", "achtendertig uur", "38-urige" (week). */
const URIGE = /-?urige(?![\p{L}])/giu;

export function findHours(text: string): Quantity[] {
  const plain = findCounted(text, 'uur|uren');
  const adjective = scanNumeralsBefore(text, URIGE);
  return [...plain, ...adjective].sort((a, b) => a.start - b.start);
}
