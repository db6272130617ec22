/** A number glued to a word of three or more lower-case letters, or the other way round ("1juni", "juni2026"). */
const NUMBER_THEN_WORD = /^(\d+)(\p{Ll}{3,})(\d*[.,;:)]?)$/u;
const WORD_THEN_NUMBER = /^(\p{Ll}{3,})(\d+)([.,;:)]?)$/u;
/** Ordinals are written glued: "1ste", "2de", "3e". */
const ORDINAL = /^(ste|sten|de|den|e)$/;

/** A number as printed ("2.448,60", "€1.800", "10%", "01-07-2025") with letters tesseract may have put for digits. */
const NUMBER_LIKE = /^[€(]?[\dOolI][\dOolI.,:/%-]*[)%;:,.]?$/;

/**
 * Tesseract sometimes reads a 0 as O or a 1 as l or I inside a number ("1O%", "2.4OO,50"), and a
 * lone zero as the letter O ("functiejaar O van"). Inside a token that already holds a digit, or for
 * a lone capital O between lower-case words, the letter can only be the digit: it is put back.
 * Words are never touched ("Op", "lid", "I."), except that a number glued to a word is split off.
 */
export function mendDigits(words: string[]): string[] {
  return words.flatMap(splitGlued).map((word, i, all) => {
    if (/\d/.test(word) && NUMBER_LIKE.test(word) && /[OolI]/.test(word)) {
      return word.replace(/[Oo]/g, '0').replace(/[lI]/g, '1');
    }
    const before = all[i - 1] ?? '';
    const after = all[i + 1] ?? '';
    if (word === 'O' && /\p{Ll}$/u.test(before) && /^\p{Ll}/u.test(after)) return '0';
    return word;
  });
}

/**
 * Tesseract drops the space between a number and a word now and then ("per 1juni2026", "38uur"):
 * put back, as printed. Ordinals ("1ste") and codes with capitals or short letter runs stay whole.
 */
export function splitGlued(word: string): string[] {
  const numberFirst = NUMBER_THEN_WORD.exec(word);
  if (numberFirst?.[1] && numberFirst[2] && !ORDINAL.test(numberFirst[2])) {
    return [numberFirst[1], ...splitGlued(`${numberFirst[2]}${numberFirst[3] ?? ''}`)];
  }
  const wordFirst = WORD_THEN_NUMBER.exec(word);
  if (wordFirst?.[1] && wordFirst[2]) return [wordFirst[1], `${wordFirst[2]}${wordFirst[3] ?? ''}`];
  return [word];
}
