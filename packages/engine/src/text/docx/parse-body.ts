import { decodeXml, isOn, readAttribute } from './decode-xml';

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
  breakBefore: 'page' | 'rendered' | 'style' | 'section' | null;
}

const TOKEN = /<(\/?)([\w:.-]+)([^>]*?)(\/?)>|([^<]+)/g;

/**
 * Walks word/document.xml and yields its lines in reading order. Only text in w:t counts (not
 * field codes or deleted text); mc:Fallback duplicates mc:Choice and is skipped. Table cells of
 * one row are joined with a space so a row reads like the PDF's table line.
 */
export function parseBody(xml: string, sectionStartsNewPage: boolean[]): DocxLine[] {
  const lines: DocxLine[] = [];
  let text = '';
  let style: string | null = null;
  let size: number | null = null;
  let pendingBreak: DocxLine['breakBefore'] = null;
  let inText = false;
  let inProperties = 0; // inside w:pPr or w:rPr (w:tab there is a tab stop, not a tab)
  let skipDepth = 0; // inside mc:Fallback, w:instrText, w:delText
  let cellTexts: string[] | null = null;
  let tableDepth = 0;
  let rowStyle: string | null = null;
  let sectionIndex = 0;
  let endsSection = false;

  const flushParagraph = (atEnd = false) => {
    const clean = text.replace(/\s+/g, ' ').trim();
    if (cellTexts && tableDepth > 0) {
      if (clean) cellTexts[cellTexts.length - 1] = `${cellTexts.at(-1) ?? ''} ${clean}`.trim();
      rowStyle ??= style;
    } else if (clean || pendingBreak) {
      lines.push({
        text: clean,
        style,
        cells: 0,
        longestCell: 0,
        sizeHalfPoints: size,
        breakBefore: pendingBreak,
      });
      pendingBreak = null;
    }
    text = '';
    if (atEnd && endsSection) pendingBreak ??= 'section';
    if (atEnd) endsSection = false;
  };

  for (const match of xml.matchAll(TOKEN)) {
    const [, closing, name, attributes = '', selfClosing, content] = match;
    if (content !== undefined) {
      if (inText && skipDepth === 0) text += decodeXml(content);
      continue;
    }
    if (name === 'mc:Fallback' || name === 'w:instrText' || name === 'w:delText') {
      if (!selfClosing) skipDepth += closing ? -1 : 1;
      continue;
    }
    if (skipDepth > 0) continue;
    if (closing) {
      if (name === 'w:t') inText = false;
      else if (name === 'w:pPr' || name === 'w:rPr') inProperties--;
      else if (name === 'w:p') flushParagraph(true);
      else if (name === 'w:tr' && cellTexts) {
        const row = cellTexts.filter(Boolean).join(' ');
        if (row) {
          const longestCell = Math.max(...cellTexts.map((cell) => cell.length));
          lines.push({
            text: row,
            style: rowStyle,
            cells: cellTexts.length,
            longestCell,
            sizeHalfPoints: size,
            breakBefore: pendingBreak,
          });
          pendingBreak = null;
        }
        cellTexts = null;
      } else if (name === 'w:tbl') tableDepth--;
      continue;
    }
    switch (name) {
      case 'w:p':
        text = '';
        style = null;
        size = null;
        if (selfClosing) flushParagraph(true);
        break;
      case 'w:pPr':
      case 'w:rPr':
        if (!selfClosing) inProperties++;
        break;
      case 'w:pStyle':
        style = readAttribute(attributes, 'w:val');
        break;
      case 'w:sz':
        size = Number(readAttribute(attributes, 'w:val')) || size;
        break;
      case 'w:pageBreakBefore':
        if (isOn(attributes)) pendingBreak ??= 'page';
        break;
      case 'w:t':
        inText = !selfClosing;
        break;
      case 'w:tab':
        if (inProperties === 0) text += ' ';
        break;
      case 'w:noBreakHyphen':
        text += '-';
        break;
      case 'w:br':
      case 'w:cr': {
        const type = readAttribute(attributes, 'w:type');
        const isPage = type === 'page' || type === 'column';
        if (isPage || !cellTexts) {
          // A break inside a paragraph ends the printed line; a page break also starts a page.
          const styleNow: string | null = style;
          flushParagraph();
          style = styleNow;
          if (isPage) pendingBreak = 'page';
        } else text += ' ';
        break;
      }
      case 'w:lastRenderedPageBreak':
        if (!cellTexts) {
          const styleNow: string | null = style;
          flushParagraph();
          style = styleNow;
          pendingBreak ??= 'rendered';
        }
        break;
      case 'w:sectPr':
        // A paragraph-level sectPr ends a section; the next one starts a page unless it is continuous.
        if (inProperties > 0 && sectionStartsNewPage[++sectionIndex] !== false) endsSection = true;
        break;
      case 'w:tbl':
        tableDepth++;
        break;
      case 'w:tr':
        if (tableDepth === 1) {
          cellTexts = [];
          rowStyle = null;
        }
        break;
      case 'w:tc':
        if (tableDepth === 1) cellTexts?.push('');
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
