/**
 * Renders a CaoDocument to a DOCX with the `docx` library: Word headings, hanging-indent lids,
 * real Word tables, footnotes, header/footer and explicit page breaks before chapters. The table of
 * contents is static text; its page numbers are filled in by the caller from a first reading.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  FootnoteReferenceRun,
  Header,
  HeadingLevel,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
} from 'docx';
import type { CaoDocument } from './model';

export interface DocxStyle {
  font: string;
  /** Half-points (22 = 11 pt). */
  size: number;
  header: string;
  footer: string;
}

export type DocxToc = Array<{ level: 1 | 2; text: string; page: number }>;

/** Headings in document order, for the TOC (pages unknown until the file has been read). */
export function listHeadings(cao: CaoDocument): Array<{ level: 1 | 2; text: string }> {
  const out: Array<{ level: 1 | 2; text: string }> = [];
  for (const block of cao.blocks) {
    if (block.t === 'chapter') out.push({ level: 1, text: block.text });
    if (block.t === 'h') out.push({ level: 2, text: block.text });
  }
  return out;
}

function cellBorders() {
  const line = { style: BorderStyle.SINGLE, size: 4, color: '808080' };
  return { top: line, bottom: line, left: line, right: line };
}

export async function renderDocx(cao: CaoDocument, style: DocxStyle, toc: DocxToc): Promise<Buffer> {
  const children: Array<Paragraph | Table> = [];
  const footnotes: Record<number, { children: Paragraph[] }> = {};
  let pageBreakNext = false;
  const para = (
    runs: Array<TextRun | FootnoteReferenceRun>,
    extra: Record<string, unknown> = {},
  ): Paragraph => {
    const paragraph = new Paragraph({
      children: runs,
      pageBreakBefore: pageBreakNext,
      spacing: { after: 120 },
      ...extra,
    });
    pageBreakNext = false;
    return paragraph;
  };
  const note = (text: string | undefined): FootnoteReferenceRun[] => {
    if (!text) return [];
    const id = Object.keys(footnotes).length + 1;
    footnotes[id] = { children: [new Paragraph({ children: [new TextRun(text)] })] };
    return [new FootnoteReferenceRun(id)];
  };
  for (const block of cao.blocks) {
    switch (block.t) {
      case 'title':
        block.lines.forEach((line, i) => {
          children.push(
            new Paragraph({
              alignment: AlignmentType.CENTER,
              spacing: { before: i === 0 ? 3000 : 240, after: 240 },
              children: [new TextRun({ text: line, bold: i === 0, size: i === 0 ? 40 : 28 })],
            }),
          );
        });
        pageBreakNext = true;
        break;
      case 'toc':
        children.push(para([new TextRun({ text: block.title, bold: true, size: 32 })]));
        for (const entry of toc) {
          children.push(
            new Paragraph({
              tabStops: [{ type: TabStopType.RIGHT, position: 9000, leader: 'dot' }],
              indent: { left: entry.level === 1 ? 0 : 360 },
              children: [new TextRun({ text: `${entry.text}\t${entry.page}`, bold: entry.level === 1 })],
            }),
          );
        }
        pageBreakNext = true;
        break;
      case 'chapter':
        children.push(
          para([new TextRun(block.text)], {
            heading: HeadingLevel.HEADING_1,
            pageBreakBefore: pageBreakNext || (block.newPage ?? true),
          }),
        );
        pageBreakNext = false;
        break;
      case 'h':
        children.push(para([new TextRun(block.text)], { heading: HeadingLevel.HEADING_2, keepNext: true }));
        break;
      case 'p':
        children.push(
          para([
            ...(block.lead ? [new TextRun({ text: `${block.lead} `, bold: true })] : []),
            new TextRun({ text: block.text, italics: block.italic ?? false }),
            ...note(block.fn),
          ]),
        );
        break;
      case 'li': {
        const left = 567 * (block.level ?? 1);
        children.push(
          para([new TextRun(`${block.n}\t${block.text}`), ...note(block.fn)], {
            indent: { left, hanging: 567 },
            tabStops: [{ type: TabStopType.LEFT, position: left }],
          }),
        );
        break;
      }
      case 'table': {
        if (block.caption)
          children.push(para([new TextRun({ text: block.caption, bold: true })], { keepNext: true }));
        const total = block.widths.reduce((a, b) => a + b, 0);
        const row = (cells: string[], bold: boolean, header: boolean): TableRow =>
          new TableRow({
            tableHeader: header,
            children: cells.map(
              (cell, i) =>
                new TableCell({
                  borders: cellBorders(),
                  width: { size: Math.round(((block.widths[i] ?? 1) / total) * 9000), type: WidthType.DXA },
                  children: [
                    new Paragraph({
                      alignment: block.align?.[i] === 'r' ? AlignmentType.RIGHT : AlignmentType.LEFT,
                      children: [new TextRun({ text: cell, bold, size: style.size - 2 })],
                    }),
                  ],
                }),
            ),
          });
        children.push(
          new Table({
            width: { size: 9000, type: WidthType.DXA },
            rows: [
              ...(block.head ?? []).map((cells) => row(cells, true, true)),
              ...block.rows.map((cells) => row(cells, false, false)),
            ],
          }),
        );
        children.push(para([]));
        break;
      }
      case 'break':
        pageBreakNext = true;
        break;
    }
  }
  const document = new Document({
    creator: 'Fictieve cao voor testdoeleinden',
    title: cao.title,
    styles: { default: { document: { run: { font: style.font, size: style.size } } } },
    footnotes,
    sections: [
      {
        properties: { titlePage: true },
        headers: {
          default: new Header({
            children: [
              new Paragraph({ alignment: AlignmentType.RIGHT, children: [new TextRun(style.header)] }),
            ],
          }),
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [
                  new TextRun(`${style.footer} – pagina `),
                  new TextRun({ children: [PageNumber.CURRENT] }),
                ],
              }),
            ],
          }),
        },
        children,
      },
    ],
  });
  return Packer.toBuffer(document);
}
