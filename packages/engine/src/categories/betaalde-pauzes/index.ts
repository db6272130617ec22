import { findCounted, findMinutes, type Quantity } from '../../numbers';
import { defineCategory } from '../define-category';
import { titlesOf, type ExtractContext } from '../../extract/rules/context';
import { pickBest, type Finding } from '../../extract/rules/finding';
import { bestHit, fromHit } from '../../extract/rules/findings';
import { scanValues } from '../../extract/rules/search';
import { splitSentences } from '../../extract/rules/sentences';

const TITLE = /pauze|rusttijd|schafttijd|onderbreking/i;
const TOPIC = /pauze|schafttijd|rusttijd|onderbreking/i;
/** The pause counts as paid working time: "betaalde pauze van", "als arbeidstijd aangemerkt en doorbetaald". */
const PAID_BEFORE =
  /(?<!on)betaalde\s+(?:pauze|schafttijd|rust)\w*\s+(?:van\s+)?(?:ten\s+minste\s+|maximaal\s+)?$|(?:door)?betaald\s+(?:wordt|worden)\s+$/i;
const PAID_AFTER =
  /^\s*(?:pauze\s+)?(?:wordt\s+|worden\s+)?(?:door)?betaald|^[^.;]{0,60}\b(?:als\s+(?:arbeids|werk|dienst)tijd|doorbetaald|met\s+behoud\s+van\s+(?:loon|salaris)|wordt\s+vergoed)/i;

const COUNTS_AS_WORK =
  /^[^.;]{0,60}\b(?:behoort|behoren|hoort|horen|telt|tellen)\s+(?:de\s+pauze\s+|zij\s+|deze\s+)?(?:mee\s+)?(?:tot|als)\s+(?:je\s+|de\s+|zijn\s+|haar\s+|uw\s+)?(?:arbeids|werk|dienst)tijd/i;
/** "De pauze is onderdeel van de arbeidstijd en mag worden gesplitst in …": paid, its minutes follow. */
const PART_OF_WORK_BEFORE =
  /\bpauze\s+(?:is\s+|wordt\s+)?(?:een\s+)?onderdeel\s+van\s+de\s+(?:arbeids|werk|dienst)tijd\b[^.;]*$/i;
/** "2 x 15 minuten": a pause taken in equal parts, the day's pause is their sum. */
const PARTS_BEFORE = /(?<![\d,.])([2-4])\s*[x×]\s*$/i;
const PAID_NEXT =
  /^\s*(?:Deze|De)\s+pauze\s+(?:wordt|is)\s+(?:door)?betaald|^\s*(?:Deze|De)\s+pauze\s+telt\s+als\s+(?:arbeids|werk)tijd/i;

/** "een onbetaalde pauze", "De pauze is onbetaald", "… wordt niet doorbetaald": no paid pause at all, an explicit 0. */
const UNPAID =
  /\bonbetaalde?\b(?:\s+(?:pauze|schafttijd|rusttijd))?|\b(?:wordt|worden)\s+niet\s+(?:door)?betaald|\bniet\s+(?:wordt|worden)\s+(?:door)?betaald|\bniet\s+(?:door)?betaald\b/i;

/** "Het gaat om onbetaalde of betaalde pauzes": both kinds named, a definition, no statement of pay. */
const BOTH_KINDS =
  /\bonbetaalde?\s+(?:\p{L}+\s+){0,2}?(?:als|of|en)\s+(?:door)?betaalde?\b|(?<!on)\b(?:door)?betaalde?\s+(?:\p{L}+\s+){0,2}?(?:of|en)\s+onbetaalde?\b/iu;

function findUnpaidPause(context: ExtractContext): Finding | null {
  const findings: Finding[] = [];
  for (const block of context.blocks) {
    if (block.kind !== 'prose' || block.role !== 'normative') continue;
    const titleHit = TITLE.test(titlesOf(context, block));
    for (const sentence of splitSentences(block.text)) {
      const text = block.text.slice(sentence.start, sentence.end);
      const match = UNPAID.exec(text);
      if (!match || BOTH_KINDS.test(text)) continue;
      // "recht op een onbetaalde rusttijd van een half uur": a rest during the day named unpaid is the pause.
      const unpaidRest = /^onbetaalde?\s+rusttijd$/i.test(match[0]);
      if (!/pauze/i.test(text) && !titleHit && !unpaidRest) continue;
      if (!/pauze|schafttijd/i.test(text) && !unpaidRest) continue;
      const start = sentence.start + match.index;
      findings.push({
        value: 0,
        block,
        start,
        end: start + match[0].length,
        score: (titleHit ? 4 : 0) + 2,
        note: 'De pauze wordt uitdrukkelijk niet betaald.',
      });
    }
  }
  return pickBest(findings);
}

/** Minutes, and a pause printed in hours ("een pauze van 0,5 uur"), converted at 60 minutes an hour. */
function pauseMinutes(text: string): Quantity[] {
  const hours = findCounted(text, 'uur')
    .filter((q) => q.value > 0 && q.value < 2 && !Number.isInteger(q.value))
    .map((q) => ({ ...q, value: q.value * 60 }));
  return [...findMinutes(text), ...hours].sort((a, b) => a.start - b.start);
}

const isHours = (q: Quantity): boolean => /\d\s*uur/i.test(q.text);

/** "2 x 15 minuten": the parts' sum, stated as a factor on the printed minutes. */
function partsOf(before: string, q: Quantity): Partial<Finding> | null {
  const match = PARTS_BEFORE.exec(before);
  if (!match || isHours(q)) return null;
  const count = Number(match[1]);
  return {
    value: q.value * count,
    conversion: { factor: count },
    normalisation: `${count} x ${q.value} minuten = ${q.value * count} minuten.`,
  };
}

export const betaaldePauzes = defineCategory('betaalde_pauzes', {
  vocabulary: ['pauze', 'rusttijd', 'schafttijd', 'kwartier', 'doorbetaald'],
  elements: {
    betaalde_pauze_per_dag: {
      favourability: { direction: 'higher', reason: 'meer betaalde pauze is gunstiger' },
      find(context) {
        const hits = scanValues(context, {
          title: TITLE,
          topic: TOPIC,
          values: pauseMinutes,
          notBefore: /onbetaalde?\s+(?:pauze|rust)\w*\s+(?:van\s+)?(?:ten\s+minste\s+)?$/i,
        }).filter((hit) => {
          const before = hit.block.text.slice(hit.clause.start, hit.quantity.start);
          const after = hit.block.text.slice(hit.quantity.end, hit.clause.end);
          // "een pauze van 30 minuten, waarvan 15 minuten worden doorbetaald": only the part is paid.
          if (/^[^.;]{0,20}\bwaarvan\b/i.test(after)) return false;
          // "een pauze van een half uur, die niet wordt doorbetaald": the pay is denied in a relative clause.
          if (
            /^\s*,?\s*(?:die|welke)\s+[^.;]{0,30}?\bniet\s+(?:(?:wordt|worden)\s+)?(?:door)?betaald/i.test(
              after,
            )
          )
            return false;
          if (PAID_BEFORE.test(before) || PAID_AFTER.test(after) || PART_OF_WORK_BEFORE.test(before))
            return true;
          // a short pause that "telt mee als werktijd" / "behoort tot de werktijd"; "… een pauze van
          // 0,5 uur. Deze pauze wordt doorbetaald."
          const rest = hit.block.text.slice(hit.quantity.end, hit.sentence.end);
          const next = hit.block.text.slice(hit.sentence.end, hit.sentence.end + 120);
          return COUNTS_AS_WORK.test(rest) || PAID_NEXT.test(next);
        });
        const hit = bestHit(hits);
        const parts = hit ? partsOf(hit.block.text.slice(0, hit.quantity.start), hit.quantity) : null;
        if (hit && parts) return fromHit(hit, { ...parts, pageWindow: 'sentence' });
        if (hit) {
          return fromHit(hit, {
            pageTopic: /^(?=[\s\S]*pauze)(?=[\s\S]*betaald)/i,
            pageWindow: 'sentence',
            ...(isHours(hit.quantity)
              ? {
                  conversion: { factor: 60 },
                  normalisation: `Gedrukt in uren; ${hit.quantity.value} minuten.`,
                }
              : {}),
          });
        }
        return findUnpaidPause(context);
      },
    },
  },
});
