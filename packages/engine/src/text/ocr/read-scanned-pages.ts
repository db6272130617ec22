import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PrintedLine } from '../pdf/build-lines';
import { checkOcrTools } from './check-ocr-tools';
import { findImagePages, passwordArgs } from './find-image-pages';
import { withOcrSlot } from './limit-concurrency';
import { readOcrConfig, type OcrConfig } from './ocr-config';
import { ocrMessages } from './ocr-messages';
import { makeOcrFolder, removeOcrFolder, whileReading } from './ocr-folders';
import { recognisePage } from './recognise-page';
import { runTool, ToolMissingError } from './run-tool';

/** The longest side of a page image: 300 dpi on A4, and a bound on memory for odd page sizes. */
const LONG_SIDE_PX = 3508;
const RENDER_TIMEOUT_MS = 30_000;
const RECOGNISE_TIMEOUT_MS = 90_000;

/** Who asks, and how much OCR one document may have. */
export interface OcrRequest {
  password: string | undefined;
  signal: AbortSignal;
  /** An organisation: OCR slots are shared round robin between owners (limit-concurrency.ts). */
  owner: string;
  /** More pages to recognise than this: the document is refused before any is read. */
  maxPages: number;
  /** Called once with the number of pages about to be recognised (the reader extends its deadline). */
  onStart: (pages: number) => void;
}

export type ScannedPages =
  | { status: 'read'; pages: Map<number, PrintedLine[]> }
  /** OCR is switched off, or tesseract (with Dutch), pdftoppm or poppler is not installed. */
  | { status: 'unavailable' };

/**
 * Reads pages that have no text layer with tesseract: pdftoppm draws each page at 300 dpi in grey,
 * tesseract (Dutch) returns its words with boxes, and lines are rebuilt from those
 * (recognise-page.ts). Pages without an image are skipped (blank); more than `maxPages` to read is
 * refused; at most two pages run at once, shared fairly between owners; every process dies with the
 * document's deadline, its client or the server; and the temporary folder (the PDF and page
 * images) is always removed. A page whose recognition fails stays empty rather than failing the
 * document; the empty-page warning then names it.
 */
export async function readScannedPages(
  bytes: Uint8Array,
  pageNumbers: number[],
  request: OcrRequest,
  config: OcrConfig = readOcrConfig(),
): Promise<ScannedPages> {
  if (!config.isEnabled || pageNumbers.length === 0) return { status: 'unavailable' };
  if (!(await checkOcrTools(config))) return { status: 'unavailable' };
  // Stopping the server stops the OCR of every document too (ocr-folders.ts).
  const signal = whileReading(request.signal);
  const { password } = request;
  signal.throwIfAborted();
  const dir = await makeOcrFolder();
  try {
    await writeFile(join(dir, 'in.pdf'), bytes, { mode: 0o600 });
    const withImage = await findImagePages(config.pdfimages, pageNumbers, password, dir, signal);
    const todo = withImage ? pageNumbers.filter((page) => withImage.has(page)) : pageNumbers;
    if (todo.length > request.maxPages) throw ocrMessages.tooManyPages(todo.length, request.maxPages);
    if (todo.length > 0) request.onStart(todo.length);
    const pages = new Map<number, PrintedLine[]>();
    let isMissing = false;
    await Promise.all(
      todo.map((page) =>
        withOcrSlot(() => readPage(config, page, password, dir, signal), signal, request.owner).then(
          (lines) => pages.set(page, lines),
          (error: unknown) => {
            if (error instanceof ToolMissingError) isMissing = true;
          },
        ),
      ),
    );
    signal.throwIfAborted();
    return isMissing ? { status: 'unavailable' } : { status: 'read', pages };
  } finally {
    await removeOcrFolder(dir);
  }
}

async function readPage(
  config: OcrConfig,
  page: number,
  password: string | undefined,
  cwd: string,
  signal: AbortSignal,
): Promise<PrintedLine[]> {
  const image = `page-${page}`;
  const range = ['-f', String(page), '-l', String(page)];
  const render = [...range, '-scale-to', String(LONG_SIDE_PX), '-gray', '-singlefile'];
  await runTool(config.pdftoppm, [...render, ...passwordArgs(password), 'in.pdf', image], {
    cwd,
    signal,
    timeoutMs: RENDER_TIMEOUT_MS,
  });
  try {
    const tesseract = (path: string, options: string[]) =>
      runTool(config.tesseract, [path, 'stdout', '-l', config.language, ...options], {
        cwd,
        signal,
        timeoutMs: RECOGNISE_TIMEOUT_MS,
      });
    return await recognisePage(join(cwd, `${image}.pgm`), tesseract);
  } finally {
    // A 300-dpi page is 9 MB: gone as soon as it is read, not at the end of a 150-page document.
    await rm(join(cwd, `${image}.pgm`), { force: true });
  }
}
