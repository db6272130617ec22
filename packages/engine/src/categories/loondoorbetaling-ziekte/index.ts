import { NUMERAL_SOURCE, findCounted, findPercentages, scanQuantities, type Quantity } from '../../numbers';
import { defineCategory, type Favourability } from '../define-category';
import { bestHit, fromHit } from '../../extract/rules/findings';
import type { ExtractContext } from '../../extract/rules/context';
import { scanValues } from '../../extract/rules/search';
import type { Finding } from '../../extract/rules/finding';

const TITLE = /ziekte|arbeidsongeschikt|loondoorbetaling|loon\s+bij\s+ziekte|ziek/i;
const TOPIC = /ziek|arbeidsongeschikt|loondoorbetaling|doorbetaling|illness|sick/i;
// A year of sickness is also written as "twaalf maanden" (or 12).
const FIRST =
  /eerste\s+(?:ziekte)?jaar|eerste\s+jaar\s+van|eerste\s+52\s+weken|eerste?\s+(?:periode\s+van\s+)?(?:13|26|39)\s+weken|eerste\s+periode\s+van\s+52\s+weken|eerste\s+(?:12|twaalf)\s+maanden|\b1e\s+(?:ziekte)?jaar|first\s+year/gi;
const SECOND =
  /tweede\s+(?:ziekte)?jaar|tweede\s+jaar\s+van|tweede\s+(?:periode\s+van\s+)?52\s+weken|tweede\s+periode|(?:daarop)?volgende\s+(?:52\s+weken|periode\s+van\s+52\s+weken|jaar|(?:12|twaalf)\s+maanden)|tweede\s+(?:12|twaalf)\s+maanden|\b2e\s+(?:ziekte)?jaar|53e|week\s+53|second\s+year/gi;

function lastIndex(pattern: RegExp, text: string): number {
  return [...text.matchAll(pattern)].at(-1)?.index ?? -1;
}

// "gedurende de 27e week tot en met de 78e week": a tier of weeks; week 53 falls in the second year.
const WEEK_RANGE = /\b(\d{1,3})e\s+(?:week\s+)?(?:tot\s+en\s+met|t\/m|tot)\s+(?:de\s+)?(\d{1,3})e\s+week\b/gi;

function lastWeekRange(text: string, year: 'first' | 'second'): number {
  let last = -1;
  for (const match of text.matchAll(WEEK_RANGE)) {
    const from = Number(match[1]);
    const to = Number(match[2]);
    const inYear = year === 'first' ? from <= 52 && to <= 52 : from <= 53 && to >= 53;
    if (inYear && from < to) last = match.index;
  }
  return last;
}

function sickPay(context: ExtractContext, year: 'first' | 'second'): Finding | null {
  const hits = scanValues(context, {
    title: TITLE,
    topic: TOPIC,
    values: findPercentages,
    notSentence: /zorgverlof|WGA|WIA|IVA|passende\s+arbeid|aanvulling\s+tot|premie|vakantie/i,
  }).filter((hit) => {
    // "100% gedurende de eerste 26 weken, 85% gedurende …": the period follows its percentage.
    const rest = hit.block.text.slice(hit.quantity.end, hit.sentence.end);
    const following = /^\s*(?:van\s+het\s+\S+\s+)?(?:gedurende|tijdens|in|over)\s+(?:de|het)\b[^,;]*/i.exec(
      rest,
    );
    const label = following ? following[0] : hit.block.text.slice(hit.sentence.start, hit.quantity.start);
    const first = Math.max(lastIndex(FIRST, label), lastWeekRange(label, 'first'));
    const second = Math.max(lastIndex(SECOND, label), lastWeekRange(label, 'second'));
    return year === 'first' ? first >= 0 && first > second : second >= 0 && second > first;
  });
  const hit = bestHit(hits);
  return hit ? fromHit(hit, { pageTopic: /ziek|arbeidsongeschikt|illness/i }) : null;
}

// "de eerste N (ziekte)dagen van ziekte … gelden als wachtdag" or "… niet (door)betaald".
const FIRST_DAYS_UNPAID = new RegExp(
  `\\beerste\\s+${NUMERAL_SOURCE}\\s+(?:ziekte)?dagen\\s+van\\s+(?:de\\s+)?(?:arbeidsongeschiktheid|ziekte)\\b[^.;]{0,50}?(?:\\bgelden\\s+als\\s+wachtdag|\\bniet\\s+(?:door)?betaald)`,
  'giu',
);

/** "2 wachtdagen", "één wachtdag", "geen wachtdag" (0, an explicit none), "de eerste twee dagen … niet betaald". */
function waitingDays(text: string): Quantity[] {
  const found = [...findCounted(text, 'wachtdagen|wachtdag'), ...scanQuantities(text, FIRST_DAYS_UNPAID)];
  for (const match of text.matchAll(/\bgeen\s+wachtdag(?:en)?\b/gi)) {
    found.push({
      value: 0,
      start: match.index,
      end: match.index + match[0].length,
      text: match[0],
      inWords: true,
    });
  }
  return found.sort((a, b) => a.start - b.start);
}

const MORE_SICK_PAY: Favourability = {
  direction: 'higher',
  reason: 'een hoger percentage doorbetaald loon is gunstiger',
};

export const loondoorbetalingZiekte = defineCategory('loondoorbetaling_ziekte', {
  vocabulary: ['ziekte', 'arbeidsongeschikt', 'wachtdag', 'doorbetaling', 'ziektejaar'],
  elements: {
    ziekte_eerste_jaar: {
      favourability: MORE_SICK_PAY,
      find: (context) => sickPay(context, 'first'),
    },
    ziekte_tweede_jaar: {
      favourability: MORE_SICK_PAY,
      find: (context) => sickPay(context, 'second'),
    },
    wachtdagen: {
      favourability: {
        direction: 'lower',
        reason: 'minder wachtdagen betekent minder loonverlies bij ziekte',
      },
      retrievalHints: ['wachtdag'],
      find(context) {
        const hits = scanValues(context, {
          title: TITLE,
          topic: /ziek|arbeidsongeschikt|wachtdag/i,
          values: waitingDays,
          notBefore: /(?:maximum\s+van|maximaal|ten\s+hoogste|hoogstens|niet\s+meer\s+dan)\s*$/i,
          notAfter: /^\s*(?:meer\s+)?(?:bij|voor|in\s+geval\s+van|als|wanneer|indien|behalve)\b/i,
        });
        const hit = bestHit(hits);
        return hit
          ? fromHit(hit, {
              pageTopic: /ziek|arbeidsongeschikt|waiting/i,
              ...(hit.quantity.value === 0
                ? { note: 'De cao bepaalt uitdrukkelijk dat geen wachtdag geldt.' }
                : {}),
            })
          : null;
      },
    },
  },
});
