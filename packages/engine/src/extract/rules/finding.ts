import type { Block, BlockStanding } from '../../structure';
import type { Conversion } from '../../types';
import type { Span } from './sentences';

/**
 * What a rule found for one element: the value, where it is printed (a span of a block's text, which
 * becomes `as_printed`) and how sure the rule is. A null value with a block is an explicit statement
 * ("kent geen toeslag voor onregelmatige uren") cited as the reason for null.
 */
export interface Finding {
  value: number | string | null;
  block: Block;
  start: number;
  end: number;
  /** Higher is better; findings of one element are compared by score. */
  score: number;
  /** Text to quote; default the sentence around the value (a table row: the whole row). */
  quote?: Span;
  conversion?: Conversion | null;
  normalisation?: string | null;
  note?: string | null;
  keywords?: string[];
  /**
   * The article to cite when it is not the block's own: a value summed over two sub-articles
   * ("4.1.1" and "4.1.2") is cited at the article holding both ("4.1").
   */
  article?: string | null;
  /** Other mentions of the same printed value count as citing it when this matches near them. */
  pageTopic?: RegExp | null;
  /** How much text around another mention must contain pageTopic. Default 'previous'. */
  pageWindow?: 'clause' | 'sentence' | 'previous';
}

const STANDING_RANK: Record<BlockStanding, number> = { article: 2, definitions: 1, intro: 0 };

/**
 * Of two equally clear statements, the one in an article beats one in a list of definitions, and
 * that beats the introduction: the article is where the cao regulates the value. Positive: a first.
 */
export function compareStanding(a: Block, b: Block): number {
  return STANDING_RANK[a.standing] - STANDING_RANK[b.standing];
}

/** The best finding: highest score, then standing (compareStanding), then earliest in the document. */
export function pickBest(findings: Iterable<Finding | null | undefined>): Finding | null {
  let best: Finding | null = null;
  for (const finding of findings) {
    if (!finding) continue;
    const standing = best ? compareStanding(finding.block, best.block) : 0;
    if (
      !best ||
      finding.score > best.score ||
      (finding.score === best.score &&
        (standing > 0 ||
          (standing === 0 &&
            (finding.block.index < best.block.index ||
              (finding.block.index === best.block.index && finding.start < best.start)))))
    ) {
      best = finding;
    }
  }
  return best;
}
