/** Characters of running text on a typical A4 page in 11 pt (the estimate for documents without page breaks). */
export const CHARS_PER_PAGE = 3000;
/** A printed line holds about this many characters; a short line still takes a full line. */
const CHARS_PER_LINE = 90;

/**
 * Splits lines into estimated pages of about CHARS_PER_PAGE characters, counting each line as at
 * least a full printed line, and never splitting a line.
 */
export function estimatePages(lines: string[], charsPerPage = CHARS_PER_PAGE): string[][] {
  const pages: string[][] = [[]];
  let used = 0;
  for (const line of lines) {
    const cost = Math.max(CHARS_PER_LINE, Math.ceil(line.length / CHARS_PER_LINE) * CHARS_PER_LINE);
    const page = pages.at(-1) ?? [];
    if (used + cost > charsPerPage && page.length > 0) {
      pages.push([line]);
      used = cost;
    } else {
      page.push(line);
      used += cost;
    }
  }
  return pages;
}
