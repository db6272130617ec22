/**
 * Renders a CaoDocument to a PDF with pdfkit in a given house style: page size, margins, fonts,
 * inline or stand-alone headings, table rules, running header/footer, footnotes and a table of
 * contents whose page numbers come from a first pass.
 */
import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Align, Block, CaoDocument } from './model';

export interface PdfStyle {
  size: string | [number, number];
  layout?: 'portrait' | 'landscape';
  margins: { top: number; bottom: number; left: number; right: number };
  /** Standard PDF font names or TTF paths (a missing TTF falls back to `fallback`). */
  fonts: { regular: string; bold: string; italic: string };
  fallback: { regular: string; bold: string; italic: string };
  size_body: number;
  size_heading: number;
  size_chapter: number;
  lineGap: number;
  paragraphGap: number;
  align: 'left' | 'justify';
  chapterNewPage: boolean;
  /** Upper-case chapter headings ("HOOFDSTUK 3 – ARBEIDSDUUR"). */
  chapterUpper?: boolean;
  tocLevels: 1 | 2;
  indent: number;
  tableRules: 'grid' | 'rows' | 'none';
  tableSize: number;
  /** Cell padding (default 3 pt). */
  tablePad?: number;
  header?: (page: number, total: number) => string;
  footer?: (page: number, total: number) => string;
}

type Toc = Array<{ level: 1 | 2; text: string; page: number }>;

function resolveFonts(style: PdfStyle): PdfStyle['fonts'] {
  const pick = (font: string, fallback: string): string =>
    font.endsWith('.ttf') && !existsSync(font) ? fallback : font;
  return {
    regular: pick(style.fonts.regular, style.fallback.regular),
    bold: pick(style.fonts.bold, style.fallback.bold),
    italic: pick(style.fonts.italic, style.fallback.italic),
  };
}

function renderPass(
  cao: CaoDocument,
  style: PdfStyle,
  tocIn: Toc | null,
): { pdf: PDFKit.PDFDocument; toc: Toc } {
  const doc = new PDFDocument({
    size: style.size,
    layout: style.layout ?? 'portrait',
    margins: style.margins,
    bufferPages: true,
    autoFirstPage: true,
    // A fixed date keeps regenerated files byte-identical.
    info: {
      Title: cao.title,
      Author: 'Fictieve cao voor testdoeleinden',
      CreationDate: new Date('2025-01-01T00:00:00Z'),
    },
  });
  const fonts = resolveFonts(style);
  doc.registerFont('R', fonts.regular);
  doc.registerFont('B', fonts.bold);
  doc.registerFont('I', fonts.italic);
  const toc: Toc = [];
  const left = style.margins.left;
  const width = doc.page.width - style.margins.left - style.margins.right;
  const bottom = (): number => doc.page.height - doc.page.margins.bottom;
  const pageNo = (): number => doc.bufferedPageRange().start + doc.bufferedPageRange().count;
  let reserved = 0; // footnote space at the foot of the current page
  let footnoteY = 0;
  doc.on('pageAdded', () => {
    reserved = 0;
    doc.page.margins.bottom = style.margins.bottom;
  });
  const newPage = (): void => {
    doc.addPage();
  };
  const ensure = (height: number): void => {
    if (doc.y + height > bottom()) newPage();
  };
  const body = (font: 'R' | 'B' | 'I' = 'R', size = style.size_body): void => {
    doc.font(font).fontSize(size);
  };
  const textOpts = { width, align: style.align, lineGap: style.lineGap } as const;

  const placeFootnote = (text: string): void => {
    body('R', style.size_body - 2);
    const h = doc.heightOfString(text, { width }) + 4;
    if (reserved === 0) footnoteY = doc.page.height - style.margins.bottom;
    footnoteY -= h;
    reserved += h;
    const y = doc.y;
    doc.page.margins.bottom = 0; // the footnote sits below the text area: no automatic page break
    doc.text(text, left, footnoteY + 2, { width, lineBreak: true });
    doc.page.margins.bottom = style.margins.bottom + reserved;
    doc.x = left;
    doc.y = y;
  };

  const drawTable = (block: Extract<Block, { t: 'table' }>): void => {
    const total = block.widths.reduce((a, b) => a + b, 0);
    const cols = block.widths.map((w) => (w / total) * width);
    const pad = style.tablePad ?? 3;
    const drawRow = (cells: string[], bold: boolean): void => {
      body(bold ? 'B' : 'R', style.tableSize);
      const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: (cols[i] ?? 0) - 2 * pad }));
      const h = Math.max(...heights) + 2 * pad;
      if (doc.y + h > bottom()) {
        newPage();
        if (!bold && block.head) for (const head of block.head) drawRow(head, true);
        body(bold ? 'B' : 'R', style.tableSize);
      }
      const y = doc.y;
      let x = left;
      cells.forEach((cell, i) => {
        const w = cols[i] ?? 0;
        const align: Align = block.align?.[i] ?? 'l';
        doc.text(cell, x + pad, y + pad, {
          width: w - 2 * pad,
          align: align === 'r' ? 'right' : align === 'c' ? 'center' : 'left',
          lineBreak: true,
        });
        if (style.tableRules === 'grid') doc.rect(x, y, w, h).lineWidth(0.5).stroke();
        x += w;
      });
      if (style.tableRules === 'rows') {
        doc
          .moveTo(left, y + h)
          .lineTo(left + width, y + h)
          .lineWidth(bold ? 1 : 0.3)
          .stroke();
      }
      doc.x = left;
      doc.y = y + h;
    };
    if (block.caption) {
      body('B');
      ensure(doc.heightOfString(block.caption, { width }) + 40);
      doc.text(block.caption, left, doc.y, { width });
      doc.moveDown(0.3);
    } else ensure(40);
    for (const head of block.head ?? []) drawRow(head, true);
    for (const row of block.rows) drawRow(row, false);
    doc.y += style.paragraphGap;
  };

  for (const block of cao.blocks) {
    doc.x = left;
    switch (block.t) {
      case 'title': {
        doc.y = doc.page.height * 0.28;
        block.lines.forEach((line, i) => {
          body(i === 0 ? 'B' : 'R', i === 0 ? style.size_chapter + 6 : style.size_heading);
          doc.text(line, left, doc.y, { width, align: 'center' });
          doc.moveDown(0.8);
        });
        newPage();
        break;
      }
      case 'toc': {
        body('B', style.size_chapter);
        doc.text(block.title, left, doc.y, { width });
        doc.moveDown(0.6);
        for (const entry of tocIn ?? []) {
          if (entry.level > style.tocLevels) continue;
          body(entry.level === 1 ? 'B' : 'R');
          const indent = entry.level === 1 ? 0 : style.indent;
          ensure(doc.currentLineHeight(true) + 2);
          const y = doc.y;
          doc.text(entry.text, left + indent, y, { width: width - indent - 40, lineBreak: false });
          doc.text(String(entry.page), left, y, { width, align: 'right', lineBreak: false });
          doc.x = left;
          doc.y = y + doc.currentLineHeight(true) + 2;
        }
        newPage();
        break;
      }
      case 'chapter': {
        if (block.newPage ?? style.chapterNewPage) {
          if (doc.y > style.margins.top + 1) newPage();
        } else doc.moveDown(0.8);
        body('B', style.size_chapter);
        const text = style.chapterUpper ? block.text.toUpperCase() : block.text;
        ensure(doc.heightOfString(text, { width }) + 60);
        toc.push({ level: 1, text: block.text, page: pageNo() });
        doc.text(text, left, doc.y, { width });
        doc.moveDown(0.5);
        break;
      }
      case 'h': {
        body('B', style.size_heading);
        ensure(doc.heightOfString(block.text, { width }) + 3 * doc.currentLineHeight(true));
        doc.moveDown(0.3);
        toc.push({ level: 2, text: block.text, page: pageNo() });
        doc.text(block.text, left, doc.y, { width });
        doc.moveDown(0.2);
        break;
      }
      case 'p':
      case 'li': {
        const indent = block.t === 'li' ? style.indent * (block.level ?? 1) : 0;
        body(block.t === 'p' && block.italic ? 'I' : 'R');
        if (block.fn) {
          // Keep the paragraph and its footnote on one page.
          const own = doc.heightOfString((block.lead ?? '') + block.text, {
            ...textOpts,
            width: width - indent,
          });
          body('R', style.size_body - 2);
          const note = doc.heightOfString(block.fn, { width }) + 8;
          body(block.t === 'p' && block.italic ? 'I' : 'R');
          ensure(own + note);
        }
        ensure(2 * doc.currentLineHeight(true));
        if (block.lead) toc.push({ level: 2, text: block.lead.replace(/[.:]$/, ''), page: pageNo() });
        const y = doc.y;
        if (block.t === 'li') {
          body('R');
          doc.text(block.n, left + indent - style.indent, y, { width: style.indent, lineBreak: false });
        }
        doc.x = left + indent;
        doc.y = y;
        const opts = { ...textOpts, width: width - indent };
        if (block.lead) {
          body('B');
          doc.text(`${block.lead} `, left + indent, y, { ...opts, continued: true });
          body(block.t === 'p' && block.italic ? 'I' : 'R');
          doc.text(block.text, opts);
        } else doc.text(block.text, left + indent, y, opts);
        doc.x = left;
        doc.y += style.paragraphGap;
        if (block.fn) placeFootnote(block.fn);
        break;
      }
      case 'table':
        drawTable(block);
        break;
      case 'break':
        newPage();
        break;
    }
  }

  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    if (i === 0) continue; // title page: no running header/footer
    const saved = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    body('R', style.size_body - 2);
    const header = style.header?.(i + 1, range.count);
    if (header) doc.text(header, left, style.margins.top / 2, { width, align: 'right', lineBreak: false });
    const footer = style.footer?.(i + 1, range.count);
    if (footer) {
      doc.text(footer, left, doc.page.height - style.margins.bottom / 2 - 6, {
        width,
        align: 'center',
        lineBreak: false,
      });
    }
    doc.page.margins.bottom = saved;
  }
  return { pdf: doc, toc };
}

async function toBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/** Two passes: the first finds the pages of the headings, the second prints them in the TOC. */
export async function renderPdf(cao: CaoDocument, style: PdfStyle): Promise<Buffer> {
  const first = renderPass(cao, style, null);
  await toBuffer(first.pdf);
  const second = renderPass(cao, style, first.toc);
  const moved = second.toc.some((entry, i) => entry.page !== first.toc[i]?.page);
  if (moved) {
    const third = renderPass(cao, style, second.toc);
    return toBuffer(third.pdf);
  }
  return toBuffer(second.pdf);
}
