/** A number as printed ("2.448,60", "€1.800", "10%", "01-07-2025") with letters tesseract may have put for digits. */
const NUMBER_LIKE = /^[€(]?[\dOolI][\dOolI.,:/%-]*[)%;:,.]?$/;

/**
 * Tesseract sometimes reads a 0 as O or a 1 as l or I inside a number ("1O%", "2.4OO,50"), and a
 * lone zero as the letter O ("functiejaar O van"). Inside a token that already holds a digit, or for
 * a lone capital O between lower-case words, the letter can only be the digit: it is put back.
 * Words are never touched ("Op", "lid", "I.").
 */
export function mendDigits(words: string[]): string[] {
  return words.map((word, i) => {
    if (/\d/.test(word) && NUMBER_LIKE.test(word) && /[OolI]/.test(word)) {
      return word.replace(/[Oo]/g, '0').replace(/[lI]/g, '1');
    }
    const before = words[i - 1] ?? '';
    const after = words[i + 1] ?? '';
    if (word === 'O' && /\p{Ll}$/u.test(before) && /^\p{Ll}/u.test(after)) return '0';
    return word;
  });
}
