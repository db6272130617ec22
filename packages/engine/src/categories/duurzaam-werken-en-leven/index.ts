import { findAmounts, findPercentages } from '../../numbers';
import { defineCategory, NO_VERDICT } from '../define-category';
import { pickBest, type Finding } from '../../extract/rules/finding';
import { bestHit, fromHit, phraseFinding } from '../../extract/rules/findings';
import { titlesOf } from '../../extract/rules/context';
import { scanValues } from '../../extract/rules/search';
import { splitSentences } from '../../extract/rules/sentences';
import { withFollowingFacts } from '../../extract/rules/text-value';

const BUDGET =
  /opleidingsbudget|ontwikkelbudget|ontwikkelingsbudget|scholingsbudget|loopbaanbudget|studiebudget|persoonlijk\s+budget\s+voor\s+(?:opleiding|ontwikkeling|scholing)/i;
const BUDGET_TITLE = /opleiding|ontwikkel|scholing|loopbaan|duurzame\s+inzetbaarheid/i;
const SCHEME_TITLE =
  /generatie|senior|ouderen|oudere\s+werknemer|80-90-100|vitaliteit|levensfase|landingsbaan/i;
const SCHEME =
  /generatiepact|generatieregeling|80-90-100|seniorenregeling|seniorendag|ouderenregeling|ouderendag|leeftijdsdagen|vitaliteitsregeling|vitaliteitsverlof|generatie|landingsbaan/i;
/** Working fewer hours from an age on is the scheme itself, whatever the cao calls it. */
const FEWER_HOURS =
  /\b(?:korter|minder)\s+(?:te\s+)?(?:gaan\s+)?werken\b|werktijdvermindering|arbeidsduur(?:verkorting|vermindering)|arbeidstijd\s+(?:\S+\s+){0,3}verminder|vermindering\s+van\s+de\s+(?:arbeidsduur|arbeidstijd|werktijd)/i;
/** Partners that only promise to talk or study ("zullen in gesprek gaan over een ouderenregeling"): no scheme yet. */
const INTENT =
  /\b(?:zullen|gaan)\b[^.;]{0,100}\b(?:in\s+gesprek|overleggen|onderzoeken|onderzoek\s+doen|bespreken|verkennen)\b|\bmet\s+elkaar\s+in\s+gesprek\b/i;
/** The facts of a scheme that follow its first sentence: the percentages worked and paid. */
const SCHEME_FACTS = /\d\s?%|\b\d{2}-\d{2}-\d{2,3}\b/;
const AGE = /\b[4-7]\d\s+jaar|\b[4-7]\d-jarige|AOW|\boudere\s+werknemers?\b|\bsenioren\b/i;

export const duurzaamWerkenEnLeven = defineCategory('duurzaam_werken_en_leven', {
  vocabulary: [
    'opleiding',
    'scholing',
    'ontwikkelbudget',
    'loopbaan',
    'generatie',
    'senioren',
    'duurzame inzetbaarheid',
  ],
  elements: {
    opleidingsbudget: {
      favourability: { direction: 'higher', reason: 'meer budget is gunstiger' },
      find(context) {
        const notSentence = /subsidie|fonds\b|studiekosten|terugbetal|loonsom/i;
        const hits = [
          ...scanValues(context, {
            title: BUDGET_TITLE,
            topic: BUDGET,
            values: findAmounts,
            boundNoun: /budget/i,
            anchorBefore: /budget[^.;]*$/i,
            notSentence,
            titleSuffices: false,
          }),
          // "Elke werknemer heeft jaarlijks recht op € 250 voor opleiding": a budget without the word.
          ...scanValues(context, {
            title: BUDGET_TITLE,
            topic: /opleiding|scholing|ontwikkeling/i,
            values: findAmounts,
            before: /\brecht\s+op\s+(?:een\s+bedrag\s+van\s+)?$/i,
            after:
              /^\s*(?:per\s+(?:kalender)?jaar\s+)?voor\s+(?:een\s+)?(?:opleiding|scholing|ontwikkeling|training)/i,
            notSentence,
          }),
        ];
        const hit = bestHit(hits);
        return hit ? fromHit(hit, { pageTopic: BUDGET }) : null;
      },
    },
    generatieregeling: {
      favourability: NO_VERDICT,
      find(context) {
        const findings: Finding[] = [];
        for (const block of context.blocks) {
          if (block.kind !== 'prose' || block.role === 'example') continue;
          const titleHit = SCHEME_TITLE.test(titlesOf(context, block));
          const fewerHours = FEWER_HOURS.test(block.text) && AGE.test(block.text);
          if (!titleHit && !fewerHours && !SCHEME.test(block.text)) continue;
          for (const sentence of splitSentences(block.text)) {
            const text = block.text.slice(sentence.start, sentence.end);
            if (INTENT.test(text)) continue;
            const age = AGE.test(text);
            const named = SCHEME.test(text) || (age && FEWER_HOURS.test(text));
            if (!named && !titleHit) continue;
            if (!named && !age) continue;
            const percentages = Math.min(3, findPercentages(text).length);
            const score =
              (titleHit ? 4 : 0) +
              (named ? 3 : 0) +
              (age ? 2 : 0) +
              percentages +
              (block.role === 'normative' ? 0 : -6);
            const finding = phraseFinding(block, sentence.start, sentence.end, score);
            if (finding) findings.push(finding);
          }
        }
        const best = pickBest(findings);
        return best && best.score >= 5 ? withFollowingFacts(context, best, SCHEME_FACTS) : null;
      },
    },
  },
});
