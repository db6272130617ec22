import { findCounted, findHours, findSeries, type Quantity } from '../../numbers';
import { roundTo } from '../../numbers';
import { defineCategory, MORE_PAY, NO_VERDICT } from '../define-category';
import { pickBest, type Finding } from '../../extract/rules/finding';
import { bestHit, fromHit } from '../../extract/rules/findings';
import { titlesOf } from '../../extract/rules/context';
import { scanValues } from '../../extract/rules/search';
import { splitSentences } from '../../extract/rules/sentences';
import { findIncreases } from '../../categories/initiele-verhogingen/salary-increases';
import { findPayPeriod } from './pay-period';
import { findMonthFactor, pickWageTable } from './wage-tables';
import { formatDutchDate } from '../../compare/format-date';

const HOURS_TITLE = /arbeidsduur|arbeidstijd|werktijd|werkweek/i;
const HOURS_TOPIC = /arbeidsduur|werkweek|arbeidstijd|-urige/i;
const SCALES_TITLE =
  /functie-?indeling|loongebouw|loongroep|functiegroep|salarisschal|loonschal|indeling|schalen|loontabel/i;
const SCALES_TOPIC =
  /loongebouw|functiegroep|loongroep|loonschal|salarisschal|schalen|salarisgroep|functieniveau|salarishuis|salarisgebouw|\p{Lu}{2,5}-groep/iu;
// "acht functieniveaus", "twaalf FWG-groepen": a scale may be named after the evaluation system.
const SCALE_NOUN =
  '(?:functie|loon|salaris)?(?:groepen|schalen)|functiegroepen|loonschalen|salarisschalen|loongroepen|functieniveaus|\\p{Lu}{2,5}-groepen';
const FOUR_WEEKS = /^\s*(?:gemiddeld\s+)?per\s+(?:periode\s+van\s+)?(?:vier|4)\s+weken\b/i;

/** Hours per week as printed: "38 uur per week", "een 38-urige werkweek", "152 uur per vier weken" (÷ 4). */
function weeklyHours(text: string): Quantity[] {
  return findHours(text).flatMap((q) => {
    const after = text.slice(q.end, q.end + 40);
    if (/urige$/i.test(q.text)) return [q];
    if (/^\s*(?:gemiddeld\s+)?per\s+(?:kalender)?week\b/i.test(after)) return [q];
    if (FOUR_WEEKS.test(after)) return [{ ...q, value: q.value / 4 }];
    return [];
  });
}

export const beloning = defineCategory('beloning', {
  inlenersbeloning: [
    {
      pattern:
        /periodeloon|\bschaal|loonschaal|loongebouw|functie-?indeling|inschaling|salaris|uurloon|loontabel/i,
      elements: ['aantal_loonschalen', 'laagste_schaal_minimum', 'hoogste_schaal_maximum'],
    },
  ],
  vocabulary: [
    'loontabel',
    'salaristabel',
    'loonschaal',
    'salarisschaal',
    'functiegroep',
    'maandloon',
    'uurloon',
    'arbeidsduur',
    'loongebouw',
    'minimum',
    'maximum',
    'uitbetaling van het loon',
    'loonbetaling',
  ],
  elements: {
    arbeidsduur_per_week: {
      favourability: {
        direction: 'lower',
        reason: 'een kortere normale werkweek betekent meer loon per uur en eerder overwerk',
      },
      retrievalHints: ['normale arbeidsduur', 'uur per week', 'arbeidsduur bedraagt'],
      find(context) {
        const hits = scanValues(context, {
          title: HOURS_TITLE,
          topic: HOURS_TOPIC,
          values: weeklyHours,
          notBefore:
            /\bbij\s+een\s+(?:arbeidsduur|werkweek|werktijdregeling|dienstverband|contract)\s+van\s+(?:gemiddeld\s+)?$|\b(?:boven|meer\s+dan|minder\s+dan|ten\s+hoogste|maximaal)\s+(?:de\s+)?(?:normale\s+arbeidsduur\s+van\s+)?$/i,
          prefer: /normale|voltijd|gemiddeld|bedraagt/i,
        });
        const hit = bestHit(hits);
        if (!hit) return null;
        const fourWeeks = FOUR_WEEKS.test(hit.block.text.slice(hit.quantity.end, hit.quantity.end + 40));
        return fromHit(hit, {
          pageTopic: /arbeidsduur|werkweek|working\s+week/i,
          pageWindow: 'clause',
          ...(fourWeeks
            ? { conversion: { factor: 0.25 }, normalisation: 'Uren per vier weken gedeeld door 4.' }
            : {}),
        });
      },
    },
    aantal_loonschalen: {
      favourability: { direction: 'neutral', reason: 'meer of minder schalen zegt niets over de hoogte' },
      retrievalHints: ['loonschalen', 'functiegroepen', 'loongebouw'],
      find(context) {
        const hits = scanValues(context, {
          title: SCALES_TITLE,
          topic: SCALES_TOPIC,
          values: (text) => findCounted(text, SCALE_NOUN).filter((q) => q.value >= 2 && q.value <= 40),
          before:
            /\b(?:kent|kennen|zijn|telt|tellen|omvat|bestaat\s+uit|heeft|bevat|in)\s+(?:in\s+totaal\s+)?$/i,
        });
        const hit = bestHit(hits);
        if (hit) return fromHit(hit);
        // "aangeduid met de letters A tot en met H", "genummerd I tot en met IX": count the series.
        const findings: Finding[] = [];
        for (const block of context.blocks) {
          if (block.kind !== 'prose' || block.role !== 'normative') continue;
          const titleHit = SCALES_TITLE.test(titlesOf(context, block));
          for (const sentence of splitSentences(block.text)) {
            const text = block.text.slice(sentence.start, sentence.end);
            if (
              !SCALES_TOPIC.test(text) ||
              !/genummerd|aangeduid|lopen\s+van|van\s+\S+\s+tot\s+en\s+met|(?:groepen|schalen|niveaus)\s+\S{1,4}\s+(?:tot\s+en\s+met|t\/m)\s/i.test(
                text,
              )
            )
              continue;
            for (const series of findSeries(text)) {
              if (series.count < 2 || series.count > 40) continue;
              const start = sentence.start + series.start;
              findings.push({
                value: series.count,
                block,
                start,
                end: start + series.text.length,
                score: titleHit ? 4 : 2,
                normalisation: `Geteld: ${series.text}.`,
              });
            }
          }
        }
        return pickBest(findings);
      },
    },
    laagste_schaal_minimum: {
      favourability: MORE_PAY,
      retrievalHints: ['loontabel', 'maandlonen', 'salaristabel', 'trede'],
      find: (context) => wageExtreme(context, 'min'),
      missing: 'Geen loontabel gevonden.',
    },
    hoogste_schaal_maximum: {
      favourability: MORE_PAY,
      retrievalHints: ['loontabel', 'maandlonen', 'salaristabel', 'trede'],
      find: (context) => wageExtreme(context, 'max'),
      missing: 'Geen loontabel gevonden.',
    },
    betalingsperiode: { favourability: NO_VERDICT, find: findPayPeriod },
  },
});

function wageExtreme(context: Parameters<typeof pickWageTable>[0], side: 'min' | 'max'): Finding | null {
  const firstIncrease = findIncreases(context)[0]?.date.iso ?? null;
  const table = pickWageTable(context, firstIncrease);
  if (!table || table.cells.length === 0) return null;
  const cell = table.cells.reduce((best, candidate) =>
    side === 'min'
      ? candidate.quantity.value < best.quantity.value
        ? candidate
        : best
      : candidate.quantity.value > best.quantity.value
        ? candidate
        : best,
  );
  const base: Finding = {
    value: cell.quantity.value,
    block: cell.block,
    start: cell.quantity.start,
    end: cell.quantity.end,
    score: 6,
    note: table.date ? `Loontabel per ${formatDutchDate(table.date)}.` : null,
  };
  if (table.period === 'month') return base;
  if (table.period === 'four-weeks' || table.period === 'week') {
    // 13 four-week periods or 52 weeks make a year of 12 months.
    const per = table.period === 'week' ? 52 / 12 : 13 / 12;
    return {
      ...base,
      value: roundTo(cell.quantity.value * per, 2),
      conversion: { factor: roundTo(per, 6), round: 2 },
      normalisation: `${table.period === 'week' ? 'Weekloon × 52/12' : 'Vierwekenloon × 13/12'} (${cell.quantity.text}).`,
    };
  }
  const factor = findMonthFactor(context);
  if (!factor) return null;
  return {
    ...base,
    value: roundTo(cell.quantity.value * factor.factor, 2),
    conversion: { factor: factor.factor, round: 2 },
    normalisation: `Uurloon (${cell.quantity.text}) × ${factor.text} (maandloonfactor uit de cao).`,
  };
}
