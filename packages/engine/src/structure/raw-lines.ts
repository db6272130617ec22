import type { DocumentText } from '../types';
import { splitRunInHeading } from './headings';

/** The lines of a document before structure is given to them: page and whitespace-normalised text. */
export interface RawLine {
  page: number;
  text: string;
}

/** Every non-empty line of every page, whitespace collapsed. */
export function flatten(doc: DocumentText): RawLine[] {
  return doc.pages
    .flatMap((page) =>
      page.lines.map((text) => ({ page: page.number, text: text.replace(/\s+/g, ' ').trim() })),
    )
    .filter((line) => line.text !== '');
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
