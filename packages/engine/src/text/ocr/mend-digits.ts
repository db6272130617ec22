import { splitGlued } from './split-glued';

/** A number as printed ("2.448,60", "€1.800", "10%", "01-07-2025") with letters tesseract may have put for digits. */
const NUMBER_LIKE = /^[€(]?[\dOolI][\dOolI.,:/%-]*[)%;:,.]?$/;
const MONTH = /^(januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december)\b/;
/** Words that stand before a date: "per 1 juni", "vanaf 1 januari". */
const DATE_WORD = /^(per|op|vanaf|tot|sinds|voor|na|met|van|tussen|uiterlijk|t\/m)l$/;
/** "§ 4.1 Functie-indeling" read as "8 4.1 Functie-indeling": a section sign before a section number. */
const SECTION_AS_EIGHT = /^8 (\d{1,2}\.\d{1,2}(?:\.\d{1,2})?) (?=\p{Lu})/u;
/** "$ 5.3": a cao has no dollars, so a "$" before a section number is a "§". */
const SECTION_AS_DOLLAR = /\$(?= ?\d{1,2}\.\d)/g;

/**
 * Tesseract sometimes reads a 0 as O or a 1 as l or I inside a number ("1O%", "2.4OO,50"), a lone
 * zero as the letter O ("functiejaar O van"), and "per 1 juni" as "perl juni". Where the context
 * leaves no doubt the digit is put back. Words are never touched ("Op", "lid", "I."), except that a
 * number glued to a word is split off.
 */
export function mendDigits(words: string[]): string[] {
  return words.flatMap(splitGlued).flatMap((word, i, all) => {
    if (/\d/.test(word) && NUMBER_LIKE.test(word) && /[OolI]/.test(word)) {
      return [word.replace(/[Oo]/g, '0').replace(/[lI]/g, '1')];
    }
    const before = all[i - 1] ?? '';
    const after = all[i + 1] ?? '';
    if (word === 'O' && /\p{Ll}$/u.test(before) && /^\p{Ll}/u.test(after)) return ['0'];
    if (DATE_WORD.test(word) && MONTH.test(after)) return [word.slice(0, -1), '1'];
    return [word];
  });
}

/** A section number after a "§" tesseract read as "8" (at the start of a line) or as "$". */
export function mendSectionSign(line: string): string {
  return line.replace(SECTION_AS_EIGHT, '§ $1 ').replace(SECTION_AS_DOLLAR, '§');
}
