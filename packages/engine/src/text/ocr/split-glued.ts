/** A number glued to a word of three or more lower-case letters, or the other way round ("1juni", "juni2026"). */
const NUMBER_THEN_WORD = /^(\d+)(\p{Ll}{3,})(\d*[.,;:)]?)$/u;
const WORD_THEN_NUMBER = /^(\p{Ll}{3,})(\d+)([.,;:)]?)$/u;
/** Ordinals are written glued: "1ste", "2de", "3e". */
const ORDINAL = /^(ste|sten|de|den|e)$/;

/**
 * A sentence's first word glued to the next ("1. Hetloon wordt …", "2. Erzijn 6 loongroepen"):
 * tesseract's Dutch model does this after a list number. Only openings that leave no doubt are
 * split: "Het" unless the word is one that begins with it, "Er" only before a verb that follows it.
 */
const GLUED_HET = /^Het(\p{Ll}{3,}.*)$/u;
const HET_WORDS = /^het(zelfde|geen|welk|ero|e$|en$|er$|ere$)/i;
const GLUED_ER =
  /^Er(is|zijn|wordt|worden|kan|kunnen|mag|mogen|moet|moeten|geldt|gelden|bestaat|bestaan|vindt|komt|komen|heeft|hebben|was|waren)$/;

/**
 * Tesseract drops the space between a number and a word now and then ("per 1juni2026", "38uur"),
 * and after a sentence's first word: put back, as printed. Ordinals ("1ste") and codes with capitals
 * or short letter runs stay whole.
 */
export function splitGlued(word: string): string[] {
  const het = GLUED_HET.exec(word);
  if (het?.[1] && !HET_WORDS.test(word)) return ['Het', ...splitGlued(het[1])];
  const er = GLUED_ER.exec(word);
  if (er?.[1]) return ['Er', er[1]];
  const numberFirst = NUMBER_THEN_WORD.exec(word);
  if (numberFirst?.[1] && numberFirst[2] && !ORDINAL.test(numberFirst[2])) {
    return [numberFirst[1], ...splitGlued(`${numberFirst[2]}${numberFirst[3] ?? ''}`)];
  }
  const wordFirst = WORD_THEN_NUMBER.exec(word);
  if (wordFirst?.[1] && wordFirst[2]) return [wordFirst[1], `${wordFirst[2]}${wordFirst[3] ?? ''}`];
  return [word];
}
