import { findAmounts, findPercentages } from '../../numbers';
import { defineCategory, MORE_PAY, NO_VERDICT } from '../define-category';
import { pickBest, type Finding } from '../../extract/rules/finding';
import { bestHit, fromHit, phraseFinding } from '../../extract/rules/findings';
import { titlesOf } from '../../extract/rules/context';
import { scanValues } from '../../extract/rules/search';
import { splitSentences } from '../../extract/rules/sentences';

// "Jaarlijkse (eenmalige) uitkering": paid every year over the year's salaries, like a year-end payment.
const YEAR_END =
  /eindejaarsuitkering|eindejaarsbonus|dertiende\s+maand|13e\s+maand|decemberuitkering|eindejaarsbetaling|jaarlijkse\s+(?:eenmalige\s+)?(?:bruto\s+)?uitkering/i;
// A PDF may break "bruto-uitkering" as "bruto- uitkering".
const ONE_OFF = /eenmalige?\s+(?:bruto-?\s*)?(?:uitkering|betaling|bedrag)|eenmalig\s+bedrag|eenmalig\b/i;
const JUBILEE = /jubileum|jubilea|dienstjaren|jaar\s+in\s+dienst|jarig\s+dienstverband|gratificatie/i;
const TWENTY_FIVE = /\b25\b|vijfentwintig|25-jarig/i;
/** What a jubilee payment is: an amount, or (part of) a month's salary. */
const JUBILEE_PAYMENT =
  /(?:een\s+)?(?:bruto\s+)?\d{1,2}\s?\/\s?\d{1,2}(?:e|ste|de)?\s+(?:deel\s+)?(?:van\s+(?:het|een)\s+)?(?:bruto\s+)?(?:jaarsalaris|jaarloon|jaarinkomen|maandsalaris|maandloon)|\d+(?:,\d+)?\s?%\s+van\s+(?:het|een)\s+(?:bruto\s+)?(?:maandsalaris|maandloon|salaris|periodeloon)|€\s?\d[\d.]*(?:,\d{2}|,-)?(?:\s+(?:bruto|netto))?|(?:een|één|twee|drie|half|halve|\d+(?:,\d+)?)\s+(?:[\p{L}-]+\s+){0,2}(?:maandsalaris(?:sen)?|maandlo(?:on|nen)|salaris|weeklo(?:on|nen)|periodelo(?:on|nen))/iu;

/**
 * The payment printed before the years: "Een half maandsalaris bij een 25-jarig dienstverband",
 * "€ 500 bij 25 jaar in dienst". Only when just "bij"/"na"/"voor" (een) stands between them.
 */
function paymentBefore(text: string, yearAt: number): { start: number; keyword: string } | null {
  const head = text.slice(0, yearAt);
  const link = /\s+(?:bij|na|voor)\s+(?:een\s+|het\s+)?$/i.exec(head);
  if (!link) return null;
  const lead = head.slice(0, link.index);
  const payment = new RegExp(`(?:${JUBILEE_PAYMENT.source})$`, 'iu').exec(lead);
  if (!payment) return null;
  const keyword = payment[0].match(
    /\d[\d.,]*%?|(?:half|halve)\s+maandsalaris|maandsalaris|maandloon|salaris/i,
  )?.[0];
  return { start: payment.index, keyword: keyword ?? payment[0] };
}

/** "25-jarig dienstverband", "25 jaar in dienst", "25 dienstjaren": how far the years' phrase runs. */
function yearPhraseLength(text: string): number {
  const phrase =
    /^(?:25|vijfentwintig)(?:-jarig(?:e)?(?:\s+(?:dienstverband|dienstjubileum|jubileum))?|\s+jaar(?:\s+in\s+dienst)?|\s+dienstjaren)?/i.exec(
      text,
    );
  return phrase ? phrase[0].length : 2;
}

export const bijzondereUitkeringen = defineCategory('bijzondere_uitkeringen', {
  inlenersbeloning: [
    { pattern: /eenmalige/i, elements: ['eenmalige_uitkering'] },
    { pattern: /eindejaarsuitkering|dertiende\s+maand|13e\s+maand/i, elements: ['eindejaarsuitkering'] },
    { pattern: /jubileum/i, elements: ['jubileumuitkering_25'] },
  ],
  vocabulary: ['eindejaarsuitkering', 'eenmalige uitkering', 'jubileum', 'dertiende maand', 'uitkering'],
  elements: {
    eindejaarsuitkering: {
      favourability: MORE_PAY,
      find(context) {
        const hits = scanValues(context, {
          title: YEAR_END,
          topic: YEAR_END,
          values: findPercentages,
          boundNoun: /eindejaar|dertiende|13e|december|^uitkering$/i,
          anchorBefore: /(?:eindejaars\w*|dertiende\s+maand|13e\s+maand|decemberuitkering)[^.;]*$/i,
          notSentence: /keuzebudget|\bIKB\b/i,
        });
        const hit = bestHit(hits);
        return hit ? fromHit(hit, { pageTopic: YEAR_END }) : null;
      },
    },
    eenmalige_uitkering: {
      favourability: MORE_PAY,
      find(context) {
        const hits = scanValues(context, {
          title: /eenmalig/i,
          topic: ONE_OFF,
          values: findAmounts,
          anchorBefore: /eenmalig\w*[^.;]*$/i,
          notAfter: /^\s*per\s+(?:uur|dag|week|maand)\b/i,
          // A one-off contribution to the cost of a course or a trajectory is no payment of wages.
          notSentence: /traject|opleiding|cursus|studie|scholing|\bin\s+de\s+kosten\b/i,
        });
        const hit = bestHit(hits);
        return hit ? fromHit(hit, { pageTopic: /eenmalig/i }) : null;
      },
    },
    jubileumuitkering_25: {
      favourability: NO_VERDICT,
      find(context) {
        const findings: Finding[] = [];
        for (const block of context.blocks) {
          if ((block.kind !== 'prose' && block.kind !== 'row') || block.role === 'example') continue;
          const titleHit =
            JUBILEE.test(titlesOf(context, block)) && !/huwelijk/i.test(titlesOf(context, block));
          if (!titleHit && !JUBILEE.test(block.text)) continue;
          for (const sentence of splitSentences(block.text)) {
            const text = block.text.slice(sentence.start, sentence.end);
            if (/huwelijksjubileum|verlof|vrije\s+dag|vrijaf/i.test(text)) continue;
            const year = TWENTY_FIVE.exec(text);
            if (!year || (!titleHit && !JUBILEE.test(text))) continue;
            const rest = text.slice(year.index);
            const payment = JUBILEE_PAYMENT.exec(rest);
            // "a. bij een 25-jarig jubileum: 50%;" under a jubilee title: the share printed after a colon
            // (of the salary its lead-in or the next item names).
            const share = payment || !titleHit ? null : /^[^:;.]{0,40}:\s*(\d{1,3}(?:,\d+)?\s?%)/.exec(rest);
            if (share) {
              const start = sentence.start + year.index + share[0].length - share[1]!.length;
              const score = 4 + 3 + (block.role === 'normative' ? 0 : -5);
              const finding = phraseFinding(block, start, start + share[1]!.length, score, {
                keywords: [share[1]!],
                pageTopic: /jubileum|25\s+jaar|in\s+dienst/i,
              });
              if (finding) findings.push(finding);
              continue;
            }
            if (!payment) {
              const before = paymentBefore(text, year.index);
              if (!before) continue;
              const start = sentence.start + before.start;
              const score = (titleHit ? 4 : 0) + 3 + (block.role === 'normative' ? 0 : -5);
              const end = sentence.start + year.index + yearPhraseLength(text.slice(year.index));
              const finding = phraseFinding(block, start, end, score, {
                keywords: [before.keyword],
                pageTopic: /jubileum|25\s+jaar|in\s+dienst|dienstverband/i,
              });
              if (finding) findings.push(finding);
              continue;
            }
            // Stop at the next jubilee ("... en bij 40 jaar € 2.000") before the payment.
            const between = rest.slice(0, payment.index);
            if (/\b(?:12,5|30|35|40|45|50)\s+jaar/i.test(between.slice(4))) continue;
            const start = sentence.start + year.index + payment.index;
            const score = (titleHit ? 4 : 0) + 3 + (block.role === 'normative' ? 0 : -5);
            const keyword = payment[0].match(
              /\d{1,2}\s?\/\s?\d{1,2}|\d[\d.,]*%?|maandsalaris|maandloon|salaris|weekloon/i,
            )?.[0];
            const finding = phraseFinding(block, start, start + payment[0].length, score, {
              ...(keyword ? { keywords: [keyword] } : {}),
              pageTopic: /jubileum|25\s+jaar|in\s+dienst/i,
            });
            if (finding) findings.push(finding);
          }
        }
        return pickBest(findings);
      },
    },
  },
});
