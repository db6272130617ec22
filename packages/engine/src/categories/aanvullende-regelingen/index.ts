import { defineCategory, NO_VERDICT } from '../define-category';
import { pickBest, type Finding } from '../../extract/rules/finding';
import { phraseFinding } from '../../extract/rules/findings';
import { titlesOf, unitOf } from '../../extract/rules/context';
import { splitSentences } from '../../extract/rules/sentences';
import { firstInArticle, withFollowingFacts } from '../../extract/rules/text-value';

const TITLE =
  /\bWIA\b|\bWGA\b|\bIVA\b|arbeidsongeschikt|aanvulling|aanvullend|invaliditeit|verzekering|na\s+twee\s+jaar/i;
/**
 * What a provision after two years of sickness is about: the WIA and its parts, or the 35% line
 * that decides who gets a WIA benefit ("minder dan 35% arbeidsongeschikt"), or a disability pension.
 */
const SUBJECT =
  /\bWGA|\bWIA|\bIVA\b|hiaat|excedent|invaliditeitspensioen|minder\s+dan\s+35\s?%\s+arbeidsongeschikt|arbeidsongeschikt[^.;]{0,80}minder\s+dan\s+35\s?%/i;
const PROVISION =
  /aanvull|verzekering|hiaat|excedent|vult\s+\S+\s+aan|vult\s+(?:\S+\s+){0,2}?(?:\S*uitkering|WGA\S*|WIA\S*|IVA\S*)\s+(?:\S+\s+){0,10}?aan\s+tot\b|ontvangt\s+(?:de\s+werknemer\s+)?\d+\s?%|recht\s+op\s+\d+\s?%|keert\s+[^.;]{0,40}\buit\s*:?\s*\d+(?:,\d+)?\s?%/i;
/** A death benefit reduced by what the WIA pays the survivors is no provision for the disabled worker. */
const DEATH = /overlijden/i;
/** An insurance for the WGA or WIA gap that the employer takes out: the provision itself. */
const OWN_INSURANCE =
  /\b(?:WGA|WIA)(?:-hiaat|-excedent)?-?verzekering\b[^.;]{0,40}\b(?:afgesloten|sluit|afsluiten)|\b(?:afgesloten|sluit)[^.;]{0,60}\b(?:WGA|WIA)(?:-hiaat|-excedent)?-?verzekering\b/i;
/** An insurance or supplement named as such: where an article on it begins. */
const NAMED = /hiaat|excedent|verzekering/i;
/** A sentence that states how much: "tot 70% van het laatstverdiende loon", "ontvangt 90%". */
const AMOUNT = /\d+(?:,\d+)?\s?%/;
/** What follows a first sentence about the supplement: its other parts (IVA, WGA) and percentages. */
const FACTS = /\bWGA|\bIVA\b|\d+(?:,\d+)?\s?%/;
/** A supplement itself: "aanvulling op de WGA-uitkering", "een aanvulling op de uitkering … tot 80%". */
const SUPPLEMENT =
  /hiaat|excedent|aanvulling\s+(?:op\s+(?:de\s+|het\s+)?(?:WGA|WIA|IVA|uitkering)|WGA|WIA|IVA|tot)/i;
/** An insurance the employer only arranges, at the worker's cost, is less than a supplement he pays. */
const AT_WORKERS_COST = /kosten[^.;]{0,40}voor\s+rekening\s+van\s+(?:de\s+)?werknemer/i;
const STUDY =
  /\b(?:vindt|volgt)\s+(?:een\s+)?(?:studie|onderzoek)\b|\b(?:studie|onderzoek)\s+(?:plaats\s+)?naar\b|\bwordt\s+onderzocht\b|\bzullen\s+[^.;]{0,80}\bonderzoeken\b/i;
/** The WAO, the law before the WIA: a provision on it alone is for those disabled under the old law. */
const OLD_LAW_ONLY = (text: string): boolean => /\bWAO\b/.test(text) && !/\bWIA|\bWGA|\bIVA\b/.test(text);
const UNEMPLOYMENT = /reparatie\s+(?:van\s+de\s+)?WW\b|\bPAWW\b|aanvulling\s+WW\b/i;

function sameWords(text: string, title: string): boolean {
  const words = (s: string): string =>
    s
      .toLowerCase()
      .replace(/[^\p{L}\d]+/gu, ' ')
      .trim();
  return title !== '' && words(text) === words(title);
}

export const aanvullendeRegelingen = defineCategory('aanvullende_regelingen', {
  vocabulary: ['wia', 'wga', 'aanvulling', 'arbeidsongeschiktheid', 'hiaat', 'verzekering'],
  elements: {
    aanvulling_wia: {
      favourability: NO_VERDICT,
      find(context) {
        const findings: Finding[] = [];
        for (const block of context.blocks) {
          if (block.kind !== 'prose' || block.role === 'example') continue;
          if (!SUBJECT.test(block.text)) continue;
          // The article's title printed again as a line of text says no more than the title.
          if (sameWords(block.text, unitOf(context, block).title)) continue;
          const titleHit = TITLE.test(titlesOf(context, block));
          for (const sentence of splitSentences(block.text)) {
            const text = block.text.slice(sentence.start, sentence.end);
            if (!SUBJECT.test(text) || !PROVISION.test(text)) continue;
            if (DEATH.test(text) && !/hiaat|excedent|aanvull/i.test(text)) continue;
            // "- WGA-verzekering;" in a list of the insurances an employer has: a name, no provision yet.
            if (text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length < 4) continue;
            // A list of abbreviations ("WIA Wet werk en inkomen … WW Werkloosheidswet"), not a provision.
            if ((text.match(/\b[A-Z]{2,}\s+[A-Z][a-z]/g)?.length ?? 0) >= 4) continue;
            // A supplement to unemployment benefit (WW) that merely mentions the WGA beside it.
            if (
              UNEMPLOYMENT.test(text) &&
              !/hiaat|excedent|aanvulling\s+(?:op\s+de\s+)?(?:WGA|WIA)/i.test(text)
            )
              continue;
            // Partners who only announce a study ("vindt een studie plaats naar de gevolgen van de WIA").
            if (STUDY.test(text)) continue;
            const score =
              (titleHit ? 4 : 0) +
              (SUPPLEMENT.test(text) ? 3 : 1) +
              (AMOUNT.test(text) ? 2 : 0) +
              (OWN_INSURANCE.test(text) && !AT_WORKERS_COST.test(block.text) ? 2 : 0) +
              (OLD_LAW_ONLY(text) ? -5 : 0) +
              (block.role === 'normative' ? 0 : -6);
            const keyword = text.match(/WGA-hiaat|WIA-excedent|\d+(?:,\d+)?%|WGA|WIA/i)?.[0];
            const finding = phraseFinding(
              block,
              sentence.start,
              sentence.end,
              score,
              keyword ? { keywords: [keyword] } : {},
            );
            if (finding) findings.push(finding);
          }
        }
        return withFollowingFacts(context, firstInArticle(findings, pickBest(findings), NAMED), FACTS);
      },
    },
  },
});
