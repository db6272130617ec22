import { findPercentages } from '../../numbers';
import { findMinimum } from './minimum';
import { defineCategory, MORE_PAY, NO_VERDICT } from '../define-category';
import { bestHit, fromHit, phraseFinding } from '../../extract/rules/findings';
import { pickBest, type Finding } from '../../extract/rules/finding';
import { scanValues } from '../../extract/rules/search';
import { splitSentences } from '../../extract/rules/sentences';
import { titlesOf } from '../../extract/rules/context';

/** Vakantiebijslag, also called vakantietoeslag, vakantiegeld or vakantie-uitkering (a PDF may break it as "vakantie- uitkering"). */
const TITLE = /vakantie(?:bij|toe)slag|vakantiegeld|vakantie-?\s?uitkering/i;
const TOPIC = /vakantie(?:bij|toe)slag|vakantiegeld|vakantie-?\s?uitkering|holiday (?:pay|allowance)/i;
const MONTH = '(?:januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december)';
const PAYMENT_MOMENT = new RegExp(
  `(?:(?:uiterlijk\\s+)?in\\s+de\\s+(?:(?:eerste|tweede|derde|vierde|laatste)\\s+(?:week|helft)\\s+van(?:\\s+de\\s+maand)?|maand)|(?:uiterlijk\\s+)?(?:in|vóór|voor|op)(?:\\s+\\d{1,2})?|uiterlijk(?:\\s+\\d{1,2})?|met\\s+(?:het\\s+(?:loon|salaris)|de\\s+(?:loon|salaris)betaling)\\s+(?:over|van)(?:\\s+de\\s+maand)?|met\\s+(?:de\\s+(?:uit)?betaling\\s+van\\s+)?het\\s+(?:maand|periode)?(?:loon|salaris|inkomen)\\s+over(?:\\s+de\\s+maand)?|bij\\s+de\\s+(?:loon|salaris)betaling\\s+(?:over|van|in)(?:\\s+de\\s+maand)?)\\s+${MONTH}(?:\\s+(?:of|en)\\s+${MONTH})?\\b`,
  'giu',
);
/**
 * Paid, or received: "betaalt … uit", "uit te betalen", "uitkeren", "ontvangt … een vakantietoeslag", or due:
 * "is opeisbaar op 30 juni".
 */
const PAID =
  /\bopeisbaar\b|\b(?:uit)?beta(?:ald|alt|len)\b|\buit\s+te\s+(?:betalen|keren)\b|uitbetaling|uitgekeerd|\buitkeren\b|\bkeert\b[^.;]{0,80}\buit\b|betaalbaar|betaling|\bontvangt\b|\bkrijgt\b/i;

// "wordt maandelijks met het salaris uitbetaald", "per betalingsperiode uitgekeerd": paid with each salary.
// Not what is built up each month ("wordt per maand opgebouwd en in mei uitbetaald").
const PAID_MONTHLY =
  /\b(?:maandelijks|per\s+maand|elke\s+maand|iedere\s+maand|per\s+(?:betalings|loon|salaris)periode|iedere\s+(?:betalings|loon|salaris)periode)\b/giu;
const PAID_OUT = /\b(?:uit)?betaald\b|\buitgekeerd\b|\buit\s+te\s+(?:betalen|keren)\b|\buitbetaling\b/i;
const BUILT_UP = /opgebouwd|opbouw|opbouwt|gereserveerd|reserver|spaart|gespaard/i;

/** A date that says who qualifies, not when it is paid: "wie op 1 maart 2015 in dienst is", "op 30 juni de leeftijd van …". */
const NOT_A_PAYDAY = /^\s*(?:\d{4}\s+)?(?:(?:nog\s+)?in\s+dienst|de\s+leeftijd|\d{2}\s+jaar)/i;
/** The months a payment moment names: "in de maand mei of juni" → mei, juni. */
function monthsIn(moment: string): string[] {
  return moment.match(new RegExp(MONTH, 'giu')) ?? [moment.split(/\s+/).at(-1)!];
}

export const vakantiebijslag = defineCategory('vakantiebijslag', {
  inlenersbeloning: [{ pattern: /vakantiebijslag|vakantiegeld|vakantietoeslag/i }],
  vocabulary: ['vakantiebijslag', 'vakantietoeslag', 'vakantiegeld', 'mei', 'juni'],
  elements: {
    vakantiebijslag_percentage: {
      favourability: MORE_PAY,
      find(context) {
        const hits = scanValues(context, {
          title: TITLE,
          topic: TOPIC,
          values: findPercentages,
          boundNoun: /vakantie/i,
          // Not a minimum, but the name of the law is no minimum ("Wet … minimum vakantiebijslag, 8%").
          notBefore: /(?:minimum(?!\s+vakantiebijslag)|ten minste|minimaal)[^%]{0,20}$/i,
          prefer: /(?:vakantie(?:bij|toe)slag|vakantiegeld|vakantie-?\s?uitkering)[^.;%]{0,50}$/i,
        });
        const hit = bestHit(hits);
        return hit ? fromHit(hit, { pageTopic: TOPIC }) : null;
      },
    },
    vakantiebijslag_minimum: {
      favourability: MORE_PAY,
      find: findMinimum,
    },
    vakantiebijslag_uitbetaling: {
      favourability: NO_VERDICT,
      find(context) {
        const findings: Finding[] = [];
        for (const block of context.blocks) {
          if (block.kind !== 'prose' || block.role === 'example') continue;
          const titleHit = TITLE.test(titlesOf(context, block));
          if (!titleHit && !TOPIC.test(block.text)) continue;
          for (const sentence of splitSentences(block.text)) {
            const text = block.text.slice(sentence.start, sentence.end);
            if (!PAID.test(text) || (!titleHit && !TOPIC.test(text))) continue;
            for (const match of text.matchAll(PAYMENT_MOMENT)) {
              if (NOT_A_PAYDAY.test(text.slice(match.index + match[0].length))) continue;
              const score =
                (titleHit ? 4 : 0) + (TOPIC.test(text) ? 3 : 0) + (block.role === 'normative' ? 0 : -5);
              const start = sentence.start + match.index;
              const finding = phraseFinding(block, start, start + match[0].length, score, {
                keywords: monthsIn(match[0]),
                pageTopic: TOPIC,
              });
              if (finding) findings.push(finding);
            }
            if (BUILT_UP.test(text) || !PAID_OUT.test(text)) continue;
            for (const match of text.matchAll(PAID_MONTHLY)) {
              // "een vakantietoeslag van € 150 per maand" is an amount, not when it is paid.
              if (/\d[\d.,]*(?:,-)?\s*(?:euro\s*)?$/i.test(text.slice(0, match.index))) continue;
              // Below a named month: a cao that names one pays then, whatever else it says.
              const score =
                (titleHit ? 4 : 0) + (TOPIC.test(text) ? 3 : 0) + (block.role === 'normative' ? 0 : -5) - 1;
              const start = sentence.start + match.index;
              const finding = phraseFinding(block, start, start + match[0].length, score, {
                keywords: [match[0]],
                pageTopic: TOPIC,
              });
              if (finding) findings.push(finding);
            }
          }
        }
        return pickBest(findings);
      },
    },
  },
});
