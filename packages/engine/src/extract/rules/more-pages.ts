import type { Block, StructureUnit } from '../../structure';
import type { ExtractContext } from './context';
import { blockAtOffset, pageAt, unitOf } from './context';
import { clauseAt, sentenceAt, sentenceWithPrevious } from './sentences';
import { findVerbatim, normalizeForMatch } from './text-match';

/** "7.2" and "7.2.1" are one article with its sub-article; "7.2.1" and "7.2.5" are two. */
function isSameArticle(a: StructureUnit, b: StructureUnit): boolean {
  if (a.index === b.index) return true;
  if (a.kind === 'chapter' || b.kind === 'chapter') return false;
  if (!a.label || !b.label || !/^\d/.test(a.label) || !/^\d/.test(b.label)) return false;
  return a.label.startsWith(`${b.label}.`) || b.label.startsWith(`${a.label}.`);
}

/**
 * An annex holding a reglement with articles of its own: each of its sections is an article, and the same
 * figure in another section is another rule.
 */
function isSameSection(a: Block, b: Block): boolean {
  return a.unit !== b.unit || a.section === b.section;
}

/**
 * The figure as the top-up of a benefit ("aangevuld tot 100%", "naast de IVA-uitkering 80%"): another
 * rule than the figure cited, unless that one is a top-up too.
 */
const TOP_UP = /aanvull|aangevuld|uitkering/i;

/**
 * Other pages where the same printed value is mentioned about the same subject: the cited article
 * going on over a page, and repeats in examples, FAQ and summaries. A mention counts when the
 * sentence around it (and, by default, the sentence before) names the subject. The same figure in
 * another article or an annex is another rule more often than a repeat (100% for the first year of
 * sickness, 100% for a re-integration top-up, 100% pension build-up during sickness): it is not cited.
 * Table captions and headings are not mentions; a mention split over a page break cannot be cited.
 */
export function findMorePages(
  context: ExtractContext,
  asPrinted: string,
  topic: RegExp,
  window: 'clause' | 'sentence' | 'previous',
  except: Block,
  citedAt: number,
): number[] {
  const needle = normalizeForMatch(asPrinted);
  const cited = unitOf(context, except);
  const citedSentence = sentenceAt(except.text, citedAt);
  const isTopUp = TOP_UP.test(except.text.slice(citedSentence.start, citedSentence.end));
  const pages = new Set<number>();
  for (const found of findVerbatim(context.allText, needle)) {
    const block = blockAtOffset(context, found);
    if (block === except || block.kind === 'caption' || block.kind === 'heading') continue;
    if (
      block.role === 'normative' &&
      (!isSameArticle(unitOf(context, block), cited) || !isSameSection(block, except))
    )
      continue;
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
    if (topic.test(around) && (isTopUp || !TOP_UP.test(around))) pages.add(page);
  }
  return [...pages];
}
