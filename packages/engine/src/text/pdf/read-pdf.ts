import { getResolvedPDFJS } from 'unpdf';
import type { DocumentText } from '../../types';
import { documentErrors } from '../document-errors';
import { normaliseLines } from '../normalise-text';
import { splitFurniture } from '../split-furniture';
import { buildLines, type PositionedText } from './build-lines';
import { hasEndOfFile } from './has-end-of-file';
import { pickPdfTitle } from './pick-pdf-title';

type PdfReadResult = Pick<DocumentText, 'pages' | 'warnings' | 'title'>;

/** Non-whitespace characters below which a whole PDF counts as a scan without a text layer. */
const MIN_TEXT_CHARS = 40;

/**
 * Reads a PDF's text layer page by page. Pages are physical (1 = first page the viewer shows).
 * pdf.js runs with fonts, eval and images off: only the text layer is needed.
 */
export async function readPdf(
  bytes: Uint8Array,
  password: string | undefined,
  signal: AbortSignal,
): Promise<PdfReadResult> {
  // pdf.js repairs broken files silently; a missing %%EOF means the download or copy stopped early.
  if (!hasEndOfFile(bytes)) throw documentErrors.truncated();
  const pdfjs = await getResolvedPDFJS();
  const task = pdfjs.getDocument({
    // pdf.js may detach the buffer it gets; the caller's bytes must stay intact.
    data: bytes.slice(),
    password,
    disableFontFace: true,
    useSystemFonts: false,
    fontExtraProperties: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    enableXfa: false,
    verbosity: 0,
  });
  const abort = () => void task.destroy();
  signal.addEventListener('abort', abort, { once: true });
  try {
    const pdf = await task.promise.catch((error: unknown) => {
      throw translatePdfError(error, password);
    });
    const pageLines: string[][] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      if (signal.aborted) throw documentErrors.timeout();
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      pageLines.push(normaliseLines(buildLines(content.items.flatMap(toPositioned))));
      page.cleanup();
    }
    const textChars = pageLines.flat().join('').replace(/\s/g, '').length;
    if (textChars < MIN_TEXT_CHARS) throw documentErrors.noText();
    const pages = splitFurniture(pageLines);
    const metadata = await pdf.getMetadata().catch(() => null);
    const title = pickPdfTitle((metadata?.info as { Title?: unknown } | undefined)?.Title, pages);
    return { pages, warnings: warnEmptyPages(pageLines), title };
  } catch (error) {
    if (signal.aborted) throw documentErrors.timeout();
    throw translatePdfError(error, password);
  } finally {
    signal.removeEventListener('abort', abort);
    await task.destroy();
  }
}

function toPositioned(item: unknown): PositionedText[] {
  const text = item as { str?: string; transform?: number[]; width?: number };
  if (typeof text.str !== 'string' || !text.transform) return [];
  const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = text.transform;
  const size = Math.hypot(c, d) || Math.hypot(a, b) || 10;
  return [{ str: text.str, x, y, width: text.width ?? 0, size }];
}

function translatePdfError(error: unknown, password: string | undefined): Error {
  if (error instanceof Error && error.name === 'DocumentError') return error;
  const name = (error as { name?: string } | null)?.name;
  const code = (error as { code?: number } | null)?.code;
  if (name === 'PasswordException') {
    // code 2 = INCORRECT_PASSWORD; code 1 = NEED_PASSWORD (also when an empty password was given).
    return code === 2 && password ? documentErrors.wrongPassword() : documentErrors.encrypted();
  }
  return documentErrors.truncated();
}

function warnEmptyPages(pageLines: string[][]): string[] {
  const empty = pageLines.flatMap((lines, i) => (lines.length === 0 ? [i + 1] : []));
  if (empty.length === 0) return [];
  return [
    `Pagina ${empty.join(', ')} bevat geen tekst (mogelijk een scan of een lege pagina); daar wordt niets uit gelezen.`,
  ];
}
