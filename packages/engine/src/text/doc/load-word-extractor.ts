import { createRequire } from 'node:module';

/** Stands in for Word's page/section break (0x0C), which word-extractor would turn into a newline. */
export const PAGE_BREAK_MARK = '\ue000';

interface WordDocument {
  getBody(options?: { filterUnicode?: boolean }): string;
}
interface WordExtractorInstance {
  extract(source: Buffer): Promise<WordDocument>;
}
type WordExtractorClass = new () => WordExtractorInstance;

const require = createRequire(import.meta.url);
let extractorClass: WordExtractorClass | undefined;

/**
 * word-extractor maps Word's page break character (0x0C) to "\n" in its `clean` filter, which
 * loses the page boundaries the citations need. Before the library binds that filter, we wrap it
 * so the break survives as a private-use mark; nothing else about the library changes.
 */
export function loadWordExtractor(): WordExtractorClass {
  if (extractorClass) return extractorClass;
  const filters = require('word-extractor/lib/filters') as { clean: (text: string) => string };
  const clean = filters.clean;
  filters.clean = (text: string) => clean(text.replaceAll('\f', PAGE_BREAK_MARK));
  extractorClass = require('word-extractor') as WordExtractorClass;
  return extractorClass;
}
