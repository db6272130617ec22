import type { DocumentText } from '../../types';
import { documentErrors } from '../document-errors';
import { normaliseLines } from '../normalise-text';
import { estimatePages } from '../estimate-pages';
import { pickFirstLineTitle } from '../pdf/pick-pdf-title';
import { makePages } from '../split-furniture';
import { tightBytes } from '../worker-pool';
import { docPool } from './doc-pool';
import { PAGE_BREAK_MARK } from './doc-text-worker';

type DocReadResult = Pick<DocumentText, 'pages' | 'warnings' | 'title' | 'isPaginated'>;

/**
 * Word 97-2003 (.doc). Pages follow Word's page/section break characters; without any, pages are
 * estimated from the amount of text (see estimate-pages.ts) and a warning says so.
 */
export async function readDoc(bytes: Uint8Array, signal: AbortSignal): Promise<DocReadResult> {
  // A password-protected .docx (and .doc) is an OLE2 container with an EncryptedPackage stream.
  if (containsUtf16(bytes, 'EncryptedPackage') || containsUtf16(bytes, 'EncryptionInfo')) {
    throw documentErrors.encryptedWord();
  }
  const outcome = await docPool.run(tightBytes(bytes), signal);
  if (signal.aborted) throw documentErrors.timeout();
  if ('failure' in outcome) throw documentErrors.corruptWord();
  const body = outcome.result;
  const chunks = body.split(PAGE_BREAK_MARK).map((chunk) => normaliseLines(chunk.split('\n')));
  if (chunks.every((lines) => lines.length === 0)) throw documentErrors.empty();
  const warnings: string[] = [];
  let pageLines = chunks.filter((lines, i) => lines.length > 0 || i === 0);
  if (pageLines.length === 1) {
    pageLines = estimatePages(pageLines[0] ?? []);
    warnings.push(ESTIMATE_WARNING);
  }
  const pages = makePages(pageLines);
  return { pages, warnings, title: pickFirstLineTitle(pages), isPaginated: true };
}

export const ESTIMATE_WARNING =
  'Het document bevat geen pagina-indeling; paginanummers zijn geschat en kunnen afwijken van de afgedrukte versie.';

/** Whether the OLE2 directory names a stream (names are stored as UTF-16LE). */
function containsUtf16(bytes: Uint8Array, name: string): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(Buffer.from(name, 'utf16le'));
}
