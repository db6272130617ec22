import type { Block } from '../../structure';
import { compareStanding, type Finding } from './finding';
import type { Hit } from './search';

/** A finding for a scanned number. */
export function fromHit(hit: Hit, extra: Partial<Finding> = {}): Finding {
  return {
    value: hit.quantity.value,
    block: hit.block,
    start: hit.quantity.start,
    end: hit.quantity.end,
    score: hit.score,
    ...extra,
  };
}

/** The highest-scoring hit (on a tie: the better standing, then the earliest), or null. */
export function bestHit(hits: readonly Hit[]): Hit | null {
  let best: Hit | null = null;
  for (const hit of hits) {
    if (
      !best ||
      hit.score > best.score ||
      (hit.score === best.score && compareStanding(hit.block, best.block) > 0)
    ) {
      best = hit;
    }
  }
  return best;
}

/** Cuts a span at the end of the page it starts on: what is cited must stand on one page. */
export function clipToPage(block: Block, start: number, end: number): number {
  const segments = block.segments;
  const first = segments.findIndex((s) => start < s.end);
  if (first < 0) return end;
  const page = segments[first]!.page;
  let limit = segments[first]!.end;
  for (let i = first + 1; i < segments.length && segments[i]!.page === page; i++) limit = segments[i]!.end;
  return Math.min(end, limit);
}

/** A text value taken from a block: the printed span is the value, trimmed of closing punctuation. */
export function phraseFinding(
  block: Block,
  start: number,
  end: number,
  score: number,
  extra: Partial<Finding> = {},
): Finding | null {
  let stop = clipToPage(block, start, end);
  while (stop > start && /[\s.,;:]/.test(block.text[stop - 1]!)) stop--;
  while (start < stop && /\s/.test(block.text[start]!)) start++;
  if (stop <= start) return null;
  const value = block.text.slice(start, stop);
  return { value, block, start, end: stop, score, ...extra };
}
