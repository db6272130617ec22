/**
 * Table-of-contents lines: entries with dotted leaders ("Artikel 3.1 Arbeidsduur.......9"), the
 * "Inhoudsopgave" heading, and, right after it, heading-like entries ending in a page number
 * ("Artikel 5.1 Overwerktoeslag 2", as Word prints a contents list without leaders).
 */
const TOC_HEADING = /^(?:inhoud|inhoudsopgave|inhoudstafel|inhoudsoverzicht|table of contents)\s*:?$/i;
const ENTRY_WITH_PAGE =
  /^(?:(?:Hoofdstuk|HOOFDSTUK|Artikel|ARTIKEL|Art\.|Bijlage|BIJLAGE|Paragraaf|Protocol|Annex|Addendum|Inleiding|Voorwoord)\s|§|\d{1,2}[A-Za-z]?(?:\.\d{1,2})*[.:]?\s).*\D\s\d{1,4}$/;

/**
 * Any other entry in a contents list: a short title, then its page ("Summary in English 9",
 * "B Regelingen voor een 13e maand 32"); a number inside the title is a word of it.
 */
const LETTERS_WITH_PAGE =
  /^(?!(?:Hoofdstuk|HOOFDSTUK|Artikel|ARTIKEL|Art\.|ART\.|Bijlage|BIJLAGE|Paragraaf|Annex)\s)\p{Lu}[\p{L},&'/()–-]*(?:\s(?:[\p{L},&'/()–-]+|\d{1,2}\p{Ll}{0,2})){1,8}\s\d{1,3}$/u;
/** A group title between entries ("Bijlagen", "Algemene bepalingen"): a few words, no page, no stop. */
const GROUP_TITLE = /^\p{Lu}[\p{L}&'/()–-]*(?:\s[\p{L}&'/()–-]+){0,4}$/u;
/** A stray superscript of the line above ("13e" printed with its "e" raised). */
const FRAGMENT = /^\p{L}{1,2}$/u;

const LEADER = /(?:\.\s?){4,}\s*\d{1,4}\s*$|…+\s*\d{1,4}\s*$|_{4,}\s*\d{1,4}\s*$/;
// A long leader may end without its page number (a field the PDF export left empty, or a "?") …
const BARE_LEADER = /^(.*?)\s*(?:\.\s?){8,}\s*\??\s*$/;
// … after an entry's title: a numbered entry, or a few words of a title. Dots after a label with a
// colon, after the start of a sentence or alone on their line are a form to fill in, not an entry.
const BARE_ENTRY =
  /^(?:(?:Hoofdstuk|HOOFDSTUK|Artikel|ARTIKEL|Art\.|Bijlage|BIJLAGE|Paragraaf|Annex)\s|§|\d)/;
const BARE_TITLE = /^\p{Lu}[^:;,.]*$/u;

/** "Inhoudsopgave", "INHOUD": the heading of a contents list. */
export function isContentsHeading(line: string): boolean {
  return TOC_HEADING.test(line);
}

export function isLeaderLine(line: string): boolean {
  if (LEADER.test(line)) return true;
  const title = BARE_LEADER.exec(line)?.[1]?.trim();
  if (!title) return false;
  return BARE_ENTRY.test(title) || (BARE_TITLE.test(title) && title.split(/\s+/).length <= 6);
}

/** Three entries in a row with page numbers that do not go down: a contents list, with or without its heading. */
/** "50 jaar 45", "3 maanden 12": a table row pairing a quantity with a figure, not a contents entry. */
const QUANTITY_ROW =
  /^\d{1,3}\s+(?:jaar|jaren|maand|maanden|week|weken|dag|dagen|uur|uren|km|kilometer|jarigen)\b/i;

/**
 * A contents list names pages around and after the one it stands on (a few unnumbered front pages
 * apart). Deep into a cao, numbered rows ending in a small figure ("13.05 Glazenwasser 1", a function
 * and its wage group) name no pages.
 */
const MAX_PAGE_OFFSET = 20;

function startsEntryRun(lines: readonly string[], i: number, physical: number): boolean {
  const pages: number[] = [];
  for (let k = i; k < i + 3; k++) {
    const line = lines[k] ?? '';
    if (!ENTRY_WITH_PAGE.test(line) || QUANTITY_ROW.test(line)) return false;
    pages.push(Number(/(\d{1,4})$/.exec(line)![1]));
  }
  return pages[0]! <= pages[1]! && pages[1]! <= pages[2]! && pages[2]! >= physical - MAX_PAGE_OFFSET;
}

/** "13 Begripsbepalingen": a contents list that prints the page before the title. */
const PAGE_FIRST = /^(\d{1,3})\s+\p{Lu}[^.;:!?]{1,100}$/u;

/** The page number an entry ends in. */
function entryPage(line: string): number | null {
  const match = /\D\s(\d{1,3})$/.exec(line);
  return match ? Number(match[1]) : null;
}

/** Inside a contents list, "14 Werkingssfeer" after entries up to page 14: the page comes first. */
function isPageFirstEntry(line: string, lastPage: number): boolean {
  const page = Number(PAGE_FIRST.exec(line)?.[1] ?? NaN);
  return page >= lastPage && page <= lastPage + 30;
}

/**
 * Inside a contents list, any short line without a sentence's end whose page number follows on
 * the entries before it ("GROUP TITLE - PART (until 1 May 2026) 12"), however its title is written.
 */
function isPagedEntry(line: string, lastPage: number): boolean {
  const page = entryPage(line);
  // A wrapped sentence may end in a number too: an entry is short.
  if (page === null || line.length > 110 || line.split(/\s+/).length > 12) return false;
  if (/[.;:!?]\s\d{1,3}$/.test(line)) return false;
  return page >= lastPage && page <= lastPage + 30;
}

/**
 * Marks which of these lines (one document, in order) belong to a table of contents; `pages` gives the
 * physical page of each line (default: all on page 1).
 */
export function markTocLines(lines: readonly string[], pages: readonly number[] = []): boolean[] {
  const marks = lines.map(() => false);
  let inToc = false;
  // The page of the last entry read, for entries whose title has no usual shape.
  let lastPage = 0;
  const isEntry = (line: string): boolean =>
    ENTRY_WITH_PAGE.test(line) ||
    LETTERS_WITH_PAGE.test(line) ||
    isPagedEntry(line, lastPage) ||
    isPageFirstEntry(line, lastPage);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (isContentsHeading(line) || isLeaderLine(line)) {
      marks[i] = true;
      if (!inToc) lastPage = 0;
      inToc = true;
      lastPage = Math.max(lastPage, Number(/(\d{1,3})\s*$/.exec(line)?.[1] ?? 0));
      continue;
    }
    if (!inToc && startsEntryRun(lines, i, pages[i] ?? 1)) {
      inToc = true;
      lastPage = 0;
    }
    if (!inToc) continue;
    // A long entry wraps: its first part has no page number, the next line carries the leader (or the page).
    const nextIsLeader = isLeaderLine(lines[i + 1] ?? '') || isLeaderLine(lines[i + 2] ?? '');
    const next = lines[i + 1] ?? '';
    const nextIsEntry = isEntry(next) || isLeaderLine(next);
    if (
      isEntry(line) ||
      (nextIsLeader && line.length < 120) ||
      ((FRAGMENT.test(line) || GROUP_TITLE.test(line)) && nextIsEntry) ||
      (BARE_ENTRY.test(line) && line.length < 110 && !/[.;!?]$/.test(line) && isPagedEntry(next, lastPage))
    ) {
      marks[i] = true;
      lastPage = Math.max(lastPage, entryPage(line) ?? Number(PAGE_FIRST.exec(line)?.[1] ?? 0));
      continue;
    }
    inToc = false;
  }
  return marks;
}

/** A contents list without page numbers: at least this many headings … */
const MIN_RUN = 4;
/** … with at most this many other lines between two of them (a wrapped title, a page number) … */
const MAX_GAP = 3;

/**
 * Running text between two headings (a contents list holds titles and page numbers, no sentences).
 * A numbered line in capitals ("3. SALARISSEN EN UITKERINGEN") is a chapter's entry, not a lid.
 */
function isSentence(text: string): boolean {
  if (!/\p{Ll}/u.test(text)) return false;
  return (
    /^(?:\(?\d{1,2}[.)]|[a-z][.)])\s/.test(text) ||
    (/[.;:!?]$/.test(text) && text.split(/\s+/).length >= 5) ||
    isRunningLine(text)
  );
}

/**
 * A line of running text that wraps on: many words, most of them in lower case. A contents list wraps
 * only the end of a title onto its next line; the short articles of a reglement in an annex ("Artikel 5"
 * over one or two lines of text) have whole lines of sentence between their headings.
 */
function isRunningLine(text: string): boolean {
  const words = text.split(/\s+/);
  // "11.2 toeslag bij werk op zon- en feestdagen in de winkel": a sub-entry, however long.
  return (
    !/^\d/.test(text) &&
    words.length >= 9 &&
    words.filter((word) => /^\p{Ll}/u.test(word)).length * 3 >= words.length * 2
  );
}

/** A sub-entry under an article in a contents list ("11.2 overwerktoeslag"): a number and a few words. */
function isSubEntry(text: string): boolean {
  return /^\d{1,2}(?:\.\d{1,2}){1,2}\.?\s+\S/.test(text) && text.length <= 90 && !/[.;:!?]$/.test(text);
}

/**
 * Marks contents lists that print no page numbers (or print them where the text layer loses them):
 * a run of headings close together whose labels, for the most part, open a heading again further on.
 * The real articles follow their contents list; an annex that merely lists articles (a matrix of
 * references) is not marked, since those labels do not come back later.
 */
export function markHeadingRuns(
  texts: readonly string[],
  toc: readonly boolean[],
  headingOf: (text: string) => { kind: string; label: string } | null,
): boolean[] {
  const marks = [...toc];
  const keys = texts.map((text, i) => {
    const heading = toc[i] ? null : headingOf(text);
    return heading ? `${heading.kind} ${heading.label}` : null;
  });
  const lastIndex = new Map<string, number>();
  keys.forEach((key, i) => {
    if (key) lastIndex.set(key, i);
  });
  // Labels of the contents lists found so far: met again, they are the text itself.
  const listed = new Set<string>();
  let i = 0;
  while (i < texts.length) {
    if (!keys[i] || listed.has(keys[i]!)) {
      i++;
      continue;
    }
    const members = [i];
    const seen = new Set([keys[i]]);
    let gap = 0;
    for (let j = i + 1; j < texts.length && gap <= MAX_GAP; j++) {
      // A label met again is the text itself, right after its contents list.
      if (keys[j] && (seen.has(keys[j]) || listed.has(keys[j]!))) break;
      if (keys[j]) {
        seen.add(keys[j]);
        members.push(j);
        gap = 0;
      } else if (isSentence(texts[j]!)) break;
      else if (!toc[j] && !isSubEntry(texts[j]!)) gap++;
    }
    const end = members.at(-1)!;
    const repeated = members.filter((m) => (lastIndex.get(keys[m]!) ?? -1) > end).length;
    const isContents =
      (members.length >= MIN_RUN && repeated * 2 >= members.length) ||
      (members.length >= 3 && repeated === members.length);
    if (isContents) {
      for (let k = i; k <= end; k++) marks[k] = true;
      for (const m of members) listed.add(keys[m]!);
    }
    i = end + 1;
  }
  // Entries between the groups of a contents list join it when their label comes again further on
  // (the list goes on after them; the first heading of the text itself follows the list's end).
  const nearToc = (i: number): boolean => {
    for (let k = i + 1; k <= Math.min(texts.length - 1, i + MAX_GAP + 2); k++) {
      if (marks[k]) return true;
    }
    return false;
  };
  for (let pass = 0; pass < 2; pass++) {
    const order = pass === 0 ? [...keys.keys()].reverse() : keys.keys();
    for (const k of order) {
      const key = keys[k];
      if (key && !marks[k] && (lastIndex.get(key) ?? -1) > k && nearToc(k)) marks[k] = true;
    }
  }
  return marks;
}
