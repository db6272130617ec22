import type { Block } from '../../structure';
import type { ExtractContext } from './context';
import { blockAtOffset, pageAt } from './context';
import { clauseAt, sentenceAt, sentenceWithPrevious } from './sentences';
import { findVerbatim, normalizeForMatch } from './text-match';

/**
 * Other pages where the same printed value is mentioned about the same subject: repeats in
 * examples, FAQ, summaries and annexes (the README's `pages` rule). A mention counts when the
 * sentence around it (and, by default, the sentence before) names the subject. Table captions
 * and headings are not mentions; a mention split over a page break cannot be cited and is skipped.
 */
export function findMorePages(
  context: ExtractContext,
  asPrinted: string,
  topic: RegExp,
  window: 'clause' | 'sentence' | 'previous',
  except: Block,
): number[] {
  const needle = normalizeForMatch(asPrinted);
  const pages = new Set<number>();
  for (const found of findVerbatim(context.allText, needle)) {
    const block = blockAtOffset(context, found);
    if (block === except || block.kind === 'caption' || block.kind === 'heading') continue;
    const at = found - context.blockStarts[block.index]!;
    if (at + needle.length > block.text.length) continue;
    const page = pageAt(block, at);
    if (page !== pageAt(block, at + needle.length - 1)) continue;
    const span =
      window === 'clause'
        ? clauseAt(block.text, at)
        : window === 'sentence'
          ? sentenceAt(block.text, at)
          : sentenceWithPrevious(block.text, at);
    const around = block.text.slice(span.start, at) + ' ' + block.text.slice(at + needle.length, span.end);
    if (topic.test(around)) pages.add(page);
  }
  return [...pages];
}
