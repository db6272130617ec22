import {
  findCounted,
  findHours,
  findLabelRuns,
  findLetterRuns,
  findRomanRuns,
  findSeries,
  type Quantity,
} from '../../numbers';
import { roundTo } from '../../numbers';
import { defineCategory, MORE_PAY, NO_VERDICT } from '../define-category';
import { pickBest, type Finding } from '../../extract/rules/finding';
import { bestHit, fromHit } from '../../extract/rules/findings';
import { titlesOf, type ExtractContext } from '../../extract/rules/context';
import { scanValues, type Hit } from '../../extract/rules/search';
import { splitSentences } from '../../extract/rules/sentences';
import { findIncreases } from '../../categories/initiele-verhogingen/salary-increases';
import { findPayPeriod } from './pay-period';
import { findMonthFactor, findMonthFormula, findPeriodFactor } from './month-factor';
import { extremeCells, isEndsRow, pickWageTable, type WageTable } from './wage-tables';
import { minimumWageCells } from './scale-headers';
import { formatDutchDate } from '../../compare/format-date';

// "Werknemer in volledige dienst: wie gemiddeld 38 uren per week werkt" defines the full-time week.
const HOURS_TITLE = /arbeidsduur|arbeidstijd|werktijd|werkweek|volledige\s+dienst|voltijd/i;
const HOURS_TOPIC = /arbeidsduur|werkweek|arbeidstijd|normale\s+werktijd|-urige|volledige\s+dienst|voltijd/i;
const SCALES_TITLE =
  /functie-?indeling|loongebouw|loongroep|functiegroep|salarisschal|loonschal|indeling|schalen|loontabel/i;
const SCALES_TOPIC =
  /loongebouw|functiegroep|loongroep|loonschal|salarisschal|schalen|salarisgroep|functieniveau|salarishuis|salarisgebouw|(?:loon|salaris|functie)klasse|\p{Lu}{2,5}-groep/iu;
// "acht functieniveaus", "twaalf FWG-groepen": a scale may be named after the evaluation system.
const SCALE_NOUN =
  '(?:functie|loon|salaris)?(?:groepen|schalen)|functiegroepen|loonschalen|salarisschalen|loongroepen|functieniveaus|(?:functie|loon|salaris)klassen|\\p{Lu}{2,5}-groepen';
const FOUR_WEEKS = /^\s*(?:gemiddeld\s+)?per\s+(?:periode\s+van\s+)?(?:vier|4)\s+weken\b/i;

// "De werkweek bedraagt … gemiddeld 38 uur", "de arbeidsduur voor een volledige werkweek is 37,5 uur",
// "een gemiddelde wekelijkse arbeidstijd van 38 uur", "de wekelijkse arbeidsduur bedraagt, berekend over
// een jaar, gemiddeld 38 uren", "heeft een werkweek van 40 uur" (not "bij een werkweek van": notBefore).
const WEEK_BEFORE =
  /\b(?:werkweek|arbeidsduur\s+per\s+week|wekelijkse\s+(?:arbeidsduur|arbeidstijd))\b[^.;\d]{0,80}\b(?:bedraagt|is)\b[^.;\d]{0,70}\s$|\b(?:wekelijkse\s+(?:arbeidsduur|arbeidstijd)|werkweek)\s+van\s+(?:gemiddeld\s+)?$/i;

// "Voor een voltijder met een arbeidsduur van 38 uur geldt …": hours that condition another rule.
const WITH_HOURS =
  /\bmet\s+een\s+(?:normale\s+)?(?:gemiddelde\s+)?(?:wekelijkse\s+)?(?:arbeidsduur|werkweek|arbeidstijd)\s+van\s+(?:gemiddeld\s+)?$/i;

// "… naar evenredigheid van toepassing": a rule for part-timers, measured against the norm.
const PRO_RATA = /\bnaar\s+(?:evenredigheid|rato)\b/i;

const VARIATION_TITLE =
  /definitie|begripsbepaling|flexib|afwijk|mantelzorg|seizoen|zaterdaghulp|piek|oproep|stagi|leerling|vakantiewerk/i;
// "Wetteksten", "Maximumarbeidstijden": the law's limits printed in the cao are no norm of its own.
const LAW_TITLE = /wettekst|maximum\s*arbeidstijd|maximale\s+arbeidstijd/i;

// "Voor werknemers in de volcontinudienst bedraagt de arbeidsduur …": the hours of one special roster.
const ROSTER =
  /\b(?:volcontinu|semi-?continu|continu|(?:twee|drie|vier|vijf|\d)-?ploegen|ploegen|nacht)diensts?\b/i;

/** The sentence up to an offset: from the last full stop before it. */
function sentenceBefore(text: string, at: number): string {
  const head = text.slice(0, at);
  return head.slice(head.search(/[^.;]*$/));
}

/**
 * How much a mention of weekly hours weighs as the norm, beside its score. Definitions and variations
 * (flexible hours, a care-leave example) repeat or bend the norm; "(het minimumloon) bij een 36-urige
 * werkweek" names the week a sum is reckoned on, in passing; "de werknemer met een normale wekelijkse
 * arbeidsduur van 40 uur heeft recht op …" is a condition of another rule, "… zijn de bepalingen
 * naar evenredigheid van toepassing" restates the norm for part-timers and the hours of one special
 * roster (volcontinu, ploegendienst) bend it: all weigh less than the article stating it.
 */
function normWeight(context: ExtractContext, hit: Hit): number {
  if (VARIATION_TITLE.test(titlesOf(context, hit.block))) return -3;
  const before = (reach: number): string =>
    hit.block.text.slice(Math.max(0, hit.quantity.start - reach), hit.quantity.start);
  if (/\bbij\s+een\s+$/i.test(before(10))) return -1;
  if (WITH_HOURS.test(before(80)) || PRO_RATA.test(hit.context)) return -2;
  if (ROSTER.test(sentenceBefore(hit.block.text, hit.quantity.start))) return -2;
  return 0;
}

/** Hours per week as printed: "38 uur per week", "een 38-urige werkweek", "152 uur per vier weken" (÷ 4). */
function weeklyHours(text: string): Quantity[] {
  return findHours(text).flatMap((q) => {
    // "80% van 36 uur" is a part-timer's share, not the norm.
    if (q.text.includes('%')) return [];
    const after = text.slice(q.end, q.end + 40);
    if (/urige$/i.test(q.text)) return [q];
    if (/^\s*(?:gemiddeld\s+)?per\s+(?:kalender)?week\b/i.test(after)) return [q];
    if (
      WEEK_BEFORE.test(text.slice(Math.max(0, q.start - 160), q.start)) &&
      !/^\s*per\s+(?:dag|jaar|maand)/i.test(after)
    )
      return [q];
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
          // "De normale werktijd bedraagt … gemiddeld maximaal 38 uur per week" caps the norm: it is the norm.
          // Also not a range's upper end ("tussen 34 en 48 uur", "van 36 tot 40 uur"), a share of it ("80% van
          // 36 uur") or a sum.
          notBefore:
            /\bbij\s+een\s+(?:arbeidsduur|werkweek|werktijdregeling|dienstverband|contract)\s+van\s+(?:gemiddeld\s+)?$|(?<!\bniet\s)\bmeer\s+dan\s+gemiddeld\s+$|\b(?:boven|meer\s+dan|minder\s+dan|minimaal|ten\s+minste)\s+(?:de\s+)?(?:normale\s+arbeidsduur\s+van\s+)?$|\bminder\s+dan\s+gemiddeld\s+$|(?<!\bnormale\s+(?:werktijd|arbeidsduur|arbeidstijd)\b[^.;]{0,80}\bgemiddeld\s+)\b(?:ten\s+hoogste|maximaal)\s+(?:de\s+)?(?:normale\s+arbeidsduur\s+van\s+)?$|\btussen\s+\d+\s+en\s+$|\bvan\s+\d+\s+tot\s+$|%\s+van\s+$|=\s*$/i,
          prefer: /normale|voltijd|gemiddeld|bedraagt|basisarbeidsduur|berekeningsgrondslag/i,
        });
        const own = hits.filter((h) => !LAW_TITLE.test(titlesOf(context, h.block)));
        const hit = bestHit(own.map((h) => ({ ...h, score: h.score + normWeight(context, h) })));
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
            /\b(?:kent|kennen|zijn|telt|tellen|omvat|bestaat\s+uit|heeft|bevat|in)\s+(?:er\s+)?(?:in\s+totaal\s+)?$/i,
        });
        const hit = bestHit(hits);
        if (hit) return fromHit(hit);
        const findings: Finding[] = [];
        const columns = countHeaderColumns(context);
        if (columns) findings.push(columns);
        // "aangeduid met de letters A tot en met H", "genummerd I tot en met IX": count the series.
        for (const block of context.blocks) {
          if (block.kind !== 'prose' || block.role !== 'normative') continue;
          const titleHit = SCALES_TITLE.test(titlesOf(context, block));
          for (const sentence of splitSentences(block.text)) {
            const text = block.text.slice(sentence.start, sentence.end);
            if (
              !SCALES_TOPIC.test(text) ||
              !/genummerd|aangeduid|lopen\s+van|van\s+\S+\s+tot\s+en\s+met|(?:groepen|schalen|niveaus|klassen)\s+\S{1,4}\s+(?:tot\s+en\s+met|t\/m)\s/i.test(
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

/**
 * "Groep 1 2 3 4 5 6" over the wage table: columns numbered from 1, as many as the widest row has
 * amounts. The last number is the count (it is printed).
 */
function countHeaderColumns(context: Parameters<typeof pickWageTable>[0]): Finding | null {
  const firstIncrease = findIncreases(context)[0]?.date.iso ?? null;
  const table = pickWageTable(context, firstIncrease);
  if (!table) return null;
  const dataRows = [...new Set(table.cells.map((cell) => cell.block))];
  const widest = Math.max(
    ...dataRows.map((block) => table.cells.filter((cell) => cell.block === block).length),
  );
  // A column whose amount is the legal minimum wage ("min.loon") is a scale without a printed figure.
  const widths = new Set([
    widest,
    Math.max(
      ...dataRows.map(
        (block) => table.cells.filter((cell) => cell.block === block).length + minimumWageCells(block.text),
      ),
    ),
  ]);
  // Letters over the scales may stand above the table's rows: on a line of their own, or over youth
  // rows printed before the adult rows (a run of its own).
  const first = table.rows[0]!;
  for (let i = first.index - 1; i >= 0 && i >= first.index - 12; i--) {
    const block = context.blocks[i]!;
    if (block.unit !== first.unit || block.kind === 'heading') break;
    const letters = letterHeader(block.text, widths);
    if (letters) return { ...letters, block };
  }
  const stepsTable = countRowsUnderSteps(table);
  if (stepsTable) return stepsTable;
  for (const row of table.rows) {
    // A row of the scales' ends may stand over the header that names them.
    if (table.cells.some((cell) => cell.block === row)) {
      if (row === table.rows.find(isEndsRow)) continue;
      break;
    }
    const letters = letterHeader(row.text, widths) ?? labelHeader(row.text, widths);
    if (letters) return { ...letters, block: row };
    const match = /(?:^|\s)(1(?:\s+\([^)]{1,10}\))?(?:\s+\d{1,2}(?:\s+\([^)]{1,10}\))?)+)\s*$/.exec(row.text);
    if (!match) continue;
    const numbers = match[1]!
      .replace(/\([^)]*\)/g, ' ')
      .trim()
      .split(/\s+/)
      .map(Number);
    if (!numbers.every((n, i) => n === i + 1) || !widths.has(numbers.length) || numbers.length < 2) continue;
    const start = match.index + match[0].indexOf(match[1]!);
    return {
      value: numbers.length,
      block: row,
      start,
      end: start + match[1]!.length,
      score: 5,
      normalisation: `Geteld: de kolommen ${numbers.join(', ')} van de loontabel.`,
    };
  }
  return countScaleRows(table, widest);
}

// "stappen", "treden": a header row saying the numbered columns under it are the steps of each scale.
const STEPS_HEADER = /^\s*(?:stappen|treden|periodieken|ervaringsjaren|dienstjaren)\s*$/i;
// "A", "7", "A / 1" (a letter and its number), with "Min" or "Max" before the first amount.
const ROW_LABEL = /^\s*(?:([A-Z])\s*(?:\/\s*(\d{1,2}))?|(\d{1,2}))\s*(?:min(?:imum)?\.?)?\s*$/i;

/**
 * A table whose columns are steps ("stappen" over "schaal 1 2 3 … 11") and whose rows are the scales
 * ("A / 1", "B / 2" … "L / 12", or letters alone): the rows are counted, the last one's label printed.
 */
function countRowsUnderSteps(table: WageTable): Finding | null {
  const rows = [...new Set(table.cells.map((cell) => cell.block))];
  const firstData = table.rows.indexOf(rows[0]!);
  if (!table.rows.slice(0, Math.max(0, firstData)).some((row) => STEPS_HEADER.test(row.text))) return null;
  const labels = rows.map((row) => {
    const first = table.cells.find((cell) => cell.block === row)!;
    return ROW_LABEL.exec(row.text.slice(0, first.quantity.start));
  });
  const place = (label: RegExpExecArray): number =>
    label[2] ? Number(label[2]) : label[3] ? Number(label[3]) : label[1]!.toUpperCase().charCodeAt(0) - 64;
  if (labels.length < 3 || !labels.every((label, i) => label && place(label) === i + 1)) return null;
  const last = labels.at(-1)!;
  const printed = last[2] ?? last[3] ?? last[1]!;
  const start = last.index + last[0].search(last[1] && !last[2] ? /[A-Z]/i : /\d/);
  return {
    value: labels.length,
    block: rows.at(-1)!,
    start,
    end: start + printed.length,
    score: 5,
    normalisation: `Geteld: de ${labels.length} schalen in de rijen van de loontabel (de kolommen zijn stappen).`,
  };
}

/**
 * A table with one row per scale ("Functiegroep | Aanvangsloon | Eindloon", rows 1, 2, 3 …): the rows
 * numbered from 1 are the scales, and the last number is the count. Only under a header that opens
 * with a scale word and over a few amount columns (rows of steps carry many scales side by side).
 */
function countScaleRows(table: WageTable, widest: number): Finding | null {
  if (widest > 4) return null;
  const firstData = table.rows.findIndex((row) => table.cells.some((cell) => cell.block === row));
  const header = table.rows[firstData - 1];
  if (!header || !/^\s*(?:functie|loon|salaris)?(?:groep|schaal|niveau|klasse)\b/i.test(header.text))
    return null;
  const rows = [...new Set(table.cells.map((cell) => cell.block))];
  const labels = rows.map((row) => {
    const first = table.cells.find((cell) => cell.block === row)!;
    return /^\s*(?:(?:functie|loon|salaris)?(?:groep|schaal)\s+)?(\d{1,2})\s*$/i.exec(
      row.text.slice(0, first.quantity.start),
    );
  });
  if (labels.length < 2 || !labels.every((label, i) => label && Number(label[1]) === i + 1)) return null;
  const last = labels.at(-1)!;
  const start = last.index + last[0].indexOf(last[1]!);
  return {
    value: labels.length,
    block: rows.at(-1)!,
    start,
    end: start + last[1]!.length,
    score: 5,
    normalisation: `Geteld: de rijen 1 tot en met ${labels.length} van de loontabel.`,
  };
}

/**
 * A "Trede/schaal" header followed by a run of letters ("C D E F …") or Roman numerals ("I II … IX",
 * "0 I II … VI") over the wage table: scales named in order at the end of a header row that names scales
 * or the rows (or holds only the names), as many as the widest row has amounts (a "min.loon" cell counted).
 */
function letterHeader(text: string, widths: ReadonlySet<number>): Omit<Finding, 'block'> | null {
  const run = [...findLetterRuns(text), ...findRomanRuns(text)].sort((a, b) => a.end - b.end).at(-1);
  if (!run || !widths.has(run.count) || text.slice(run.end).trim() !== '') return null;
  // The head of the first column may name the rows instead ("leeftijd en functiejaar 0 I II III").
  const label = text.slice(0, run.start);
  if (
    label.trim() !== '' &&
    !/schaal|groep|niveau|klasse|leeftijd|functiejar|dienstjar|trede|lo(?:on|nen)\b/i.test(label)
  )
    return null;
  return {
    value: run.count,
    start: run.start,
    end: run.end,
    score: 5,
    normalisation: `Geteld: de schalen ${run.text} van de loontabel.`,
  };
}

/** "Groep 2 Groep 3 … Groep 8" over the wage table: one scale label per amount column. */
function labelHeader(text: string, widths: ReadonlySet<number>): Omit<Finding, 'block'> | null {
  const run = findLabelRuns(text).find((found) => widths.has(found.count));
  if (!run || run.count < 2) return null;
  return {
    value: run.count,
    start: run.start,
    end: run.end,
    score: 5,
    normalisation: `Geteld: de schalen ${run.text} van de loontabel.`,
  };
}

/** The formula "4 x arbeidsduur per week x 13 : 12" with the cao's own weekly hours filled in. */
function monthFactorFromFormula(
  context: Parameters<typeof pickWageTable>[0],
): { factor: number; text: string } | null {
  const formula = findMonthFormula(context);
  if (!formula) return null;
  const hours = weeklyHoursOf(context);
  if (hours === null) return null;
  const factor = roundTo((formula.weeks * hours * 13) / 12, 6);
  return { factor, text: `${formula.weeks} × ${formatHours(hours)} × 13/12` };
}

function wageExtreme(context: Parameters<typeof pickWageTable>[0], side: 'min' | 'max'): Finding | null {
  const firstIncrease = findIncreases(context)[0]?.date.iso ?? null;
  const table = pickWageTable(context, firstIncrease);
  // A table read with lost decimal commas: better no value than a wrong end of the scale.
  if (!table || table.cells.length === 0 || table.garbled) return null;
  const cell = extremeCells(table, side).reduce((best, candidate) =>
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
    // A factor the cao states comes first; else 13 four-week periods or 52 weeks make a year of 12 months.
    const stated = findPeriodFactor(context, table.period);
    const per = stated?.factor ?? (table.period === 'week' ? 52 / 12 : 13 / 12);
    const label = table.period === 'week' ? 'Weekloon' : 'Vierwekenloon';
    return {
      ...base,
      value: roundTo(cell.quantity.value * per, 2),
      conversion: { factor: roundTo(per, 6), round: 2 },
      normalisation: stated
        ? `${label} (${cell.quantity.text}) × ${stated.text} (maandfactor uit de cao).`
        : `${label} (${cell.quantity.text}) × ${table.period === 'week' ? '52/12' : '13/12'} (de cao noemt geen maandfactor: ${table.period === 'week' ? '52 weken' : '13 periodes van vier weken'} / 12 maanden).`,
    };
  }
  // A month factor the cao states comes first; without one, calendar arithmetic over the cao's own
  // normal weekly hours: hourly × hours a week × 52/12.
  const stated = findMonthFactor(context) ?? monthFactorFromFormula(context);
  const factor = stated ?? monthFactorFromWeeklyHours(context);
  if (!factor) return null;
  return {
    ...base,
    value: roundTo(cell.quantity.value * factor.factor, 2),
    conversion: { factor: factor.factor, round: 2 },
    normalisation: stated
      ? `Uurloon (${cell.quantity.text}) × ${factor.text} (maandloonfactor uit de cao).`
      : `Uurloon (${cell.quantity.text}) × ${factor.text} (de cao noemt geen maandloonfactor: de normale arbeidsduur per week uit de cao × 52 weken / 12 maanden).`,
  };
}

/** No stated month factor: the cao's own normal weekly hours × 52/12 (calendar arithmetic). */
function monthFactorFromWeeklyHours(
  context: Parameters<typeof pickWageTable>[0],
): { factor: number; text: string } | null {
  const hours = weeklyHoursOf(context);
  if (hours === null) return null;
  const factor = roundTo((hours * 52) / 12, 6);
  return { factor, text: `${formatHours(hours)} uur per week × 52/12` };
}

function weeklyHoursOf(context: Parameters<typeof pickWageTable>[0]): number | null {
  const hours = beloning.elements.find((element) => element.key === 'arbeidsduur_per_week')?.find(context);
  if (!hours || typeof hours.value !== 'number' || hours.value < 1 || hours.value > 60) return null;
  return hours.value;
}

function formatHours(hours: number): string {
  return String(roundTo(hours, 2)).replace('.', ',');
}
