import { EXAMPLE_OPENER, isBulletLine, isParagraphOpener, matchLidMarker, matchSubMarker } from './lines';
import type { Block, BlockRole, BlockStanding, StructureLine, StructureUnit } from './types';

const EXAMPLE_TITLE = /voorbeeld/i;
const FAQ_TITLE = /veelgestelde vragen|vragen en antwoorden|\bfaq\b/i;
const SUMMARY_TITLE =
  /summary|english|engelse samenvatting|overzicht van de wijzigingen|wijzigingen ten opzichte|protocolafspraken/i;
/**
 * An annex that holds the parties' agreement itself ("Cao-akkoord 2025", "Onderhandelingsresultaat",
 * "Principeakkoord"): it restates what the cao's articles and tables regulate, like a summary of changes.
 */
const AGREEMENT_TITLE = /akkoord\b|onderhandelingsresultaat|eindbod\b/i;
const ENGLISH_WORDS = /\b(?:the|and|of|is|are|you|your|per year|with|will|from)\b/gi;
const DUTCH_WORDS = /\b(?:de|het|een|van|en|is|zijn|wordt|voor|met|die|op)\b/gi;

function roleOf(text: string, unit: StructureUnit | undefined, section: string | null): BlockRole {
  const titles = `${unit?.title ?? ''} · ${section ?? ''}`;
  if (EXAMPLE_OPENER.test(text) || EXAMPLE_TITLE.test(titles)) {
    return 'example';
  }
  if (FAQ_TITLE.test(titles) || /^Vraag\s+\d+/.test(text)) return 'faq';
  if (SUMMARY_TITLE.test(unit?.title ?? '')) return 'summary';
  if (unit?.kind === 'bijlage' && AGREEMENT_TITLE.test(unit.title)) return 'summary';
  const english = text.match(ENGLISH_WORDS)?.length ?? 0;
  const dutch = text.match(DUTCH_WORDS)?.length ?? 0;
  if (english >= 3 && english > dutch) return 'summary';
  return 'normative';
}

const DEFINITIONS_TITLE = /definities|begripsbepaling|begrippen|woordenlijst|\bdefinitions\b/i;

function standingOf(unit: StructureUnit | undefined): BlockStanding {
  if (DEFINITIONS_TITLE.test(unit?.title ?? '')) return 'definitions';
  return unit?.label && unit.kind !== 'chapter' ? 'article' : 'intro';
}

function startsNewParagraph(
  line: StructureLine,
  previous: StructureLine | undefined,
  width: number,
  isWrapped: boolean,
): boolean {
  if (!previous || previous.unit !== line.unit || previous.kind !== 'body') return true;
  const text = line.text;
  if (matchLidMarker(text) || matchSubMarker(text) || isBulletLine(text) || isParagraphOpener(text))
    return true;
  if (line.lid !== previous.lid || line.sub !== previous.sub || line.section !== previous.section)
    return true;
  if (isWrapped) return /[.!:;]$/.test(previous.text) && previous.text.length < width * 0.8;
  if (/[.!?:;]$/.test(previous.text)) return true;
  // "… vanaf de leeftijd van" / "21 jaar of …": a sentence cut before a number runs on.
  if (/\s\p{Ll}+$/u.test(previous.text) && /^(?:€\s?)?\d+(?:[.,]\d+)?%?\s+\p{Ll}/u.test(text)) return false;
  return !/^\p{Ll}/u.test(text);
}

/** Joins the lines of a structure into paragraphs, table rows, captions and headings. */
export function buildBlocks(
  lines: readonly StructureLine[],
  units: readonly StructureUnit[],
  width: number,
  isWrapped: boolean,
): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  let previous: StructureLine | undefined;
  for (const line of lines) {
    if (line.kind === 'title' || line.kind === 'toc') {
      current = null;
      previous = undefined;
      continue;
    }
    const append =
      line.kind === 'body' &&
      current?.kind === 'prose' &&
      !startsNewParagraph(line, previous, width, isWrapped);
    if (append && current) {
      if (/\p{Ll}-$/u.test(current.text) && /^\p{Ll}/u.test(line.text)) {
        // A word broken over two lines ("vakantie-" / "toeslag") is one word again.
        current.text = current.text.slice(0, -1);
        const last = current.segments[current.segments.length - 1]!;
        last.end = Math.min(last.end, current.text.length);
      } else if (!(/\p{L}-$/u.test(current.text) && /^\p{L}/u.test(line.text))) {
        current.text += ' ';
      }
      const start = current.text.length;
      current.text += line.text;
      current.segments.push({ line: line.index, page: line.page, start, end: current.text.length });
    } else {
      current = {
        index: blocks.length,
        kind:
          line.kind === 'body'
            ? 'prose'
            : line.kind === 'row'
              ? 'row'
              : line.kind === 'caption'
                ? 'caption'
                : 'heading',
        text: line.text,
        unit: line.unit,
        lid: line.lid,
        sub: line.sub,
        section: line.section,
        role: 'normative',
        standing: standingOf(units[line.unit]),
        segments: [{ line: line.index, page: line.page, start: 0, end: line.text.length }],
      };
      blocks.push(current);
    }
    previous = line;
  }
  for (const block of blocks) block.role = roleOf(block.text, units[block.unit], block.section);
  markExampleBodies(blocks);
  return blocks;
}

/**
 * A worked example runs on after its opening line ("Voorbeeld:" on a line of its own, then the
 * sums): the paragraphs and rows that follow in the same article, lid and sub are part of it, up
 * to a heading or another paragraph opener.
 */
function markExampleBodies(blocks: Block[]): void {
  let example: Block | null = null;
  for (const block of blocks) {
    if (EXAMPLE_OPENER.test(block.text)) {
      example = block;
      continue;
    }
    const sameSpot =
      example !== null &&
      block.unit === example.unit &&
      block.lid === example.lid &&
      block.sub === example.sub &&
      (block.kind === 'prose' || block.kind === 'row') &&
      !isParagraphOpener(block.text);
    if (sameSpot) block.role = 'example';
    else example = null;
  }
}
