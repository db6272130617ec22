import { findAmounts, findPercentages } from '../../numbers';
import { defineCategory, NO_VERDICT } from '../define-category';
import { pickBest, type Finding } from '../../extract/rules/finding';
import { bestHit, fromHit, phraseFinding } from '../../extract/rules/findings';
import { titlesOf, unitOf, type ExtractContext } from '../../extract/rules/context';
import { scanValues } from '../../extract/rules/search';
import { splitSentences } from '../../extract/rules/sentences';
import { withFollowingFacts } from '../../extract/rules/text-value';

const BUDGET =
  /opleidingsbudget|ontwikkelbudget|ontwikkelingsbudget|scholingsbudget|loopbaanbudget|studiebudget|persoonlijk\s+budget\s+voor\s+(?:opleiding|ontwikkeling|scholing)/i;
const BUDGET_TITLE = /opleiding|ontwikkel|scholing|loopbaan|duurzame\s+inzetbaarheid/i;
/**
 * What counts (docs/decisions/0007): a scheme an older worker takes up to work less on terms for pay or
 * pension. Extra days off that simply come with age, and protections such as no compulsory overtime, do not.
 */
const SCHEME_TITLE =
  /generatie|senioren(?:regeling|verlof|dag)|ouderen(?:regeling|dag)|80-90-100|landingsbaan/i;
/** A title about older workers in general: its sentences count only where they let them work less. */
const OLDER_TITLE = /senior|ouderen|oudere\s+werknemer|vitaliteit|levensfase/i;
const SCHEME =
  /generatiepact|generatieregeling|80-90-100|seniorenregeling|seniorenverlof|ouderenregeling|vitaliteitsregeling|vitaliteitsverlof|generatie|landingsbaan|deeltijdpensioen/i;
/** Working fewer hours from an age on is the scheme itself, whatever the cao calls it. */
const FEWER_HOURS =
  /\bwerk\s?-?\s?week\s+(?:te\s+)?(?:verdelen\s+over|van)\s+(?:vier|4)\s+dagen\b|\b(?:korter|minder)\s+(?:te\s+)?(?:gaan\s+)?werken\b|werktijdvermindering|arbeidsduur(?:verkorting|vermindering)|arbeidstijd\s+(?:\S+\s+){0,3}verminder|vermindering\s+van\s+de\s+(?:arbeidsduur|arbeidstijd|werktijd)/i;
/** Trading pay (or a pay rise) for free time is working less at one's own cost. */
const PAY_FOR_TIME =
  /\b(?:loon|salaris|salarisverhoging(?:en)?|loonsverhoging(?:en)?)\b[^.;]{0,60}\bomzetten\s+in\b[^.;]{0,40}\b(?:vrije\s+tijd|roostervrije|verlof|vrije\s+dagen)|\b(?:vrije\s+tijd|verlof(?:uren|dagen)?|vrije\s+dagen)\s+(?:bij\s+)?(?:te\s+)?kopen\b/i;
/** Days off that simply come with age ("heeft vanaf 55 jaar recht op extra vakantie"): leave, not a scheme. */
const AGE_LEAVE =
  /\brecht\s+op\s+(?:\S+\s+){0,4}(?:extra|aanvullende|verdere|meer)\s+(?:\S+\s+){0,2}(?:vakantie|verlof|vrije|arbeidsduurverkorting|adv|uren|dagen)|\b(?:extra|aanvullende)\s+(?:vakantie|verlof|adv|arbeidsduurverkorting|leeftijds|senioren)\S*|\bleeftijdsdagen|seniorendag|ouderendag/i;
const SENIOR_DAYS = /seniorendag|ouderendag/i;
/** Partners that only promise to talk or study ("zullen in gesprek gaan over een ouderenregeling"): no scheme yet. */
const INTENT =
  /\b(?:zullen|gaan)\b[^.;]{0,100}\b(?:in\s+gesprek|overleggen|onderzoeken|onderzoek\s+doen|bespreken|verkennen)\b|\bmet\s+elkaar\s+in\s+gesprek\b|\b(?:is|zijn)\s+bespreekbaar\b|\bwordt\s+onderzocht\b/i;
/** A sentence that points to the article holding the scheme ("conform artikel 56") is not that article. */
const POINTER =
  /\b(?:conform|overeenkomstig|volgens|als\s+bedoeld\s+in|zoals\s+(?:genoemd|bepaald|vermeld|beschreven)\s+in)\s+(?:het\s+bepaalde\s+in\s+)?(?:de\s+)?(?:cao-)?(?:artikel|art\.)/i;
/** "In bijlage 4 is de regeling … opgenomen", "zie bijlage 4": the sentence only refers elsewhere. */
const REFERRAL =
  /\b(?:in|zie)\s+(?:de\s+)?(?:bijlage|artikel)\s+[\dIVXLC][\w.]*\s+(?:(?:is|zijn|staat|staan|wordt|worden)\b[^.;]{0,120}\b(?:opgenomen|geregeld|vastgelegd|beschreven|uitgewerkt)\b)?/i;
/** A worker "die gebruik maakt van de seniorenregeling": a rule for those in the scheme, not the scheme. */
const USES_SCHEME =
  /\b(?:die|dat|welke)\s+(?:gebruik\s+maakt|gebruikmaakt|deelneemt)\s+(?:van|aan)\s+(?:de|het)\s+[\p{L}-]*(?:regeling|verlof|pact)\b/iu;

function isTitleLine(text: string, title: string): boolean {
  const words = (s: string): string =>
    s
      .toLowerCase()
      .replace(/[^\p{L}\d]+/gu, ' ')
      .trim();
  return title !== '' && words(text) === words(title);
}

/** A sentence saying the scheme is closed to newcomers or abolished says nothing of what it is. */
const CLOSED =
  /\bgeen\s+(?:nieuwe\s+)?(?:werknemers|deelnemers|medewerkers)\s+meer\b|\bniet\s+meer\s+(?:toegelaten|mogelijk|open)\b|\b(?:is|wordt|zijn|worden)\s+(?:afgeschaft|beëindigd|gesloten|vervallen)\b|\bvoorheen\s+(?:bestaande|geldende)\b/i;
/** The facts of a scheme that follow its first sentence: the percentages worked and paid. */
const SCHEME_FACTS = /\d\s?%|\b\d{2}-\d{2}-\d{2,3}\b/;
/** An older worker, by age or by the date he stops working ("het jaar voor zijn pensioendatum"). */
const AGE =
  /\b[4-7]\d\s+jaar|\b[4-7]\d-jarige|AOW|\boudere\s+werknemers?\b|\bsenioren\b|pensioendatum|(?:vóór|voorafgaand\s+aan)\s+(?:de|het|zijn|haar)\s+(?:VUT|pensioen|AOW)/i;

/** A sentence that calls what follows a budget for study: "De studiekostenvergoeding is een minimumbudget …". */
const BUDGET_LEAD = /budget/i;
const STUDY = /studie|opleiding|scholing|ontwikkel/i;

/**
 * A table of budgets (per scale, per group) under a sentence that calls them a budget for study: the
 * first row, as the lowest group's budget. Only over a few lines of the same article.
 */
function budgetTable(context: ExtractContext): Finding | null {
  for (const row of context.blocks) {
    if (row.kind !== 'row' || row.role !== 'normative') continue;
    const amount = findAmounts(row.text)[0];
    if (!amount) continue;
    for (let i = row.index - 1; i >= 0 && i >= row.index - 4; i--) {
      const above = context.blocks[i]!;
      if (above.unit !== row.unit || above.kind === 'heading' || above.kind === 'row') break;
      if (!BUDGET_LEAD.test(above.text) || !STUDY.test(above.text)) continue;
      return {
        value: amount.value,
        block: row,
        start: amount.start,
        end: amount.end,
        score: 3,
        pageTopic: BUDGET,
        quote: { start: 0, end: row.text.length },
      };
    }
  }
  return null;
}

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
          // "recht op een tegemoetkoming in de cursuskosten tot een maximum van € 400 per kalenderjaar": a
          // yearly sum per worker for courses, under a title about study.
          ...scanValues(context, {
            title: BUDGET_TITLE,
            topic: /tegemoetkoming|cursus|opleiding|scholing/i,
            values: findAmounts,
            before: /\btot\s+(?:een\s+)?(?:maximum\s*bedrag|maximum|maximaal)\s+(?:bedrag\s+)?(?:van\s+)?$/i,
            after: /^\s*per\s+(?:kalender)?jaar\b/i,
            notSentence: /subsidie|studiekosten|terugbetal|loonsom/i,
          }).filter((hit) => BUDGET_TITLE.test(titlesOf(context, hit.block))),
        ];
        const hit = bestHit(hits);
        return hit ? fromHit(hit, { pageTopic: BUDGET }) : budgetTable(context);
      },
    },
    generatieregeling: {
      favourability: NO_VERDICT,
      find(context) {
        const findings: Finding[] = [];
        for (const block of context.blocks) {
          if (block.kind !== 'prose' || block.role === 'example') continue;
          const titles = titlesOf(context, block);
          const schemeTitle = SCHEME_TITLE.test(titles);
          const olderTitle = OLDER_TITLE.test(titles);
          const worksLess =
            (FEWER_HOURS.test(block.text) || PAY_FOR_TIME.test(block.text)) && AGE.test(block.text);
          if (!schemeTitle && !olderTitle && !worksLess && !SCHEME.test(block.text)) continue;
          // The article's title printed again as a line of text ("Seniorenverlof vanaf 60 jaar") says no more than the title.
          if (isTitleLine(block.text, unitOf(context, block).title)) continue;
          for (const sentence of splitSentences(block.text)) {
            const text = block.text.slice(sentence.start, sentence.end);
            if (INTENT.test(text) || CLOSED.test(text)) continue;
            // Days off by age count only as a senior arrangement of their own, not as steps of the vacation or ADV.
            if (AGE_LEAVE.test(text) && !schemeTitle) continue;
            // A paragraph is one provision: its age ("in het jaar voor de pensioendatum") holds for each sentence.
            const age = AGE.test(text) || AGE.test(block.text);
            const less = FEWER_HOURS.test(text) || PAY_FOR_TIME.test(text);
            // Senior days are named as the scheme only in an article of their own ("Artikel 39 Seniorendagen").
            const named = SCHEME.test(text) || (age && less) || (schemeTitle && SENIOR_DAYS.test(text));
            // Under a title about older workers in general, only a sentence about working less is the scheme.
            if (!named && !(schemeTitle && age) && !(olderTitle && less)) continue;
            const percentages = Math.min(3, findPercentages(text).length);
            const score =
              (schemeTitle ? 4 : olderTitle ? 2 : 0) +
              (named ? 3 : 0) +
              (age ? 2 : 0) +
              percentages +
              (REFERRAL.test(text) ? -5 : POINTER.test(text) || USES_SCHEME.test(text) ? -3 : 0) +
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
