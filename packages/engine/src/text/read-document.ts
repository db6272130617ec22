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
  let timer: NodeJS.Timeout | undefined;
  let arm = (): void => undefined;
  const timeout = new Promise<never>((_, reject) => {
    arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        controller.abort();
        reject(documentErrors.timeout());
      }, deadline - Date.now());
    };
    arm();
  });
  // A scan is read by OCR at about a second a page: the default deadline (not one the caller set)
  // grows with the pages to recognise, or no cao of real length could be read.
  const extendDeadline = (ms: number) => {
    if (options.timeoutMs !== undefined || controller.signal.aborted) return;
    deadline += ms;
    arm();
  };
  try {
    const result = await Promise.race([
      readFormat(format, input, options, controller.signal, extendDeadline),
      timeout,
    ]);
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
  }
}

function readFormat(
  format: DocumentFormat,
  input: Uint8Array,
  options: ReadDocumentOptions,
  signal: AbortSignal,
  extendDeadline: (ms: number) => void,
): Promise<FormatResult> {
  switch (format) {
    case 'pdf':
      return readPdf(input, options.password, signal, extendDeadline);
    case 'docx':
      return readDocx(input, signal);
    case 'doc':
      return readDoc(input, signal);
    case 'txt':
      return Promise.resolve(readTxt(input));
  }
}

function fallbackError(format: DocumentFormat): DocumentError {
  if (format === 'pdf') return documentErrors.truncated();
  if (format === 'docx' || format === 'doc') return documentErrors.corruptWord();
  return documentErrors.unsupported();
}
