import { leadInOf } from '../../extract/rules/search';
import { titlesOf, type ExtractContext } from '../../extract/rules/context';
import type { Finding } from '../../extract/rules/finding';
import { phraseFinding } from '../../extract/rules/findings';

/** "ten minste 26 weken werkzaam zijn geweest voor één werkgever", "na 8 gewerkte weken". */
const WORKED =
  /\b(?:ten\s+minste|minimaal|na|meer\s+dan)\s+(?:in\s+)?\d+\s+(?:gewerkte\s+)?(?:weken|maanden)\b(?:[^.;,]{0,40}?\b(?:werkzaam|gewerkt|arbeid|in\s+dienst)\b[^.;,]*)?/gi;
const JOINS = /\bdeel\s*nemen\b|\bneemt\s+deel\b|\bnemen\s+deel\b|\bdeelnemer|\bdeelname\b/i;

/**
 * The waiting time printed as a condition in a pension article's list: "Werknemers die a. ten minste
 * 26 weken hebben gewerkt; en b. 21 jaar of ouder zijn, nemen deel aan de regeling." The condition
 * counts when the item, its lead-in or the next items of the article speak of taking part; a number
 * of weeks alone is no waiting time. Only in an article about pension.
 */
export function findWorkedWeeks(context: ExtractContext, title: RegExp): Finding[] {
  const findings: Finding[] = [];
  for (const block of context.blocks) {
    if (block.kind !== 'prose' || block.role === 'example') continue;
    if (!title.test(titlesOf(context, block))) continue;
    const near = [block.text, leadInOf(context, block)];
    for (let i = block.index + 1; i <= block.index + 3 && i < context.blocks.length; i++) {
      const next = context.blocks[i]!;
      if (next.unit !== block.unit || next.kind === 'heading') break;
      near.push(next.text);
    }
    if (!near.some((text) => JOINS.test(text))) continue;
    for (const match of block.text.matchAll(WORKED)) {
      if (!/werkzaam|gewerkt|arbeid|in\s+dienst/i.test(match[0])) continue;
      const keyword = /\d+\s+(?:gewerkte\s+)?(?:weken|maanden)/i.exec(match[0])![0];
      const finding = phraseFinding(block, match.index, match.index + match[0].length, 4 + 2, {
        keywords: [keyword],
        pageTopic: /pensioen|deel/i,
      });
      if (finding) findings.push(finding);
    }
  }
  return findings;
}
