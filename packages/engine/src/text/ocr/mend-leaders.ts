/** Characters tesseract makes of a dotted leader: dots, ellipses, low quotes, commas, middle dots. */
const LEADER_TOKEN = /^[.…„‚,·:;'"`-]+$/;
const PAGE_NUMBER = /^[.…„‚,·'`]*(\d{1,4})$/;
const WORD_WITH_DOTS = /^(.*[^.…])[.…]{2,}$/;
/** As many dots as a contents line needs to be recognised as one ("Ziekte ...... 15"). */
const LEADER = '......';

/**
 * A contents entry ("Hoofdstuk 8 Ziekte ........ 15") comes out of tesseract as "Ziekte... „15" or
 * "Ziekte . … .. 15": the dots are there, but broken up. They are put back as one dotted leader
 * before the page number, so the structure step can tell the contents list from real headings.
 * Only the dots are rewritten; words and numbers stay as read.
 */
export function mendLeaders(line: string): string {
  const tokens = line.split(' ');
  const page = PAGE_NUMBER.exec(tokens.at(-1) ?? '');
  if (!page || tokens.length < 2) return line;
  let dots = (tokens.at(-1)?.length ?? 0) - (page[1]?.length ?? 0);
  let end = tokens.length - 1;
  while (end > 0 && LEADER_TOKEN.test(tokens[end - 1] ?? '')) {
    dots += tokens[end - 1]?.length ?? 0;
    end--;
  }
  const words = tokens.slice(0, end);
  const lastWord = WORD_WITH_DOTS.exec(words.at(-1) ?? '');
  if (lastWord?.[1]) {
    dots += (words.at(-1)?.length ?? 0) - lastWord[1].length;
    words[words.length - 1] = lastWord[1];
  }
  if (dots < 2 || words.length === 0) return line;
  return [...words, LEADER, page[1]].join(' ');
}
