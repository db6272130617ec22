/**
 * Reads the body text of a Word 97-2003 file with word-extractor. Like the PDF worker, this file
 * is also run by Node directly as a worker thread, so it imports only packages and types: a
 * damaged .doc can make word-extractor loop or exhaust memory, and then only its thread dies.
 */
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import type { WorkerRequest, WorkerResponse } from '../worker-pool';

/** Stands in for Word's page/section break (0x0C), which word-extractor would turn into a newline. */
export const PAGE_BREAK_MARK = '\ue000';
export const DOC_WORKER_KIND = 'caoscan-doc-text';

interface WordDocument {
  getBody(options?: { filterUnicode?: boolean }): string;
}
type WordExtractorClass = new () => { extract(source: Buffer): Promise<WordDocument> };

const require = createRequire(import.meta.url);
let extractorClass: WordExtractorClass | undefined;

/**
 * word-extractor maps the page break character to "\n" in its `clean` filter, which loses the
 * page boundaries citations need. Before the library binds that filter, we wrap it so the break
 * survives as a private-use mark; nothing else about the library changes.
 */
function loadWordExtractor(): WordExtractorClass {
  if (extractorClass) return extractorClass;
  const filters = require('word-extractor/lib/filters') as { clean: (text: string) => string };
  const clean = filters.clean;
  filters.clean = (text: string) => clean(text.replaceAll('\f', PAGE_BREAK_MARK));
  extractorClass = require('word-extractor') as WordExtractorClass;
  return extractorClass;
}

/** The body as word-extractor gives it (quotes and dashes untouched), page breaks as PAGE_BREAK_MARK. */
export async function extractDocBody(bytes: Uint8Array): Promise<string> {
  const WordExtractor = loadWordExtractor();
  const document = await new WordExtractor().extract(
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  );
  return document.getBody({ filterUnicode: false });
}

if (parentPort && (workerData as { kind?: string } | null)?.kind === DOC_WORKER_KIND) {
  const port = parentPort;
  const reply = (message: WorkerResponse<string>) => port.postMessage(message);
  port.on('message', ({ id, input }: WorkerRequest<Uint8Array>) => {
    extractDocBody(input).then(
      (result) => reply({ id, result }),
      () => reply({ id, failure: { name: 'DocError', code: null } }),
    );
  });
  reply({ ready: true });
}
