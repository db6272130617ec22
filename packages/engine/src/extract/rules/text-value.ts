import type { ExtractContext } from './context';
import type { Finding } from './finding';
import { clipToPage } from './findings';
import { splitSentences } from './sentences';

/** The finding's own paragraph is followed up to this length; the whole value up to MAX_VALUE. */
const MAX_OWN = 600;
const MAX_VALUE = 1000;

/**
 * A text element's facts often sit in more than one sentence: "Vanaf 60 jaar kun je minder gaan
 * werken. Dit heet de landingsbaan." or a lead-in ending in ":" followed by list items holding the
 * percentages. The value grows with the rest of the finding's paragraph (on the same page) and then
 * with up to `maxItems` following paragraphs of the same article (and lid) whose text matches `facts`; the
 * pieces are joined with " … ". `as_printed` stays the finding's own span, which stands on its page.
 */
export function withFollowingFacts(
  context: ExtractContext,
  finding: Finding | null,
  facts: RegExp,
  maxItems = 3,
): Finding | null {
  if (!finding || typeof finding.value !== 'string') return finding;
  const { block } = finding;
  const pieces: string[] = [];
  const pageEnd = clipToPage(block, finding.start, block.text.length);
  let ownEnd = finding.end;
  for (const sentence of splitSentences(block.text)) {
    if (sentence.start < finding.end || sentence.end > pageEnd) continue;
    if (sentence.end - finding.start > MAX_OWN) break;
    ownEnd = sentence.end;
  }
  pieces.push(block.text.slice(finding.start, ownEnd).trim());
  let length = pieces[0]!.length;
  let added = 0;
  for (let i = block.index + 1; i < context.blocks.length && i <= block.index + 12 && added < maxItems; i++) {
    const next = context.blocks[i]!;
    if (next.unit !== block.unit || next.kind === 'heading') break;
    // In an article with numbered paragraphs (leden), the facts stay within the finding's own.
    if (next.lid !== block.lid) break;
    if (next.kind !== 'prose' || next.role === 'example' || !facts.test(next.text)) continue;
    const text = next.text.trim();
    if (length + text.length > MAX_VALUE) break;
    pieces.push(text);
    length += text.length;
    added++;
  }
  const value = pieces.join(' … ').replace(/[\s.,;:]+$/, '');
  return { ...finding, value, quote: finding.quote ?? { start: finding.start, end: ownEnd } };
}

/**
 * The article's first statement naming the element (`names`), where it is nearly as clear as the best
 * one: "De werkgever biedt een WGA-hiaatverzekering aan." before "a. De aanvulling bedraagt 70%". The
 * value then starts where the article does, and withFollowingFacts adds the figures.
 */
export function firstInArticle(
  findings: readonly Finding[],
  best: Finding | null,
  names: RegExp,
  margin = 2,
): Finding | null {
  if (!best) return null;
  let first = best;
  for (const finding of findings) {
    if (finding.block.unit !== best.block.unit || finding.score < best.score - margin) continue;
    if (!names.test(finding.block.text.slice(finding.start, finding.end))) continue;
    const earlier =
      finding.block.index < first.block.index ||
      (finding.block.index === first.block.index && finding.start < first.start);
    if (earlier) first = finding;
  }
  return first;
}
