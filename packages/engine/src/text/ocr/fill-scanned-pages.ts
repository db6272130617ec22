import { DocumentError } from '../../types';
import type { PrintedLine } from '../pdf/build-lines';
import { ocrMessages } from './ocr-messages';
import { readScannedPages, type OcrRequest } from './read-scanned-pages';

/** Fewer non-space characters than this on a page: (almost) no text layer, so it may be a scan. */
const MIN_PAGE_CHARS = 40;
/**
 * Time allowed per page to recognise on top of the default read deadline. Measured ~1 s a page
 * with two pages at a time; four leaves room for a second scan read at once and a busy machine.
 */
export const OCR_MS_PER_PAGE = 4000;
/** But never more than this per document: OCR is shared, and a cao of 150 scanned pages fits. */
export const MAX_OCR_MS = 10 * 60 * 1000;
/** Scanned pages one document may have read by OCR (a long cao has about 150 pages). */
export const MAX_OCR_PAGES = 200;

export interface FilledPages {
  pageLines: PrintedLine[][];
  warnings: string[];
  /** What OCR did: nothing to do, read pages, or could not run (not installed, switched off). */
  ocr: 'none' | 'read' | 'unavailable';
}

/**
 * Gives the pages of a PDF that have (almost) no text layer the text tesseract reads from their
 * image; pages with a text layer are never touched, so a mixed PDF only OCRs its scanned pages.
 * The OCR text replaces a page's few characters (a stamped page number) only when it has more.
 */
export async function fillScannedPages(
  bytes: Uint8Array,
  pageLines: PrintedLine[][],
  request: OcrRequest,
): Promise<FilledPages> {
  const textless = pageLines.flatMap((lines, i) => (countChars(lines) < MIN_PAGE_CHARS ? [i + 1] : []));
  if (textless.length === 0) return { pageLines, warnings: [], ocr: 'none' };
  const scanned = await readScannedPages(bytes, textless, request).catch((error: unknown) => {
    // No room for the temporary files and the like: the document is read as if OCR were absent.
    if (request.signal.aborted || error instanceof DocumentError) throw error;
    return { status: 'unavailable' } as const;
  });
  if (scanned.status === 'unavailable') return { pageLines, warnings: [], ocr: 'unavailable' };
  const read: number[] = [];
  const filled = pageLines.map((lines, i) => {
    const ocrLines = scanned.pages.get(i + 1);
    if (!ocrLines || countChars(ocrLines) <= countChars(lines)) return lines;
    read.push(i + 1);
    return ocrLines;
  });
  if (read.length === 0) return { pageLines, warnings: [], ocr: scanned.pages.size > 0 ? 'read' : 'none' };
  return { pageLines: filled, warnings: [ocrMessages.warning(read, pageLines.length)], ocr: 'read' };
}

export function countChars(lines: PrintedLine[]): number {
  return lines.reduce((sum, line) => sum + line.text.replace(/\s/g, '').length, 0);
}
