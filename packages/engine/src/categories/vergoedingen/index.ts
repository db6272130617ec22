import { findAmounts, findCents, findCounted } from '../../numbers';
import { defineCategory, MORE_PAY } from '../define-category';
import { titlesOf, type ExtractContext } from '../../extract/rules/context';
import { pickBest, type Finding } from '../../extract/rules/finding';
import { bestHit, fromHit } from '../../extract/rules/findings';
import { scanValues } from '../../extract/rules/search';
import { amountInForce } from './dated-amounts';

const TRAVEL_TITLE = /reiskosten|reis|woon-?werk|vervoer|kostenvergoeding|mobiliteit/i;
const TRAVEL_TOPIC =
  /reiskosten|reisafstand|woon-?werk|eigen\s+vervoer|vervoer|kilometer|\bkm\b|reist|commuting/i;
/**
 * Travel for work elsewhere (dienstreizen, "reizen in opdracht van de werkgever", own car "voor de uitvoering
 * van zijn werk") is not the commuting allowance.
 */
const NOT_COMMUTING =
  /buiten\s+de\s+vaste\s+werkplaats|andere\s+plaats|dienstrei[sz]|zakelijke|verhuiz|verblijf|(?:uitoefening|uitvoering|uitvoeren)\s+van\s+(?:zijn|haar|de|hun)\s+(?:functie|werkzaamheden|werk)\b|reizen\s+in\s+opdracht\s+van\s+de\s+werkgever/i;
/** A minimum one-way distance to work is some kilometres; "meer dan 10.000 km" is a band of yearly mileage. */
const MAX_THRESHOLD_KM = 100;
const HOME_TITLE = /thuiswerk|hybride|plaats-?\s*en\s+tijdonafhankelijk/i;
const HOME_TOPIC = /thuiswerk|thuis\s+werk|thuis\s+te\s+werken|thuis\s+wordt\s+verricht|hybride/i;
const MEAL_TOPIC = /maaltijd/i;
/** The amount named by the allowance itself: "recht op een maaltijdvergoeding van € 7,50". */
const MEAL_ALLOWANCE_NAMED =
  /\bmaaltijdvergoeding\s+(?:van\s+(?:maximaal\s+|ten\s+hoogste\s+)?|bedraagt\s+(?:maximaal\s+|ten\s+hoogste\s+)?)$/i;

/** "Er geldt geen minimale reisafstand": the allowance starts at the first kilometre, an explicit 0. */
const NO_THRESHOLD =
  /\bgeen\s+(?:minimale|minimum)\s*-?\s*(?:enkele\s+)?reisafstand\b|\bgeen\s+(?:kilometer)?drempel\b/i;

function findNoThreshold(context: ExtractContext): Finding | null {
  const findings: Finding[] = [];
  for (const block of context.blocks) {
    if (block.kind !== 'prose' || block.role !== 'normative') continue;
    const match = NO_THRESHOLD.exec(block.text);
    if (!match) continue;
    const titleHit = TRAVEL_TITLE.test(titlesOf(context, block));
    if (!titleHit && !TRAVEL_TOPIC.test(block.text)) continue;
    findings.push({
      value: 0,
      block,
      start: match.index,
      end: match.index + match[0].length,
      score: titleHit ? 4 : 2,
      note: 'De cao kent uitdrukkelijk geen minimale reisafstand.',
    });
  }
  return pickBest(findings);
}

export const vergoedingen = defineCategory('vergoedingen', {
  inlenersbeloning: [
    // Expense allowances in general ("kostenvergoedingen", "vergoeding van kosten"): all of them
    // but the home-working allowance, which the lists that pass it on name apart.
    {
      pattern: /\b(?:on)?kostenvergoeding|\bvergoeding(?:en)?\s+(?:van|voor)\s+(?:de\s+)?(?:on)?kosten\b/i,
      elements: ['reiskosten_per_km', 'reiskosten_drempel_km', 'maaltijdvergoeding'],
    },
    // Travel costs alone are not the meal allowance; lodging (pensionkosten) is neither.
    {
      pattern: /reiskosten|woon-?werkverkeer|kilometervergoeding/i,
      elements: ['reiskosten_per_km', 'reiskosten_drempel_km'],
    },
    { pattern: /maaltijd|verblijfkosten/i, elements: ['maaltijdvergoeding'] },
    { pattern: /thuiswerk/i, elements: ['thuiswerkvergoeding'] },
  ],
  vocabulary: [
    'reiskosten',
    'kilometer',
    'woon-werkverkeer',
    'thuiswerk',
    'maaltijd',
    'vergoeding',
    'onkosten',
    'verblijfkosten',
  ],
  elements: {
    reiskosten_per_km: {
      favourability: MORE_PAY,
      find(context) {
        const perKm = {
          title: TRAVEL_TITLE,
          topic: TRAVEL_TOPIC,
          values: findAmounts,
          prefer: /woon-?werk|eigen\s+vervoer|reisafstand/i,
        };
        const hits = [
          ...scanValues(context, {
            ...perKm,
            // Also the first of amounts joined by "/" that share "per kilometer" ("€ 0,08 / € 0,09 per km").
            after:
              /^\s*(?:(?:netto|bruto)(?=[\s/])\s*)?(?:\/\s*(?:€|EUR)\s*\d+,\d{2}\s+(?:netto\s+|bruto\s+)?)?per\s+(?:kilometer|km)\b/i,
          }),
          // "19 cent per kilometer": cents, converted to euro.
          ...scanValues(context, {
            ...perKm,
            values: findCents,
            after: /^\s*(?:(?:netto|bruto)\s+)?per\s+(?:kilometer|km)\b/i,
          }),
          // "De vergoeding per gereisde kilometer bedraagt (vanaf 1 januari 2026) € 0,14".
          ...scanValues(context, {
            ...perKm,
            before:
              /\bvergoeding\s+per\s+(?:gereisde\s+|gereden\s+)?(?:kilometer|km)(?:\s+[\p{L}-]+){0,3}?\s+(?:bedraagt|is)\b[^.;€]{0,40}$/iu,
          }),
        ].filter((hit) => {
          // Business travel (dienstreizen, werk elders) is not the commuting allowance.
          const sentence = hit.block.text.slice(hit.sentence.start, hit.sentence.end);
          const where = `${context.structure.units[hit.block.unit]!.title} ${sentence}`;
          return !NOT_COMMUTING.test(where) || /woon-?werk/i.test(where);
        });
        const best = bestHit(hits);
        const hit = best && amountInForce(context, best);
        if (!hit) return null;
        const inCents = /cent$/i.test(hit.quantity.text);
        return fromHit(hit, {
          pageTopic: /kilometer|kilometre|\bkm\b|reiskosten/i,
          ...(inCents ? { conversion: { factor: 0.01 }, normalisation: 'Centen omgerekend naar euro.' } : {}),
        });
      },
    },
    reiskosten_drempel_km: {
      favourability: { direction: 'lower', reason: 'een lagere drempel geeft eerder recht op reiskosten' },
      find(context) {
        const threshold = {
          title: TRAVEL_TITLE,
          topic: TRAVEL_TOPIC,
          values: (text: string) => findCounted(text, 'kilometer|km'),
          prefer: /per\s+(?:kilometer|km)|reisafstand|enkele\s+reis/i,
        };
        const hits = [
          // "die 10 km of meer van het werk wonen": the threshold before "of meer".
          ...scanValues(context, { ...threshold, after: /^\s*(?:of|en)\s+(?:meer|verder)\b/i }),
          ...scanValues(context, {
            ...threshold,
            before:
              /(?:meer\s+dan|meer\s+bedraagt\s+dan|vanaf|boven(?:\s+de)?|groter\s+dan|ten\s+minste|minimaal|langer\s+dan|verder\s+dan|minder\s+dan|korter\s+dan|drempel\s+van)(?:\s+(?:een|de))?(?:\s+enkele)?(?:\s+reis)?(?:\s*afstand)?(?:\s+van)?\s*$/i,
            notBefore: /(?:maximum\s+van|max\.|ten\s+hoogste|maximaal|tot)\s*$/i,
          }),
        ].filter((hit) => {
          if (hit.quantity.value > MAX_THRESHOLD_KM) return false;
          const where = `${context.structure.units[hit.block.unit]!.title} ${hit.context}`;
          return !NOT_COMMUTING.test(where) || /woon-?werk/i.test(where);
        });
        const hit = bestHit(hits);
        return hit
          ? fromHit(hit, { pageTopic: /reisafstand|reiskosten|vergoeding|drempel/i })
          : findNoThreshold(context);
      },
    },
    thuiswerkvergoeding: {
      favourability: MORE_PAY,
      find(context) {
        const hits = scanValues(context, {
          title: HOME_TITLE,
          topic: HOME_TOPIC,
          values: findAmounts,
          after: /^\s*(?:netto\s+|bruto\s+)?per\s+(?:thuis)?(?:gewerkte\s+)?(?:werk)?dag\b|^\s*per\s+dag\b/i,
          titleSuffices: false,
        });
        // "… geldt een vergoeding per dag gelijk aan het fiscaal vrijgestelde bedrag (nu € 2,00)".
        const perDayBefore = scanValues(context, {
          title: HOME_TITLE,
          topic: HOME_TOPIC,
          values: findAmounts,
          // Also "Voor iedere dag dat de werknemer thuiswerkt, ontvangt hij € 2,40".
          before:
            /vergoeding\s+(?:van\s+)?per\s+(?:thuis)?(?:gewerkte\s+)?(?:werk)?dag\b[^.;€]{0,100}$|\b(?:voor|per)\s+(?:iedere|elke)\s+(?:thuis)?(?:gewerkte\s+)?(?:werk)?dag\s+(?:dat|waarop)\b[^.;€]{0,80}$/i,
          only: 'prose',
        });
        const hit = bestHit([...hits, ...perDayBefore]);
        return hit ? fromHit(hit, { pageTopic: /thuiswerk|thuis\s+werk|working\s+from\s+home/i }) : null;
      },
    },
    maaltijdvergoeding: {
      favourability: MORE_PAY,
      find(context) {
        const hits = scanValues(context, {
          title: /maaltijd/i,
          topic: MEAL_TOPIC,
          values: findAmounts,
          notSentence: /verblijf|overnacht|buitenland|dagvergoeding/i,
        }).filter((hit) => {
          const unit = context.structure.units[hit.block.unit]!;
          if (/verblijf|reis/i.test(unit.title)) return false;
          return (
            /maaltijd/i.test(unit.title) ||
            /overwerk|overuren|overtijd/i.test(hit.context) ||
            MEAL_ALLOWANCE_NAMED.test(hit.block.text.slice(hit.sentence.start, hit.quantity.start))
          );
        });
        const best = bestHit(hits);
        const hit = best && amountInForce(context, best);
        return hit ? fromHit(hit, { pageTopic: /maaltijd|overwerk/i }) : null;
      },
    },
  },
});
