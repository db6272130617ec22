/**
 * Table-of-contents lines: entries with dotted leaders ("Artikel 3.1 Arbeidsduur.......9"), the
 * "Inhoudsopgave" heading, and, right after it, heading-like entries ending in a page number
 * ("Artikel 5.1 Overwerktoeslag 2", as Word prints a contents list without leaders).
 */
const LEADER = /(?:\.\s?){4,}\s*\d{1,4}\s*$|…+\s*\d{1,4}\s*$|_{4,}\s*\d{1,4}\s*$/;
const TOC_HEADING = /^(?:inhoud|inhoudsopgave|inhoudstafel|inhoudsoverzicht|table of contents)\s*:?$/i;
const ENTRY_WITH_PAGE =
  /^(?:(?:Hoofdstuk|HOOFDSTUK|Artikel|ARTIKEL|Art\.|Bijlage|BIJLAGE|Paragraaf|Protocol|Annex|Addendum|Inleiding|Voorwoord)\s|§|\d{1,2}(?:\.\d{1,2})*\s).*\D\s\d{1,4}$/;

/** Any other entry in a contents list: a short title of letters only, then its page ("Summary in English 9"). */
const LETTERS_WITH_PAGE =
  /^(?!(?:Hoofdstuk|HOOFDSTUK|Artikel|ARTIKEL|Art\.|ART\.|Bijlage|BIJLAGE|Paragraaf|Annex)\s)\p{Lu}[\p{L},&'/()–-]*(?:\s[\p{L},&'/()–-]+){1,8}\s\d{1,3}$/u;

export function isLeaderLine(line: string): boolean {
  return LEADER.test(line);
}

/** Marks which of these lines (one document, in order) belong to a table of contents. */
export function markTocLines(lines: readonly string[]): boolean[] {
  const marks = lines.map(() => false);
  let inToc = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (TOC_HEADING.test(line) || isLeaderLine(line)) {
      marks[i] = true;
      inToc = true;
      continue;
    }
    if (!inToc) continue;
    // A long entry wraps: its first part has no page number, the next line carries the leader.
    const nextIsLeader = isLeaderLine(lines[i + 1] ?? '') || isLeaderLine(lines[i + 2] ?? '');
    if (ENTRY_WITH_PAGE.test(line) || LETTERS_WITH_PAGE.test(line) || (nextIsLeader && line.length < 120)) {
      marks[i] = true;
      continue;
    }
    inToc = false;
  }
  return marks;
}
