import { decodeXml, isOn, readAttribute } from './decode-xml.ts';
import type { Numbering } from './read-numbering';

/** What list numbering needs: the lists, and the numbering each paragraph style applies. */
export interface ListContext {
  numbering: Numbering;
  styleList: (style: string) => { numId: string | null; ilvl: number } | undefined;
}

/** A printed line of the body: a paragraph (or the part of it between line breaks) or a table row. */
export interface DocxLine {
  text: string;
  style: string | null;
  /** Table rows: the number of cells, so layout estimates can narrow the columns. */
  cells: number;
  /** Table rows: characters in the longest cell (it decides the row height). */
  longestCell: number;
  /** Font size set directly on the runs (half-points), if any. */
  sizeHalfPoints: number | null;
  /** Why a new page starts before this line, if it does. */
  breakBefore: 'page' | 'rendered' | 'section' | null;
  /** Ids of the footnotes referenced in this line (printed at the bottom of its page). */
  footnotes: string[];
}

interface Paragraph {
  text: string;
  style: string | null;
  size: number | null;
  footnotes: string[];
  /** Open table rows when the paragraph started: > 0 means it belongs to a cell of that row. */
  rowDepth: number;
  /** Direct list numbering (w:numPr); numId "0" switches the style's numbering off. */
  numId: string | null;
  ilvl: number | null;
  /** Whether the list label was already printed (a paragraph split by line breaks gets one). */
  isNumbered: boolean;
}

interface Row {
  cells: string[];
  style: string | null;
  footnotes: string[];
}

const TOKEN = /<(\/?)([\w:.-]+)([^>]*?)(\/?)>|([^<]+)/g;
const SKIPPED = new Set(['mc:Fallback', 'w:instrText', 'w:delText', 'w:moveFrom']);

/**
 * Walks WordprocessingML (word/document.xml or one footnote) and yields its lines in reading
 * order. Only text in w:t counts (not field codes or deleted text); mc:Fallback repeats
 * mc:Choice and is skipped. The cells of a table row are joined with a space, so a row reads like
 * the table line of the PDF; text boxes and nested tables stay whole.
 */
export function parseBody(
  xml: string,
  sectionStartsNewPage: boolean[] = [],
  lists?: ListContext,
): DocxLine[] {
  const lines: DocxLine[] = [];
  const paragraphs: Paragraph[] = [];
  const rows: Row[] = [];
  let pendingBreak: DocxLine['breakBefore'] = null;
  let endsSection = false;
  let inText = false;
  let inProperties = 0; // inside w:pPr or w:rPr, where w:tab is a tab stop and w:sz a style
  let skipDepth = 0;
  let sectionIndex = 0;

  const push = (line: Omit<DocxLine, 'breakBefore'>) => {
    lines.push({ ...line, breakBefore: pendingBreak });
    pendingBreak = null;
  };
  /** Ends the printed line of the innermost paragraph: into its table cell, or as a body line. */
  const label = (paragraph: Paragraph): string => {
    if (!lists || paragraph.isNumbered) return '';
    paragraph.isNumbered = true;
    const fromStyle = paragraph.style ? lists.styleList(paragraph.style) : undefined;
    const numId = paragraph.numId ?? fromStyle?.numId;
    if (!numId || numId === '0') return '';
    return lists.numbering.next(numId, paragraph.ilvl ?? fromStyle?.ilvl ?? 0);
  };
  const flush = (paragraph: Paragraph) => {
    const text = `${label(paragraph)}${paragraph.text}`.replace(/\s+/g, ' ').trim();
    paragraph.text = '';
    const row = paragraph.rowDepth > 0 ? rows[paragraph.rowDepth - 1] : undefined;
    if (row) {
      const last = row.cells.length - 1;
      if (text && last >= 0) row.cells[last] = `${row.cells[last]} ${text}`.trim();
      row.style ??= paragraph.style;
      row.footnotes.push(...paragraph.footnotes.splice(0));
    } else if (text) {
      const { style, size, footnotes } = paragraph;
      push({ text, style, cells: 0, longestCell: 0, sizeHalfPoints: size, footnotes: footnotes.splice(0) });
    }
  };
  const closeRow = () => {
    const row = rows.pop();
    if (!row) return;
    const text = row.cells.filter(Boolean).join(' ');
    const outer = rows.at(-1);
    if (outer && outer.cells.length > 0) {
      outer.cells[outer.cells.length - 1] = `${outer.cells.at(-1)} ${text}`.trim();
      outer.footnotes.push(...row.footnotes);
    } else if (text) {
      const longestCell = Math.max(...row.cells.map((cell) => cell.length));
      const { style, footnotes } = row;
      push({ text, style, cells: row.cells.length, longestCell, sizeHalfPoints: null, footnotes });
    }
  };

  for (const [, closing, name = '', attributes = '', selfClosing, content] of xml.matchAll(TOKEN)) {
    const paragraph = paragraphs.at(-1);
    if (content !== undefined) {
      if (inText && skipDepth === 0 && paragraph) paragraph.text += decodeXml(content);
      continue;
    }
    if (SKIPPED.has(name)) {
      if (!selfClosing) skipDepth += closing ? -1 : 1;
      continue;
    }
    if (skipDepth > 0) continue;
    if (closing) {
      if (name === 'w:t') inText = false;
      else if (name === 'w:pPr' || name === 'w:rPr') inProperties--;
      else if (name === 'w:tr') closeRow();
      else if (name === 'w:p' && paragraph) {
        flush(paragraph);
        paragraphs.pop();
        if (endsSection) pendingBreak ??= 'section';
        endsSection = false;
      }
      continue;
    }
    switch (name) {
      case 'w:p':
        paragraphs.push({
          text: '',
          style: null,
          size: null,
          footnotes: [],
          rowDepth: rows.length,
          numId: null,
          ilvl: null,
          isNumbered: false,
        });
        if (selfClosing) paragraphs.pop();
        break;
      case 'w:pPr':
      case 'w:rPr':
        if (!selfClosing) inProperties++;
        break;
      case 'w:pStyle':
        if (paragraph) paragraph.style = readAttribute(attributes, 'w:val');
        break;
      case 'w:sz':
        if (paragraph) paragraph.size = Number(readAttribute(attributes, 'w:val')) || paragraph.size;
        break;
      case 'w:numId':
        if (paragraph && inProperties > 0) paragraph.numId = readAttribute(attributes, 'w:val');
        break;
      case 'w:ilvl':
        if (paragraph && inProperties > 0) paragraph.ilvl = Number(readAttribute(attributes, 'w:val')) || 0;
        break;
      case 'w:pageBreakBefore':
        if (isOn(attributes)) pendingBreak ??= 'page';
        break;
      case 'w:t':
        inText = !selfClosing;
        break;
      case 'w:tab':
        if (inProperties === 0 && paragraph) paragraph.text += ' ';
        break;
      case 'w:noBreakHyphen':
        if (paragraph) paragraph.text += '-';
        break;
      case 'w:footnoteReference':
        if (paragraph) paragraph.footnotes.push(readAttribute(attributes, 'w:id') ?? '');
        break;
      case 'w:br':
      case 'w:cr': {
        if (!paragraph) break;
        const type = readAttribute(attributes, 'w:type');
        if (type === 'page' || type === 'column') {
          flush(paragraph);
          pendingBreak = 'page';
        } else if (paragraph.rowDepth > 0) paragraph.text += ' ';
        else flush(paragraph);
        break;
      }
      case 'w:lastRenderedPageBreak':
        if (paragraph && paragraph.rowDepth === 0) flush(paragraph);
        pendingBreak ??= 'rendered';
        break;
      case 'w:sectPr':
        // A paragraph-level sectPr ends a section; the next one starts a page unless it is continuous.
        if (inProperties > 0 && sectionStartsNewPage[++sectionIndex] !== false) endsSection = true;
        break;
      case 'w:tr':
        rows.push({ cells: [], style: null, footnotes: [] });
        break;
      case 'w:tc':
        rows.at(-1)?.cells.push('');
        break;
    }
  }
  return lines;
}

/** For each section in order, whether it starts on a new page (w:type other than continuous). */
export function readSectionStarts(xml: string): boolean[] {
  return [...xml.matchAll(/<w:sectPr\b[^>]*?(?:\/>|>([\s\S]*?)<\/w:sectPr>)/g)].map((match) => {
    const type = /<w:type w:val="(\w+)"/.exec(match[1] ?? '')?.[1];
    return type !== 'continuous';
  });
}
