import { NUMERAL_SOURCE, parseNumeral } from '../../numbers';
import { titlesOf, type ExtractContext } from '../../extract/rules/context';
import type { Finding } from '../../extract/rules/finding';
import { leadInOf } from '../../extract/rules/search';

const UNIT = String.raw`(?:uur|uren|(?:werk)?dagen)`;
const HOLIDAY_NOUN = String.raw`(?:vakantie-?verlof|vakantie|verlof)(?:-?(?:uren|dagen))?`;
const NUMERAL_B = NUMERAL_SOURCE.replace('(?<n>', '(?<m>');

/**
 * "144 uur wettelijk verlof en 16 uur bovenwettelijk verlof", "20 wettelijke en 5
 * bovenwettelijke vakantiedagen", "160 uur wettelijk plus 24 uur bovenwettelijk vakantieverlof": the statutory and the extra part of everyone's holiday in one
 * sentence, summed.
 */
const STATUTORY_AND_EXTRA = new RegExp(
  String.raw`${NUMERAL_SOURCE}\s+(?:(?<u1>${UNIT})\s+)?wettelijke?(?:\s+${HOLIDAY_NOUN})?(?:\s[^.;\d]{0,40}?)?(?:\s+(?:en|plus)\s+(?:daarnaast\s+)?|\s*[.;]\s+(?:daarnaast|verder|bovendien|tevens)\b[^.;\d]{0,80}?\s)${NUMERAL_B}\s+(?:(?<u2>${UNIT})\s+)?bovenwettelijke?\s+(?<noun>${HOLIDAY_NOUN})(?![\p{L}])`,
  'iu',
);

/** Extra holiday for some workers only (age, service, shifts) is not everyone's. */
const FOR_SOME = /leeftijd|\bjaar\s+of\s+ouder|dienstjaren|ploegendienst|jubileum/i;

/**
 * The statutory and the extra holiday printed side by side, summed into days: cited at the
 * statutory figure, the extra part stated as the conversion's offset.
 */
export function findStatutoryAndExtra(
  context: ExtractContext,
  title: RegExp,
  dayHoursOf: (text: string) => number,
): Finding | null {
  for (const block of context.blocks) {
    if (block.kind !== 'prose' || block.role !== 'normative') continue;
    if (!title.test(titlesOf(context, block))) continue;
    const match = STATUTORY_AND_EXTRA.exec(block.text);
    if (!match || FOR_SOME.test(block.text.slice(0, match.index + match[0].length))) continue;
    if (/\b[1-9]\d\s+jaar\b/i.test(match[0])) continue;
    const statutory = parseNumeral(match.groups!.n!);
    const extra = parseNumeral(match.groups!.m!);
    if (statutory === null || extra === null) continue;
    const units = [match.groups!.u1, match.groups!.u2, match.groups!.noun].filter(Boolean).join(' ');
    const inHours = /uur|uren/i.test(units);
    if (inHours && /dagen/i.test(`${match.groups!.u1 ?? ''} ${match.groups!.u2 ?? ''}`)) continue;
    const dayHours = inHours ? dayHoursOf(block.text) : 1;
    const days = (statutory + extra) / dayHours;
    if (days < 15 || days > 40) continue;
    const perDay = String(dayHours).replace('.', ',');
    const printedEnd = match.index + match[0].indexOf(match.groups!.n!) + match.groups!.n!.length;
    const unitEnd = match.groups!.u1
      ? block.text.indexOf(match.groups!.u1, printedEnd) + match.groups!.u1.length
      : printedEnd;
    return {
      value: Math.round(days * 100) / 100,
      block,
      start: match.index,
      end: unitEnd,
      score: 8,
      conversion: { factor: 1 / dayHours, offset: extra / dayHours },
      normalisation: inHours
        ? `${statutory} uur wettelijk en ${extra} uur bovenwettelijk, gedeeld door ${perDay} uur per dag.`
        : `${statutory} dagen wettelijk en ${extra} bovenwettelijk.`,
    };
  }
  return null;
}

/** A list item that is only the count: "a. 24 dagen", "24 werkdagen;". */
const BARE_COUNT = new RegExp(
  String.raw`^\s*(?:[a-z][.)]\s+)?${NUMERAL_SOURCE}\s+(?:werk)?dagen\s*[.;]?\s*$`,
  'iu',
);
/** Its lead-in names the holiday count: "Het aantal vakantiedagen bedraagt per jaar:". */
const COUNT_LEAD_IN =
  /(?:vakantie|verlof)(?:dagen|aanspraak|recht)?\s+(?:bedraagt|bedragen|is)(?:\s+(?:per\s+(?:kalender|vakantie)?jaar|jaarlijks))?\s*:\s*$/i;

/**
 * The holiday count printed as the first item of a list whose lead-in names it ("Het aantal
 * vakantiedagen bedraagt per jaar: a. 24 dagen; b. vanaf 45 jaar …"): the first item is the rule,
 * the later ones are its exceptions.
 */
export function findCountInList(context: ExtractContext, title: RegExp): Finding | null {
  for (const block of context.blocks) {
    if (block.kind !== 'prose' || block.role !== 'normative' || block.sub === null) continue;
    if (!title.test(titlesOf(context, block))) continue;
    const match = BARE_COUNT.exec(block.text);
    if (!match || !COUNT_LEAD_IN.test(leadInOf(context, block))) continue;
    const previous = context.blocks[block.index - 1];
    // Only the list's first item: a later one is an exception to it.
    if (previous?.sub !== null && previous?.lid === block.lid && previous.unit === block.unit) continue;
    const value = parseNumeral(match.groups!.n!);
    if (value === null || value < 15 || value > 40) continue;
    const start = match.index + match[0].indexOf(match.groups!.n!);
    return { value, block, start, end: block.text.trimEnd().replace(/[.;]$/, '').length, score: 6 };
  }
  return null;
}

/** "recht op 5 bovenwettelijke vakantiedagen", "40 uur bovenwettelijk verlof": the extra part stated on its own. */
const EXTRA_ALONE = new RegExp(
  String.raw`${NUMERAL_SOURCE}\s+(?:(?<u>${UNIT})\s+)?bovenwettelijke?\s+(?<noun>${HOLIDAY_NOUN})(?![\p{L}])`,
  'giu',
);

/** The days of one statutory year for a five-day week (four weeks): the figure an extra part is added to. */
export const STATUTORY_DAYS = 20;

/**
 * The extra holiday stated in a sentence (or article) of its own, beside a statutory 20 days stated
 * elsewhere ("vakantie van 20 dagen" in one article, "recht op 5 bovenwettelijke vakantiedagen" in the
 * next): the first such statement for everyone in a holiday article, in days.
 */
export function findExtraHoliday(
  context: ExtractContext,
  title: RegExp,
  dayHoursOf: (text: string) => number,
): { days: number; printed: string } | null {
  for (const block of context.blocks) {
    if ((block.kind !== 'prose' && block.kind !== 'row') || block.role !== 'normative') continue;
    if (!/bovenwettelijk/i.test(block.text) || !title.test(titlesOf(context, block))) continue;
    for (const match of block.text.matchAll(EXTRA_ALONE)) {
      const before = block.text.slice(Math.max(0, match.index - 60), match.index);
      // "waarvan 5 bovenwettelijke" is a part of a total already counted; "maximaal" a cap.
      if (/waarvan|ten\s+hoogste|maximaal|tot\s*$|wettelijke?\s+(?:en|plus)\s*$/i.test(before)) continue;
      const sentence = block.text.slice(Math.max(0, match.index - 120), match.index + match[0].length + 60);
      if (FOR_SOME.test(sentence) || /\b[1-9]\d\s+jaar\b/i.test(sentence)) continue;
      const count = parseNumeral(match.groups!.n!);
      if (count === null) continue;
      const inHours = /uur|uren/i.test(`${match.groups!.u ?? ''} ${match.groups!.noun}`);
      const days = inHours ? count / dayHoursOf(block.text) : count;
      if (days >= 1 && days <= 15) return { days: Math.round(days * 100) / 100, printed: match[0] };
    }
  }
  return null;
}

/** A table's header of two columns: the statutory and the extra holiday ("wettelijk bovenwettelijk"). */
const PARTS_HEADER = /^\s*wettelijke?\s+(?:uren\s+)?bovenwettelijke?(?:\s+uren)?\s*$/i;
/** A row: its label (an age or a band), then the statutory and the extra count. */
const PARTS_ROW = /^(?<label>.*\S)\s+(?<n>\d{1,3})\s+(?<m>\d{1,3})\s*$/;
/** A table by service years grants more to some; the one by age has the ordinary adult's row. */
const BY_SERVICE = /dienst(?:tijd|jaren)/i;

/**
 * A table of statutory and extra holiday by age ("19 t/m 44 | 160 | 32"): the young and the old get
 * more, so the row with the smallest sum is everyone else's holiday. Cited at its statutory figure,
 * the extra part as the conversion's offset.
 */
export function findPartsTable(
  context: ExtractContext,
  title: RegExp,
  dayHoursOf: (text: string) => number,
): Finding | null {
  for (const header of context.blocks) {
    if (header.kind !== 'row' || header.role !== 'normative' || !PARTS_HEADER.test(header.text)) continue;
    if (!title.test(titlesOf(context, header))) continue;
    const above = context.blocks
      .slice(Math.max(0, header.index - 2), header.index)
      .filter((block) => block.unit === header.unit)
      .map((block) => block.text)
      .join(' ');
    if (BY_SERVICE.test(above)) continue;
    const rows: Array<{ block: (typeof context.blocks)[number]; n: number; m: number; at: number }> = [];
    for (let i = header.index + 1; i < context.blocks.length; i++) {
      const block = context.blocks[i]!;
      if (block.kind !== 'row' || block.unit !== header.unit) break;
      const match = PARTS_ROW.exec(block.text);
      if (!match) continue;
      const at =
        match.index + match[0].lastIndexOf(match.groups!.n!, match[0].length - match.groups!.m!.length - 1);
      rows.push({ block, n: Number(match.groups!.n), m: Number(match.groups!.m), at });
    }
    if (rows.length < 2) continue;
    const base = rows.reduce((low, row) => (row.n + row.m < low.n + low.m ? row : low));
    const inHours = /uur|uren/i.test(`${above} ${header.text} ${titlesOf(context, header)}`);
    const dayHours = inHours ? dayHoursOf(leadInOf(context, header)) : 1;
    const days = (base.n + base.m) / dayHours;
    if (days < 15 || days > 40) continue;
    const perDay = String(dayHours).replace('.', ',');
    return {
      value: Math.round(days * 100) / 100,
      block: base.block,
      start: base.at,
      end: base.at + String(base.n).length,
      score: 6,
      conversion: { factor: 1 / dayHours, offset: base.m / dayHours },
      normalisation: inHours
        ? `${base.n} uur wettelijk en ${base.m} uur bovenwettelijk (de rij met het kleinste totaal), gedeeld door ${perDay} uur per dag.`
        : `${base.n} dagen wettelijk en ${base.m} bovenwettelijk (de rij met het kleinste totaal).`,
    };
  }
  return null;
}
