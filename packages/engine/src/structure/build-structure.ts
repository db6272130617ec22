import type { DocumentText } from '../types';
import {
  matchHeading,
  matchPartHeading,
  matchSectionHeading,
  matchSequelSection,
  matchTitledHeading,
  type Heading,
} from './headings';
import { markHeaderRows } from './header-rows';
import { flatten, joinSplitNumbers, splitRunIns, type RawLine } from './raw-lines';
import {
  isBulletLine,
  isCaptionLine,
  isParagraphOpener,
  isTableRow,
  matchLidMarker,
  matchSubMarker,
} from './lines';
import { markHeadingRuns, markTocLines } from './toc';
import { annexRank, annexSeries, findAnnexMentions } from './annex-mentions';
import { assignFootnotes } from './footnotes';
import { buildBlocks } from './blocks';
import type { DocumentStructure, LineKind, StructureLine, StructureUnit } from './types';

/** Page 1 of a paginated document without any heading on it is the title page. */
function findTitlePage(doc: DocumentText, raw: RawLine[], toc: boolean[]): number | null {
  if (!doc.isPaginated || doc.pages.length < 2) return null;
  const first = doc.pages[0]?.number ?? 1;
  const hasHeading = raw.some(
    (line, i) =>
      line.page === first &&
      !toc[i] &&
      matchHeading(line.text)?.kind !== undefined &&
      matchHeading(line.text)?.kind !== 'chapter',
  );
  return hasHeading ? null : first;
}

/** The length of a full line in a PDF's running text (90th percentile), to tell wraps from paragraph ends. */
export function measureLineWidth(texts: readonly string[]): number {
  const lengths = texts.map((text) => text.length).sort((a, b) => a - b);
  if (lengths.length === 0) return Infinity;
  return lengths[Math.floor(lengths.length * 0.9)] ?? Infinity;
}

/** In a PDF, a long body line without closing punctuation wraps: the next line continues its sentence. */
function continuesSentence(previous: StructureLine | undefined, width: number): boolean {
  return previous?.kind === 'body' && !/[.;:!?]$/.test(previous.text) && previous.text.length >= width * 0.8;
}

/** A word broken over two lines ("werkda-" / "gen: 25%"): the line finishes the word, it is no table row. */
function endsBrokenWord(previous: StructureLine | undefined, text: string): boolean {
  return previous?.kind === 'body' && /\p{Ll}-$/u.test(previous.text) && /^\p{Ll}/u.test(text);
}

/** "12.1 De werknemer ..." inside article 12 (or "5.6.1" inside 5.6) is its lid 1. */
function matchDottedLid(text: string, label: string | null): string | null {
  if (!label || !/^\d/.test(label)) return null;
  const match = /^(\d{1,2}(?:\.\d{1,2}){1,2})\.?\s+\S/.exec(text);
  if (!match || !match[1]!.startsWith(`${label}.`)) return null;
  const rest = match[1]!.slice(label.length + 1);
  return /^\d{1,2}$/.test(rest) ? rest : null;
}

/**
 * A bare "Artikel 12" under its title ("VAKANTIETOESLAG" or "Toeslagen in winkels" on the line above):
 * a short line of words without a stop, after a sentence that ended. Running text above a heading is not.
 * The title may carry the article's own number in front ("12. VAKANTIETOESLAG" above "Artikel 12").
 */
function titleAbove(lines: readonly StructureLine[], label: string): string | null {
  const previous = lines.at(-1);
  const printed = previous?.kind === 'body' ? previous.text.trim() : '';
  // "45. PLOEGENTOESLAG" over "Artikel 45": the article's number and its title in capitals (a margin label of
  // the house template may stand glued before it).
  if (/^\d{1,3}[a-z]?$/.test(label)) {
    const glued = new RegExp(
      String.raw`(?:^|\D|\d(?=${label}\.))${label}\.\s+(\p{Lu}[\p{Lu}\s,&/()'-]{2,58})$`,
      'u',
    ).exec(printed);
    if (glued) return glued[1]!.trim();
  }
  const numbered = /^(\d{1,3}[a-z]?)\.?\s+(\S.*)$/i.exec(printed);
  const ownNumber = numbered !== null && numbered[1]!.toLowerCase() === label.toLowerCase();
  const text = ownNumber ? numbered[2]!.trim() : printed;
  if (ownNumber && /^\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text) && text.length >= 4 && !/\d/.test(text))
    return text;
  if (text.length < 4 || text.length > 60 || /\d|[.;:,]$/.test(text)) return null;
  if (!/^\p{Lu}/u.test(text) || text.split(/\s+/).length > 8) return null;
  if (!/\p{Ll}/u.test(text)) return text;
  // A title in ordinary case follows the end of a sentence or a heading, not a line that runs on.
  const before = lines.at(-2);
  return !before || before.kind !== 'body' || /[.;:!?]$/.test(before.text) ? text : null;
}

/**
 * "11.2 toeslagen bij avondwerk" under "ARTIKEL 11": a numbered sub-article with a short title of its
 * own (its leden follow as "(1)", "(2)"), cited by its own number. A numbered sentence ("11.2 De
 * werknemer heeft …") stays a lid of the article.
 */
function matchSubArticle(text: string, article: string | null, last: number, width: number): Heading | null {
  if (!article || !/^\d{1,3}$/.test(article)) return null;
  const match = /^(\d{1,3})\.(\d{1,2})\.?\s+(\S.{0,88})$/.exec(text);
  if (!match || match[1] !== article) return null;
  const number = Number(match[2]);
  if (number !== 1 && number !== last + 1) return null;
  const title = match[3]!.trim();
  if (/[.;:,]$/.test(title) || /[€%]|\d{2}/.test(title) || title.split(/\s+/).length > 12) return null;
  if (text.length >= width || /^(?:De|Het|Een|Indien|Als|Bij|Voor|In)\s/.test(title)) return null;
  return { kind: 'article', label: `${article}.${number}`, title };
}

/**
 * "Bijlage 3A" or "Bijlage 3.2" inside annex 3 is a part of it, cited as the annex it stands in. Lettered
 * or sub-numbered annexes without their bare number before them ("Bijlage 1A", "Bijlage 11.2") are
 * annexes of their own.
 */
function isAnnexPart(label: string, current: StructureUnit): boolean {
  if (isAnnexOfAnnex(label, current)) return true;
  const part = /^\S+ (?:(\d{1,3})[A-Z]|(\d{1,3}|[IVXLC]{1,7})[.-]\d{1,2})$/.exec(label);
  const base = current.kind === 'bijlage' ? /^\S+ (\d{1,3}|[IVXLC]{1,7})$/.exec(current.label ?? '') : null;
  return !!part && !!base && (part[1] ?? part[2]) === base[1];
}

/**
 * "Bijlage 1" inside annex G or annex 11 (a reglement printed as an annex, with annexes of its own): annexes
 * follow in order, so a lower number of the same series is an annex of the annex, cited as the annex it
 * stands in.
 */
function isAnnexOfAnnex(label: string, current: StructureUnit): boolean {
  if (current.kind !== 'bijlage' || !current.label || current.label === 'Bijlagen') return false;
  return annexSeries(label) === annexSeries(current.label) && annexRank(label) < annexRank(current.label);
}

/**
 * "Deel B" after the annexes of part A ("Bijlage A1" … "Bijlage A3"): the next part of the cao begins,
 * with articles of its own; it is no section of the annex before it.
 */
function closingPart(text: string, current: StructureUnit): Heading | null {
  const part = matchPartHeading(text);
  const annexPart =
    current.kind === 'bijlage' ? /^\S+ ([A-Z])\d{1,2}[A-Z]?$/.exec(current.label ?? '')?.[1] : null;
  return part && annexPart && part !== annexPart
    ? { kind: 'chapter', label: `Deel ${part}`, title: '' }
    : null;
}

/** The leading number of an article label: "12a" → 12, "4.2" → 4. */
const articleNumber = (label: string | null): number => Number(/^\d+/.exec(label ?? '')?.[0] ?? NaN);

/**
 * "Deel A" alone on its line in the main text, with articles numbered anew after it ("Artikel 1" after
 * article 100): a part of the cao (a sector's own regulation) begins. A "Deel B" whose articles go on
 * counting is a running header or a divider, not a new series.
 */
function openingPart(
  text: string,
  next: readonly string[],
  article: string | null,
  headingOf: (text: string) => Heading | null,
): Heading | null {
  const part = matchPartHeading(text);
  if (!part || article === null) return null;
  const following = next.map(headingOf).find((heading) => heading?.kind === 'article');
  return following && articleNumber(following.label) < articleNumber(article)
    ? { kind: 'chapter', label: `Deel ${part}`, title: '' }
    : null;
}

/** A title that breaks off in a word that links on ("… premieverdeling bij ziekte-", "… bij fusies en"). */
const WRAPPED_TITLE =
  /(?:\p{L}-|\s(?:en|of|bij|van|de|het|der|in|met|voor|tot|op|aan|te|inzake|ten|na|om))$/iu;
/** An annex heading that only says what it belongs to ("Bijlage 2 bij artikel 5 van de cao"). */
const BELONGS_TO = /^(?:behorende\s+|horende\s+)?bij\s+(?:artikel|art\.|de\s+cao|deze\s+cao|het\s+)/i;

/** A line that may hold (the rest of) a heading's title: short, no sentence, no heading or lid of its own. */
function isTitleLine(text: string): boolean {
  return (
    text.length > 0 &&
    text.length < 80 &&
    !/[.;:,]$/.test(text) &&
    !matchHeading(text) &&
    !matchLidMarker(text)
  );
}

/** A title that breaks off goes on on the next line. */
function continueTitle(title: string, next: string): string {
  if (!WRAPPED_TITLE.test(title) || !isTitleLine(next)) return title;
  return `${title}${title.endsWith('-') ? '' : ' '}${next}`;
}

/**
 * The title of a heading printed over two lines: a title that breaks off goes on on the next line, and an
 * annex whose heading line only names the article or cao it belongs to has its title on the next line.
 */
function completeTitle(heading: Heading, next: string): string {
  if (heading.kind === 'bijlage' && BELONGS_TO.test(heading.title) && isTitleLine(next))
    return `${next} (${heading.title})`;
  return continueTitle(heading.title, next);
}

/**
 * In a cao of numbered sections, "1.1. De wettelijke …" and "1.2. En daarbovenop …" under section 7.2 are
 * the section's own numbered items, not sections of chapter 1: a number without the word "Artikel" that
 * steps back to an earlier chapter while no chapter heading came between (a new chapter opens a unit of
 * its own; a cao that numbers anew in each chapter starts again there) continues the section it stands in.
 */
function isItemOfSection(
  heading: Heading,
  text: string,
  current: StructureUnit,
  chapter: string | null,
): boolean {
  if (heading.kind !== 'article' || current.kind !== 'article' || matchHeading(text)) return false;
  if (!/^\d{1,2}\.\d/.test(heading.label)) return false;
  const first = Number(heading.label.split('.')[0]);
  const currentFirst = /^(\d{1,3})\./.exec(current.label ?? '')?.[1];
  // Below the chapter's own number too, when the chapter has one: a stray item number earlier in the
  // chapter ("2.2" among its definitions) does not make the chapter's next section ("1.14") an item.
  const belowChapter = chapter === null || !/^\d+$/.test(chapter) || first < Number(chapter);
  return currentFirst !== undefined && first < Number(currentFirst) && belowChapter;
}

/**
 * A protocol named by its title ("Protocol 2016-2017") opens a unit, cited by that title, only where an
 * annex-like unit can stand: before the main text (the parties' agreement printed at the front, closed by
 * the first heading after it) or among the annexes. It stands alone on its line: after a finished sentence,
 * a heading or a page break, with a new sentence or heading after it.
 */
function titledUnit(
  raw: readonly RawLine[],
  index: number,
  previous: StructureLine | undefined,
  frontOrAnnexes: boolean,
): Heading | null {
  if (!frontOrAnnexes) return null;
  const heading = matchTitledHeading(raw[index]!.text);
  if (!heading) return null;
  const alone =
    !previous ||
    previous.kind !== 'body' ||
    previous.page !== raw[index]!.page ||
    /[.;:!?]$/.test(previous.text.trim());
  return alone && /^[\p{Lu}\d]/u.test(raw[index + 1]?.text.trim() ?? '') ? heading : null;
}

/** "Hoofdstuk 3 Beloning"; a part keeps its own word ("Deel B Catering"). */
function chapterTitle(label: string, title: string): string {
  return `${label.startsWith('Deel ') ? '' : 'Hoofdstuk '}${label} ${title}`.trim();
}

function nextLetter(letter: string | null): string {
  return letter ? String.fromCharCode(letter.charCodeAt(0) + 1) : 'a';
}

/**
 * Detects articles, paragraphs (§), annexes (Bijlage I), numbered paragraphs (lid) and list items
 * over the page lines, after skipping the title page and the table of contents. Inside an annex,
 * "Artikel N" headings are sections of that annex: the annex is what gets cited.
 */
export function buildStructure(doc: DocumentText): DocumentStructure {
  const flat = joinSplitNumbers(flatten(doc));
  const split = splitRunIns(
    flat,
    markTocLines(
      flat.map((line) => line.text),
      flat.map((line) => line.page),
    ),
  );
  const raw = split.raw;

  // Cao's that never write "Artikel" in their main text number their sections: "7.4 Vakantiebijslag"
  // (their annexes may still hold reglementen with articles of their own).
  const texts = raw.map((line) => line.text);
  const firstToc = markHeadingRuns(texts, split.toc, matchHeading);
  const firstAnnex = raw.findIndex((line, i) => !firstToc[i] && matchHeading(line.text)?.kind === 'bijlage');
  const articleHeadings = raw.filter(
    (line, i) =>
      !firstToc[i] && (firstAnnex < 0 || i < firstAnnex) && matchHeading(line.text)?.kind === 'article',
  ).length;
  const headingOf = (text: string): Heading | null =>
    matchHeading(text) ?? (articleHeadings < 3 ? matchSectionHeading(text) : null);
  const toc = markHeadingRuns(texts, split.toc, headingOf);
  const annexes = findAnnexMentions(
    raw.map((line, i) => (toc[i] ? null : headingOf(line.text))),
    raw.map((line) => line.page),
  );
  for (const i of annexes.entries) toc[i] = true;
  const titlePage = findTitlePage(doc, raw, toc);
  const isWrapped = doc.format === 'pdf';
  const width = isWrapped
    ? measureLineWidth(raw.filter((line, i) => !toc[i] && line.page !== titlePage).map((line) => line.text))
    : Infinity;

  const units: StructureUnit[] = [
    { index: 0, kind: 'preamble', label: null, title: '', chapter: null, firstLine: 0, lastLine: -1 },
  ];
  const lines: StructureLine[] = [];
  let unit = 0;
  let chapter: string | null = null;
  let chapterNumber: string | null = null;
  let inBijlage = false;
  let section: string | null = null;
  let lid: string | null = null;
  let sub: string | null = null;
  let tabular = false;
  // The last "Artikel N" of the main text and its last sub-article "N.M".
  let article: string | null = null;
  let subArticle = 0;

  const openUnit = (heading: Heading, index: number, title: string): void => {
    units[unit]!.lastLine = index - 1;
    unit = units.length;
    const kind = heading.kind === 'chapter' ? 'chapter' : heading.kind;
    // In a cao that numbers its sections ("4.1.1" in chapter 4), the text of a chapter without
    // sections is cited by the chapter's own number ("2"); beside "Artikel" numbering it has none.
    const chapterLabel = articleHeadings < 3 && /^\d{1,2}$/.test(heading.label) ? heading.label : null;
    units.push({
      index: unit,
      kind,
      label: heading.kind === 'chapter' ? chapterLabel : heading.label,
      title: heading.kind === 'chapter' ? chapterTitle(heading.label, title) : title,
      chapter: heading.kind === 'chapter' ? null : chapter,
      firstLine: index,
      lastLine: index,
    });
  };

  raw.forEach((line, index) => {
    const { text } = line;
    let kind: LineKind = 'body';
    if (line.page === titlePage) kind = 'title';
    else if (toc[index]) kind = 'toc';
    const current = units[unit]!;
    const found =
      kind === 'body' && !annexes.mentions.has(index)
        ? (headingOf(text) ??
          closingPart(text, current) ??
          (inBijlage
            ? null
            : openingPart(
                text,
                raw.slice(index + 1, index + 8).map((line) => line.text),
                article,
                headingOf,
              )) ??
          (articleHeadings < 3 && !inBijlage
            ? matchSequelSection(text, current.kind === 'article' ? current.label : null, chapterNumber)
            : null) ??
          (articleHeadings >= 3 && !inBijlage ? matchSubArticle(text, article, subArticle, width) : null))
        : null;
    const titled =
      !found && kind === 'body'
        ? titledUnit(raw, index, lines.at(-1), inBijlage || (article === null && chapter === null))
        : null;
    const heading = found && isItemOfSection(found, text, current, chapterNumber) ? null : (found ?? titled);
    if (heading && heading.kind === 'article' && heading.label.startsWith(`${article}.`)) {
      subArticle = Number(heading.label.slice(article!.length + 1));
    } else if (heading?.kind === 'article') {
      article = heading.label;
      subArticle = 0;
    }
    if (heading) {
      kind = 'heading';
      const next = raw[index + 1]?.text ?? '';
      const after = isTitleLine(next) ? (raw[index + 2]?.text ?? '') : '';
      const title =
        heading.title === ''
          ? (titleAbove(lines, heading.label) ?? (isTitleLine(next) ? continueTitle(next, after) : ''))
          : completeTitle(heading, next);
      // A part of the cao ("Deel B") is main text again, with articles of its own.
      if (heading.label.startsWith('Deel ')) inBijlage = false;
      if (heading === titled) {
        // At the front it opens no annex: the chapters and articles after it are main text.
        section = null;
        openUnit(heading, index, heading.title);
        lid = null;
      } else if (heading.kind === 'bijlage' && isAnnexPart(heading.label, units[unit]!)) {
        section = title;
      } else if (heading.kind === 'bijlage') {
        inBijlage = true;
        chapter = null;
        section = null;
        openUnit(heading, index, title);
        lid = null;
      } else if (inBijlage) {
        section = title;
      } else {
        if (heading.kind === 'chapter') {
          chapter = chapterTitle(heading.label, title);
          chapterNumber = heading.label;
        }
        section = null;
        openUnit(heading, index, title);
        lid = null;
      }
      sub = null;
      tabular = false;
    } else if (kind === 'body') {
      if (isCaptionLine(text)) {
        kind = 'caption';
        tabular = true;
      } else if (
        !endsBrokenWord(lines.at(-1), text) &&
        isTableRow(text, tabular, continuesSentence(lines.at(-1), width))
      ) {
        kind = 'row';
        tabular = true;
      } else {
        const lidMarker = matchLidMarker(text) ?? matchDottedLid(text, units[unit]!.label);
        const subMarker = matchSubMarker(text);
        if (lidMarker && (lidMarker === '1' || Number(lidMarker) === Number(lid ?? 0) + 1)) {
          lid = lidMarker;
          sub = null;
        } else if (subMarker && (subMarker === 'a' || subMarker === nextLetter(sub))) {
          sub = subMarker;
        }
        // A table's header lines sit between caption and rows: short, unpunctuated, no marker.
        const isHeader =
          tabular &&
          !lidMarker &&
          !subMarker &&
          !isBulletLine(text) &&
          !isParagraphOpener(text) &&
          !/[.;]$/.test(text) &&
          !/[.!?]\s/.test(text) &&
          (text.match(/\p{L}{3,}/gu)?.length ?? 0) <= 8 &&
          text.length < width * 0.85;
        if (isHeader) kind = 'row';
        else tabular = /:$/.test(text);
      }
    }
    units[unit]!.lastLine = index;
    lines.push({
      index,
      page: line.page,
      text,
      kind,
      unit,
      lid: kind === 'heading' ? null : lid,
      sub: kind === 'heading' ? null : sub,
      section,
    });
  });

  markHeaderRows(lines);
  if (doc.isPaginated) assignFootnotes(lines);
  const blocks = buildBlocks(lines, units, width, isWrapped);
  return { lines, units, blocks, titlePage };
}
