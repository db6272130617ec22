import type { Quantity } from '../../numbers';

const ORDINALS: Record<string, number> = { tweede: 2, derde: 3, vierde: 4 };

/** "ingaande de tweede ziektedag", "vanaf de derde dag van ziekte", "met ingang van de tweede werkdag van ziekte". */
const FROM_LATER_DAY =
  /\b(?:vanaf|ingaande|met\s+ingang\s+van)\s+de\s+(tweede|derde|vierde)\s+(?:ziektedag|(?:werk)?dag\s+van\s+(?:de\s+)?(?:ziekte|arbeidsongeschiktheid))\b/gi;
const PAYS = /\b(?:door\s*(?:te\s+)?betal|doorbetaal|doorbetaald|betaalt|ontvangt)|\d+\s?%/i;

/**
 * Pay due from a later day of sickness: the days before it are waiting days ("ingaande de tweede
 * ziektedag … 100% van het loon" is 1). Only where the same clause speaks of paying, before or after,
 * as for "vanaf de eerste ziektedag" (0).
 */
export function paidFromLaterDay(text: string): Quantity[] {
  const found: Quantity[] = [];
  for (const match of text.matchAll(FROM_LATER_DAY)) {
    const end = match.index + match[0].length;
    const after = /^[^.;]{0,120}/.exec(text.slice(end))![0];
    const before = /[^.;]{0,80}$/.exec(text.slice(0, match.index))![0];
    if (!PAYS.test(after) && !PAYS.test(before)) continue;
    found.push({
      value: ORDINALS[match[1]!.toLowerCase()]! - 1,
      start: match.index,
      end,
      text: match[0],
      inWords: true,
    });
  }
  return found;
}
