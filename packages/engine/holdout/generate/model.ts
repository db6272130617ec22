/**
 * The content of a hold-out cao, independent of the file format it is rendered to. A document is a
 * list of blocks; the renderers (render-pdf.ts, render-docx.ts) decide how each house style looks.
 */

export type Align = 'l' | 'r' | 'c';

export type Block =
  /** Title page: always a page of its own. */
  | { t: 'title'; lines: string[] }
  /** Table of contents with page numbers (two-pass render). */
  | { t: 'toc'; title: string }
  /** Chapter heading (TOC level 1). */
  | { t: 'chapter'; text: string; newPage?: boolean }
  /** Article / paragraph heading on its own line (TOC level 2 when the style asks for it). */
  | { t: 'h'; text: string }
  /** Paragraph; `lead` is an inline bold heading ("Artikel 7 – Arbeidsduur."); `fn` a footnote text. */
  | { t: 'p'; text: string; lead?: string; fn?: string; italic?: boolean }
  /** Numbered lid or sub-item with a hanging number ("1.", "(2)", "a.", "lid 3"). */
  | { t: 'li'; n: string; text: string; level?: 1 | 2; lead?: string; fn?: string }
  /** A table; `head` rows are repeated after a page break. */
  | { t: 'table'; widths: number[]; head?: string[][]; rows: string[][]; align?: Align[]; caption?: string }
  | { t: 'break' };

export interface CaoDocument {
  /** File name without extension. */
  name: string;
  title: string;
  blocks: Block[];
}
