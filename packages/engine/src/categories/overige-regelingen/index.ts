import { findCounted } from '../../numbers';
import { defineCategory, type Favourability } from '../define-category';
import type { Finding } from '../../extract/rules/finding';
import { titlesOf } from '../../extract/rules/context';
import { scanValues } from '../../extract/rules/search';
import { findTerm } from './term';

const CONTRACT_LENGTH =
  /(?:(?:overeenkomst|contract|dienstverband)\s+(?:voor\s+(?:bepaalde\s+tijd\s+)?|van\s+)|(?:aangegaan|gesloten)\s+voor\s+)(?:(?:ten\s+hoogste|maximaal|langer\s+dan|korter\s+dan|meer\s+dan|minder\s+dan)\s+)?$/i;
/** The law quoted in an appendix (Burgerlijk Wetboek) is not the cao's own probation. */
const QUOTED_LAW = /burgerlijk\s+wetboek|wettekst/i;
const TERM_PAGES = /looptijd|in\s+werking|cao\s+(?:geldt|loopt)|duration|term/i;

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
        return {
          value: term.toIso,
          block: term.toBlock ?? term.block,
          start: term.to.start,
          end: term.to.end,
          score: term.score,
          pageTopic: TERM_PAGES,
          pageWindow: 'sentence',
          ...(term.exclusive
            ? {
                conversion: { offset: -1 },
                normalisation: '"tot" de gedrukte datum: de looptijd eindigt de dag ervoor.',
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
            before:
              /(?:ten\s+hoogste|maximaal|hoogstens|maximum\s+van|niet\s+langer\s+dan|proeftijd\s+van|proeftijd\s+bedraagt|bedraagt\s+de\s+proeftijd|proeftijd\s+is|:)\s*$/i,
            only: 'prose',
          }),
          // "De eerste 2 maanden van de arbeidsovereenkomst gelden als proeftijd."
          ...scanValues(context, {
            ...probation,
            before: /\beerste\s*$/i,
            after:
              /^\s*(?:van\s+[^.;]{0,60}?)?(?:worden|wordt|gelden|geldt|zijn|is)\s+(?:aangemerkt\s+)?als\s+proeftijd/i,
            only: 'prose',
          }),
          // A table "Duur van de overeenkomst | Proeftijd": the probation is the row's last cell.
          ...scanValues(context, { ...probation, only: 'row', after: /^\s*$/ }),
        ].filter((hit) => !QUOTED_LAW.test(titlesOf(context, hit.block)));
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
