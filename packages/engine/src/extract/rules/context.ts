import { getStructure } from '../../structure';
import type { Block, DocumentStructure, StructureUnit } from '../../structure';
import type { DocumentText } from '../../types';
import { normalizeForMatch } from './text-match';

/** Everything a rule needs about one document, built once per document and shared by all rules. */
export interface ExtractContext {
  doc: DocumentText;
  structure: DocumentStructure;
  blocks: readonly Block[];
  /** Normalised text of each citable page (title page excluded), for verification and page search. */
  pageText(page: number): string;
  /** Per-document memo for work several elements share (wage tables, increases). */
  memo<T>(key: string, compute: () => T): T;
}

const contexts = new WeakMap<DocumentText, ExtractContext>();

export function getContext(doc: DocumentText): ExtractContext {
  const cached = contexts.get(doc);
  if (cached) return cached;
  const structure = getStructure(doc);
  const pageTexts = new Map<number, string>();
  const memos = new Map<string, unknown>();
  const context: ExtractContext = {
    doc,
    structure,
    blocks: structure.blocks,
    pageText(page) {
      let text = pageTexts.get(page);
      if (text === undefined) {
        text = normalizeForMatch(doc.pages.find((p) => p.number === page)?.lines.join('\n') ?? '');
        pageTexts.set(page, text);
      }
      return text;
    },
    memo<T>(key: string, compute: () => T): T {
      if (!memos.has(key)) memos.set(key, compute());
      return memos.get(key) as T;
    },
  };
  contexts.set(doc, context);
  return context;
}

export function unitOf(context: ExtractContext, block: Block): StructureUnit {
  return context.structure.units[block.unit]!;
}

const titles = new WeakMap<Block, string>();

/** The titles that say what a block is about: its article and its annex section. */
export function titlesOf(context: ExtractContext, block: Block): string {
  let text = titles.get(block);
  if (text === undefined) {
    text = `${unitOf(context, block).title} · ${block.section ?? ''}`;
    titles.set(block, text);
  }
  return text;
}

/** Page of the character at `offset` in a block. */
export function pageAt(block: Block, offset: number): number {
  const segment = block.segments.find((s) => offset < s.end) ?? block.segments[block.segments.length - 1]!;
  return segment.page;
}
