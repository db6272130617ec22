import type { DocumentText } from '../types';
import { splitChapterArticle, splitRunInHeading } from './headings';

/** The lines of a document before structure is given to them: page and whitespace-normalised text. */
export interface RawLine {
  page: number;
  text: string;
}

/**
 * The balloon of a Word draft printed with its changes ("Met opmaak: Lettertype: Vet", "Opmerking [AB1]: …"),
 * which the text layer appends to the line beside it: a note on the layout, not text of the cao.
 */
const REVISION_BALLOON = /(?:^|\s+)(?:Met opmaak|Opgemaakt|Opmerking \[[^\]]{1,12}\]):.*$/;

/**
 * Every non-empty line of every page, whitespace collapsed, margin line numbers, margin labels of the
 * page template and revision balloons removed.
 */
export function flatten(doc: DocumentText): RawLine[] {
  const pages = doc.pages.map((page) =>
    page.lines.map((text) => text.replace(/\s+/g, ' ').trim().replace(REVISION_BALLOON, '')),
  );
  const numbered = pages.map(findLineNumbers);
  // Typeset line numbering runs through the document, not over a table or two.
  const isNumbered = numbered.filter((marks) => marks !== null).length >= Math.max(3, pages.length * 0.3);
  const unnumbered = pages.map((lines, p) =>
    lines.map((text, i) => (isNumbered && numbered[p]?.[i] ? text.replace(LINE_NUMBER, '') : text)),
  );
  const labels = findMarginLabels(unnumbered);
  return doc.pages
    .flatMap((page, p) =>
      unnumbered[p]!.map((text) => ({ page: page.number, text: stripMarginLabel(text, labels) })),
    )
    .filter((line) => line.text !== '');
}

/** A label of a page template: a word or two, no closing punctuation, no heading keyword. */
const LABEL =
  /^(?!(?:Artikel|ARTIKEL|Hoofdstuk|HOOFDSTUK|Bijlage|BIJLAGE)\b)\p{L}[\p{L}_-]*(?: [\p{L}\d_-]+){0,2}$/u;

/**
 * Labels of a page template printed in the margin of every page ("first line", "subtitle", "date 1" of a
 * house template the export kept): the same short lines, each at most once a page, at the start of a
 * line of text or alone, on most pages — at least three of them, so one recurring word is not taken
 * ("date 1" and "date 2" are two labels; "date" is none).
 */
export function findMarginLabels(pages: ReadonlyArray<readonly string[]>): string[] {
  if (pages.length < 6) return [];
  const alone = new Map<string, Set<number>>();
  pages.forEach((lines, p) => {
    for (const line of lines) {
      // "page no. 12": a label before the page number stands alone too.
      for (const text of new Set([line, line.replace(/ \d{1,4}$/, '')])) {
        if (text.length <= 14 && LABEL.test(text)) alone.set(text, (alone.get(text) ?? new Set()).add(p));
      }
    }
  });
  const labels = [...alone].filter(([label, onPages]) => {
    if (onPages.size < 2) return false;
    let pagesWithOne = 0;
    let pagesWithMore = 0;
    for (const lines of pages) {
      const count = lines.filter((text) => opensWith(text, label)).length;
      if (count === 1) pagesWithOne++;
      else if (count > 1) pagesWithMore++;
    }
    // A sentence may start with the label's word now and then.
    return pagesWithOne >= pages.length * 0.5 && pagesWithMore <= pages.length * 0.1;
  });
  return labels.length >= 3 ? labels.map(([label]) => label).sort((a, b) => b.length - a.length) : [];
}

/**
 * The line is the label or starts with it; the export may glue a label to the text beside it ("first
 * line12. TITLE") when the label ends in a letter.
 */
function opensWith(text: string, label: string): boolean {
  if (text === label || text.startsWith(`${label} `)) return true;
  return text.startsWith(label) && /\p{L}$/u.test(label) && /^\d/.test(text.slice(label.length));
}

/** The line without its margin label; a page number left alone after it ("page no. 12") goes too. */
function stripMarginLabel(text: string, labels: readonly string[]): string {
  const label = labels.find((l) => opensWith(text, l));
  if (!label) return text;
  const rest = text.slice(label.length).trim();
  return /^\d{1,4}$/.test(rest) ? '' : rest;
}

const LINE_NUMBER = /^(\d{1,3})(?:\s+|$)/;

/**
 * A page printed with numbered lines (1, 2, 3, … in the margin, as legal texts are typeset): most
 * lines start with a number a little above that of an earlier line, and empty lines carry a bare
 * number — or the numbers come as lines of their own between the lines of text (a text layer that
 * reads the margin apart), nearly every number from 1 up. Returns which lines carry one, or null.
 */
export function findLineNumbers(lines: readonly string[]): boolean[] | null {
  if (lines.length < 10) return null;
  let previous = 0;
  let counted = 0;
  let bare = 0;
  const marks = lines.map((text) => {
    const match = LINE_NUMBER.exec(text);
    const n = match ? Number(match[1]) : NaN;
    if (!(n > previous && n - previous <= 3)) return false;
    previous = n;
    counted++;
    if (match![0].trim() === text) bare++;
    return true;
  });
  // Numbered separately, the numbers still run from the top of the page without many gaps.
  const isSeparate = bare >= 10 && counted >= previous * 0.8 && marks.indexOf(true) <= 2;
  return (counted >= lines.length * 0.6 || isSeparate) && bare >= 2 ? marks : null;
}
/**
 * Run-in headings ("Art. 5 Arbeidsduur. (1) De ...") become a heading line and a body line; a chapter
 * printed with its first article ("Hoofdstuk 3 Artikel 3.1 …") becomes two heading lines.
 */
export function splitRunIns(raw: RawLine[], toc: boolean[]): { raw: RawLine[]; toc: boolean[] } {
  const lines: RawLine[] = [];
  const marks: boolean[] = [];
  raw.forEach((line, i) => {
    const split = toc[i] ? null : (splitChapterArticle(line.text) ?? splitRunInHeading(line.text));
    if (!split) {
      lines.push(line);
      marks.push(toc[i]!);
      return;
    }
    for (const text of split) {
      lines.push({ page: line.page, text });
      marks.push(false);
    }
  });
  return { raw: lines, toc: marks };
}

/** A section number alone on its line ("1.1", "4.2.3."), as a layout with the number in a margin prints it. */
const BARE_NUMBER = /^\d{1,2}(?:\.\d{1,2}){1,2}\.?$/;
/** A short title: a capital, no closing punctuation, not itself numbered. */
const SHORT_TITLE = /^\p{Lu}[^.;:!?]{1,70}$/u;

/**
 * A section number printed on its own line with its title on the next ("1.1" / "Looptijd") becomes one
 * heading line again ("1.1 Looptijd"), so it is recognised like a number and title on one line.
 */
export function joinSplitNumbers(raw: RawLine[]): RawLine[] {
  const lines: RawLine[] = [];
  for (let i = 0; i < raw.length; i++) {
    const line = raw[i]!;
    const next = raw[i + 1];
    if (
      next &&
      next.page === line.page &&
      BARE_NUMBER.test(line.text) &&
      SHORT_TITLE.test(next.text) &&
      !/\d{2}/.test(next.text)
    ) {
      lines.push({ page: line.page, text: `${line.text} ${next.text}` });
      i++;
    } else {
      lines.push(line);
    }
  }
  return lines;
}
