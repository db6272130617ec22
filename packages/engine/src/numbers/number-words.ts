/**
 * Dutch number words as cao's write them: "acht", "achtendertig", "vijfentwintig", "drieëndertig",
 * "tweeënhalf", "honderdvijftig", "één". A word is read only when it consists entirely of number
 * morphemes, so "tweede" or "eenmalig" are not numbers.
 */
const MORPHEMES: ReadonlyArray<readonly [string, number | 'en' | 'half' | 'honderd' | 'duizend']> = [
  ['negentien', 19],
  ['zeventien', 17],
  ['achttien', 18],
  ['veertien', 14],
  ['vijftien', 15],
  ['dertien', 13],
  ['zestien', 16],
  ['negentig', 90],
  ['zeventig', 70],
  ['twintig', 20],
  ['veertig', 40],
  ['vijftig', 50],
  ['tachtig', 80],
  ['dertig', 30],
  ['zestig', 60],
  ['twaalf', 12],
  ['honderd', 'honderd'],
  ['duizend', 'duizend'],
  ['negen', 9],
  ['zeven', 7],
  ['twee', 2],
  ['drie', 3],
  ['vier', 4],
  ['vijf', 5],
  ['acht', 8],
  ['tien', 10],
  ['half', 'half'],
  ['één', 1],
  ['een', 1],
  ['zes', 6],
  ['elf', 11],
  ['ën', 'en'],
  ['en', 'en'],
];

/** Regex source matching one whole word made of number morphemes (use with the `i` and `u` flags). */
export const NUMBER_WORD_SOURCE = `(?<![\\p{L}\\d])(?:${MORPHEMES.map(([m]) => m).join('|')})+(?![\\p{L}\\d])`;

function tokenize(word: string): Array<number | 'en' | 'half' | 'honderd' | 'duizend'> | null {
  const tokens: Array<number | 'en' | 'half' | 'honderd' | 'duizend'> = [];
  let rest = word;
  while (rest.length > 0) {
    const hit = MORPHEMES.find(([morpheme]) => rest.startsWith(morpheme));
    if (!hit) return null;
    tokens.push(hit[1]);
    rest = rest.slice(hit[0].length);
  }
  return tokens;
}

/** The value of a Dutch number word ("achtendertig" → 38, "tweeënhalf" → 2.5), or null. */
export function parseNumberWord(word: string): number | null {
  const lower = word.normalize('NFC').toLowerCase().trim();
  if (lower === 'anderhalf') return 1.5;
  const tokens = tokenize(lower);
  if (!tokens || tokens.length === 0) return null;
  let total = 0;
  let current = 0;
  let sawNumber = false;
  let pendingEn = false;
  for (const token of tokens) {
    if (token === 'en') {
      // "en" only joins a unit to a tens word or to "half": "vijf-en-twintig", "twee-ën-half".
      if (!sawNumber || pendingEn) return null;
      pendingEn = true;
      continue;
    }
    if (token === 'half') {
      current += 0.5;
      sawNumber = true;
      pendingEn = false;
      continue;
    }
    if (token === 'honderd') {
      current = (current || 1) * 100;
    } else if (token === 'duizend') {
      total += (current || 1) * 1000;
      current = 0;
    } else {
      if (pendingEn && token < 20) return null;
      current += token;
    }
    sawNumber = true;
    pendingEn = false;
  }
  if (!sawNumber || pendingEn) return null;
  return total + current;
}
