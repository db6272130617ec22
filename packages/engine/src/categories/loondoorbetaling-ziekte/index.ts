import { NUMERAL_SOURCE, findCounted, findPercentages, scanQuantities, type Quantity } from '../../numbers';
import { defineCategory, type Favourability } from '../define-category';
import { bestHit, fromHit } from '../../extract/rules/findings';
import type { ExtractContext } from '../../extract/rules/context';
import { leadInOf, scanValues, type Hit } from '../../extract/rules/search';
import type { Finding } from '../../extract/rules/finding';
import { paidFromLaterDay } from './later-sick-day';
import { lastRangeIn } from './period-ranges';

const TITLE = /ziekte|arbeidsongeschikt|loondoorbetaling|loon\s+bij\s+ziekte|ziek/i;
const TOPIC = /ziek|arbeidsongeschikt|loondoorbetaling|doorbetaling|illness|sick/i;
// A year of sickness is also written as "twaalf maanden" (or 12); "de eerste zes maanden" lies in the
// first year, "de volgende 18 maanden" (after them) runs into the second.
// "gedurende maximaal 52 weken" counts from the first day of sickness: the first year.
const FIRST =
  /(?:gedurende|voor|tijdens)\s+(?:maximaal|ten\s+hoogste)\s+52\s+weken|eerste\s+(?:ziekte)?jaar|eerste\s+jaar\s+van|eerste\s+52\s+weken|eerste?\s+(?:periode\s+van\s+)?(?:13|26|39)\s+weken|eerste\s+periode\s+van\s+52\s+weken|(?:tweede|derde|vierde)\s+periode\s+van\s+(?:13|26)\s+weken|eerste\s+(?:[1-9]|1[0-2]|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf|twaalf)\s+maanden|(?:duur|periode|tijdvak)\s+van\s+(?:maximaal\s+|ten\s+hoogste\s+)?(?:12|twaalf)\s+maanden|\b1e\s+(?:ziekte)?jaar|first\s+year|(?:eerste|tweede)\s+tijdvak\s+van\s+(?:maximaal\s+|ten\s+hoogste\s+)?(?:13|26)\s+weken|(?:\b1e|\b2e|eerste|tweede)\s+half\s?jaar/gi;
const SECOND =
  /tweede\s+(?:ziekte)?jaar|tweede\s+jaar\s+van|tweede\s+(?:periode\s+van\s+)?52\s+weken|tweede\s+periode(?!\s+van\s+(?:13|26|39)\s+weken)|(?:daarop)?volgende\s+(?:52\s+weken|periode\s+van\s+52\s+weken|jaar|(?:12|twaalf)\s+maanden)|tweede\s+(?:12|twaalf)\s+maanden|volgende\s+(?:1[3-9]|2[0-4]|dertien|veertien|vijftien|zestien|zeventien|achttien|negentien|twintig)\s+maanden|\b2e\s+(?:ziekte)?jaar|53(?:e|ste)|week\s+53|second\s+year|(?:derde|vierde)\s+tijdvak\s+van\s+(?:maximaal\s+|ten\s+hoogste\s+)?26\s+weken|(?:\b3e|\b4e|derde|vierde)(?:\s+en\s+(?:4e|vierde))?\s+half\s?jaar/gi;

function lastIndex(pattern: RegExp, text: string): number {
  return [...text.matchAll(pattern)].at(-1)?.index ?? -1;
}

// "Gedurende maximaal twee jaar … volgens onderstaand schema": one scale for the whole period.
const WHOLE_PERIOD =
  /(?:gedurende|voor|tijdens)\s+(?:maximaal\s+|ten\s+hoogste\s+|de\s+eerste\s+)?(?:twee|2)\s+jaar|104\s+weken/i;

const OPENING_TIER =
  /^[^;]*?\b(?:over|gedurende|voor)\s+een\s+(?:tijdvak|periode)\s+van\s+(?:maximaal\s+|ten\s+hoogste\s+)?(?:13|26)\s+weken\b/i;

/** The end of the second year of sickness: "voor de duur van 24 maanden", "tot 104 weken". */
const SECOND_YEAR_END =
  /\b(?:24|vierentwintig)\s+maanden\b|\b104\s+weken\b|\btwee\s+jaar\b|\btweede\s+(?:ziekte)?jaar\b/i;

/** The year a sick-pay percentage is stated for, or 'none' when its wording names no year. */
function yearOf(hit: Hit): 'first' | 'second' | 'none' {
  // "100% gedurende de eerste 26 weken, 85% gedurende …": the period follows its percentage, also
  // after what it is a percentage of ("80% van het naar tijdruimte vastgestelde loon gedurende …").
  const rest = hit.block.text.slice(hit.quantity.end, hit.sentence.end);
  // "… 100% van het loon in het eerste ziektejaar en 70% van het loon in het tweede": the words after a
  // percentage run up to the next percentage, not into the next tier.
  const nextShare = /\d+(?:,\d+)?\s?(?:%|procent)/i.exec(rest);
  const ownRest = nextShare ? rest.slice(0, nextShare.index) : rest;
  const following =
    /^\s*(?:van\s+(?:het|de)\s+(?:(?!en\s|of\s)[\p{L}-]+\s+){0,5}?)?(?:gedurende|tijdens|in|over)\s+(?:de|het|maximaal|ten\s+hoogste)\b[^,;]*/iu.exec(
      ownRest,
    );
  const before = hit.block.text.slice(hit.sentence.start, hit.quantity.start);
  // "… de eerste 12 maanden zijn volledige loon en daarna 70% … tot 24 maanden na de eerste ziektedag".
  if (/\b(?:daarna|vervolgens|nadien)\s+$/i.test(before) && SECOND_YEAR_END.test(rest)) return 'second';
  const yearIn = (text: string): [number, number] => [
    Math.max(lastIndex(FIRST, text), lastRangeIn(text, 'first')),
    Math.max(lastIndex(SECOND, text), lastRangeIn(text, 'second')),
  ];
  // "gedurende het tweede ziektejaar 80% van het loon uit te betalen over de uren …": words after the
  // percentage that name no year leave the year named before it.
  let label = following ? following[0] : before;
  let [first, second] = yearIn(label);
  if (first < 0 && second < 0 && following) {
    label = before;
    [first, second] = yearIn(label);
  }
  if (first < 0 && second < 0) {
    // "gedurende 26 weken het loon …" with no year named: a period counted from the first day of sickness.
    if (/\b(?:gedurende|tijdens)\s+(?:de\s+)?(?:13|26|39)\s+weken\b/i.test(label)) return 'first';
    // "… 100% van het salaris … voor een periode van 26 weken": the opening tier, named after
    // what it is a percentage of, at the end of the sentence (a later tier is "een tweede tijdvak").
    return OPENING_TIER.test(rest) ? 'first' : 'none';
  }
  return first > second ? 'first' : 'second';
}

/**
 * A sentence broken over two blocks ("in het eerste ziektejaar betaalt de werkgever" over "100% van het
 * loon."): the year named in the unfinished block before the value's own.
 */
function yearWithLeadIn(context: ExtractContext, hit: Hit): 'first' | 'second' | 'none' {
  const year = yearOf(hit);
  if (year !== 'none' || hit.sentence.start !== 0) return year;
  const previous = context.blocks[hit.block.index - 1];
  if (
    !previous ||
    previous.kind !== 'prose' ||
    previous.unit !== hit.block.unit ||
    previous.lid !== hit.block.lid ||
    /[.;:!?]\s*$/.test(previous.text)
  )
    return year;
  const shift = previous.text.length + 1;
  const joined = { ...hit.block, text: `${previous.text} ${hit.block.text}` };
  return yearOf({
    ...hit,
    block: joined,
    quantity: { ...hit.quantity, start: hit.quantity.start + shift, end: hit.quantity.end + shift },
    sentence: { start: 0, end: hit.sentence.end + shift },
  });
}

/**
 * "een aanvulling van 30%" beside a "loondoorbetaling van 70%" stated before it: the supplement comes on top
 * of the pay named before it in the sentence; what is paid is their sum.
 */
function supplementOnTop(hit: Hit): Partial<Finding> {
  const before = hit.block.text.slice(hit.sentence.start, hit.quantity.start);
  if (!/\baanvulling\s+van\s*$/i.test(before)) return {};
  const base = /\b(?:loon)?doorbetaling\s+van\s+(\d{1,3})\s?%/i.exec(before);
  if (!base) return {};
  const offset = Number(base[1]);
  const value = hit.quantity.value + offset;
  if (value > 100) return {};
  return {
    value,
    conversion: { offset },
    normalisation: `Aanvulling van ${hit.quantity.value}% bovenop de doorbetaling van ${offset}%.`,
  };
}

/**
 * Full pay without a percentage: "het loon waarop hij bij normale arbeid recht zou hebben gehad" (not "90% van
 * het loon waarop …"), "behoudt zijn volledige loon", "zal het netto inkomen doorbetalen" (the whole
 * net income), "volledige doorbetaling van het salaris": 100%.
 */
const FULL_PAY =
  /(?<!%\s*van\s+(?:het|de)\s+)\b(?:bruto\s+)?(?:bedrag\s+aan\s+)?(?:bruto|netto)?(?:loon|salaris)\s+(?:uit\s+te\s+(?:keren|betalen)\s+)?waarop\s+(?:hij|zij|de\s+werknemer)\s+(?:[\p{L}-]+\s+){0,4}?(?:aanspraak|recht)\s+zou\s+hebben\b|\bvolledige?\s+(?:netto\s+|bruto\s+)?(?:loon|salaris|inkomen|maandloon|maandsalaris)\b|\bvolledige\s+(?:loon)?doorbetaling\b|\bhet\s+netto\s+(?:loon|salaris|inkomen)\s+(?:\S+\s+){0,3}?door\s*(?:te\s+)?beta(?:len|alt|ald)\b/giu;

function findSickPayShares(text: string): Quantity[] {
  const full = [...text.matchAll(FULL_PAY)].map((match) => ({
    value: 100,
    start: match.index,
    end: match.index + match[0].length,
    text: match[0],
    inWords: true,
  }));
  return [...findPercentages(text), ...full].sort((a, b) => a.start - b.start);
}

/** "Die uitkering vult de werkgever aan tot 100%" after a sentence on a disability benefit: that benefit's supplement. */
const BENEFIT_BACK_REFERENCE = /^\s*(?:deze|die|een\s+dergelijke)\s+uitkering\b/i;
const DISABILITY_BENEFIT = /\b(?:WIA|IVA|WGA|WAO)\b/;
/** "85% … indien hij werkt aan zijn re-integratie": a rate on a condition, not the rule. */
const ON_CONDITION =
  /^[^.;]*?\b(?:indien|mits|op\s+voorwaarde\s+dat|wanneer|als)\s+(?:hij|zij|de\s+werknemer|de\s+medewerker)\b/i;

/**
 * A list item completing a lead-in on sick pay ("… ontvangt bij ziekte een deel van zijn loon:" over
 * "- 100% in …") speaks of sick pay as if its own clause did (the lead-in is that clause's start); a supplement to a disability benefit referred
 * back to, or a rate on a condition, is not the general rule.
 */
function rescored(context: ExtractContext, hit: Hit): Hit {
  let score = hit.score;
  const text = hit.block.text;
  const clause = text.slice(hit.clause.start, hit.clause.end);
  if (
    hit.block.kind === 'prose' &&
    /^[–—•\-*·▪]\s/.test(text) &&
    !TOPIC.test(clause) &&
    TOPIC.test(leadInOf(context, hit.block))
  )
    score += 1;
  const sentence = text.slice(hit.sentence.start, hit.sentence.end);
  if (
    BENEFIT_BACK_REFERENCE.test(sentence) &&
    DISABILITY_BENEFIT.test(text.slice(Math.max(0, hit.sentence.start - 400), hit.sentence.start))
  )
    score -= 3;
  if (ON_CONDITION.test(text.slice(hit.quantity.end, hit.sentence.end))) score -= 2;
  return score === hit.score ? hit : { ...hit, score };
}

function sickPay(context: ExtractContext, year: 'first' | 'second'): Finding | null {
  const hits = scanValues(context, {
    title: TITLE,
    topic: TOPIC,
    values: findSickPayShares,
    // Vacation during sickness is another subject; "… en de vakantietoeslag" is part of what is paid.
    // What is paid after the second year (or in a WAO benefit) is no sick pay of the first two years.
    notSentence:
      /zorgverlof|WGA|WIA|IVA|WAO|passende\s+arbeid|premie|vakantie(?!toeslag)|\bna\s+(?:de\s+)?twee\s+ziektejaren|\bvolgende\s+op\s+het\s+tweede\s+ziektejaar|\b(?:derde|3e)\s+ziektejaar/i,
    // "70% … wordt doorbetaald; … ontvangt de werknemer een aanvulling tot 100%": what is paid in the end.
    prefer: /aanvulling\s+tot\s+(?:maximaal\s+)?\d+(?:,\d+)?\s?%/i,
    // A supplement in points on top of the percentage ("een aanvulling tot maximaal 10 procentpunten").
    // A percentage of holiday pay ("8% vakantietoeslag") is not the sick pay.
    notAfter: /^\s*(?:procentpunt|vakantie)/i,
  });
  const hit = bestHit(
    hits
      .filter((candidate) => yearWithLeadIn(context, candidate) === year)
      .map((candidate) => rescored(context, candidate)),
  );
  if (hit) return fromHit(hit, { pageTopic: /ziek|arbeidsongeschikt|illness/i, ...supplementOnTop(hit) });
  // One scale for both years, in tiers (by length of service): its first tier, as for every staffel.
  let tier: Hit | null = null;
  for (const candidate of hits) {
    if (yearOf(candidate) !== 'none' || !WHOLE_PERIOD.test(candidate.context)) continue;
    if (!tier || candidate.score > tier.score) tier = candidate;
  }
  return tier
    ? fromHit(tier, {
        pageTopic: /ziek|arbeidsongeschikt|illness/i,
        note: 'Eén schaal voor beide ziektejaren: de eerste trede.',
      })
    : null;
}

// "de eerste N (ziekte)dagen van ziekte … gelden als wachtdag" or "… niet (door)betaald".
const FIRST_DAYS_UNPAID = new RegExp(
  `\\beerste\\s+${NUMERAL_SOURCE}\\s+(?:ziekte)?dagen\\s+van\\s+(?:de\\s+)?(?:arbeidsongeschiktheid|ziekte)\\b[^.;]{0,50}?(?:\\bgelden\\s+als\\s+wachtdag|\\bniet\\s+(?:door)?betaald)`,
  'giu',
);

const SICK_DAY = String.raw`eerste\s+(?:ziekte)?dag\b(?:\s+van\s+(?:de\s+)?(?:arbeidsongeschiktheid|ziekte))?`;

// One waiting day in words: "de eerste ziektedag geldt als wachtdag", "over de eerste dag van ziekte
// wordt geen loon betaald", "inhouding (van loon) over de eerste dag". The ordinal is the count (1).
const FIRST_DAY_UNPAID = new RegExp(
  String.raw`(?<!\b(?:vanaf|ingaande|met\s+ingang\s+van)\s+)\bde\s+${SICK_DAY}\s+(?:geldt\s+als|als|is\s+een)\s+wachtdag\b` +
    String.raw`|\binhouding\s+(?:van\s+(?:het\s+)?loon\s+)?(?:van|over)\s+de\s+${SICK_DAY}` +
    String.raw`|\bover\s+de\s+${SICK_DAY}\s+wordt\s+(?:geen\s+loon|het\s+loon\s+niet)\s+(?:door)?betaald` +
    String.raw`|(?<!\b(?:vanaf|ingaande|met\s+ingang\s+van)\s+)\bde\s+${SICK_DAY}\s+(?:wordt\s+)?niet\s+(?:door)?betaald`,
  'giu',
);

// No waiting day: pay is due "vanaf de eerste (ziekte)dag", when the sentence goes on to pay. Not where
// the first day only counts a period ("gedurende 12 maanden vanaf de eerste ziektedag"): that is no
// statement on waiting days.
const PAID_FROM_FIRST_DAY = new RegExp(
  String.raw`(?<!\b(?:weken|maanden|jaar|jaren)\s+(?:gerekend\s+)?)\b(?:vanaf|ingaande|met\s+ingang\s+van)\s+de\s+${SICK_DAY}(?:\s+voor\s+de\s+duur\s+van\s+de\s+(?:ziekte|arbeidsongeschiktheid))?` +
    String.raw`(?=[^.;]{0,120}?\b(?:door\s*(?:te\s+)?betal|doorbetaal|doorbetaald|betaalt|\d+\s?%))`,
  'giu',
);

// "mag de eerste twee dagen van ziekte geen inkomen doorbetalen": the unpaid days are waiting days.
const FIRST_DAYS_NOT_PAID = new RegExp(
  String.raw`\bde\s+eerste\s+${NUMERAL_SOURCE}\s+(?:ziekte|werk)?dagen\s+(?:van\s+(?:de\s+)?(?:arbeidsongeschiktheid|ziekte)\s+)?(?:geen\s+(?:loon|inkomen|salaris)\s+(?:door\s+te\s+betalen|doorbetaald|te\s+betalen|uit\s+te\s+betalen)|(?:het\s+)?(?:loon|inkomen|salaris)\s+niet\s+(?:door\s+te\s+betalen|door\s+te\s+betalen|doorbetaald))`,
  'giu',
);

function wordedDays(text: string, pattern: RegExp, value: number): Quantity[] {
  return [...text.matchAll(pattern)].map((match) => ({
    value,
    start: match.index,
    end: match.index + match[0].length,
    text: match[0],
    inWords: true,
  }));
}

/**
 * "2 wachtdagen", "één wachtdag", "geen wachtdag" (0, an explicit none), "de eerste twee dagen …
 * niet betaald", "de eerste ziektedag geldt als wachtdag" (1), "vanaf de eerste dag van ziekte … door
 * te betalen" (0).
 */
function waitingDays(text: string): Quantity[] {
  const found = [
    ...findCounted(text, 'wachtdagen|wachtdag'),
    ...scanQuantities(text, FIRST_DAYS_UNPAID),
    ...scanQuantities(text, FIRST_DAYS_NOT_PAID),
    ...wordedDays(text, FIRST_DAY_UNPAID, 1),
    ...wordedDays(text, PAID_FROM_FIRST_DAY, 0),
    ...paidFromLaterDay(text),
  ];
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

const STATUTORY_BENEFIT = /\bZiektewet\b|\bZW\b|\bziekengeld\b|\buitkering\b/i;

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
          // "Van de twee wachtdagen wordt één gecompenseerd" refers back to waiting days stated before.
          notBefore: /(?:maximum\s+van|maximaal|ten\s+hoogste|hoogstens|niet\s+meer\s+dan|\bvan\s+de)\s*$/i,
          notAfter: /^\s*(?:meer\s+)?(?:bij|voor|in\s+geval\s+van|als|wanneer|indien|behalve)\b/i,
        });
        // The waiting days of the statutory sickness benefit (Ziektewet) give way to those of the
        // employer's pay, where the cao states both.
        // "Voor chronisch zieken gelden geen wachtdagen" beside a count of waiting days in the same
        // article is an exception to that count, not the rule.
        const counted = new Set(hits.filter((h) => h.quantity.value > 0).map((h) => h.block.unit));
        const hit = bestHit(
          hits.map((h) => {
            let score = h.score - (STATUTORY_BENEFIT.test(h.context) ? 1 : 0);
            if (h.quantity.value === 0 && counted.has(h.block.unit)) score -= 3;
            return score === h.score ? h : { ...h, score };
          }),
        );
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
