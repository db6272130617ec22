import type { Block } from '../../structure';
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
  /** Other mentions of the same printed value count as citing it when this matches near them. */
  pageTopic?: RegExp | null;
  /** How much text around another mention must contain pageTopic. Default 'previous'. */
  pageWindow?: 'clause' | 'sentence' | 'previous';
}

/** The best finding: highest score, then earliest in the document. */
export function pickBest(findings: Iterable<Finding | null | undefined>): Finding | null {
  let best: Finding | null = null;
  for (const finding of findings) {
    if (!finding) continue;
    if (
      !best ||
      finding.score > best.score ||
      (finding.score === best.score &&
        (finding.block.index < best.block.index ||
          (finding.block.index === best.block.index && finding.start < best.start)))
    ) {
      best = finding;
    }
  }
  return best;
}
