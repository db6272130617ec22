import type { OcrWord } from './parse-tsv';

/** Characters tesseract makes of a dotted leader: dots, ellipses, low quotes, commas, middle dots. */
const LEADER_TOKEN = /^[.…„‚,·:;'"`-]+$/;
const PAGE_NUMBER = /^[.…„‚,·'`]*(\d{1,4})$/;
const WORD_WITH_DOTS = /^(.*[^.…])[.…]{2,}$/;
/** Below this confidence a word before a page number is a leader read as letters ("nnennee"). */
const UNSURE = 20;
/** Dots read as letters: only the round, low ones ("nnnennneerereen", "veren", "snen"). */
const DOT_LETTERS = /^[.…„,]*[nmuervsaoc]{3,}[.…„,]*$/;
/** A run of dot letters this long is no Dutch word; shorter ones count only beside real dots. */
const LONG_RUN = 12;
/** As many dots as a contents line needs to be recognised as one ("Ziekte ...... 15"). */
const LEADER = '......';

/**
 * A contents entry ("Hoofdstuk 8 Ziekte ........ 15") comes out of tesseract as "Ziekte... „15",
 * "Ziekte . … .. 15" or "Ziekte nnennee eeenn 15" (with confidence near 0): the leader is put back
 * as one row of dots before the page number, so the structure step tells the contents list from
 * real headings. Only what stands between the last word and the page number is rewritten; low
 * confidence elsewhere is no reason to touch a word (tesseract rates "1 juni" 0 at times).
 */
export function mendLeaders(words: string[], confidences: number[]): string[] {
  const page = PAGE_NUMBER.exec(words.at(-1) ?? '');
  if (!page?.[1] || words.length < 2) return words;
  let dots = (words.at(-1)?.length ?? 0) - page[1].length;
  let end = words.length - 1;
  while (end > 1) {
    const word = words[end - 1] ?? '';
    if (LEADER_TOKEN.test(word)) dots += word.length;
    // A title word tesseract doubts ("Werkingssfeer.") has a capital; a leader read as letters has none.
    else if ((confidences[end - 1] ?? 100) < UNSURE && !/[\p{Lu}\d]/u.test(word)) dots += 2;
    else if (DOT_LETTERS.test(word))
      dots += (word.match(/[.…]/g)?.length ?? 0) + (word.length >= LONG_RUN ? 2 : 0);
    else break;
    end--;
  }
  const kept = words.slice(0, end);
  const last = WORD_WITH_DOTS.exec(kept.at(-1) ?? '');
  if (last?.[1]) {
    dots += (kept.at(-1)?.length ?? 0) - last[1].length;
    kept[kept.length - 1] = last[1];
  }
  // Without dots (or a long letter run) there is no leader: "... ontvangt even 5" stays as read.
  return dots >= 2 ? [...kept, LEADER, page[1]] : words;
}

export function mendWordLeaders(words: OcrWord[]): string[] {
  return mendLeaders(
    words.map((word) => word.text),
    words.map((word) => word.confidence),
  );
}
