import { findDates, NUMERAL_SOURCE, parseNumeral, previousDay, type DateMention } from '../../numbers';
import type { Block } from '../../structure';
import type { ExtractContext } from '../../extract/rules/context';
import { titlesOf } from '../../extract/rules/context';
import { compareStanding } from '../../extract/rules/finding';
import { splitSentences } from '../../extract/rules/sentences';

/** The cao's term ("looptijd"): two dates joined by "tot en met", "en eindigt op", "–". */
export interface Term {
  block: Block;
  /** The block of the end date, when it stands in a later paragraph of the article ("2. Deze cao eindigt op …"). */
  toBlock?: Block;
  from: DateMention;
  to: DateMention;
  /** "tot 1 januari 2027" (exclusive) ends the day before. */
  toIso: string;
  exclusive: boolean;
  score: number;
  /** A term printed as a start and a length ("een looptijd van 24 maanden, ingaande …"): `to` is the start. */
  months?: number;
}

const TITLE =
  /looptijd|duur\s+van\s+de\s+(?:cao|overeenkomst)|inwerkingtreding|werkingsduur|geldigheidsduur|\bduur\b/i;
const TOPIC =
  /looptijd|(?:cao|overeenkomst)\b[^.]{0,80}(?:treedt|in\s+werking|geldt|loopt|aangegaan|van\s+kracht|eindigt)|in\s+werking\s+(?:treedt|getreden)/i;
// The end joined by a verb on the term: "… en loopt (door) tot en met …", "… en heeft een looptijd tot
// en met …", "… en is geldig tot …".
const JOIN =
  /^\s*(?:tot\s+en\s+met|t\/m|tot|–|-|en\s+eindigt\s+(?:(?:aldus|dus|daarmee|derhalve|dan)\s+)?(?:van\s+rechtswege\s+)?(?:op|per)|(?:en\s+)?eindigende?\s+(?:op|per)|en\s+(?:(?:loopt|duurt)(?:\s+door)?|(?:heeft\s+)?(?:een\s+)?looptijd|(?:is\s+|blijft\s+)?geldig|geldt|blijft\s+van\s+kracht)\s+tot(?:\s+en\s+met)?)\s*$/i;

export function findTerm(context: ExtractContext): Term | null {
  return context.memo('term', () => {
    const candidates = findTermStatements(context);
    let best: Term | null = null;
    for (const term of candidates) {
      if (
        best &&
        (best.score > term.score ||
          (best.score === term.score && compareStanding(term.block, best.block) <= 0))
      )
        continue;
      best = term;
    }
    // Start and end in two paragraphs of the term's own article beat two dates in one sentence elsewhere
    // (an introduction naming the previous cao's term).
    const over = termOverSentences(context) ?? termOfMonths(context);
    return over && (!best || over.score > best.score) ? over : (best ?? over);
  });
}

/** Every sentence that states a term with two dates ("van … tot en met …"), in document order. */
export function findTermStatements(context: ExtractContext): Term[] {
  return context.memo('term-statements', () => {
    const found: Term[] = [];
    for (const block of context.blocks) {
      if (block.kind === 'heading' || block.kind === 'caption' || block.role !== 'normative') continue;
      const titleHit = TITLE.test(titlesOf(context, block));
      if (!titleHit && !TOPIC.test(block.text)) continue;
      for (const sentence of splitSentences(block.text)) {
        const text = block.text.slice(sentence.start, sentence.end);
        const topicHit = TOPIC.test(text);
        if (!titleHit && !topicHit) continue;
        const dates = findDates(text);
        for (let i = 0; i + 1 < dates.length; i++) {
          const between = text.slice(dates[i]!.end, dates[i + 1]!.start);
          if (!JOIN.test(between) || dates[i + 1]!.iso <= dates[i]!.iso) continue;
          const score = (titleHit ? 4 : 0) + (topicHit ? 3 : 0);
          const exclusive = endsBefore(between, dates[i]!.iso, dates[i + 1]!.iso);
          const shift = (d: DateMention): DateMention => ({
            ...d,
            start: d.start + sentence.start,
            end: d.end + sentence.start,
          });
          const to = shift(dates[i + 1]!);
          found.push({
            block,
            from: shift(dates[i]!),
            to,
            toIso: exclusive ? previousDay(to.iso) : to.iso,
            exclusive,
            score,
          });
        }
      }
    }
    return found;
  });
}

/**
 * "tot 1 januari 2027" ends the day before. So does a term from the first of a month that "eindigt op
 * 1 mei" or "loopt tot 1 mei": whole months, the last day is the one before the printed first.
 */
function endsBefore(join: string, fromIso: string, toIso: string): boolean {
  if (!toIso.endsWith('-01')) return false;
  if (/^\s*tot\s*$/i.test(join)) return true;
  return (
    fromIso.endsWith('-01') &&
    /eindig|(?:loopt|duurt|door|looptijd|geldig|geldt|kracht)\s+tot(?!\s+en\s+met)/i.test(join)
  );
}

const STARTS =
  /\b(?:wordt\s+geldig|treedt\s+in\s+werking|gaat\s+in|in\s+werking\s+(?:op|per)|ingaande|geldt\s+vanaf)\b[^.;]{0,20}$/i;
const ENDS =
  /\b(?:eindigt|loopt\s+af|vervalt)\s+(?:(?:aldus|dus|daarmee|derhalve|dan)\s+)?(?:van\s+rechtswege\s+)?(?:op|per)\s*$/i;

/**
 * "Deze overeenkomst wordt geldig op 1 januari 2030. De overeenkomst eindigt op 31 december 2031": start
 * and end in consecutive sentences of one paragraph under a title about the term, or in the lid after it
 * ("(1) … treedt in werking op …", "(2) … eindigt op …"); the end is then cited in its own lid.
 */
function termOverSentences(context: ExtractContext): Term | null {
  for (const block of context.blocks) {
    if (block.kind !== 'prose' || block.role !== 'normative') continue;
    if (!TITLE.test(titlesOf(context, block))) continue;
    const dates = findDates(block.text);
    const from = dates.find((d) => STARTS.test(block.text.slice(Math.max(0, d.start - 60), d.start)));
    if (!from) continue;
    // The end in the same paragraph, or in one of the next paragraphs of the same article.
    for (let i = block.index; i < context.blocks.length && i <= block.index + 3; i++) {
      const next = context.blocks[i]!;
      if (next.unit !== block.unit || next.kind !== 'prose' || next.role !== 'normative') break;
      const after = next === block ? from.end : 0;
      const to = findDates(next.text).find(
        (d) => d.start >= after && ENDS.test(next.text.slice(Math.max(after, d.start - 60), d.start)),
      );
      if (!to) continue;
      if (to.iso <= from.iso) break;
      const exclusive = endsBefore('eindigt op', from.iso, to.iso);
      const toIso = exclusive ? previousDay(to.iso) : to.iso;
      return { block, ...(next === block ? {} : { toBlock: next }), from, to, toIso, exclusive, score: 4 };
    }
  }
  return null;
}

const LENGTH = new RegExp(String.raw`\blooptijd\s+van\s+${NUMERAL_SOURCE}\s+maanden\b`, 'iu');
const FROM =
  /\b(?:ingaande|ingaat\s+op|met\s+ingang\s+van|m\.i\.v\.|vanaf|gaat\s+in\s+op|treedt\s+in\s+werking\s+op|van|per)\s+$/i;

/**
 * "Deze cao heeft een looptijd van 24 maanden, ingaande 1 april 2031": a start and a length in months in
 * one sentence; the end is the day before the start plus that many months (cited at the start date).
 */
function termOfMonths(context: ExtractContext): Term | null {
  for (const block of context.blocks) {
    if (block.kind !== 'prose' || block.role !== 'normative') continue;
    const titleHit = TITLE.test(titlesOf(context, block));
    for (const sentence of splitSentences(block.text)) {
      const text = block.text.slice(sentence.start, sentence.end);
      const length = LENGTH.exec(text);
      const months = length ? parseNumeral(length.groups!.n!) : null;
      if (!months || months < 3 || months > 72) continue;
      const start = findDates(text).find((date) =>
        FROM.test(text.slice(Math.max(0, date.start - 30), date.start)),
      );
      if (!start) continue;
      const from = { ...start, start: start.start + sentence.start, end: start.end + sentence.start };
      return {
        block,
        from,
        to: from,
        toIso: previousDay(addMonths(from.iso, months)),
        exclusive: false,
        score: (titleHit ? 4 : 0) + 3,
        months,
      };
    }
  }
  return null;
}

function addMonths(iso: string, months: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}
