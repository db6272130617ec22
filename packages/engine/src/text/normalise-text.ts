/**
 * One normal form for every format, so `as_printed` strings from the gold files and the extractor's
 * searches match whatever the source used: NFKC folds ligatures (ﬁ → fi) and full-width forms;
 * the explicit replacements catch what NFKC leaves alone or what PDF generators emit for spacing.
 */
const SPACES = /[\u00a0\u2000-\u200a\u202f\u205f\u3000\t]/g;
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/g;
const DASHES = /[\u2010\u2011]/g; // hyphen and non-breaking hyphen print as '-'
// Word's Symbol and Wingdings bullets come out of a PDF as private-use characters: read as bullets.
const SYMBOL_BULLETS = /[\uf0b7\uf0d8]/g;
const SYMBOL_SQUARES = /\uf0a7/g;

export function normaliseLine(line: string): string {
  return line
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(DASHES, '-')
    .replace(SYMBOL_BULLETS, '•')
    .replace(SYMBOL_SQUARES, '▪')
    .replace(SPACES, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** Normalises lines and drops the ones left empty. */
export function normaliseLines(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const clean = normaliseLine(line);
    if (clean) out.push(clean);
  }
  return out;
}
