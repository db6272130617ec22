/**
 * Dev only (tests and bench): turns a PDF into what a scanner delivers, one picture per page and
 * no text layer at all. pdftocairo draws the pages (true grey or 1-bit PNGs; pdftoppm writes RGB);
 * pdfkit puts each PNG on a page of the original size. Never use tesseract's or img2pdf's own PDF
 * output here: tesseract's adds a text layer, and the point is a PDF without one.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import PDFDocument from 'pdfkit';

const run = promisify(execFile);

export interface ImageOnlyOptions {
  /** Scan resolution; 200 is a common office-scanner default. */
  dpi?: number;
  firstPage?: number;
  lastPage?: number;
  /** 1-bit black and white (small files, like a fax or a cheap scanner) instead of grey. */
  isMono?: boolean;
}

/** A page picture and the page size it stands for (points). */
export interface PageImage {
  png: Buffer;
  width: number;
  height: number;
}

/** A page with a real text layer, for PDFs that mix typed and scanned pages. */
export interface TextPage {
  lines: string[];
}

export async function makeImageOnlyPdf(pdf: Uint8Array, options: ImageOnlyOptions = {}): Promise<Uint8Array> {
  return composePdf(await renderPageImages(pdf, options));
}

export async function renderPageImages(
  pdf: Uint8Array,
  options: ImageOnlyOptions = {},
): Promise<PageImage[]> {
  const dir = await mkdtemp(join(tmpdir(), 'caoscan-scan-'));
  try {
    await writeFile(join(dir, 'in.pdf'), pdf);
    const range = [
      ...(options.firstPage ? ['-f', String(options.firstPage)] : []),
      ...(options.lastPage ? ['-l', String(options.lastPage)] : []),
    ];
    const colour = options.isMono ? '-mono' : '-gray';
    await run('pdftocairo', ['-png', colour, '-r', String(options.dpi ?? 200), ...range, 'in.pdf', 'page'], {
      cwd: dir,
    });
    const names = (await readdir(dir)).filter((name) => name.endsWith('.png')).sort();
    const sizes = await readPageSizes(dir, options.firstPage ?? 1, names.length);
    return await Promise.all(
      names.map(async (name, i) => {
        const [width, height] = sizes[i] ?? [595, 842];
        return { png: await readFile(join(dir, name)), width, height };
      }),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Page sizes in points, so the scan keeps the original's paper size. */
async function readPageSizes(dir: string, first: number, count: number): Promise<Array<[number, number]>> {
  const last = String(first + count - 1);
  const { stdout } = await run('pdfinfo', ['-f', String(first), '-l', last, 'in.pdf'], { cwd: dir });
  const sizes = [...stdout.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+)/gm)].map(
    (m): [number, number] => [Number(m[1]), Number(m[2])],
  );
  return sizes.length === count ? sizes : Array.from({ length: count }, (): [number, number] => [595, 842]);
}

export function composePdf(pages: Array<PageImage | TextPage>): Promise<Uint8Array> {
  const doc = new PDFDocument({ autoFirstPage: false, compress: true });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  for (const page of pages) {
    if ('lines' in page) {
      doc.addPage({ size: 'A4', margin: 72 });
      doc.font('Helvetica').fontSize(11);
      for (const line of page.lines) doc.text(line);
      continue;
    }
    doc.addPage({ size: [page.width, page.height], margin: 0 });
    doc.image(page.png, 0, 0, { width: page.width, height: page.height });
  }
  doc.end();
  return done;
}

/**
 * A scan of `pageCount` identical small pages with a line of text each: for tests of the OCR
 * limits and of sharing OCR (a CI-sized stand-in for a hostile PDF of thousands of tiny pages).
 */
export async function makeRepeatedScan(pageCount: number): Promise<Uint8Array> {
  const text = await composePdf([{ lines: ['Artikel 1 Proefpagina', 'Een gescande pagina voor de test.'] }]);
  const [image] = await renderPageImages(text, { dpi: 40, isMono: true });
  if (!image) throw new Error('pdftocairo made no page image');
  return composePdf(Array.from({ length: pageCount }, () => ({ png: image.png, width: 200, height: 280 })));
}
