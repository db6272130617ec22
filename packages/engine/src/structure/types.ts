/** What structure/ makes of a DocumentText: lines with their article and page, units and blocks. */

/** title page, table of contents, heading, table caption, table row, or running text. */
export type LineKind = 'title' | 'toc' | 'heading' | 'caption' | 'row' | 'body';

export interface StructureLine {
  index: number;
  /** 1-based physical page. */
  page: number;
  text: string;
  kind: LineKind;
  /** Index into DocumentStructure.units. */
  unit: number;
  /** Numbered paragraph ("lid") within the unit, as printed: "1", "2". */
  lid: string | null;
  /** Letter of an enumerated item within the lid: "a", "b". */
  sub: string | null;
  /** Title of a sub-article inside an annex ("Opbouw van het budget"); annexes are cited as a whole. */
  section: string | null;
}

export type UnitKind = 'preamble' | 'chapter' | 'article' | 'paragraph' | 'bijlage';

/** A citable unit: an article, a paragraph (§), an annex, or the text before/between them. */
export interface StructureUnit {
  index: number;
  kind: UnitKind;
  /**
   * As printed: "4.2", "26", "§ 5.3", "Bijlage I"; null for the preamble and for chapter text (except in a
   * cao that numbers its sections by chapter, where chapter 2's own text is "2").
   */
  label: string | null;
  title: string;
  /** Title of the enclosing chapter, if any. */
  chapter: string | null;
  firstLine: number;
  lastLine: number;
}

/** What kind of text a block is: the rules themselves, or material that repeats them. */
export type BlockRole = 'normative' | 'example' | 'faq' | 'summary';

export interface BlockSegment {
  line: number;
  page: number;
  /** Offsets of this line's text inside Block.text. */
  start: number;
  end: number;
}

/**
 * Where a block stands, to choose between equal findings: in a numbered article, paragraph or annex
 * (where a cao regulates), in its introduction (preamble or unnumbered chapter text, which often sums
 * up what follows) or in a list of definitions (which names a figure that an article regulates).
 */
export type BlockStanding = 'article' | 'definitions' | 'intro';

/** A paragraph (or table row, caption, heading) of running text, joined over line and page breaks. */
export interface Block {
  index: number;
  kind: 'prose' | 'row' | 'caption' | 'heading';
  text: string;
  unit: number;
  lid: string | null;
  sub: string | null;
  section: string | null;
  role: BlockRole;
  standing: BlockStanding;
  segments: BlockSegment[];
}

export interface DocumentStructure {
  lines: StructureLine[];
  units: StructureUnit[];
  blocks: Block[];
  /** The page skipped as title page, if any. */
  titlePage: number | null;
}
