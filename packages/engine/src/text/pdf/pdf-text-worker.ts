/**
 * Runs pdf.js on one PDF and returns its printed lines, page by page. Loaded both as a module of the
 * engine (in-process fallback) and by Node directly as a worker thread, so it imports only packages,
 * types and files named with their `.ts` extension that do the same: Node strips the types itself
 * and cannot resolve our extensionless paths.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { getResolvedPDFJS } from 'unpdf';
import type { WorkerRequest, WorkerResponse } from '../worker-pool';
import { buildLines, type PositionedText, type PrintedLine } from './build-lines.ts';

export interface PdfTextInput {
  bytes: Uint8Array;
  password: string | undefined;
  /** This job reads share `part` (0-based) of `parts` equal page ranges, so threads can share a document. */
  part: number;
  parts: number;
}

export interface PdfTextPages {
  pageCount: number;
  /** 1-based number of the first page in `pages`. */
  firstPage: number;
  /** Lines are built in the thread: the threads share that work, and far less crosses to the caller. */
  pages: PrintedLine[][];
  /** Only read by part 0. */
  metadataTitle: string | null;
}

export const PDF_WORKER_KIND = 'caoscan-pdf-text';
/** A cao has a few hundred pages at most; ten thousand tiny pages only tie up the reader threads. */
export const MAX_PDF_PAGES = 2000;
export const TOO_MANY_PAGES = 'TooManyPages';

/** Only the text layer is needed: fonts are not rendered, images never decoded. */
export async function extractPdfTextPages({
  bytes,
  password,
  part,
  parts,
}: PdfTextInput): Promise<PdfTextPages> {
  const pdfjs = await getResolvedPDFJS();
  const task = pdfjs.getDocument({
    data: bytes,
    password,
    disableFontFace: true,
    useSystemFonts: false,
    fontExtraProperties: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    enableXfa: false,
    verbosity: 0,
  });
  try {
    const pdf = await task.promise;
    if (pdf.numPages > MAX_PDF_PAGES)
      throw Object.assign(new Error('too many pages'), { name: TOO_MANY_PAGES });
    const pages: PrintedLine[][] = [];
    const firstPage = Math.floor((pdf.numPages * part) / parts) + 1;
    const lastPage = Math.floor((pdf.numPages * (part + 1)) / parts);
    for (let number = firstPage; number <= lastPage; number++) {
      const page = await pdf.getPage(number);
      // pdf.js's own NFKC pass is skipped: the text layer normalises every format the same way.
      const content = await page.getTextContent({ disableNormalization: true });
      pages.push(buildLines(content.items.flatMap(toPositioned)));
      page.cleanup();
    }
    const metadata = part === 0 ? await pdf.getMetadata().catch(() => null) : null;
    const title = (metadata?.info as { Title?: unknown } | undefined)?.Title;
    return {
      pageCount: pdf.numPages,
      firstPage,
      pages,
      metadataTitle: typeof title === 'string' ? title : null,
    };
  } finally {
    await task.destroy();
  }
}

export function toPositioned(item: unknown): PositionedText[] {
  const text = item as { str?: string; transform?: number[]; width?: number };
  if (typeof text.str !== 'string' || text.str.length === 0 || !text.transform) return [];
  const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = text.transform;
  const size = Math.hypot(c, d) || Math.hypot(a, b) || 10;
  if (Math.abs(b) <= Math.abs(a) * 0.01) return [{ str: text.str, x, y, width: text.width ?? 0, size }];
  // Rotated text (a landscape table on a portrait page): measure along the text's own direction,
  // so its lines are grouped and ordered as a reader turning the page would see them.
  const angle = Math.atan2(b, a);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return [{ str: text.str, x: x * cos + y * sin, y: y * cos - x * sin, width: text.width ?? 0, size }];
}

if (parentPort && (workerData as { kind?: string } | null)?.kind === PDF_WORKER_KIND) {
  // pdf.js inflates every compressed stream through a web DecompressionStream when the platform has
  // one, and falls back to its own synchronous inflate when not. For the many small streams of a
  // text-only read, Node's web-stream path costs more (promises and stream plumbing per stream; see
  // `pnpm bench:cli`). The decoded bytes, and so the pages read, are the same.
  delete (globalThis as { DecompressionStream?: unknown }).DecompressionStream;
  const port = parentPort;
  const reply = (message: WorkerResponse<PdfTextPages>) => port.postMessage(message);
  port.on('message', ({ id, input }: WorkerRequest<PdfTextInput>) => {
    extractPdfTextPages(input).then(
      (result) => reply({ id, result }),
      (error: unknown) => {
        const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
        reply({
          id,
          failure: { name: String(name ?? 'Error'), code: typeof code === 'number' ? code : null },
        });
      },
    );
  });
  reply({ ready: true });
  // Load pdf.js while the first document is still on its way.
  getResolvedPDFJS().catch(() => undefined);
}
