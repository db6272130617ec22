import type { DocxLine } from './parse-body';
import type { ParagraphStyle } from './read-styles';

/** Page geometry in twips (1/20 pt), from the body's w:sectPr. */
export interface PageGeometry {
  width: number;
  height: number;
}

/** Average glyph width as a fraction of the font size (serif/sans text fonts). */
const CHAR_WIDTH = 0.42;
/** Single line height as a fraction of the font size. */
const LINE_HEIGHT = 1.15;
/** Cell padding and borders of a table row, in twips. */
const ROW_PADDING = 100;

interface Layout {
  styles: Map<string, ParagraphStyle>;
  /** Footnote text by id; printed at the bottom of the page that refers to it. */
  footnotes: Map<string, string>;
  defaults: ParagraphStyle;
  geometry: PageGeometry;
  /** Use only the page breaks Word recorded (lastRenderedPageBreak) and explicit ones; no estimate. */
  hasRenderedBreaks: boolean;
}

/**
 * Splits DOCX lines into pages: a page starts at every explicit page break, page-break-before
 * paragraph (direct or by style), new-page section and Word's last rendered page break. When the
 * file holds no rendered breaks, overflow is estimated by a simple line layout (font size, spacing,
 * text width); a paragraph is cited on the page where it starts.
 */
export function paginateDocx(lines: DocxLine[], layout: Layout): string[][] {
  const pages: string[][] = [[]];
  const notes: string[][] = [[]];
  let used = 0;
  const newPage = () => {
    if ((pages.at(-1) ?? []).length > 0) {
      pages.push([]);
      notes.push([]);
    }
    used = 0;
  };
  lines.forEach((line, index) => {
    const style = (line.style && layout.styles.get(line.style)) || layout.defaults;
    if (line.breakBefore || style.pageBreakBefore) newPage();
    if (!line.text) return;
    if (!layout.hasRenderedBreaks) {
      const height = measure(line, style, layout.geometry);
      // keepNext (headings) needs room for the first line of what follows.
      const next = lines[index + 1];
      const reserve = style.keepNext && next ? lineHeight(next, style) : 0;
      if (used > 0 && used + height + reserve > layout.geometry.height) newPage();
      used += height;
      // Overflow of a long paragraph continues on the next page(s).
      while (used > layout.geometry.height) {
        pages.push([]);
        notes.push([]);
        used -= layout.geometry.height;
      }
    }
    pages.at(-1)?.push(line.text);
    for (const id of line.footnotes) {
      const note = layout.footnotes.get(id);
      if (!note) continue;
      notes.at(-1)?.push(note);
      if (!layout.hasRenderedBreaks) used += measureFootnote(note, layout);
    }
  });
  return pages
    .map((page, i) => [...page, ...(notes[i] ?? [])])
    .filter((page, i) => page.length > 0 || i === 0);
}

/** Footnotes are set a size smaller (about 9 pt) and single-spaced. */
function measureFootnote(text: string, layout: Layout): number {
  const size = 9 * 20;
  const count = Math.max(1, Math.ceil((text.length * size * CHAR_WIDTH) / layout.geometry.width));
  return count * size * LINE_HEIGHT;
}

function measure(line: DocxLine, style: ParagraphStyle, geometry: PageGeometry): number {
  const size = (line.sizeHalfPoints ?? style.size) * 10; // twips per em
  const width = line.cells > 0 ? geometry.width / line.cells : geometry.width;
  const chars = line.cells > 0 ? line.longestCell : line.text.length;
  const count = Math.max(1, Math.ceil((chars * size * CHAR_WIDTH) / width));
  const padding = line.cells > 0 ? ROW_PADDING : style.before + style.after;
  return count * size * LINE_HEIGHT * style.lineFactor + padding;
}

function lineHeight(line: DocxLine, fallback: ParagraphStyle): number {
  return (line.sizeHalfPoints ?? fallback.size) * 10 * LINE_HEIGHT;
}

/** Text area of the last (body) section: page size minus margins. A4 with 2.5 cm margins if absent. */
export function readGeometry(xml: string): PageGeometry {
  const sections = [...xml.matchAll(/<w:sectPr\b[\s\S]*?<\/w:sectPr>/g)];
  const last = sections.at(-1)?.[0] ?? '';
  const number = (pattern: RegExp, fallback: number) => Number(pattern.exec(last)?.[1] ?? fallback);
  const width = number(/<w:pgSz[^>]*w:w="(\d+)"/, 11906);
  const height = number(/<w:pgSz[^>]*w:h="(\d+)"/, 16838);
  const left = number(/<w:pgMar[^>]*w:left="(\d+)"/, 1417);
  const right = number(/<w:pgMar[^>]*w:right="(\d+)"/, 1417);
  const top = number(/<w:pgMar[^>]*w:top="(\d+)"/, 1417);
  const bottom = number(/<w:pgMar[^>]*w:bottom="(\d+)"/, 1417);
  return { width: width - left - right, height: height - top - bottom };
}
