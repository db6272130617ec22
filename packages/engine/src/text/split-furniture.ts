import type { DocumentPage } from '../types';
import type { PrintedLine } from './pdf/build-lines';

/** How many lines at the top and at the bottom of a page can be running header or footer. */
const EDGE_LINES = 3;
/** Baselines within this many points count as the same spot on the page. */
const Y_BUCKET = 4;

/**
 * Running headers and footers: a line among the first or last three of a page whose shape (digits
 * replaced, so "Pagina 12 van 31" matches "Pagina 13 van 31") recurs at the page edges on at least
 * half of the pages (and on three or more). When lines carry a baseline (PDF), the line must also
 * stand at the same height, so a body sentence that happens to end many pages stays body. A
 * numbered heading that opens every page ("Artikel 7", "Artikel 8", …) stays body too.
 */
export function splitFurniture(printed: PrintedLine[][]): DocumentPage[] {
  const pageLines = splitGluedHeaders(printed);
  const seen = new Map<string, Occurrence[]>();
  pageLines.forEach((lines, index) => {
    const onPage = new Map(edgeLines(lines).map((line) => [keyOf(line), line] as const));
    for (const [key, line] of onPage) {
      const list = seen.get(key) ?? [];
      list.push({ page: index + 1, numbers: numbersOf(line.text) });
      seen.set(key, list);
    }
  });
  const threshold = Math.max(3, Math.ceil(pageLines.length / 2));
  const furnitureKeys = new Set(
    [...seen].filter(([, list]) => list.length >= threshold && !isNumberedSequence(list)).map(([key]) => key),
  );
  const isFurniture = (line: PrintedLine) => furnitureKeys.has(keyOf(line));

  return pageLines.map((lines, index) => {
    const body: string[] = [];
    const furniture: string[] = [];
    lines.forEach((line, i) => {
      const atEdge = i < EDGE_LINES || i >= lines.length - EDGE_LINES;
      (atEdge && isFurniture(line) ? furniture : body).push(line.text);
    });
    return { number: index + 1, lines: body, text: body.join('\n'), furniture };
  });
}

/** Pages whose headers and footers were never part of the body (Word keeps them in separate parts). */
export function makePages(pageLines: string[][]): DocumentPage[] {
  return pageLines.map((lines, index) => ({
    number: index + 1,
    lines,
    text: lines.join('\n'),
    furniture: [],
  }));
}

/** Words a running header glued to the page's first line must have (a title and a date, say). */
const GLUED_MIN_WORDS = 4;

/**
 * Some text layers put the running header and the first line of the body on one line ("Tekst cao 2015,
 * 12 mei 2015 17 Cluster 4. Definities"). When most pages open with the same words (digits aside: the
 * page number changes), those words are the header: they go on a line of their own, so the header is
 * furniture and the body line a heading again.
 */
function splitGluedHeaders(pageLines: PrintedLine[][]): PrintedLine[][] {
  const threshold = Math.max(3, Math.ceil(pageLines.length / 2));
  const firstWords = pageLines.map((lines) => (lines[0]?.text.trim().split(/\s+/) ?? []).map(wordShape));
  // The header is as long as nearly all its pages agree: a body line that opens many pages
  // ("Artikel 5 …", "Hoofdstuk 2 …") stays out of it.
  let length = 0;
  let shortest = 0;
  for (let n = GLUED_MIN_WORDS; n <= 16; n++) {
    const counts = new Map<string, number>();
    for (const words of firstWords) {
      if (words.length < n) continue;
      const key = words.slice(0, n).join(' ');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const most = Math.max(0, ...counts.values());
    if (n === GLUED_MIN_WORDS) shortest = most;
    if (most < threshold || most < shortest * 0.9) break;
    length = n;
  }
  if (length === 0) return pageLines;
  const shapes = new Map<string, number>();
  for (const words of firstWords) {
    if (words.length < length) continue;
    const key = words.slice(0, length).join(' ');
    shapes.set(key, (shapes.get(key) ?? 0) + 1);
  }
  const header = [...shapes].find(([, count]) => count >= threshold)![0];
  // Only where the header carries a body line behind it on a good share of its pages.
  const glued = firstWords.filter(
    (words) => words.length > length && words.slice(0, length).join(' ') === header,
  );
  if (glued.length < Math.max(3, Math.ceil(threshold / 3))) return pageLines;
  return pageLines.map((lines, i) => {
    const words = firstWords[i]!;
    const first = lines[0];
    if (!first || words.length <= length || words.slice(0, length).join(' ') !== header) return lines;
    const parts = first.text.trim().split(/\s+/);
    return [
      { ...first, text: parts.slice(0, length).join(' ') },
      { ...first, text: parts.slice(length).join(' '), y: undefined },
      ...lines.slice(1),
    ];
  });
}

/** A word for comparing header lines: lower case, digits as '#'. */
function wordShape(word: string): string {
  return word.toLowerCase().replace(/\d+/g, '#');
}

interface Occurrence {
  page: number;
  numbers: number[];
}

/**
 * Headings such as "Artikel 7" that open every page (one chapter a page) share a shape with a
 * running header, but their number is new on each page without following the page number. Page
 * numbers follow the page (a fixed offset); running headers repeat their numbers ("2025–2027").
 */
function isNumberedSequence(list: Occurrence[]): boolean {
  const width = list[0]?.numbers.length ?? 0;
  if (width === 0 || list.some((o) => o.numbers.length !== width)) return false;
  for (let i = 0; i < width; i++) {
    const values = list.map((o) => o.numbers[i] ?? 0);
    const distinct = new Set(values).size;
    if (distinct === 1) continue;
    const offsets = new Set(list.map((o) => (o.numbers[i] ?? 0) - o.page));
    if (offsets.size <= 2) continue;
    if (distinct === values.length) return true;
  }
  return false;
}

function numbersOf(text: string): number[] {
  return (text.match(/\d+/g) ?? []).map(Number);
}

function edgeLines(lines: PrintedLine[]): PrintedLine[] {
  if (lines.length <= EDGE_LINES * 2) return lines;
  return [...lines.slice(0, EDGE_LINES), ...lines.slice(-EDGE_LINES)];
}

function keyOf(line: PrintedLine): string {
  const shape = line.text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
  return line.y === undefined ? shape : `${shape}@${Math.round(line.y / Y_BUCKET)}`;
}
