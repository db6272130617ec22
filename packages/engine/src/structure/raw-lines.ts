import type { DocumentText } from '../types';
import { splitRunInHeading } from './headings';

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

/** Every non-empty line of every page, whitespace collapsed, margin line numbers and revision balloons removed. */
export function flatten(doc: DocumentText): RawLine[] {
  const pages = doc.pages.map((page) =>
    page.lines.map((text) => text.replace(/\s+/g, ' ').trim().replace(REVISION_BALLOON, '')),
  );
  const numbered = pages.map(findLineNumbers);
  // Typeset line numbering runs through the document, not over a table or two.
  const isNumbered = numbered.filter((marks) => marks !== null).length >= Math.max(3, pages.length * 0.3);
  return doc.pages
    .flatMap((page, p) =>
      pages[p]!.map((text, i) => ({
        page: page.number,
        text: isNumbered && numbered[p]?.[i] ? text.replace(LINE_NUMBER, '') : text,
      })),
    )
    .filter((line) => line.text !== '');
}

const LINE_NUMBER = /^(\d{1,3})(?:\s+|$)/;

/**
 * A page printed with numbered lines (1, 2, 3, … in the margin, as legal texts are typeset): most
 * lines start with a number a little above that of an earlier line, and empty lines carry a bare
 * number. Returns which lines carry one, or null for a page without line numbers.
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
  return counted >= lines.length * 0.6 && bare >= 2 ? marks : null;
}
/** Run-in headings ("Art. 5 Arbeidsduur. (1) De ...") become a heading line and a body line. */
export function splitRunIns(raw: RawLine[], toc: boolean[]): { raw: RawLine[]; toc: boolean[] } {
  const lines: RawLine[] = [];
  const marks: boolean[] = [];
  raw.forEach((line, i) => {
    const split = toc[i] ? null : splitRunInHeading(line.text);
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
