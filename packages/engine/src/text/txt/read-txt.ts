import type { DocumentText } from '../../types';
import { documentErrors } from '../document-errors';
import { normaliseLines } from '../normalise-text';
import { splitFurniture } from '../split-furniture';
import { pickFirstLineTitle } from '../pdf/pick-pdf-title';
import { decodeText } from './decode-text';

type TxtReadResult = Pick<DocumentText, 'pages' | 'warnings' | 'title' | 'isPaginated'>;

/**
 * Plain text: a form feed (\f) starts a new page. Without form feeds the file has no pages to
 * cite, so everything is page 1 and `isPaginated` is false.
 */
export function readTxt(bytes: Uint8Array): TxtReadResult {
  const { text, warnings } = decodeText(bytes);
  const chunks = text.replace(/\r\n?/g, '\n').split('\f');
  const isPaginated = chunks.length > 1;
  // A trailing form feed ends the last page; it does not open an empty one.
  if (isPaginated && chunks.at(-1)?.trim() === '') chunks.pop();
  // Text with form feeds is often a PDF export (pdftotext): its running headers are in the text.
  const pages = splitFurniture(
    chunks.map((chunk) => normaliseLines(chunk.split('\n')).map((text) => ({ text }))),
  );
  if (pages.every((page) => page.lines.length === 0)) throw documentErrors.empty();
  return { pages, warnings, title: pickFirstLineTitle(pages), isPaginated };
}
