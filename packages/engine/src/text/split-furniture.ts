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
 * stand at the same height, so a body sentence that happens to end many pages stays body.
 */
export function splitFurniture(pageLines: PrintedLine[][]): DocumentPage[] {
  const counts = new Map<string, number>();
  for (const lines of pageLines) {
    for (const key of new Set(edgeLines(lines).map(keyOf))) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const threshold = Math.max(3, Math.ceil(pageLines.length / 2));
  const isFurniture = (line: PrintedLine) => (counts.get(keyOf(line)) ?? 0) >= threshold;

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

function edgeLines(lines: PrintedLine[]): PrintedLine[] {
  if (lines.length <= EDGE_LINES * 2) return lines;
  return [...lines.slice(0, EDGE_LINES), ...lines.slice(-EDGE_LINES)];
}

function keyOf(line: PrintedLine): string {
  const shape = line.text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
  return line.y === undefined ? shape : `${shape}@${Math.round(line.y / Y_BUCKET)}`;
}
