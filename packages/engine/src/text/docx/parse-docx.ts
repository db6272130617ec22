/**
 * Word 2007+ (.docx) from bytes to pages. Runs in the Word worker thread (docx-text-worker.ts),
 * which Node loads without a bundler: value imports name their `.ts` file, and every file this
 * one loads is plain enough for Node's type stripping.
 */
import type { DocumentText } from '../../types';
import { documentErrors } from '../document-errors.ts';
import { normaliseLine } from '../normalise-text.ts';
import { pickFirstLineTitle } from '../pdf/pick-pdf-title.ts';
import { makePages } from '../split-furniture.ts';
import { paginateDocx, readGeometry } from './paginate-docx.ts';
import { parseBody, readSectionStarts } from './parse-body.ts';
import { readFootnotes } from './read-footnotes.ts';
import { readNumbering } from './read-numbering.ts';
import { readStyles } from './read-styles.ts';
import { readZip } from './read-zip.ts';

export type DocxReadResult = Pick<DocumentText, 'pages' | 'warnings' | 'title' | 'isPaginated'>;

const DOCUMENT = 'word/document.xml';
const STYLES = 'word/styles.xml';
const FOOTNOTES = 'word/footnotes.xml';
const NUMBERING = 'word/numbering.xml';
const CONTENT_TYPES = '[Content_Types].xml';

/** Checks the archive, then reads the body with page breaks (see paginate-docx.ts). */
export async function parseDocx(bytes: Uint8Array): Promise<DocxReadResult> {
  const zip = await readZip(bytes, [DOCUMENT, STYLES, FOOTNOTES, NUMBERING]);
  const xml = zip.parts.get(DOCUMENT);
  if (!zip.names.has(CONTENT_TYPES) || xml === undefined) throw documentErrors.notWord();
  const { styles, defaults } = readStyles(zip.parts.get(STYLES));
  const lists = {
    numbering: readNumbering(zip.parts.get(NUMBERING)),
    styleList: (id: string) => styles.get(id),
  };
  const lines = parseBody(xml, readSectionStarts(xml), lists).map((line) => ({
    ...line,
    text: normaliseLine(line.text),
  }));
  if (lines.every((line) => !line.text)) throw documentErrors.empty();
  const hasRenderedBreaks = lines.some((line) => line.breakBefore === 'rendered');
  const footnotes = readFootnotes(
    zip.parts.get(FOOTNOTES),
    lines.flatMap((line) => line.footnotes),
  );
  const pageLines = paginateDocx(lines, {
    styles,
    defaults,
    footnotes,
    geometry: readGeometry(xml),
    hasRenderedBreaks,
  }).map((page) => page.map(normaliseLine));
  const pages = makePages(pageLines);
  const warnings = hasRenderedBreaks ? [] : [ESTIMATED_PAGES_WARNING];
  return { pages, warnings, title: pickFirstLineTitle(pages), isPaginated: true };
}

const ESTIMATED_PAGES_WARNING =
  'Het Word-document bevat geen opgeslagen pagina-indeling; paginanummers zijn geschat en kunnen iets afwijken van de afgedrukte versie.';
