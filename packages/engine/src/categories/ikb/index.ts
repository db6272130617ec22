import { findPercentages } from '../../numbers';
import { defineCategory, MORE_PAY, NO_VERDICT } from '../define-category';
import { pickBest, type Finding } from '../../extract/rules/finding';
import { bestHit, fromHit, phraseFinding } from '../../extract/rules/findings';
import { titlesOf, type ExtractContext } from '../../extract/rules/context';
import { leadInOf, scanValues } from '../../extract/rules/search';
import { splitSentences } from '../../extract/rules/sentences';

/** Individueel keuzebudget (IKB), also persoonlijk keuzebudget, meerkeuzesysteem. */
const TITLE =
  /keuzebudget|\bIKB\b|\bPKB\b|meerkeuze|keuzesysteem|persoonlijk\s+budget|à\s+la\s+carte|a\s+la\s+carte|cafetaria/i;
const TOPIC = /keuzebudget|\bIKB\b|\bPKB\b|meerkeuze|keuzesysteem|persoonlijk(?:e)?\s+budget|\bbudget\b/i;
const SOURCES =
  /(?:wordt|worden)\s+gevoed\s+(?:met|door|uit)\s+|bestaat\s+uit:?\s*|(?:is\s+)?opgebouwd\s+uit:?\s*|samengesteld\s+uit:?\s*|bronnen\s+(?:van\s+het\s+\S+\s+)?zijn:?\s+|(?:wordt|worden)\s+gevuld\s+met\s+|(?:kan|kunnen)\s+(?:het\s+\S+\s+)?aanvullen\s+met\s+|(?:de\s+)?volgende\s+bronnen[^:.;]{0,40}:\s*/i;
const NOT_IKB = /opleidingsbudget|ontwikkelbudget|scholingsbudget|loopbaanbudget|studiebudget/i;

/** A choice budget in time: "een basisbudget van 30 klokuren per jaar", "keuzebudget van 60 uur". */
const TIME_BUDGET = /\b(?:basis|keuze)?budget\s+van\s+(?:\d+(?:,\d+)?)\s+(?:klok)?(?:uur|uren)\b/i;
const CHOICE_BUDGET = /keuzebudget|\bIKB\b|\bPKB\b/i;

/**
 * No sources named, but the choice budget given in hours: the budget is time, and the sentence that grants
 * it says what it holds. Only where the keuzebudget is named (title, the block, or a title line just
 * above it): a "persoonlijk budget" of hours for study is no choice budget.
 */
function timeBudget(context: ExtractContext): Finding | null {
  const findings: Finding[] = [];
  for (const block of context.blocks) {
    if (block.kind !== 'prose' || block.role !== 'normative') continue;
    const above = block.index > 0 ? context.blocks[block.index - 1]! : null;
    const titleLine =
      above && above.unit === block.unit && above.text.split(/\s+/).length <= 5 ? above.text : '';
    const named = CHOICE_BUDGET.test(`${titlesOf(context, block)} ${titleLine}`);
    if (!named && !CHOICE_BUDGET.test(block.text)) continue;
    for (const sentence of splitSentences(block.text)) {
      const text = block.text.slice(sentence.start, sentence.end);
      if (!TIME_BUDGET.test(text) || NOT_IKB.test(text)) continue;
      if (!named && !CHOICE_BUDGET.test(text)) continue;
      const finding = phraseFinding(block, sentence.start, sentence.end, named ? 5 : 3, {
        note: 'Het keuzebudget is een budget in tijd (uren); de cao noemt geen bronnen in geld.',
      });
      if (finding) findings.push(finding);
    }
  }
  return pickBest(findings);
}

export const ikb = defineCategory('ikb', {
  inlenersbeloning: [{ pattern: /keuzebudget|\bIKB\b/i }],
  vocabulary: ['keuzebudget', 'ikb', 'budget', 'bronnen', 'doelen'],
  elements: {
    ikb_percentage: {
      favourability: MORE_PAY,
      find(context) {
        const hits = scanValues(context, {
          title: TITLE,
          topic: TOPIC,
          values: findPercentages,
          boundNoun: /keuze|budget|ikb|pkb/i,
          anchorBefore: /(?:keuzebudget|\bIKB\b|\bPKB\b|budget)[^.;]*$/i,
          notSentence: NOT_IKB,
          // A time source worth "120% van de waarde" it normally has: what a source is worth, not a budget.
          notAfter: /^\s*van\s+(?:de|het)\s+waarde\b/i,
          titleSuffices: false,
        }).filter(
          (hit) =>
            (TITLE.test(titlesOf(context, hit.block)) || TITLE.test(hit.context)) &&
            // A percentage in one listed source ("c. een extra budget van 2%") is not the budget's size.
            !(hit.block.sub !== null && SOURCES.test(leadInOf(context, hit.block))),
        );
        const hit = bestHit(hits);
        return hit ? fromHit(hit, { pageTopic: /keuzebudget|\bIKB\b|budget/i }) : null;
      },
    },
    ikb_bronnen: {
      favourability: NO_VERDICT,
      find(context) {
        const findings: Finding[] = [];
        for (const block of context.blocks) {
          if (block.kind !== 'prose' || block.role !== 'normative') continue;
          const titleHit = TITLE.test(titlesOf(context, block));
          if (!titleHit && !TITLE.test(block.text)) continue;
          for (const sentence of splitSentences(block.text)) {
            const text = block.text.slice(sentence.start, sentence.end);
            if (NOT_IKB.test(text) || (!titleHit && !TITLE.test(text))) continue;
            // A cafetaria title ("Cao à la carte") names the scheme; the sentence need only name its sources.
            if (!/budget|\bIKB\b|\bPKB\b/i.test(text) && !(titleHit && /\bbronnen\b/i.test(text))) continue;
            const match = SOURCES.exec(text);
            if (!match) continue;
            const start = sentence.start + match.index + match[0].length;
            const score = (titleHit ? 4 : 0) + 3;
            const finding = phraseFinding(block, start, sentence.end, score);
            if (finding) {
              findings.push(finding);
              continue;
            }
            // "Het IKB bestaat uit:" followed by a list: the items are the sources.
            const items = context.blocks.filter(
              (item) =>
                item.index > block.index &&
                item.index <= block.index + 12 &&
                item.unit === block.unit &&
                item.lid === block.lid &&
                item.sub !== null,
            );
            const first = items[0];
            if (!first) continue;
            const listed = phraseFinding(first, 0, first.text.length, score - 1, {
              value: items
                .map((item) => item.text.replace(/^\(?[a-z][.)]\s+/, '').replace(/[;.,]\s*$/, ''))
                .join('; '),
            });
            if (listed) findings.push({ ...listed, start: first.text.search(/\S/) });
          }
        }
        return pickBest(findings) ?? timeBudget(context);
      },
    },
  },
});
