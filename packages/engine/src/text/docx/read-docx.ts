import type { DocumentText } from '../../types';
import { documentErrors } from '../document-errors';
import { normaliseLine } from '../normalise-text';
import { pickFirstLineTitle } from '../pdf/pick-pdf-title';
import { makePages } from '../split-furniture';
import { paginateDocx, readGeometry } from './paginate-docx';
import { parseBody, readSectionStarts } from './parse-body';
import { readFootnotes } from './read-footnotes';
import { readNumbering } from './read-numbering';
import { readStyles } from './read-styles';
import { readZip } from './read-zip';

type DocxReadResult = Pick<DocumentText, 'pages' | 'warnings' | 'title' | 'isPaginated'>;

const DOCUMENT = 'word/document.xml';
const STYLES = 'word/styles.xml';
const FOOTNOTES = 'word/footnotes.xml';
const NUMBERING = 'word/numbering.xml';
const CONTENT_TYPES = '[Content_Types].xml';

/** Word 2007+ (.docx): checks the archive, then reads the body with page breaks (see paginate-docx.ts). */
export async function readDocx(bytes: Uint8Array, signal: AbortSignal): Promise<DocxReadResult> {
  const zip = await readZip(bytes, [DOCUMENT, STYLES, FOOTNOTES, NUMBERING]);
  const xml = zip.parts.get(DOCUMENT);
  if (!zip.names.has(CONTENT_TYPES) || xml === undefined) throw documentErrors.notWord();
  if (signal.aborted) throw documentErrors.timeout();
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
