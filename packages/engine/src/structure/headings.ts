/**
 * Recognises structural headings the way Dutch cao's print them: "Artikel 12 Vakantietoeslag",
 * "ARTIKEL 4.2 - LOONGEBOUW", "§ 5.3 Ploegendienst", "Paragraaf 2", "Bijlage IV Loontabellen",
 * "Hoofdstuk 3 Arbeidsduur". A reference inside running text ("artikel 5.1 wordt ...") is not one.
 */
export interface Heading {
  kind: 'chapter' | 'article' | 'paragraph' | 'bijlage';
  /** As printed for citation: "4.2", "§ 5.3", "Bijlage I"; the chapter number for chapters. */
  label: string;
  title: string;
}

// The keyword starts with a capital: a wrapped line of running text may start with "artikel 7:668a".
// A letter after the number is part of it: "Artikel 12a", "Artikel 12B", "Artikel 12 B. Titel", "Artikel 3.1 B"
// alone on its line (the title below it).
const ARTICLE =
  /^(?:Artikel|ARTIKEL|Art\.|ART\.)\s+(\d{1,3}(?:[.:]\d{1,3}){0,2}(?:[a-z]|[A-Z](?=[\s.:–—-]|$)| [A-Z](?=\.\s|$))?)(?!\d|:\d)\s*[.:–—-]?\s*(.*)$/;
/** A numbered section without the word "Artikel": "7.4 Vakantiebijslag" (a short title, no sentence). */
const SECTION = /^(\d{1,2}(?:\.\d{1,2}){1,2}[a-z]?)[.:]?\s+(\p{Lu}[^.;:!?]{1,70})$/u;
const PARAGRAPH = /^(?:§|Paragraaf|PARAGRAAF)\s*(\d{1,3}(?:\.\d{1,3}){0,2})(?!\d|:\d)\s*[.:–—-]?\s*(.*)$/;
// "Bijlage A1", "BIJLAGE A 2": the annexes of a cao's part A, numbered with the part's letter.
// "Bijlage 11.2", "Bijlage II-3": an annex numbered under another (a group of annexes, each with its own title).
const BIJLAGE =
  /^(?:Bijlage|BIJLAGE|Annex|ANNEX|Addendum|ADDENDUM|Protocol|PROTOCOL|Aanhangsel|AANHANGSEL)\s+((?:\d{1,3}|[IVXLC]{1,7})[.-]\d{1,2}(?=$|\s)|[A-Z] ?\d{1,2}[a-z]?(?=$|[\s.:])|[IVXLC]{1,7}|\d{1,3}[A-Za-z]?|[A-Z])(?!\w|:\d)\s*[.,:–—-]?\s*(.*)$/;
/** "Deel B" alone on its line: a part of the cao (a sector's own regulation), with articles of its own. */
const PART = /^(?:Deel|DEEL)\s+([A-Z])$/;
/** "bijlage III Loontabel vanaf 1 juli 2025": some cao's print annex headings in lower case (no stop after the number). */
const LOWER_BIJLAGE = /^bijlage\s+([IVXLC]{1,7}|\d{1,3})(?!\w|:\d)\s*[:–—-]?\s+(\p{Lu}.*)$/u;
/** "BIJLAGEN" alone on its line: the annexes that follow have no numbers of their own. */
const ANNEXES = /^(?:BIJLAGEN|Bijlagen)$/;
/** "Artikel 7:671a BW" starting a line is a reference to a law, not an article of the cao. */
const LAW = /^(?:BW|Burgerlijk Wetboek|van het (?:BW|Burgerlijk Wetboek))\b/;
/**
 * "Hoofdstuk 3 Arbeidsduur", and the other words cao's use for their chapters: "Thema 7 Mijn vitaliteit",
 * "Cluster 9. Arbeidsduur", "Module 2", "Onderdeel 4".
 */
const CHAPTER =
  /^(?:Hoofdstuk|HOOFDSTUK|Thema|THEMA|Cluster|CLUSTER|Module|MODULE|Onderdeel|ONDERDEEL)\s+(\d{1,3}|[IVXLC]{1,7})(?!\w|:\d)\s*[.:–—-]?\s*(.*)$/;

/** A heading's title starts with a capital (or is absent) and does not run on like a sentence. */
function isTitle(title: string): boolean {
  if (title === '') return true;
  if (title.length > 100) return false;
  if (/[,;]$/.test(title)) return false;
  if (/\.$/.test(title) && title.split(/\s+/).length > 6) return false;
  return /^[\p{Lu}(„"'‘“]/u.test(title);
}

/** "Bijlage 3: loontabellen": after a colon, a short title in lower case is still a title. */
function isColonTitle(text: string, title: string): boolean {
  return /^\S+\s+\S+:\s/.test(text) && title.length <= 60 && /^\p{Ll}[^.;,!?]*$/u.test(title);
}

/** "Arbeidsduur." (a run-in heading's title) → "Arbeidsduur". */
function trimTitle(title: string): string {
  return title.trim().replace(/\s*[.:]$/, '');
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/** The letter of a part heading ("Deel B" → "B"), or null. */
export function matchPartHeading(line: string): string | null {
  return PART.exec(line.trim())?.[1] ?? null;
}

/** A numbered section heading ("7.4 Vakantiebijslag"), for cao's that do not write "Artikel". */
export function matchSectionHeading(line: string): Heading | null {
  const match = SECTION.exec(line.trim());
  if (!match) return null;
  const title = match[2]!.trim();
  // "3.1 Werkweek – vanaf 1 maart 2025": a date after a dash belongs to the title.
  const core = title.split(/\s[–—-]\s/)[0]!;
  const words = core.split(/\s+/);
  if (words.length > 8 || /\d{2}/.test(core) || /[€%]/.test(title)) return null;
  return { kind: 'article', label: match[1]!, title };
}

/** The heading on this line, or null. */
export function matchHeading(line: string): Heading | null {
  // A bar or block printed before a heading as decoration ("| Hoofdstuk 2 …") is not part of it.
  // … nor is the article's own number printed before it as a margin label ("12A. Artikel 12a Titel").
  const text = line
    .trim()
    .replace(/^[|│┃▌■▪]\s*/, '')
    .replace(
      /^(\d{1,3}[A-Za-z]?)\.?\s+(?=(?:Artikel|ARTIKEL|Art\.)\s+(\d{1,3}[A-Za-z]?)\b)/,
      (margin, a, b) => (a.toLowerCase() === String(b).toLowerCase() ? '' : margin),
    );
  // Every keyword starts with A(rtikel, nnex, ddendum, anhangsel), B(ijlage) or b(ijlage), H(oofdstuk),
  // T(hema), C(luster), M(odule), O(nderdeel), P(aragraaf, rotocol) or §.
  if (text.length > 130 || !'ABHTCMOP§b'.includes(text.charAt(0))) return null;
  if (ANNEXES.test(text)) return { kind: 'bijlage', label: 'Bijlagen', title: '' };
  let match = ARTICLE.exec(text);
  if (match && isTitle(match[2]!) && !LAW.test(match[2]!))
    return { kind: 'article', label: match[1]!, title: trimTitle(match[2]!) };
  match = PARAGRAPH.exec(text);
  if (match && isTitle(match[2]!))
    return { kind: 'paragraph', label: `§ ${match[1]}`, title: trimTitle(match[2]!) };
  match = BIJLAGE.exec(text);
  if (match && (isTitle(match[2]!) || isColonTitle(text, match[2]!))) {
    const word = capitalise(text.split(/\s+/)[0]!);
    const mark = match[1]!.replace(' ', '').toUpperCase();
    return { kind: 'bijlage', label: `${word} ${mark}`, title: match[2]!.trim() };
  }
  match = LOWER_BIJLAGE.exec(text);
  if (match && isTitle(match[2]!)) {
    return { kind: 'bijlage', label: `Bijlage ${match[1]!.toUpperCase()}`, title: match[2]!.trim() };
  }
  match = CHAPTER.exec(text);
  if (match && isTitle(match[2]!)) return { kind: 'chapter', label: match[1]!, title: match[2]!.trim() };
  return null;
}

/** "Protocol 2016-2017", "Addendum Sociaal Plan": a protocol or addendum named by a title instead of a number. */
const TITLED = /^(Protocol|PROTOCOL|Addendum|ADDENDUM)\s+((?:\p{Lu}|\d{4}\b|cao\b|CAO\b)[^.;:,!?]{0,55})$/u;

/** "2016 -2017" as the text layer spaced it → "2016-2017". */
function tidyTitle(title: string): string {
  return title
    .replace(/\s+/g, ' ')
    .replace(/(\d)\s*([-–/])\s*(\d)/g, '$1$2$3')
    .trim();
}

/**
 * A protocol or addendum heading without a number ("Protocol 2016 -2017"): a titled unit, cited by its
 * title ("Protocol 2016-2017"). Only the heading's shape is checked here; whether the line stands alone
 * as a heading is for the caller.
 */
export function matchTitledHeading(line: string): Heading | null {
  const text = line.trim();
  if (matchHeading(text)) return null;
  const match = TITLED.exec(text);
  if (!match || match[2]!.trim().split(/\s+/).length > 6) return null;
  const title = tidyTitle(match[2]!);
  return { kind: 'bijlage', label: `${capitalise(match[1]!)} ${title}`, title };
}

/** "Art. 5 Arbeidsduur." then the first lid or sentence on the same line (a run-in heading). */
const RUN_IN =
  /^((?:Artikel|ARTIKEL|Art\.|ART\.|§|Paragraaf|PARAGRAAF)\s*\d{1,3}(?:[.:]\d{1,3}){0,2}[a-z]?\s*[.:–—-]?\s*\p{Lu}[^.;:!?()\d]{1,60}?[.:])\s+((?:\(\d{1,2}\)|\d{1,2}[.)]|[Ll]id\s+\d{1,2})\s+\S.*|\p{Lu}\p{Ll}.*)$/u;

/**
 * A run-in heading ("Art. 12a Ploegentoeslag. (1) De werknemer ...") split into the heading and the
 * text that follows it, or null. The title is short and has no digits, so a sentence that starts with
 * "Artikel 5" is not taken for one.
 */
export function splitRunInHeading(line: string): [string, string] | null {
  const match = RUN_IN.exec(line.trim());
  if (!match) return null;
  const heading = match[1]!;
  const title = matchHeading(heading)?.title ?? '';
  if (title === '' || title.split(/\s+/).length > 6) return null;
  return [heading, match[2]!];
}

/** A numbered line with a longer title ("4.4 Toeslagen voor diensten in de avond en het weekend"). */
const LONG_SECTION = /^(\d{1,2}(?:\.\d{1,2}){1,3}[a-z]?)[.:]?\s+(\p{Lu}.{1,130})$/u;

/** The numbers that may follow `previous` (and open chapter `chapter`): its first child, the next sibling at any depth. */
function sequels(previous: string | null, chapter: string | null): Set<string> {
  const next = new Set<string>();
  if (chapter && /^\d{1,2}$/.test(chapter)) next.add(`${chapter}.1`);
  if (!previous || !/^\d{1,2}(?:\.\d{1,2})*$/.test(previous)) return next;
  const parts = previous.split('.').map(Number);
  next.add([...parts, 1].join('.'));
  for (let depth = parts.length; depth >= 1; depth--) {
    const sibling = parts.slice(0, depth);
    sibling[depth - 1]! += 1;
    next.add(depth === 1 ? `${sibling[0]}.1` : sibling.join('.'));
  }
  return next;
}

/**
 * A numbered section whose title is too long (or holds a date) for matchSectionHeading, recognised
 * because its number is the next one in the sequence: "4.4 …" after section 4.3.2, "7.2.1 …" after
 * 7.2, "5.1 …" after chapter 5 opened. A title holds no amount and does not end like a sentence.
 */
export function matchSequelSection(
  line: string,
  previous: string | null,
  chapter: string | null,
): Heading | null {
  const match = LONG_SECTION.exec(line.trim());
  if (!match) return null;
  const title = match[2]!.trim();
  if (/[.,;]$/.test(title) || /[€%]/.test(title) || title.split(/\s+/).length > 16) return null;
  if (!sequels(previous, chapter).has(match[1]!)) return null;
  return { kind: 'article', label: match[1]!, title: trimTitle(title) };
}

/** "Hoofdstuk 3 Artikel 3.1 Arbeidsduur": a chapter heading and its first article printed on one line. */
const CHAPTER_THEN_ARTICLE =
  /^((?:Hoofdstuk|HOOFDSTUK)\s+(?:\d{1,3}|[IVXLC]{1,7}))\s*[.:–—-]?\s+((?:Artikel|ARTIKEL|Art\.|ART\.)\s+\d.*)$/;

/** Such a line split into the chapter and the article heading, or null. */
export function splitChapterArticle(line: string): [string, string] | null {
  const match = CHAPTER_THEN_ARTICLE.exec(line.trim());
  if (!match || matchHeading(match[2]!)?.kind !== 'article') return null;
  return [match[1]!, match[2]!];
}
