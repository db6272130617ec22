import { findDates, findPercentages, type DateMention, type Quantity } from '../../numbers';
import type { Block } from '../../structure';
import type { ExtractContext } from '../../extract/rules/context';
import { titlesOf } from '../../extract/rules/context';
import { compareStanding } from '../../extract/rules/finding';
import { leadInOf } from '../../extract/rules/search';
import { sentenceAt } from '../../extract/rules/sentences';
import { findTerm } from '../overige-regelingen/term';

/**
 * Structural wage increases: a percentage paired with its date ("per 1 juni 2025 met 3,5%",
 * "4,0% per 1 januari 2025", "met drie procent per 1 juli 2025"), in an article about wage
 * increases or a sentence saying wages are raised. One-off payments and youth wages are not
 * increases; dates before the cao's term belong to the previous cao.
 */
export interface Increase {
  block: Block;
  percentage: Quantity;
  date: DateMention;
  score: number;
}

const TITLE =
  /loonsverhoging|loonontwikkeling|salarisverhoging|salarisontwikkeling|verhoging\s+van\s+de\s+lonen|loonaanpassing|initi[eë]le|\blonen\b|loonparagraaf/i;
const TOPIC = /verhoog|verhoging|stijg|omhoog|aangepast\s+met|salarisaanpassing|loonaanpassing|wages\s+rise/i;
const NOT_INCREASE = /eenmalig|jeugd|minimumloon|periodiek|promotie|trede|zorgverlof|waarneming/i;
const PCT_THEN_DATE = /^\s*(?:per|op|met\s+ingang\s+van|m\.i\.v\.|vanaf|ingaande|,)?\s*$/i;
const DATE_THEN_PCT =
  /^\s*,?\s*(?:(?:(?:worden|zijn|wordt|gaan)\s+)?(?:[\p{L}-]+\s+){0,8}?(?:verhoogd|omhoog|aangepast|geïndexeerd|stijgen)\s+)?(?:met|:|–|-|\+|bedraagt|van)?\s*$/iu;
const ROLE_PENALTY = { normative: 0, faq: -5, summary: -5, example: -100 } as const;

function pairsIn(text: string): Array<{ percentage: Quantity; date: DateMention }> {
  const tokens = [
    ...findPercentages(text).map((q) => ({ kind: 'pct' as const, start: q.start, end: q.end, q })),
    ...findDates(text).map((d) => ({ kind: 'date' as const, start: d.start, end: d.end, d })),
  ].sort((a, b) => a.start - b.start);
  const pairs: Array<{ percentage: Quantity; date: DateMention }> = [];
  for (let i = 0; i + 1 < tokens.length; i++) {
    const [a, b] = [tokens[i]!, tokens[i + 1]!];
    const gap = text.slice(a.end, b.start);
    if (a.kind === 'pct' && b.kind === 'date' && PCT_THEN_DATE.test(gap))
      pairs.push({ percentage: a.q, date: b.d });
    else if (a.kind === 'date' && b.kind === 'pct' && DATE_THEN_PCT.test(gap))
      pairs.push({ percentage: b.q, date: a.d });
    else continue;
    i++;
  }
  return pairs;
}

export function findIncreases(context: ExtractContext): Increase[] {
  return context.memo('increases', () => {
    const term = findTerm(context);
    const byDate = new Map<string, Increase>();
    for (const block of context.blocks) {
      if (block.kind === 'heading' || block.kind === 'caption' || block.role === 'example') continue;
      const titleHit = TITLE.test(titlesOf(context, block));
      const topicHit = TOPIC.test(block.text) || TOPIC.test(leadInOf(context, block));
      if (!titleHit && !topicHit) continue;
      for (const pair of pairsIn(block.text)) {
        const sentence = sentenceAt(block.text, pair.percentage.start);
        if (NOT_INCREASE.test(block.text.slice(sentence.start, sentence.end))) continue;
        if (term && (pair.date.iso < term.from.iso || pair.date.iso > term.toIso)) continue;
        const score = (titleHit ? 4 : 0) + (topicHit ? 3 : 0) + ROLE_PENALTY[block.role];
        const known = byDate.get(pair.date.iso);
        const isBetter =
          !known || score > known.score || (score === known.score && compareStanding(block, known.block) > 0);
        if (isBetter) byDate.set(pair.date.iso, { block, ...pair, score });
      }
    }
    return [...byDate.values()].sort((a, b) => a.date.iso.localeCompare(b.date.iso));
  });
}
