import { findCounted } from '../../numbers';
import { defineCategory, type Favourability } from '../define-category';
import type { Finding } from '../../extract/rules/finding';
import { titlesOf, unitOf, type ExtractContext } from '../../extract/rules/context';
import { leadInOf, scanValues } from '../../extract/rules/search';
import type { Block } from '../../structure';
import { findTerm, findTermStatements, type Term } from './term';
import { findIncreases } from '../initiele-verhogingen/salary-increases';
import { formatDutchDate } from '../../compare/format-date';

// "… voor bepaalde tijd en wel tot … 20.. (maximaal 36 maanden)": a bracketed maximum that does not
// follow the word probation bounds something else (the contract).
const CONTRACT_LENGTH =
  /(?<!(?:proeftijd|proefperiode)\s{0,3})\(\s*(?:ten\s+hoogste|maximaal)\s*$|(?:(?:overeenkomst(?:en)?|contract(?:en)?|dienstverband(?:en)?)\s+(?:voor\s+(?:bepaalde\s+tijd\s+)?(?:van\s+)?|van\s+)|(?:aangegaan|gesloten)\s+voor\s+)(?:(?:ten\s+hoogste|maximaal|langer\s+dan|korter\s+dan|meer\s+dan|minder\s+dan)\s+)?$/i;
// "… kunnen een proeftijd overeenkomen van 2 maanden": the verb of agreeing may stand between.
const MAXIMUM =
  /(?:ten\s+hoogste|maximaal|hoogstens|maximum\s+van|niet\s+langer\s+dan|proeftijd\s+(?:(?:worden\s+)?(?:overeenkomen|overeengekomen|afspreken|afgesproken|bedingen|bedongen|aangaan|aangegaan|vastgesteld|vaststellen)\s+)?van|proeftijd\s+bedraagt|bedraagt\s+de\s+proeftijd|proeftijd\s+is|:)\s*$/i;
/** A sentence that opens on the probation of the sentence before: "Deze bedraagt …", "Die duurt …". */
const REFERS_BACK = /(?:^|[.;]\s+|^\d+\.\s+)(?:Deze|Die|Zij)\s+(?:bedraagt|duurt|is)\b/;
/** The start of a list item: a bullet or a letter ("• twee maanden bij …", "a. 2 maanden …"). */
const ITEM_START = /^\s*(?:[–—•\-*·▪]\s*|[a-z][.)]\s+)?$/i;
/** A lead-in that the items complete: "De proeftijd bedraagt maximaal:". */
const PROBATION_LEAD_IN = /proeftijd[^.]*:\s*$/i;
/** A model contract in an annex repeats the cao's article with blanks to fill: the article comes first. */
function inModelContract(context: ExtractContext, block: Block): boolean {
  const unit = unitOf(context, block);
  return unit.kind === 'bijlage' && /model|arbeidsovereenkomst/i.test(unit.title);
}
/** The law quoted in an appendix (Burgerlijk Wetboek) is not the cao's own probation. */
const QUOTED_LAW = /burgerlijk\s+wetboek|wettekst/i;
const TERM_PAGES = /looptijd|in\s+werking|cao\s+(?:geldt|loopt)|duration|term/i;

/**
 * An end printed before raises the cao itself schedules ("eindigt op 30 juni 2030" beside raises in 2031
 * and 2032) is a misprint when another statement of the same term (a declaration before the articles, the
 * title page) has the same start and a later end that covers them: that end stands, cited where printed.
 */
function correctedEnd(context: ExtractContext, term: Term): Term | null {
  const lastRaise = findIncreases(context)
    .map((increase) => increase.date.iso)
    .sort()
    .at(-1);
  if (!lastRaise || lastRaise <= term.toIso) return null;
  return (
    findTermStatements(context).find(
      (other) => other.from.iso === term.from.iso && other.toIso >= lastRaise,
    ) ?? null
  );
}

function daysBetween(fromIso: string, toIso: string): number {
  return Math.round((Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`)) / 86_400_000);
}

const TERM_NO_VERDICT: Favourability = {
  direction: 'neutral',
  reason: 'de looptijd is geen arbeidsvoorwaarde',
};

export const overigeRegelingen = defineCategory('overige_regelingen', {
  vocabulary: ['looptijd', 'proeftijd', 'werkingssfeer', 'inwerkingtreding', 'eindigt', 'geldt van'],
  elements: {
    looptijd_van: {
      favourability: TERM_NO_VERDICT,
      retrievalHints: ['looptijd', 'inwerkingtreding'],
      find(context): Finding | null {
        const term = findTerm(context);
        if (!term) return null;
        return {
          value: term.from.iso,
          block: term.block,
          start: term.from.start,
          end: term.from.end,
          score: term.score,
          pageTopic: TERM_PAGES,
          pageWindow: 'sentence',
        };
      },
    },
    looptijd_tot: {
      favourability: TERM_NO_VERDICT,
      retrievalHints: ['looptijd', 'tot en met'],
      find(context): Finding | null {
        const term = findTerm(context);
        if (!term) return null;
        const corrected = correctedEnd(context, term);
        if (corrected) {
          return {
            value: corrected.toIso,
            block: corrected.block,
            start: corrected.to.start,
            end: corrected.to.end,
            score: term.score,
            article: unitOf(context, term.block).label,
            ...(corrected.exclusive ? { conversion: { offset: -1 } } : {}),
            note: `Het looptijdartikel noemt als einde ${formatDutchDate(term.toIso)}, vóór de loonsverhogingen die de cao zelf nog regelt: een verschrijving. Elders noemt de cao dezelfde looptijd tot ${formatDutchDate(corrected.toIso)}.`,
          };
        }
        return {
          value: term.toIso,
          block: term.toBlock ?? term.block,
          start: term.to.start,
          end: term.to.end,
          score: term.score,
          pageTopic: TERM_PAGES,
          pageWindow: 'sentence',
          ...(term.months
            ? {
                conversion: { offset: daysBetween(term.from.iso, term.toIso) },
                normalisation: `Een looptijd van ${term.months} maanden vanaf de gedrukte begindatum: de laatste dag is de dag vóór ${term.months} maanden later.`,
              }
            : {}),
          ...(term.exclusive
            ? {
                conversion: { offset: -1 },
                normalisation:
                  '"tot" (of "eindigt op" de eerste van een maand) de gedrukte datum: de looptijd eindigt de dag ervoor.',
              }
            : {}),
        };
      },
    },
    proeftijd: {
      favourability: { direction: 'lower', reason: 'een kortere proeftijd geeft eerder zekerheid' },
      find(context) {
        const probation = {
          title: /proeftijd/i,
          topic: /proeftijd|proefperiode/i,
          values: (text: string) => findCounted(text, 'maanden|maand'),
          // "Bij een arbeidsovereenkomst voor ten hoogste zes maanden …": the contract's length.
          notBefore: CONTRACT_LENGTH,
          notSentence: /opzegtermijn|opzegging/i,
        };
        const hits = [
          ...scanValues(context, {
            ...probation,
            before: MAXIMUM,
            only: 'prose',
          }),
          // "De eerste 2 maanden van de arbeidsovereenkomst gelden als proeftijd."
          ...scanValues(context, {
            ...probation,
            before: /\beerste\s*$/i,
            after:
              /^\s*(?:van\s+[^.;]{0,60}?)?(?:(?:worden|wordt|gelden|geldt|zijn|is)\s+(?:aangemerkt\s+)?als\s+proeftijd|(?:zullen|zal)\s+(?:[\p{L}]+\s+){0,4}?(?:als\s+proeftijd\s+(?:gelden|geldt|worden\s+aangemerkt)))/iu,
            only: 'prose',
          }),
          // "Partijen kunnen een proeftijd overeenkomen. Deze bedraagt … maximaal 2 maanden": the
          // sentence refers back to the probation named in the one before.
          ...scanValues(context, { ...probation, topic: REFERS_BACK, before: MAXIMUM, only: 'prose' }).filter(
            (hit) =>
              REFERS_BACK.test(hit.block.text.slice(hit.sentence.start, hit.sentence.end)) &&
              /proeftijd|proefperiode/i.test(
                hit.block.text.slice(Math.max(0, hit.sentence.start - 200), hit.sentence.start),
              ),
          ),
          // "De proeftijd bedraagt maximaal: • twee maanden bij …": the item completes its lead-in.
          ...scanValues(context, { ...probation, before: ITEM_START, only: 'prose' }).filter((hit) =>
            PROBATION_LEAD_IN.test(leadInOf(context, hit.block)),
          ),
          // A table "Duur van de overeenkomst | Proeftijd": the probation is the row's last cell.
          ...scanValues(context, { ...probation, only: 'row', after: /^\s*$/ }),
        ]
          .filter((hit) => !QUOTED_LAW.test(titlesOf(context, hit.block)))
          .map((hit) => (inModelContract(context, hit.block) ? { ...hit, score: hit.score - 10 } : hit));
        if (hits.length === 0) return null;
        const top = Math.max(...hits.map((hit) => hit.score));
        const best = hits
          .filter((hit) => hit.score === top)
          .reduce((a, b) => (b.quantity.value > a.quantity.value ? b : a));
        return {
          value: best.quantity.value,
          block: best.block,
          start: best.quantity.start,
          end: best.quantity.end,
          score: best.score,
          pageTopic: /proeftijd|probation/i,
        };
      },
    },
  },
});
