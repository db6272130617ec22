import { NUMERAL_SOURCE, parseNumeral } from '../../numbers';
import type { Block } from '../../structure';
import { titlesOf, unitOf, type ExtractContext } from '../../extract/rules/context';
import type { Finding } from '../../extract/rules/finding';
import { sentenceAt } from '../../extract/rules/sentences';

/**
 * "vier keer de overeengekomen arbeidsduur per week", "eenmaal de arbeidsduur per week", "4,5 x het
 * gemiddelde aantal uren per week", "vijf maal de wekelijkse arbeidsduur".
 */
const WEEKS = new RegExp(
  String.raw`(?:(?<![/\d])${NUMERAL_SOURCE}\s*(?:keer|maal|x|×)|(?<once>eenmaal|één\s+keer|een\s+keer))\s+(?:(?:de|zijn|haar|diens|het)\s+(?:overeengekomen\s+|gemiddelde?\s+|individuele\s+)?(?:arbeidsduur|arbeidstijd|werktijd|aantal\s+(?:arbeids|werk)?uren)\s+per\s+week|(?:de|zijn|haar|diens)\s+(?:gemiddelde\s+)?wekelijkse\s+(?:arbeidsduur|arbeidstijd|werktijd))`,
  'iu',
);
// "recht op vijf weken vakantie", "recht op een vakantie van vijf weken": the weeks themselves. Not weeks to
// be taken in one go ("een aaneengesloten vakantie van drie weken"), which are part of the whole.
const WEEKS_OF_HOLIDAY = new RegExp(
  String.raw`\brecht\s+op\s+(?:(?:een|een\s+betaalde)\s+vakantie\s+van\s+${NUMERAL_SOURCE}\s+weken\b|${NUMERAL_SOURCE.replace('(?<n>', '(?<m>')}\s+weken\s+(?:betaalde\s+)?vakantie\b)`,
  'iu',
);
const IN_ONE_GO = /aaneengesloten|achtereen|aansluitend|zomer|opnemen|opneemt/i;
const EXTRA = /bovenwettelijk|extra|aanvullend/i;
const FOR_SOME =
  /ploegendienst|\bdienstjaren\b|dienstverband\s+van|langdurig\s+dienstverband|jubileum|leeftijd|\bbij\s+\d{2}\s+jaar|\b\d{2}\s+jaar\s*:/i;
const DAYS_PER_WEEK = 5;

interface Weeks {
  block: Block;
  start: number;
  end: number;
  weeks: number;
}

function weeksIn(block: Block): Weeks | null {
  const match = WEEKS.exec(block.text) ?? holidayWeeksIn(block.text);
  if (!match) return null;
  const weeks = match.groups!.once ? 1 : parseNumeral(match.groups!.n ?? match.groups!.m!);
  if (weeks === null || weeks < 1 || weeks > 8) return null;
  return { block, start: match.index, end: match.index + match[0].length, weeks };
}

function holidayWeeksIn(text: string): RegExpExecArray | null {
  const match = WEEKS_OF_HOLIDAY.exec(text);
  if (!match) return null;
  const sentence = sentenceAt(text, match.index);
  return IN_ONE_GO.test(text.slice(sentence.start, sentence.end)) ? null : match;
}

/**
 * Holiday printed in weeks, the way the law puts it: "recht op vakantie gelijk aan vier keer de
 * overeengekomen arbeidsduur per week", with the extra (bovenwettelijke) weeks in the same or the next
 * sub-article ("eenmaal de arbeidsduur per week"). A week of holiday is the worker's working week:
 * five days. A sum over two sub-articles ("4.1.1" and "4.1.2") is cited at the article holding both.
 */
export function findHolidayWeeks(context: ExtractContext, title: RegExp): Finding | null {
  for (const block of context.blocks) {
    if (block.kind !== 'prose' || block.role !== 'normative') continue;
    if (!title.test(titlesOf(context, block)) && !/vakantie/i.test(block.text)) continue;
    const statutory = weeksIn(block);
    if (!statutory || !/vakantie/i.test(block.text) || EXTRA.test(block.text.slice(0, statutory.start)))
      continue;
    // Extra holiday in hours or days beside weeks cannot be summed without the hours of a week.
    if (EXTRA.test(block.text.slice(statutory.end))) return null;
    let extra: Weeks | null = null;
    for (let i = block.index + 1; i < context.blocks.length && i <= block.index + 6; i++) {
      const next = context.blocks[i]!;
      if (next.kind !== 'prose' || !EXTRA.test(next.text) || !/vakantie/i.test(next.text)) continue;
      // Extra holiday for some workers only (shift work, long service, age) is not everyone's.
      if (FOR_SOME.test(next.text)) continue;
      const found = weeksIn(next);
      if (!found || !EXTRA.test(next.text.slice(0, found.start))) return null;
      extra = found;
      break;
    }
    const weeks = statutory.weeks + (extra?.weeks ?? 0);
    const article = extra ? sharedArticle(context, block, extra.block) : undefined;
    return {
      value: weeks * DAYS_PER_WEEK,
      block,
      start: statutory.start,
      end: statutory.end,
      score: 8,
      conversion: { factor: DAYS_PER_WEEK, ...(extra ? { offset: extra.weeks * DAYS_PER_WEEK } : {}) },
      normalisation: extra
        ? `${statutory.weeks} weken wettelijk en ${extra.weeks} bovenwettelijk, maal ${DAYS_PER_WEEK} dagen per week.`
        : `Weken maal ${DAYS_PER_WEEK} dagen per week.`,
      ...(article !== undefined ? { article } : {}),
    };
  }
  return null;
}

/** "4.1" for blocks in "4.1.1" and "4.1.2" when the document has an article 4.1; else undefined. */
function sharedArticle(context: ExtractContext, a: Block, b: Block): string | undefined {
  const first = unitOf(context, a).label;
  const second = unitOf(context, b).label;
  if (!first || !second || first === second) return undefined;
  const parent = first.replace(/\.\d+$/, '');
  if (parent === first || second.replace(/\.\d+$/, '') !== parent) return undefined;
  return context.structure.units.some((unit) => unit.label === parent) ? parent : undefined;
}
