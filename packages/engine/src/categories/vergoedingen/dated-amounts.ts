import { findAmounts, findDates } from '../../numbers';
import type { ExtractContext } from '../../extract/rules/context';
import type { Hit } from '../../extract/rules/search';
import { findIncreases } from '../initiele-verhogingen/salary-increases';
import { findTerm } from '../overige-regelingen/term';

/** "vanaf", "met ingang van", "per" right before a date: the day a new amount takes effect. */
const TAKES_EFFECT = /\b(?:vanaf|met\s+ingang\s+van|m\.i\.v\.|ingaande|per)\s*$/i;

/** The day the amounts of the cao are read for: the first structural increase (as for the wage table), else the start. */
function referenceDate(context: ExtractContext): string | null {
  return findIncreases(context)[0]?.date.iso ?? findTerm(context)?.from.iso ?? null;
}

/** The end of the sentence after the one that ends at `end`. */
function nextSentenceEnd(text: string, end: number): number {
  const match = /[.!?;](?:\s|$)/.exec(text.slice(end + 1));
  return match ? end + 1 + match.index + 1 : text.length;
}

/**
 * An allowance that changes during the term: "€ 6,20 (met ingang van 1 mei 2031: € 6,45)", "… € 4,10 per dag.
 * Per 1 maart 2030 wordt dit € 4,35". Of the amounts dated after the hit, in its sentence or the
 * next, the one in force on the reference date (the latest that took effect by then) is taken; one that takes
 * effect later leaves the hit.
 */
export function amountInForce(context: ExtractContext, hit: Hit): Hit {
  const text = hit.block.text;
  const from = hit.quantity.end;
  const to = nextSentenceEnd(text, hit.sentence.end);
  if (to <= from) return hit;
  const reference = referenceDate(context);
  if (!reference) return hit;
  const window = text.slice(from, to);
  let best: { iso: string; hit: Hit } | null = null;
  let previousEnd = 0;
  for (const amount of findAmounts(window)) {
    const between = window.slice(previousEnd, amount.start);
    previousEnd = amount.end;
    const date = findDates(between).at(-1);
    if (!date || !TAKES_EFFECT.test(between.slice(0, date.start))) continue;
    if (date.iso > reference || (best && date.iso <= best.iso)) continue;
    best = {
      iso: date.iso,
      hit: {
        ...hit,
        quantity: { ...amount, start: from + amount.start, end: from + amount.end },
      },
    };
  }
  return best?.hit ?? hit;
}
