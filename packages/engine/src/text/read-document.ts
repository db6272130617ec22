import { createHash } from 'node:crypto';
import type { DocumentFormat, DocumentText, ReadDocumentOptions } from '../types';
import { DocumentError } from '../types';
import { detectFormat } from './detect-format';
import { documentErrors } from './document-errors';
import { warnNameMismatch } from './name-mismatch';
import { readDoc } from './doc/read-doc';
import { readDocx } from './docx/read-docx';
import { readPdf } from './pdf/read-pdf';
import { readTxt } from './txt/read-txt';
import { MAX_OCR_MS, MAX_OCR_PAGES, OCR_MS_PER_PAGE } from './ocr/fill-scanned-pages';
import { ocrMessages } from './ocr/ocr-messages';
import type { OcrRequest } from './ocr/read-scanned-pages';

const DEFAULT_TIMEOUT_MS = 60_000;
const DEFAULT_MAX_BYTES = 52_428_800;

type FormatResult = Pick<DocumentText, 'pages' | 'warnings' | 'title'> & { isPaginated?: boolean };

/**
 * Reads a cao document (PDF, DOCX, DOC or TXT, recognised by content) into pages of lines.
 * Refuses unusable input with a DocumentError whose Dutch message can be shown to the user as is;
 * any other failure of a parser is turned into such an error too, never passed on raw.
 */
export async function readDocument(
  bytes: Uint8Array,
  options: ReadDocumentOptions = {},
): Promise<DocumentText> {
  // pdf.js refuses Node Buffers (a Uint8Array subclass): hand every parser a plain view.
  const input = Buffer.isBuffer(bytes)
    ? new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    : bytes;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  if (input.length === 0) throw documentErrors.empty();
  if (input.length > maxBytes) throw documentErrors.tooLarge(maxBytes);
  const detected = detectFormat(input);
  if (detected.kind === 'image') throw documentErrors.image(detected.image.toUpperCase());
  if (detected.kind === 'empty') throw documentErrors.empty();
  if (detected.kind === 'rtf') throw documentErrors.rtf();
  if (detected.kind === 'unknown') throw documentErrors.unsupported();
  const format: DocumentFormat = detected.kind === 'zip' ? 'docx' : detected.kind;
  const sha256 = createHash('sha256').update(input).digest('hex');

  const controller = new AbortController();
  let deadline = Date.now() + (options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  let isOcr = false;
  let timer: NodeJS.Timeout | undefined;
  let arm = (): void => undefined;
  let stop: (error: DocumentError) => void = () => undefined;
  const stopped = new Promise<never>((_, reject) => {
    stop = (error) => {
      clearTimeout(timer);
      controller.abort(error);
      reject(error);
    };
    arm = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => stop(isOcr ? ocrMessages.tooSlow(MAX_OCR_MS / 60_000) : documentErrors.timeout()),
        deadline - Date.now(),
      );
    };
    arm();
  });
  // The caller's signal (the client went away) stops the parser threads and OCR processes too.
  const onCallerAbort = () => stop(documentErrors.aborted());
  if (options.signal?.aborted) onCallerAbort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  // A scan is read by OCR at about a second a page: the default deadline (not one the caller set)
  // grows with the pages to recognise, up to MAX_OCR_MS, or no cao of real length could be read.
  const onOcrStart = (pages: number) => {
    isOcr = true;
    if (options.timeoutMs !== undefined || controller.signal.aborted) return;
    deadline += Math.min(pages * OCR_MS_PER_PAGE, MAX_OCR_MS);
    arm();
  };
  const ocr: OcrRequest = {
    password: options.password,
    signal: controller.signal,
    owner: options.owner ?? '',
    maxPages: options.maxOcrPages ?? MAX_OCR_PAGES,
    onStart: onOcrStart,
  };
  try {
    const result = await Promise.race([readFormat(format, input, ocr), stopped]);
    return {
      format,
      pages: result.pages,
      isPaginated: result.isPaginated ?? true,
      sha256,
      warnings: [...warnNameMismatch(options.filename, format), ...result.warnings],
      title: result.title,
    };
  } catch (error) {
    if (error instanceof DocumentError) throw error;
    throw fallbackError(format);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

function readFormat(format: DocumentFormat, input: Uint8Array, ocr: OcrRequest): Promise<FormatResult> {
  switch (format) {
    case 'pdf':
      return readPdf(input, ocr);
    case 'docx':
      return readDocx(input, ocr.signal);
    case 'doc':
      return readDoc(input, ocr.signal);
    case 'txt':
      return Promise.resolve(readTxt(input));
  }
}

function fallbackError(format: DocumentFormat): DocumentError {
  if (format === 'pdf') return documentErrors.truncated();
  if (format === 'docx' || format === 'doc') return documentErrors.corruptWord();
  return documentErrors.unsupported();
}
