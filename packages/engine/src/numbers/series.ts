/**
 * The number of items in a printed series: "A tot en met H" → 8, "I tot en met IX" → 9,
 * "0 tot en met 10" → 11, "1 t/m 12" → 12. Used for the number of scales of a wage structure
 * when the cao names the first and last scale instead of the count.
 */
export interface Series {
  count: number;
  start: number;
  end: number;
  text: string;
}

const ROMAN: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100 };

export function parseRoman(text: string): number | null {
  if (!/^[IVXLC]+$/.test(text)) return null;
  let total = 0;
  for (let i = 0; i < text.length; i++) {
    const value = ROMAN[text[i]!]!;
    const next = ROMAN[text[i + 1] ?? ''] ?? 0;
    total += value < next ? -value : value;
  }
  return total > 0 && total < 200 ? total : null;
}

const SERIES =
  /(?<![\p{L}\d])([A-Z]|[IVXLC]{1,6}|\d{1,2})\s*(?:tot\s+en\s+met|t\/m|–|-)\s*([A-Z]|[IVXLC]{1,6}|\d{1,2})(?![\p{L}\d])/gu;

function position(token: string, roman: boolean): number | null {
  if (/^\d+$/.test(token)) return Number(token);
  if (roman) return parseRoman(token);
  return token.length === 1 ? token.charCodeAt(0) - 64 : null;
}

export function findSeries(text: string): Series[] {
  const found: Series[] = [];
  for (const match of text.matchAll(SERIES)) {
    const [a, b] = [match[1]!, match[2]!];
    const roman = /^[IVXLC]+$/.test(a) && /^[IVXLC]+$/.test(b) && (a.length > 1 || b.length > 1 || a === 'I');
    const first = position(a, roman);
    const last = position(b, roman);
    if (first === null || last === null || last <= first || /^\d+$/.test(a) !== /^\d+$/.test(b)) continue;
    found.push({
      count: last - first + 1,
      start: match.index,
      end: match.index + match[0].length,
      text: match[0],
    });
  }
  return found;
}

/**
 * A printed run of consecutive capital letters, as a header over the scales of a wage table
 * ("B C D E F G H" → 7): at least three letters, each the next in the alphabet, separated by spaces.
 * A letter may carry the number of its job group ("A / 2 B / 3 C / 4" → 3).
 */
export function findLetterRuns(text: string): Series[] {
  const found: Series[] = [];
  const run = /(?<![\p{L}\d])[A-Z](?:\s*\/\s*\d{1,2})?(?:\s+[A-Z](?:\s*\/\s*\d{1,2})?){2,}(?![\p{L}\d])/gu;
  for (const match of text.matchAll(run)) {
    const letters = match[0].replace(/\s*\/\s*\d{1,2}/g, '').split(/\s+/);
    if (!letters.every((letter, i) => i === 0 || letter.charCodeAt(0) === letters[i - 1]!.charCodeAt(0) + 1))
      continue;
    found.push({
      count: letters.length,
      start: match.index,
      end: match.index + match[0].length,
      text: match[0],
    });
  }
  return found;
}

/**
 * Scale labels printed side by side over a wage table, one word repeated with rising numbers or
 * letters ("Groep 2 Groep 3 … Groep 8" → 7, "FWG 15 FWG 20 FWG 25" → 3): the number of scales. A scale
 * split in two keeps its number or letter with a part after it ("Groep 2a Groep 2b", "Klasse F1 Klasse F2").
 */
export function findLabelRuns(text: string): Series[] {
  const found: Series[] = [];
  const run =
    /(?<![\p{L}\d])(\p{L}{2,12})\.?\s+(?:\d{1,3}[a-z]?|[A-Z]\d?)(?:\s+\1\.?\s+(?:\d{1,3}[a-z]?|[A-Z]\d?))+(?![\p{L}\d])/gu;
  for (const match of text.matchAll(run)) {
    const labels = [...match[0].matchAll(/(?:^|\s)(\d{1,3}[a-z]?|[A-Z]\d?)(?=\s|$)/g)].map((m) => m[1]!);
    // A label's place: its number or letter, then its part ("2a" after "2", "F2" after "F1").
    const positions = labels.map((label) => {
      const major = /^\d/.test(label) ? parseInt(label, 10) : label.charCodeAt(0) - 64;
      const minor = label.replace(/^\d+|^[A-Z]/, '');
      return major * 100 + (minor === '' ? 0 : /\d/.test(minor) ? Number(minor) : minor.charCodeAt(0) - 96);
    });
    if (!positions.every((position, i) => i === 0 || position > positions[i - 1]!)) continue;
    found.push({
      count: labels.length,
      start: match.index,
      end: match.index + match[0].length,
      text: match[0],
    });
  }
  return found;
}

/**
 * Runs of scale names in a header row over a wage table: Roman numerals ("I II III … IX", "0 I II …
 * VI" with a group 0 before group I), a footnote mark after one of them ("I * II III") or a note that
 * the group is the legal minimum wage ("I = WML II III") allowed.
 */
export function findRomanRuns(text: string): Series[] {
  const found: Series[] = [];
  const mark = String.raw`(?:\s*\*|\s*=\s*WML)?`;
  const run = new RegExp(
    String.raw`(?<![\p{L}\d])(?:0\s+)?[IVX]{1,5}${mark}(?:\s+[IVX]{1,5}${mark}){2,}(?![\p{L}\d])`,
    'gu',
  );
  for (const match of text.matchAll(run)) {
    const tokens = match[0]
      .replace(/\*|=\s*WML/g, ' ')
      .trim()
      .split(/\s+/);
    const zero = tokens[0] === '0';
    const values = (zero ? tokens.slice(1) : tokens).map(parseRoman);
    if (values[0] !== 1 || !values.every((value, i) => value === i + 1)) continue;
    found.push({
      count: values.length + (zero ? 1 : 0),
      start: match.index,
      end: match.index + match[0].length,
      text: match[0],
    });
  }
  return found;
}
