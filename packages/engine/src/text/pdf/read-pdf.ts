import type { DocumentText } from '../../types';
import { documentErrors } from '../document-errors';
import { splitFurniture } from '../split-furniture';
import type { PrintedLine } from './build-lines';
import { hasEndOfFile } from './has-end-of-file';
import { pickPdfTitle } from './pick-pdf-title';
import { tightBytes, type WorkerFailure } from '../worker-pool';
import { pdfPool } from './pdf-pool';
import { countChars, fillScannedPages, type FilledPages } from '../ocr/fill-scanned-pages';
import { ocrMessages } from '../ocr/ocr-messages';
import type { OcrRequest } from '../ocr/read-scanned-pages';
import { MAX_PDF_PAGES, TOO_MANY_PAGES, type PdfTextPages } from './pdf-text-worker';

type PdfReadResult = Pick<DocumentText, 'pages' | 'warnings' | 'title'>;

/** Non-whitespace characters below which a whole PDF (after OCR) counts as a scan without text. */
const MIN_TEXT_CHARS = 40;

/**
 * Reads a PDF's text layer page by page (pdf.js in a worker thread); pages without one are read
 * with OCR when tesseract is installed (ocr/). Pages are physical (1 = the first page a viewer shows).
 */
export async function readPdf(bytes: Uint8Array, request: OcrRequest): Promise<PdfReadResult> {
  const { password, signal } = request;
  // pdf.js repairs broken files silently; a missing %%EOF means the download or copy stopped early.
  if (!hasEndOfFile(bytes)) throw documentErrors.truncated();
  const text = await readTextPages(tightBytes(bytes), password, signal);
  const filled = await fillScannedPages(bytes, text.pages, request).catch((error: unknown) => {
    throw signal.aborted ? documentErrors.timeout() : error;
  });
  const pageLines = filled.pageLines;
  if (countChars(pageLines.flat()) < MIN_TEXT_CHARS) throw refuseTextless(filled.ocr);
  const pages = splitFurniture(pageLines);
  return {
    pages,
    warnings: [...filled.warnings, ...warnEmptyPages(pageLines)],
    title: pickPdfTitle(text.metadataTitle, pages),
  };
}

/** Says whether OCR could not run or found nothing, so the user knows what to try. */
function refuseTextless(ocr: FilledPages['ocr']): Error {
  if (ocr === 'unavailable') return ocrMessages.unavailable();
  if (ocr === 'read') return ocrMessages.unreadable();
  return documentErrors.noText();
}

/**
 * Below this size a PDF of text has a few dozen pages at most: reading it in one thread is about as
 * fast, and a second thread would load pdf.js and parse the document again (measured with a 135 kB
 * corpus cao from a cold start: a third less CPU, less wall time too).
 */
const SPLIT_FROM_BYTES = 256 * 1024;

/**
 * Every pool thread reads an equal share of the pages (a 156-page cao is read by both cores);
 * with two documents at once the shares queue up and the cores stay busy all the same.
 */
async function readTextPages(bytes: Uint8Array, password: string | undefined, signal: AbortSignal) {
  const parts = bytes.byteLength < SPLIT_FROM_BYTES ? 1 : pdfPool.describe().size;
  const outcomes = await Promise.all(
    Array.from({ length: parts }, (_, part) => pdfPool.run({ bytes, password, part, parts }, signal)),
  );
  if (signal.aborted) throw documentErrors.timeout();
  const results: PdfTextPages[] = [];
  for (const outcome of outcomes) {
    if ('failure' in outcome) throw translateFailure(outcome.failure, password);
    results.push(outcome.result);
  }
  const pages = results.sort((a, b) => a.firstPage - b.firstPage).flatMap((result) => result.pages);
  if (pages.length !== results[0]?.pageCount) throw documentErrors.truncated();
  return { pages, metadataTitle: results.find((result) => result.metadataTitle)?.metadataTitle ?? null };
}

function translateFailure(failure: WorkerFailure, password: string | undefined): Error {
  if (failure.name === 'AbortError') return documentErrors.timeout();
  if (failure.name === TOO_MANY_PAGES) return documentErrors.tooManyPages(MAX_PDF_PAGES);
  if (failure.name === 'PasswordException') {
    // code 2 = INCORRECT_PASSWORD; code 1 = NEED_PASSWORD (also when an empty password was given).
    return failure.code === 2 && password ? documentErrors.wrongPassword() : documentErrors.encrypted();
  }
  return documentErrors.truncated();
}

function warnEmptyPages(pageLines: PrintedLine[][]): string[] {
  const empty = pageLines.flatMap((lines, i) => (lines.length === 0 ? [i + 1] : []));
  if (empty.length === 0) return [];
  const list =
    empty.length > 10 ? `${empty.slice(0, 10).join(', ')} en ${empty.length - 10} andere` : empty.join(', ');
  return [
    `Pagina ${list} bevat geen tekst (mogelijk een scan of een lege pagina); daar wordt niets uit gelezen.`,
  ];
}
