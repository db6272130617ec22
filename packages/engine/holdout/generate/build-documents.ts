/**
 * Renders every hold-out document (PDF with pdfkit, DOCX with docx) into packages/engine/holdout/,
 * and writes the text layer as the engine reads it to holdout/out/<name>.txt for checking golds.
 * Run: tsx packages/engine/holdout/generate/build-documents.ts [name…]
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readDocument } from '../../src/text';
import type { DocumentText } from '../../src/types';
import { HOLDOUT_DOCUMENTS, type HoldoutDocument } from '../docs';
import { listHeadings, renderDocx } from './render-docx';
import { renderPdf } from './render-pdf';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function dump(doc: DocumentText): string {
  return doc.pages.map((page) => `===== page ${page.number}\n${page.lines.join('\n')}`).join('\n') + '\n';
}

/** DOCX: a first render without page numbers, read back, then the TOC gets the pages the reader finds. */
async function buildDocx(entry: Extract<HoldoutDocument, { format: 'docx' }>): Promise<Buffer> {
  const headings = listHeadings(entry.cao);
  let toc = headings.map((heading) => ({ ...heading, page: 0 }));
  for (let pass = 0; pass < 3; pass++) {
    const bytes = await renderDocx(entry.cao, entry.style, toc);
    const doc = await readDocument(new Uint8Array(bytes), { filename: `${entry.cao.name}.docx` });
    let from = 2; // headings after the TOC page
    const next = headings.map((heading) => {
      const page = doc.pages.find(
        (candidate) => candidate.number >= from && candidate.lines.includes(heading.text),
      );
      if (!page) throw new Error(`kop niet gevonden: ${heading.text}`);
      from = page.number;
      return { ...heading, page: page.number };
    });
    if (next.every((heading, i) => heading.page === toc[i]?.page)) return bytes;
    toc = next;
  }
  throw new Error('inhoudsopgave van de DOCX komt niet tot rust');
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  await mkdir(join(ROOT, 'out'), { recursive: true });
  for (const entry of HOLDOUT_DOCUMENTS) {
    if (only.length && !only.includes(entry.cao.name)) continue;
    const bytes = entry.format === 'pdf' ? await renderPdf(entry.cao, entry.style) : await buildDocx(entry);
    const file = `${entry.cao.name}.${entry.format}`;
    await writeFile(join(ROOT, file), bytes);
    const doc = await readDocument(new Uint8Array(bytes), { filename: file });
    await writeFile(join(ROOT, 'out', `${entry.cao.name}.txt`), dump(doc));
    console.log(
      `${file}: ${doc.pages.length} pagina's${doc.warnings.length ? ` (${doc.warnings.join('; ')})` : ''}`,
    );
  }
}

await main();
