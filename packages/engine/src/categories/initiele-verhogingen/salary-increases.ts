import { findAmounts, findDates, findPercentages, type DateMention, type Quantity } from '../../numbers';
import type { Block } from '../../structure';
import type { ExtractContext } from '../../extract/rules/context';
import { titlesOf } from '../../extract/rules/context';
import { compareStanding } from '../../extract/rules/finding';
import { leadInOf } from '../../extract/rules/search';
import { sentenceAt } from '../../extract/rules/sentences';
import { findTerm } from '../overige-regelingen/term';
import { increasesFromTables } from './table-dates';

/**
 * Structural wage increases: a percentage paired with its date ("per 1 juni 2025 met 3,5%",
 * "4,0% per 1 januari 2025", "met drie procent per 1 juli 2025"), in an article about wage
 * increases or a sentence saying wages are raised. One-off payments and youth wages are not
 * increases; dates before the cao's term belong to the previous cao.
 */
export interface Increase {
  block: Block;
  /** Null for a raise by a fixed amount ("met € 70,- verhoogd"): the date is still an increase date. */
  percentage: Quantity | null;
  date: DateMention;
  score: number;
}

const TITLE =
  /loonsverhoging|loonontwikkeling|salarisverhoging|salarisontwikkeling|verhoging\s+van\s+de\s+lonen|loonaanpassing|salarisaanpassing|(?:cao|algemene|structurele)[\s-]verhoging|initi[eë]le|\blonen\b|loonparagraaf/i;
const TOPIC =
  /verhoog|verhoging|stijg|omhoog|aangepast\s+met|salarisaanpassing|loonaanpassing|wages\s+rise|inclusief\s+(?:een\s+)?\d+(?:,\d+)?\s*%\s*(?:loon|salaris)?(?:aanpassing|indexering)/i;
const NOT_INCREASE = /eenmalig|jeugd|minimumloon|periodiek|promotie|trede|zorgverlof|waarneming/i;
// A raise for the young only ("van de werknemer tot 18 jaar", "voor werknemers jonger dan 21 jaar")
// is a youth raise, not the general one.
const YOUNG_ONLY =
  /\bwerknemers?\s+(?:tot|jonger\s+dan|beneden|onder)\s+(?:de\s+(?:leeftijd\s+van\s+)?)?\d{2}(?:-jarige)?\s*(?:jaar|-?jarige)?/i;
// "Er vindt een verhoging van 3% plaats per 1 januari 2025."
const PCT_THEN_DATE = /^\s*(?:plaats\s+)?(?:per|op|met\s+ingang\s+van|m\.i\.v\.|vanaf|ingaande|,)?\s*$/i;
// Also "volgt een (loons)verhoging van 2%", and the verb first: "stijgen de lonen met 3%",
// "gaan de salarissen omhoog met 2%".
const DATE_THEN_PCT =
  /^\s*,?\s*(?:(?:(?:worden|zijn|wordt|gaan)\s+)?(?:[\p{L}-]+\s+){0,8}?(?:verhoogd|omhoog|aangepast|geïndexeerd|stijgen|(?:loons|salaris)?verhoging)\s+)?(?:structureel\s+)?(?:met|:|–|-|\+|bedraagt|van)?\s*$|^\s*,?\s*(?:stijgen|stijgt|gaan|gaat)\s+(?:[\p{L}-]+\s+){1,8}?(?:omhoog\s+)?met\s*$/iu;
const ROLE_PENALTY = { normative: 0, faq: -5, summary: -5, example: -100 } as const;
/** The score of a raise stated in the rule text of an article on raises (title and topic both hit). */
const ARTICLE_ON_RAISES = 7;

// "Per 1 juli 2025 worden de lonen met 3% verhoogd": the verb follows the value.
const DATE_THEN_VALUE_THEN_VERB = /^\s*,?\s*(?:worden|wordt|zijn|gaan)\s+(?:[\p{L}-]+\s+){0,8}?met\s*$/iu;
const VERB_AFTER = /^\s*(?:bruto\s+)?(?:structureel\s+)?(?:verhoogd|omhoog)\b/i;
// "De loontabel per 1 januari 2031 is inclusief 1,5% aanpassing aan de prijsindex": the table of that date
// holds the raise. The raise is named before the percentage ("inclusief een verhoging van 2%") or after it.
const INCLUDED =
  /^\s*,?\s*(?:[\p{L}-]+\s+){0,6}?(?:is|zijn)\s+inclusief\s+(?:de\s+|een\s+)?(?:(?:structurele\s+)?(?:loons|salaris)?(?:verhoging|aanpassing|indexering)\s+(?:van|met)\s+)?$/iu;
const INCLUDED_RAISE =
  /(?:verhoging|aanpassing|indexering)\s+(?:van|met)\s*$|^\s*(?:loon|salaris)?(?:verhoging|aanpassing|indexering)\b/i;
// A date in brackets qualifies the one before it ("op 1 april 2025 (periodeloners per 24 maart 2025)").
const BRACKETS = /\([^()]*\)/g;

type Token =
  | { kind: 'pct'; start: number; end: number; q: Quantity }
  | { kind: 'amount'; start: number; end: number; q: Quantity }
  | { kind: 'date'; start: number; end: number; d: DateMention };

// "per 1 juli 2025 (maandloners) respectievelijk 30 juni 2025 (vierwekenloners)": the same raise for
// another pay group; the first date stands for it.
const ALTERNATIVE = /^\s*(?:respectievelijk|resp\.|dan\s+wel|\/)\s*(?:per\s+|op\s+)?$/i;

function isAlternativeDate(text: string, previous: Token | undefined, token: Token): boolean {
  if (!previous || previous.kind !== 'date' || token.kind !== 'date') return false;
  return ALTERNATIVE.test(text.slice(previous.end, token.start).replace(BRACKETS, ' '));
}

/**
 * An indented line read as a table row after a sentence that ends in a colon ("worden de lonen als
 * volgt verhoogd:" then "op 1 maart 2025 met 2 %"): that sentence introduces it.
 */
function rowLeadIn(context: ExtractContext, block: Block): string {
  if (block.kind !== 'row') return '';
  for (let i = block.index - 1; i >= 0 && i >= block.index - 4; i--) {
    const previous = context.blocks[i]!;
    if (previous.unit !== block.unit || previous.kind === 'heading' || previous.kind === 'caption') return '';
    if (previous.kind === 'row') continue;
    return /:\s*$/.test(previous.text) ? previous.text : '';
  }
  return '';
}

// "De lonen zoals die golden per 1 maart 2025 worden verhoogd met 2% per 1 oktober 2025": the date
// before the verb names the wages raised, the date after the percentage the raise.
const RAISE_VERB = /verhoogd|verhoging|stijg|omhoog|aangepast|geïndexeerd/i;
// Lower case: "Per 1 januari 2026" after the percentage opens the next sentence (a full stop lost).
const DATE_AFTER = /^\s*(?:per|met\s+ingang\s+van|m\.i\.v\.|vanaf|ingaande)\s*$/;

function isReferenceDate(text: string, gap: string, pct: Token, next: Token | undefined): boolean {
  if (!next || next.kind !== 'date' || !RAISE_VERB.test(gap)) return false;
  return DATE_AFTER.test(text.slice(pct.end, next.start).replace(BRACKETS, ' '));
}

function pairsIn(text: string): Array<{ percentage: Quantity | null; date: DateMention }> {
  const brackets = [...text.matchAll(BRACKETS)].map((m) => [m.index, m.index + m[0].length] as const);
  const outside = (token: { start: number }): boolean =>
    !brackets.some(([start, end]) => token.start > start && token.start < end);
  const tokens: Token[] = [
    ...findPercentages(text).map((q) => ({ kind: 'pct' as const, start: q.start, end: q.end, q })),
    ...findAmounts(text).map((q) => ({ kind: 'amount' as const, start: q.start, end: q.end, q })),
    ...findDates(text).map((d) => ({ kind: 'date' as const, start: d.start, end: d.end, d })),
  ]
    .filter(outside)
    .sort((a, b) => a.start - b.start)
    .reduce<Token[]>((kept, token) => {
      // The alternative date joins the first one: the text up to it is no gap before the value.
      const previous = kept.at(-1);
      if (isAlternativeDate(text, previous, token)) kept[kept.length - 1] = { ...previous!, end: token.end };
      else kept.push(token);
      return kept;
    }, []);
  const pairs: Array<{ percentage: Quantity | null; date: DateMention }> = [];
  for (let i = 0; i + 1 < tokens.length; i++) {
    const [a, b] = [tokens[i]!, tokens[i + 1]!];
    const gap = text.slice(a.end, b.start).replace(BRACKETS, ' ');
    if (a.kind === 'pct' && b.kind === 'date' && PCT_THEN_DATE.test(gap))
      pairs.push({ percentage: a.q, date: b.d });
    else if (a.kind === 'date' && b.kind === 'pct' && DATE_THEN_PCT.test(gap)) {
      if (isReferenceDate(text, gap, b, tokens[i + 2])) continue;
      pairs.push({ percentage: b.q, date: a.d });
    } else if (
      a.kind === 'date' &&
      b.kind === 'pct' &&
      INCLUDED.test(gap) &&
      (INCLUDED_RAISE.test(gap) || INCLUDED_RAISE.test(text.slice(b.end)))
    )
      pairs.push({ percentage: b.q, date: a.d });
    else if (a.kind === 'date' && b.kind === 'amount' && RAISE_VERB.test(gap) && DATE_THEN_PCT.test(gap))
      // "Per 1 augustus 2025 worden de lonen verhoogd met € 60": a raise by a fixed amount.
      pairs.push({ percentage: null, date: a.d });
    else if (
      a.kind === 'date' &&
      b.kind !== 'date' &&
      DATE_THEN_VALUE_THEN_VERB.test(gap) &&
      VERB_AFTER.test(text.slice(b.end))
    )
      pairs.push({ percentage: b.kind === 'pct' ? b.q : null, date: a.d });
    else continue;
    i++;
  }
  return pairs;
}

export function findIncreases(context: ExtractContext): Increase[] {
  return context.memo('increases', () => {
    const term = findTerm(context);
    const byDate = new Map<string, Increase>();
    // Raises dated after the term's end, kept only beside a raise in the term of the same (sub)article.
    const later = new Map<string, Increase>();
    for (const block of context.blocks) {
      if (block.kind === 'heading' || block.kind === 'caption' || block.role === 'example') continue;
      const titleHit = TITLE.test(titlesOf(context, block));
      const topicHit =
        TOPIC.test(block.text) ||
        TOPIC.test(leadInOf(context, block)) ||
        TOPIC.test(rowLeadIn(context, block));
      if (!titleHit && !topicHit) continue;
      for (const pair of pairsIn(block.text)) {
        const sentence = sentenceAt(block.text, pair.date.start);
        const said = block.text.slice(sentence.start, sentence.end);
        if (NOT_INCREASE.test(said) || YOUNG_ONLY.test(said)) continue;
        if (term && pair.date.iso < term.from.iso) continue;
        // An article or annex states the rule; unnumbered opening text only sums it up.
        const numbered = context.structure.units[block.unit]!.label !== null ? 1 : 0;
        const score = (titleHit ? 4 : 0) + (topicHit ? 3 : 0) + numbered + ROLE_PENALTY[block.role];
        const dates = term && pair.date.iso > term.toIso ? later : byDate;
        const known = dates.get(pair.date.iso);
        const isBetter =
          !known || score > known.score || (score === known.score && compareStanding(block, known.block) > 0);
        if (isBetter) dates.set(pair.date.iso, { block, ...pair, score });
      }
    }
    // "Per 1 maart 2017 … 1,5%; per 1 januari 2018 … 1,5%" in one lid is one schedule of raises the
    // cao agreed, even where the term read from it ends earlier (a misprinted end date).
    const inTerm = [...byDate.values()];
    for (const increase of later.values()) {
      const beside = inTerm.some(
        (known) =>
          known.block.unit === increase.block.unit &&
          known.block.lid === increase.block.lid &&
          Math.abs(known.block.index - increase.block.index) <= 3,
      );
      if (beside && !byDate.has(increase.date.iso)) byDate.set(increase.date.iso, increase);
    }
    // Not one raise in the term as read, but raises set in an article on raises: the term read was
    // another one (a previous cao's, named in the introduction); a cao does not agree raises only after its end.
    if (inTerm.length === 0) {
      for (const increase of later.values()) {
        if (increase.score >= ARTICLE_ON_RAISES && !byDate.has(increase.date.iso))
          byDate.set(increase.date.iso, increase);
      }
    }
    if (byDate.size === 0) return increasesFromTables(context);
    return [...byDate.values()].sort((a, b) => a.date.iso.localeCompare(b.date.iso));
  });
}
