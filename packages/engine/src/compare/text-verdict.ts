/**
 * Text values (payment period, pension fund, WIA supplement) differ in wording between cao's.
 * The verdict stays modest: "Gelijk" only when the normalised texts match, "Vergelijkbaar" when
 * most words are shared (and the key words of each side occur in the other), else "Verschilt". A human reads the rest.
 */

export type TextVerdict = 'Gelijk' | 'Vergelijkbaar' | 'Verschilt';

/** The same normalisation as the corpus scorer (score.mjs normText), so "equal" means the same there. */
export function normaliseText(value: string): string {
  return value
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u00a0\s]+/g, ' ')
    .replace(/[.,;:()'"’‘“”]/g, '')
    .trim();
}

const STOPWORDS = new Set([
  'de',
  'het',
  'een',
  'en',
  'of',
  'van',
  'in',
  'op',
  'aan',
  'met',
  'voor',
  'bij',
  'die',
  'dat',
  'is',
  'te',
  'tot',
  'na',
  'per',
]);

function contentWords(value: string): Set<string> {
  return new Set(
    normaliseText(value)
      .split(/[\s/–-]+/)
      .filter((word) => word.length > 1 && !STOPWORDS.has(word)),
  );
}

function containsAll(text: string, keywords: readonly string[]): boolean {
  const haystack = normaliseText(text);
  return keywords.length > 0 && keywords.every((keyword) => haystack.includes(normaliseText(keyword)));
}

/** Share of words both texts have (Jaccard); 1 when the word sets are the same. */
function wordOverlap(a: string, b: string): number {
  const left = contentWords(a);
  const right = contentWords(b);
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared += 1;
  return shared / (left.size + right.size - shared);
}

export function judgeText(
  current: string,
  client: string,
  keywords: { current?: readonly string[]; client?: readonly string[] } = {},
): TextVerdict {
  if (normaliseText(current) === normaliseText(client)) return 'Gelijk';
  const overlap = wordOverlap(current, client);
  if (overlap >= 0.8) return 'Vergelijkbaar';
  // Key words alone are not enough: "per maand" has the key word of "per week of per maand".
  const hasKeywords = Boolean(keywords.current?.length || keywords.client?.length);
  const keywordsHold =
    (!keywords.current?.length || containsAll(client, keywords.current)) &&
    (!keywords.client?.length || containsAll(current, keywords.client));
  return hasKeywords && keywordsHold && overlap >= 0.5 ? 'Vergelijkbaar' : 'Verschilt';
}
