import type { ExtractContext } from '../../extract/rules/context';
import { titlesOf } from '../../extract/rules/context';
import { pickBest, type Finding } from '../../extract/rules/finding';
import { phraseFinding } from '../../extract/rules/findings';
import { splitSentences } from '../../extract/rules/sentences';

const PERIOD =
  '(?:week|twee\\s+weken|vier\\s+weken|4\\s+weken|maand|kalendermaand|periode\\s+van\\s+(?:vier|4)\\s+weken)';
// "per week of per vier weken", "elke vier weken of maandelijks", "maandelijks".
const PAY_PERIOD = new RegExp(
  `\\b(?:per|iedere|elke)\\s+${PERIOD}(?:\\s*(?:,|of|en)\\s*(?:maandelijks|vierwekelijks|wekelijks|(?:(?:per|iedere|elke)\\s+)?${PERIOD})\\b)*|\\b(?:maandelijks|vierwekelijks|wekelijks)\\b`,
  'giu',
);
const PAYMENT =
  /\b(?:loon|salaris)\b[^.]{0,80}\b(?:betaald|uitbetaald|voldaan|overgemaakt)|\b(?:betaalt|betalen)\s+(?:het\s+)?(?:loon|salaris)\b|betalingsperiode|loonbetaling|salarisbetaling/i;
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
      const score = (titleHit ? 4 : 0) + 3 + (block.role === 'normative' ? 0 : -5);
      const finding = phraseFinding(block, start, start + match[0].length, score, {
        keywords: [...match[0].matchAll(/week|vier weken|maand/gi)].map((m) => m[0].toLowerCase()),
      });
      if (finding) findings.push(finding);
    }
  }
  return pickBest(findings);
}
