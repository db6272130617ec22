/**
 * A structure self-check: figures that a well-read cao must show, computed from its structure alone (no
 * gold, no knowledge of its values), so a misread structure shows on any document. Used by
 * `pnpm bench:structure` and `cao structure`.
 */
import { annexRank, annexSeries } from './annex-mentions';
import { matchHeading } from './headings';
import { isContentsHeading } from './toc';
import type { DocumentStructure, StructureUnit } from './types';

/** Below this share of body lines inside a numbered unit the document is probably misread. */
const MIN_COVERAGE = 0.8;
/**
 * An article number this far above the one before it (within a chapter: many cao's start each chapter at
 * a round number) skips more than a few "vervallen" articles; one such jump may be the cao's own.
 */
const MAX_JUMP = 5;
const MAX_JUMPS = 2;
/** A contents list whose numbered entries come back as headings for less than this share was not followed. */
const MIN_CONTENTS_MATCH = 0.8;
/** This many lines after the first heading read as a contents list: text or a table is skipped. */
const MAX_LATE_CONTENTS = 5;
/** This many pages in a row of the main text without any heading: a heading shape was probably missed. */
const MAX_STRETCH = 8;
/** A page with fewer body lines than this holds no text to head. */
const MIN_PAGE_LINES = 5;
/** More than this share of articles without any text under them: mentions or entries taken for headings. */
const MAX_SHORT_SHARE = 0.1;

export type VerdictName = 'indeling' | 'volgorde' | 'inhoudsopgave';

export interface Verdict {
  name: VerdictName;
  /** "ok", or "twijfel" with the reasons in Dutch. */
  status: 'ok' | 'twijfel';
  reasons: string[];
}

export interface StructureCheck {
  /** Pages with body text (after the title page and the contents list). */
  pages: number;
  bodyLines: number;
  /** Share of body lines inside a numbered article, paragraph, annex or numbered chapter. */
  coverage: number;
  articles: number;
  annexes: number;
  /** Article (or §) numbers lower than the one before, numbers seen twice, and big jumps up. */
  backwards: number;
  duplicates: number;
  jumps: number;
  /** Annexes out of their own order (each series — Bijlage, Protocol — on its own). */
  annexDisorder: number;
  /** Numbered entries of the contents list, and how many of them open a unit in the body. */
  contents: { entries: number; matched: number } | null;
  /** Lines read as a contents list after the first heading of the text. */
  lateContents: number;
  /** The longest run of main-text pages without any heading. */
  longestStretch: number;
  /** Articles without any text under their heading and title ("vervallen" ones and parents of the next not counted). */
  shortUnits: number;
  verdicts: Verdict[];
}

/** "4.2" → [4, 2, 0]; "12a" → [12, 1]; "§ 5.3" → [5, 3]. A letter counts as a small step after its number. */
function numberKey(label: string): number[] {
  const parts = label.replace(/^§\s*/, '').split(/[.:]/);
  return parts.flatMap((part) => {
    const match = /^(\d+)\s?([A-Za-z])?$/.exec(part);
    if (!match) return [];
    return match[2] ? [Number(match[1]), match[2].toLowerCase().charCodeAt(0) - 96] : [Number(match[1]), 0];
  });
}

function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** Steps backwards, repeated labels and big jumps in one series of units, in document order. */
function checkSeries(
  units: readonly StructureUnit[],
  all: readonly StructureUnit[],
): { backwards: number; duplicates: number; jumps: number } {
  const seen = new Set<string>();
  let backwards = 0;
  let duplicates = 0;
  let jumps = 0;
  let previous: number[] | null = null;
  let previousIndex = 0;
  for (const unit of units) {
    const label = unit.label ?? '';
    const key = numberKey(label);
    if (key.length === 0) continue;
    const name = label.toLowerCase();
    // A part of the cao ("Deel B", a sector's own part under a title in capitals, a protocol) numbers its
    // articles anew from 1.
    if (opensPart(all, previousIndex, unit.index) || (previous && isFirstNumber(key) && previous[0]! > 1)) {
      seen.clear();
      previous = null;
    }
    if (seen.has(name)) duplicates++;
    else if (previous && compareKeys(key, previous) < 0) backwards++;
    else if (previous && key[0]! - previous[0]! > MAX_JUMP && !opensChapter(all, previousIndex, unit.index))
      jumps++;
    seen.add(name);
    previous = key;
    previousIndex = unit.index;
  }
  return { backwards, duplicates, jumps };
}

/** "1", "1.1", "§ 1": the first number of a series. */
const isFirstNumber = (key: number[]): boolean => key[0] === 1 && key.slice(1).every((n) => n <= 1);

/** A chapter heading stands between these two units. */
function opensChapter(units: readonly StructureUnit[], from: number, to: number): boolean {
  return units.slice(from + 1, to).some((unit) => unit.kind === 'chapter');
}

function opensPart(units: readonly StructureUnit[], from: number, to: number): boolean {
  return units.slice(from + 1, to).some((unit) => unit.kind === 'chapter' && unit.title.startsWith('Deel '));
}

/** Annexes out of order within their own series ("Bijlage", "Protocol", …). */
function countAnnexDisorder(annexes: readonly StructureUnit[]): number {
  const last = new Map<string, number>();
  let disorder = 0;
  for (const annex of annexes) {
    // "Bijlage A1", "Bijlage B2": the annexes of the parts, a series of their own.
    const series = annexSeries(annex.label ?? '');
    const rank = annexRank(annex.label ?? '');
    if (rank <= (last.get(series) ?? -1)) disorder++;
    last.set(series, rank);
  }
  return disorder;
}

/** "Artikel 3 Looptijd ....... 5", "3.1 Arbeidsduur 12", "4a. Titel" → "3", "3.1", "4a"; null for other entries. */
export function contentsEntryLabel(line: string): string | null {
  const text = line
    .replace(/(?:\.\s?){3,}.*$|…+.*$|_{3,}.*$/, '')
    .replace(/\s+\d{1,4}$/, '')
    // "70 Hoofdstuk 11 Titel": a list that prints the page first.
    .replace(/^\d{1,3}\s+(?=(?:Hoofdstuk|HOOFDSTUK|Artikel|ARTIKEL|Bijlage|BIJLAGE|Paragraaf|§)\s?)/, '')
    .trim();
  const heading = matchHeading(text);
  if (heading?.kind === 'article' || heading?.kind === 'paragraph') return heading.label.replace(/^§\s*/, '');
  if (heading?.kind === 'chapter') return /^\d/.test(heading.label) ? heading.label : null;
  if (heading) return null;
  const number = /^(\d{1,3}(?:\.\d{1,2}){0,2}[a-zA-Z]?)\.?\s+\p{L}/u.exec(text);
  return number ? number[1]! : null;
}

/** The numbers that open a unit in the body: article and § labels, and chapter numbers. */
function bodyLabels(structure: DocumentStructure): Set<string> {
  const labels = new Set<string>();
  for (const unit of structure.units) {
    if (unit.kind === 'article' || unit.kind === 'paragraph')
      labels.add((unit.label ?? '').replace(/^§\s*/, '').toLowerCase());
    const chapter = /^Hoofdstuk (\S+)/.exec(unit.kind === 'chapter' ? unit.title : '');
    if (chapter) labels.add(chapter[1]!.toLowerCase());
  }
  // A section heading inside an annex ("Artikel 2" of a reglement) is not a unit, but is a heading.
  for (const line of structure.lines) {
    if (line.kind !== 'heading') continue;
    const label = contentsEntryLabel(line.text);
    if (label) labels.add(label.toLowerCase());
  }
  return labels;
}

/** Where the text begins: the first line of running text inside an article, paragraph or annex. */
function findTextStart({ lines, units }: DocumentStructure): number {
  const kinds = new Set(['article', 'paragraph', 'bijlage']);
  return lines.findIndex((line) => line.kind === 'body' && kinds.has(units[line.unit]!.kind));
}

/**
 * Lines of text read as a contents list after the text has begun (a table whose rows end in numbers, say).
 * Lists of headings are no sign of a misreading: a part's own contents list under its "Inhoud", a list of
 * the annexes, a table naming the articles that apply, an index with its leaders and letters ("B").
 */
function findLateContents(structure: DocumentStructure): number {
  const start = findTextStart(structure);
  if (start < 0) return 0;
  let late = 0;
  let underContentsHeading = false;
  for (const line of structure.lines) {
    if (line.kind !== 'toc') underContentsHeading = false;
    else if (isContentsHeading(line.text)) underContentsHeading = true;
    else if (
      line.index > start &&
      !underContentsHeading &&
      !/\.{4}|…/.test(line.text) &&
      !/^\p{Lu}$/u.test(line.text) &&
      matchHeading(line.text) === null
    )
      late++;
  }
  return late;
}

function checkContents(structure: DocumentStructure): StructureCheck['contents'] {
  const start = findTextStart(structure);
  const entries = structure.lines.filter((line) => line.kind === 'toc' && (start < 0 || line.index < start));
  if (entries.length === 0) return null;
  const labels = bodyLabels(structure);
  let numbered = entries.map((line) => contentsEntryLabel(line.text)).filter((label) => label !== null);
  // Plain numbers that repeat ("14 Werkingssfeer", "14 Deeltijd") are the pages of a page-first list.
  const plain = numbered.filter((label) => /^\d+$/.test(label));
  if (plain.length - new Set(plain).size >= plain.length * 0.2)
    numbered = numbered.filter((label) => !/^\d+$/.test(label));
  return {
    entries: numbered.length,
    matched: numbered.filter((label) => labels.has(label.toLowerCase())).length,
  };
}

const isNumbered = (unit: StructureUnit): boolean =>
  unit.kind === 'article' || unit.kind === 'paragraph' || unit.kind === 'bijlage' || unit.label !== null;

const percent = (share: number): string => `${Math.round(share * 100)} %`;

/** The self-check of one document's structure. */
export function checkStructure(structure: DocumentStructure): StructureCheck {
  const { lines, units } = structure;
  const body = lines.filter((line) => line.kind !== 'title' && line.kind !== 'toc');
  const inUnit = body.filter((line) => isNumbered(units[line.unit]!)).length;
  const coverage = body.length === 0 ? 0 : inUnit / body.length;

  const articles = units.filter((unit) => unit.kind === 'article');
  const paragraphs = units.filter((unit) => unit.kind === 'paragraph');
  const annexes = units.filter((unit) => unit.kind === 'bijlage');
  const series = [articles, paragraphs].map((list) => checkSeries(list, units));
  const backwards = series.reduce((sum, s) => sum + s.backwards, 0);
  const duplicates = series.reduce((sum, s) => sum + s.duplicates, 0);
  const jumps = series.reduce((sum, s) => sum + s.jumps, 0);
  const annexDisorder = countAnnexDisorder(annexes);

  // Pages of the main text (from its first numbered unit to the first annex: a foreword, an index or a
  // table of renumbered articles before it has no headings of its own) and the pages with a heading.
  // A page of a few lines (a separator, a table printed as an image) is passed over.
  const firstAnnexLine = annexes[0]?.firstLine ?? Infinity;
  const firstUnitLine =
    units.find((unit) => unit.kind === 'article' || unit.kind === 'paragraph')?.firstLine ?? 0;
  const linesPerPage = new Map<number, number>();
  for (const line of body) linesPerPage.set(line.page, (linesPerPage.get(line.page) ?? 0) + 1);
  const mainPages = [
    ...new Set(
      body
        .filter((line) => line.index >= firstUnitLine && line.index < firstAnnexLine)
        .map((line) => line.page)
        .filter((page) => linesPerPage.get(page)! >= MIN_PAGE_LINES),
    ),
  ];
  const headingPages = new Set(body.filter((line) => line.kind === 'heading').map((line) => line.page));
  let longestStretch = 0;
  let stretch = 0;
  for (const page of mainPages) {
    stretch = headingPages.has(page) ? 0 : stretch + 1;
    longestStretch = Math.max(longestStretch, stretch);
  }

  const textLines = new Map<number, number>();
  for (const line of body) {
    if (line.kind !== 'heading' && line.text !== units[line.unit]!.title)
      textLines.set(line.unit, (textLines.get(line.unit) ?? 0) + 1);
  }
  // A section whose sub-sections follow at once ("6.1 Werktijden", then "6.1.1 …") has no text of its own.
  const isParent = (unit: StructureUnit): boolean =>
    !!units[unit.index + 1]?.label?.startsWith(`${unit.label}.`);
  const shortUnits = articles.filter(
    (unit) => !textLines.has(unit.index) && !isParent(unit) && !/vervallen|gereserveerd/i.test(unit.title),
  ).length;
  const contents = checkContents(structure);
  const lateContents = findLateContents(structure);
  const pages = new Set(body.map((line) => line.page)).size;

  const indeling: string[] = [];
  if (coverage < MIN_COVERAGE)
    indeling.push(`${percent(1 - coverage)} van de tekst staat buiten een genummerd artikel of bijlage`);
  if (longestStretch >= MAX_STRETCH) indeling.push(`${longestStretch} pagina's achter elkaar zonder kop`);
  if (articles.length + paragraphs.length === 0 && pages >= 5) indeling.push('geen artikelen gevonden');
  const volgorde: string[] = [];
  if (backwards > 0) volgorde.push(`${backwards}× een lager artikelnummer dan het vorige`);
  if (duplicates > 0) volgorde.push(`${duplicates}× een artikelnummer dat al eerder kwam`);
  if (jumps > MAX_JUMPS) volgorde.push(`${jumps}× een sprong van meer dan ${MAX_JUMP} artikelnummers`);
  if (annexDisorder > 0) volgorde.push(`${annexDisorder}× een bijlage buiten de volgorde`);
  if (articles.length >= 5 && shortUnits / articles.length > MAX_SHORT_SHARE)
    volgorde.push(`${shortUnits} van ${articles.length} artikelen hebben geen tekst onder hun kop`);
  const inhoudsopgave: string[] = [];
  if (contents && contents.entries >= 5 && contents.matched / contents.entries < MIN_CONTENTS_MATCH)
    inhoudsopgave.push(
      `${contents.matched} van ${contents.entries} genummerde ingangen komen als kop terug in de tekst`,
    );
  if (lateContents >= MAX_LATE_CONTENTS)
    inhoudsopgave.push(`${lateContents} regels midden in de tekst gelezen als inhoudsopgave`);
  const verdict = (name: VerdictName, reasons: string[]): Verdict => ({
    name,
    status: reasons.length > 0 ? 'twijfel' : 'ok',
    reasons,
  });

  return {
    pages,
    bodyLines: body.length,
    coverage,
    articles: articles.length + paragraphs.length,
    annexes: annexes.length,
    backwards,
    duplicates,
    jumps,
    annexDisorder,
    contents,
    lateContents,
    longestStretch,
    shortUnits,
    verdicts: [
      verdict('indeling', indeling),
      verdict('volgorde', volgorde),
      verdict('inhoudsopgave', inhoudsopgave),
    ],
  };
}

/** "ok", or "twijfel: reden; reden" over all verdicts. */
export function summarizeCheck(check: StructureCheck): string {
  const reasons = check.verdicts.flatMap((verdict) => verdict.reasons);
  return reasons.length === 0 ? 'ok' : `twijfel: ${reasons.join('; ')}`;
}
