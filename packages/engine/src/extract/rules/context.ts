import { getStructure } from '../../structure';
import type { Block, DocumentStructure, StructureUnit } from '../../structure';
import type { DocumentText } from '../../types';

/** Everything a rule needs about one document, built once per document and shared by all rules. */
export interface ExtractContext {
  doc: DocumentText;
  structure: DocumentStructure;
  blocks: readonly Block[];
  /** Per block (by index): its article title and annex section, what the block is about. */
  titles: readonly string[];
  /** All block texts joined by "\n", with each block's start offset, for one-pass text searches. */
  allText: string;
  blockStarts: readonly number[];
  /** Per-document memo for work several elements share (wage tables, increases). */
  memo<T>(key: string, compute: () => T): T;
  /** Per-block memo (lead-ins, table captions). */
  blockMemo(name: string, block: Block, compute: () => string): string;
}

const contexts = new WeakMap<DocumentText, ExtractContext>();

export function getContext(doc: DocumentText): ExtractContext {
  const cached = contexts.get(doc);
  if (cached) return cached;
  const structure = getStructure(doc);
  const { blocks, units } = structure;
  const blockStarts: number[] = [];
  let offset = 0;
  for (const block of blocks) {
    blockStarts.push(offset);
    offset += block.text.length + 1;
  }
  const memos = new Map<string, unknown>();
  const blockMemos = new Map<string, string[]>();
  const context: ExtractContext = {
    doc,
    structure,
    blocks,
    titles: blocks.map((block) => `${units[block.unit]!.title} · ${block.section ?? ''}`),
    allText: blocks.map((block) => block.text).join('\n'),
    blockStarts,
    memo<T>(key: string, compute: () => T): T {
      if (!memos.has(key)) memos.set(key, compute());
      return memos.get(key) as T;
    },
    blockMemo(name, block, compute) {
      let values = blockMemos.get(name);
      if (!values) {
        values = [];
        blockMemos.set(name, values);
      }
      let value = values[block.index];
      if (value === undefined) {
        value = compute();
        values[block.index] = value;
      }
      return value;
    },
  };
  contexts.set(doc, context);
  return context;
}

export function unitOf(context: ExtractContext, block: Block): StructureUnit {
  return context.structure.units[block.unit]!;
}

/** The titles that say what a block is about: its article and its annex section. */
export function titlesOf(context: ExtractContext, block: Block): string {
  return context.titles[block.index]!;
}

/** The block containing offset `at` of context.allText. */
export function blockAtOffset(context: ExtractContext, at: number): Block {
  const starts = context.blockStarts;
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= at) low = mid;
    else high = mid - 1;
  }
  return context.blocks[low]!;
}

/** Page of the character at `offset` in a block. */
export function pageAt(block: Block, offset: number): number {
  const segment = block.segments.find((s) => offset < s.end) ?? block.segments[block.segments.length - 1]!;
  return segment.page;
}

// "Hoofdstuk 7 Bijzondere groepen", "Specifieke afspraken voor het signbedrijf", "Afwijkende bepalingen …".
const RESTRICTED_TITLE =
  /\bbijzondere\s+groepen\b|\b(?:specifieke|afwijkende)\s+(?:afspraken|bepalingen|regelingen)\b/i;
// "Dit artikel geldt alleen voor …", "(Deze paragraaf is uitsluitend van toepassing op …)".
const SCOPE_SENTENCE =
  /^\(?\s*(?:\d{1,2}\.?\s+)?(?:dit|deze)\s+(?:artikel|hoofdstuk|paragraaf|bijlage|regeling|bepaling)\s+(?:geldt|is|zijn)\s+(?:alleen|uitsluitend|slechts)\b/i;

/**
 * A block in an article written for one group or one part of the sector only: a chapter or article
 * titled as special or deviating arrangements, or one that opens by limiting itself ("Dit artikel
 * geldt alleen voor …"). Its values are not the cao's general rule, unless the block says it speaks for
 * the whole cao. Nor is a law quoted in the cao (isQuotedLaw).
 */
export function isRestrictedScope(context: ExtractContext, block: Block): boolean {
  const restricted = context.memo('restricted-units', () => {
    const units = new Set<number>();
    const opened = new Set<number>();
    for (const candidate of context.blocks) {
      if (candidate.kind === 'heading' || opened.has(candidate.unit)) continue;
      opened.add(candidate.unit);
      const unit = unitOf(context, candidate);
      // The unit's own opening text: its first block and the one after it (a scope line in brackets).
      const next = context.blocks[candidate.index + 1];
      const opening = [candidate, next].filter((b): b is Block => !!b && b.unit === candidate.unit);
      if (
        RESTRICTED_TITLE.test(`${unit.title} · ${unit.chapter ?? ''}`) ||
        opening.some((b) => b.kind === 'prose' && SCOPE_SENTENCE.test(b.text))
      )
        units.add(candidate.unit);
    }
    return units;
  });
  if (isQuotedLaw(context, block)) return true;
  // "de voor deze cao geldende normale arbeidsduur": a sentence that speaks for the whole cao.
  return restricted.has(block.unit) && !WHOLE_CAO.test(block.text);
}

/** A line that only names an article of a law: "Artikel 7:629 BW", "Artikel 6 Wet minimumloon en …". */
const LAW_CAPTION =
  /^Artikel\s+(?:\d+:\d+[a-z]?\s+(?:BW|Burgerlijk\s+Wetboek)|\d+[a-z]?\s+(?:van\s+de\s+)?Wet\s+[\p{L}\s-]+)$/iu;

/**
 * Text under a line that names an article of a law (an annex of statutory articles, "Artikel 7:629 BW"): the
 * law quoted, not a rule of the cao. It ends at the next heading that is no such line.
 */
function isQuotedLaw(context: ExtractContext, block: Block): boolean {
  const quoted = context.memo('quoted-law', () => {
    const blocks = new Set<number>();
    let inLaw = false;
    let unit = -1;
    for (const candidate of context.blocks) {
      const caption = candidate.text.length <= 90 && LAW_CAPTION.test(candidate.text.trim());
      if (candidate.unit !== unit || (candidate.kind === 'heading' && !caption)) inLaw = false;
      unit = candidate.unit;
      if (caption) inLaw = true;
      else if (inLaw) blocks.add(candidate.index);
    }
    return blocks;
  });
  return quoted.has(block.index);
}

const WHOLE_CAO = /\b(?:voor|in)\s+(?:deze|de(?:ze)?\s+gehele)\s+cao\s+(?:geldende|geldt|gebruikelijke)\b/i;

/**
 * What kind of annex a block stands in, where its kind says its values are not (or not only) the cao's
 * general rule:
 * - `agreement`: the parties' agreement itself ("Cao-akkoord", "Onderhandelingsresultaat"): it restates
 *   what the articles and tables regulate (its blocks also have the role summary); cite the article.
 * - `transitional`: a transitional or guarantee arrangement ("Overgangsregeling", "Garantieregeling"): the
 *   rights kept by those who were employed under a former arrangement, not the rule for everyone.
 * - `fallback`: a regulation carried over from a former cao that applies only until the employer sets
 *   its own ("Zolang de in artikel 6.4 bedoelde regeling niet tot stand is gekomen, …"): its figures are
 *   a stopgap, and the article it names holds the rule. ("Ex artikel 6.4" under an annex heading only
 *   names the article that calls for the annex: every annex of a cao may carry one.)
 * Null for the main text and other annexes. Category rules decide what the kind means for them.
 */
export type AnnexKind = 'agreement' | 'transitional' | 'fallback';

const AGREEMENT_ANNEX = /akkoord\b|onderhandelingsresultaat|eindbod\b/i;
const TRANSITIONAL_ANNEX = /overgangs(?:regeling|bepaling|recht)|garantie(?:regeling|bepaling)|uitsterf/i;
// "Zolang de in artikel 6.1 bedoelde regeling niet (tot stand is gekomen | is ingevoerd), …", "Tot het moment dat …".
// The annex may name its article first ("Ex. artikel 6.1 Zolang …").
const FALLBACK_SENTENCE =
  /^(?:\(?\s*ex\.?\s+(?:artikel|art\.)\s+\d[\d.]*[a-z]?(?:\s+lid\s+\d+)?\)?\s+)?(?:zolang|totdat|tot het moment dat)\b(?:[^.]|\.\d){0,160}?\b(?:niet|geen)\b(?:[^.]|\.\d){0,80}?\b(?:tot stand|ingevoerd|vastgesteld|overeengekomen|afgesproken)/i;

export function annexKindOf(context: ExtractContext, block: Block): AnnexKind | null {
  const kinds = context.memo('annex-kinds', () => {
    const byUnit = new Map<number, AnnexKind>();
    for (const unit of context.structure.units) {
      if (unit.kind !== 'bijlage') continue;
      const opening = context.blocks
        .filter((b) => b.unit === unit.index && b.kind !== 'heading')
        .slice(0, 3)
        .map((b) => b.text.trim());
      if (AGREEMENT_ANNEX.test(unit.title)) byUnit.set(unit.index, 'agreement');
      else if (TRANSITIONAL_ANNEX.test(unit.title)) byUnit.set(unit.index, 'transitional');
      else if (opening.some((text) => FALLBACK_SENTENCE.test(text))) byUnit.set(unit.index, 'fallback');
    }
    return byUnit;
  });
  return kinds.get(block.unit) ?? null;
}
