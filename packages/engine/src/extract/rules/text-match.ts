/**
 * Finding printed text again, "modulo whitespace": both sides are NFKC-normalised, runs of
 * whitespace become one space and a hyphen at a line end is joined ("Non-\nFood" → "Non-Food").
 * A match must stand on its own: "8%" is not found inside "4,8%" or "38%".
 */
export function normalizeForMatch(text: string): string {
  return (
    text
      .normalize('NFKC')
      .replace(/[\u00ad\u200b-\u200d\ufeff]/g, '')
      // The same joins as structure/ makes: "vakantie-\ntoeslag" → "vakantietoeslag", "Non-\nFood" → "Non-Food".
      .replace(/(\p{Ll})-[^\S\n]*\n\s*(?=\p{Ll})/gu, '$1')
      .replace(/(\p{L})-[^\S\n]*\n\s*(?=\p{L})/gu, '$1-')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

const ALNUM = /[\p{L}\p{N}]/u;
const DIGIT = /\d/;

function standsAlone(haystack: string, start: number, end: number, needle: string): boolean {
  const before = haystack[start - 1] ?? '';
  const beforeBefore = haystack[start - 2] ?? '';
  const after = haystack[end] ?? '';
  const afterAfter = haystack[end + 1] ?? '';
  if (ALNUM.test(needle[0] ?? '')) {
    if (ALNUM.test(before)) return false;
    if (DIGIT.test(needle[0]!) && /[.,]/.test(before) && DIGIT.test(beforeBefore)) return false;
  }
  const last = needle[needle.length - 1] ?? '';
  if (ALNUM.test(last)) {
    if (DIGIT.test(last) ? DIGIT.test(after) : /\p{L}/u.test(after)) return false;
    if (DIGIT.test(last) && /[.,]/.test(after) && DIGIT.test(afterAfter)) return false;
  }
  return true;
}

/** Start offsets of every stand-alone occurrence of `needle` in `haystack` (both already normalised). */
export function findVerbatim(haystack: string, needle: string): number[] {
  const found: number[] = [];
  if (needle === '') return found;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    if (standsAlone(haystack, at, at + needle.length, needle)) found.push(at);
  }
  return found;
}

/** Whether `printed` stands verbatim (modulo whitespace) in `text`. */
export function containsVerbatim(text: string, printed: string): boolean {
  return findVerbatim(normalizeForMatch(text), normalizeForMatch(printed)).length > 0;
}
