import type { Quantity } from '../../numbers';
import type { Block } from '../../structure';
import type { ExtractContext } from './context';
import { isRestrictedScope, titlesOf } from './context';
import { clauseAt, sentenceAt, type Span } from './sentences';

/** How to recognise the values of one element in running text and tables. */
export interface ScanOptions {
  /** Article or annex-section titles about the element ("Vakantiebijslag"): a strong cue. */
  title?: RegExp;
  /** Words that make a sentence (or a table's caption and lead-in) about the element. */
  topic: RegExp;
  /** The candidate values in a piece of text. */
  values: (text: string) => Quantity[];
  /** Required: the clause text before the value must match (anchor it with $ for "right before"). */
  before?: RegExp;
  /** Required: the clause text after the value must match (anchor it with ^). */
  after?: RegExp;
  /** The clause text before / after the value must not match. */
  notBefore?: RegExp;
  notAfter?: RegExp;
  /** The sentence must not match. */
  notSentence?: RegExp;
  /** Unless the article title is about the element, the clause text before the value must match. */
  anchorBefore?: RegExp;
  /**
   * The value may follow a noun ("een toeslag van 15%"): when that noun names an allowance, payment,
   * premium or budget, it must be this element's ("vakantietoeslag van 8%", not "ploegentoeslag van 15%").
   */
  boundNoun?: RegExp;
  /** Extra points when the clause matches. */
  prefer?: RegExp;
  /** Only table rows, or only running text. */
  only?: 'row' | 'prose';
  /** Accept a value whose topic is only in the article title (default true). */
  titleSuffices?: boolean;
}

export interface Hit {
  block: Block;
  quantity: Quantity;
  sentence: Span;
  clause: Span;
  score: number;
  /** Text that gave the block its subject: the sentence, or for a table row its caption and lead-in. */
  context: string;
}

/** A table row with values in it (amounts, percentages), not a header or a title row. */
export function isDataRow(text: string): boolean {
  return /\d,\d{2}(?!\d)|\d\s?%|€\s?\d/.test(text);
}

/**
 * Caption, header and lead-in sentence of the table a row belongs to. Walking up, the data rows of
 * the same table are passed over; a data row above the table's header or title belongs to an earlier
 * table, and ends the search ("Uurlonen per 1 januari 2026" after the 2025 table).
 */
export function tableContextOf(context: ExtractContext, row: Block): string {
  return context.blockMemo('table-context', row, () => {
    const parts: string[] = [];
    let pastHeader = row.kind === 'row' && !isDataRow(row.text);
    for (let i = row.index - 1; i >= 0 && parts.length < 6; i--) {
      const block = context.blocks[i]!;
      if (block.unit !== row.unit || block.kind === 'heading') break;
      if (block.kind === 'row') {
        if (isDataRow(block.text)) {
          if (pastHeader) break;
          continue;
        }
        pastHeader = true;
        if (parts.length === 0 && /\d/.test(block.text) === false) parts.push(block.text);
        else if (isTitleRow(block.text)) parts.push(block.text);
        continue;
      }
      parts.push(block.text);
      if (block.kind === 'prose') break;
      pastHeader = true;
    }
    return parts.reverse().join(' ');
  });
}

/** A table's title printed as a row: a few words and a date ("Salarisschalen per 1 april 2025"). */
function isTitleRow(text: string): boolean {
  return /\b\d{1,2}\s+(?:januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december)\s+\d{4}\b/i.test(
    text,
  );
}

/**
 * The sentence that introduces a list item: "De toeslag bedraagt:" before "a. op zaterdag: 50%",
 * found over the item's earlier siblings. Empty for a block that is not a list item.
 */
export function leadInOf(context: ExtractContext, block: Block): string {
  if (block.kind !== 'prose' || (block.sub === null && !/^[–—•\-*·▪]\s/.test(block.text))) return '';
  return context.blockMemo('lead-in', block, () => {
    for (let i = block.index - 1; i >= 0 && i >= block.index - 30; i--) {
      const previous = context.blocks[i]!;
      if (previous.unit !== block.unit || previous.kind === 'heading') return '';
      if (previous.kind !== 'prose' || previous.lid !== block.lid) continue;
      if (previous.sub === null && !/^[–—•\-*·▪]\s/.test(previous.text)) return previous.text;
    }
    return '';
  });
}

/** The header row of the table a row belongs to (the nearest earlier row without digits), or ''. */
export function tableHeaderOf(context: ExtractContext, row: Block): string {
  return context.blockMemo('table-header', row, () => {
    for (let i = row.index - 1; i >= 0 && i >= row.index - 40; i--) {
      const block = context.blocks[i]!;
      if (block.unit !== row.unit || block.kind === 'heading' || block.kind === 'caption') return '';
      if (block.kind === 'row' && !/\d/.test(block.text)) return block.text;
      if (block.kind === 'prose') return '';
    }
    return '';
  });
}

const BOUND_NOUN =
  /([\p{L}-]+)\s+(?:van|bedraagt|is|bedragen|:)\s*(?:ten\s+minste\s+|maximaal\s+|gemiddeld\s+)?$/iu;
const PAYMENT_NOUN =
  /toeslag|uitkering|premie|bijdrage|budget|vergoeding|loon|salaris|bijslag|verhoging|korting/i;

const ROLE_PENALTY = { normative: 0, faq: -5, summary: -5, example: -100 } as const;

/** Every value of the element in the document, scored by how clearly it is about the element. */
export function scanValues(context: ExtractContext, options: ScanOptions): Hit[] {
  const hits: Hit[] = [];
  for (const block of context.blocks) {
    if (block.kind === 'heading' || block.kind === 'caption' || block.role === 'example') continue;
    if (isRestrictedScope(context, block)) continue;
    if (options.only && block.kind !== options.only) continue;
    const titleHit = options.title?.test(titlesOf(context, block)) ?? false;
    const tableContext = block.kind === 'row' ? tableContextOf(context, block) : leadInOf(context, block);
    if (!titleHit && !options.topic.test(block.text) && !options.topic.test(tableContext)) continue;
    for (const quantity of options.values(block.text)) {
      const sentence =
        block.kind === 'row' ? { start: 0, end: block.text.length } : sentenceAt(block.text, quantity.start);
      const clause = block.kind === 'row' ? sentence : clauseAt(block.text, quantity.start);
      const sentenceText = block.text.slice(sentence.start, sentence.end);
      const clauseText = block.text.slice(clause.start, clause.end);
      const before = block.text.slice(clause.start, quantity.start);
      const after = block.text.slice(quantity.end, clause.end);
      if (options.before && !options.before.test(before)) continue;
      if (options.after && !options.after.test(after)) continue;
      if (options.notBefore?.test(before) || options.notAfter?.test(after)) continue;
      if (options.anchorBefore && !titleHit && !options.anchorBefore.test(before)) continue;
      if (options.notSentence?.test(sentenceText)) continue;
      if (options.boundNoun) {
        const noun = BOUND_NOUN.exec(before)?.[1];
        if (noun && PAYMENT_NOUN.test(noun) && !options.boundNoun.test(noun)) continue;
      }
      let score = titleHit ? 4 : 0;
      if (options.topic.test(clauseText)) score += 3;
      else if (options.topic.test(sentenceText)) score += 2;
      else if (options.topic.test(tableContext)) score += 2;
      else if (!titleHit || options.titleSuffices === false) continue;
      if (options.prefer?.test(clauseText)) score += 2;
      score += ROLE_PENALTY[block.role];
      hits.push({
        block,
        quantity,
        sentence,
        clause,
        score,
        context: block.kind === 'row' ? `${tableContext} ${block.text}` : sentenceText,
      });
    }
  }
  return hits;
}
