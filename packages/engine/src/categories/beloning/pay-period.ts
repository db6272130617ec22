import type { ExtractContext } from '../../extract/rules/context';
import { titlesOf } from '../../extract/rules/context';
import { pickBest, type Finding } from '../../extract/rules/finding';
import { phraseFinding } from '../../extract/rules/findings';
import { splitSentences } from '../../extract/rules/sentences';

const PERIOD =
  '(?:week|twee\\s+weken|vier\\s+weken|4\\s+weken|maand|kalendermaand|periode\\s+van\\s+(?:vier|4)\\s+weken)';
const ADVERB = '(?:maandelijks|vierwekelijks|wekelijks)';
const JOIN = '\\s*(?:,|/|of|en|dan\\s+wel|,\\s*dan\\s+wel)\\s*';
// "per week of per vier weken", "elke vier weken of maandelijks", "iedere week/maand",
// "wekelijks, vierwekelijks dan wel maandelijks", "maandelijks".
const PAY_PERIOD = new RegExp(
  `\\b(?:per|iedere|elke)\\s+${PERIOD}(?:${JOIN}(?:${ADVERB}|(?:(?:per|iedere|elke)\\s+)?${PERIOD})\\b)*|\\b${ADVERB}(?:${JOIN}${ADVERB}\\b)*`,
  'giu',
);
const PAYMENT =
  /\b(?:loon|salaris)\b[^.]{0,140}\b(?:betaald|uitbetaald|voldaan|overgemaakt)|\b(?:betaalt|betalen)\s+(?:het\s+)?(?:netto\s+)?(?:loon|salaris|loonbedrag)\b|\b(?:uit)?betaling\s+van\s+(?:het|de)\s+(?:loon|salaris|beloning)\b|betalingsperiode|loonbetaling|salarisbetaling/i;
const PAYMENT_TITLE =
  /loonbetaling|uitbetaling|betaling\s+van\s+(?:het\s+)?(?:loon|salaris)|salarisbetaling/i;

/** How often the wage is paid: "per maand", "per week of per vier weken", "elke vier weken of maandelijks". */
export function findPayPeriod(context: ExtractContext): Finding | null {
  const findings: Finding[] = [];
  for (const block of context.blocks) {
    if (block.kind !== 'prose' || block.role === 'example') continue;
    const titleHit = PAYMENT_TITLE.test(titlesOf(context, block));
    for (const sentence of splitSentences(block.text)) {
      const text = block.text.slice(sentence.start, sentence.end);
      if (!PAYMENT.test(text)) continue;
      PAY_PERIOD.lastIndex = 0;
      const match = PAY_PERIOD.exec(text);
      if (!match) continue;
      const start = sentence.start + match.index;
      const keywords = [...match[0].matchAll(/week|vier weken|maand/gi)].map((m) => m[0].toLowerCase());
      // A sentence naming several periods ("per week, per vier weken of per maand") is the general rule.
      const periods = Math.min(match[0].match(/\bweek|weken|wekelijks|maand/gi)?.length ?? 0, 3);
      const score = (titleHit ? 4 : 0) + 3 + periods + (block.role === 'normative' ? 0 : -5);
      const finding = phraseFinding(block, start, start + match[0].length, score, { keywords });
      if (finding) findings.push(finding);
    }
  }
  return pickBest(findings) ?? twoSalaryPeriods(context);
}

// A month salary beside a four-weekly one in one sentence ("... het maandsalaris, of ... het
// periodesalaris wie per vier weken wordt betaald").
const TWO_SALARIES =
  /\bmaand(?:salaris|loon)\b[^.;]{0,60}?\b(?:of|dan\s+wel)\b[^.;]{0,40}?\bperiode(?:salaris|loon)\b[^.;]{0,40}?\b(?:vier|4)\s+weken\b/i;

/**
 * No sentence on payment, but a cao that sets a month salary beside a salary per period of four
 * weeks (a year's pay reckoned as twelve month salaries, or thirteen period salaries for who is paid
 * every four weeks) pays per month or per four weeks.
 */
function twoSalaryPeriods(context: ExtractContext): Finding | null {
  for (const block of context.blocks) {
    if (block.kind !== 'prose' || block.role !== 'normative') continue;
    const match = TWO_SALARIES.exec(block.text);
    if (!match) continue;
    const finding = phraseFinding(block, match.index, match.index + match[0].length, 2, {
      keywords: ['maand', 'vier weken'],
    });
    if (finding)
      return {
        ...finding,
        value: 'per maand of per periode van vier weken (maandsalaris of periodesalaris)',
        normalisation: 'Afgeleid: de cao kent een maandsalaris en een periodesalaris per vier weken.',
      };
  }
  return null;
}
