import type { DocumentPage } from '../types';

/** How many lines at the top and at the bottom of a page can be running header or footer. */
const EDGE_LINES = 3;

/**
 * Running headers and footers: a line near the top or bottom of a page whose shape (digits
 * replaced, so "Pagina 12 van 31" matches "Pagina 13 van 31") recurs at the page edges on at least
 * half of the pages (and on three or more). Such lines go to `furniture`; everything else stays.
 * Documents of fewer than three pages have no recognisable furniture.
 */
export function splitFurniture(pageLines: string[][]): DocumentPage[] {
  const pageCount = pageLines.length;
  const counts = new Map<string, number>();
  for (const lines of pageLines) {
    for (const shape of new Set(edgeLines(lines).map(shapeOf)))
      counts.set(shape, (counts.get(shape) ?? 0) + 1);
  }
  const threshold = Math.max(3, Math.ceil(pageCount / 2));
  const isFurniture = (shape: string) => (counts.get(shape) ?? 0) >= threshold;

  return pageLines.map((lines, index) => {
    const body: string[] = [];
    const furniture: string[] = [];
    lines.forEach((line, i) => {
      const atEdge = i < EDGE_LINES || i >= lines.length - EDGE_LINES;
      (atEdge && isFurniture(shapeOf(line)) ? furniture : body).push(line);
    });
    return { number: index + 1, lines: body, text: body.join('\n'), furniture };
  });
}

/** Pages without furniture detection (plain text, short documents). */
export function makePages(pageLines: string[][]): DocumentPage[] {
  return pageLines.map((lines, index) => ({
    number: index + 1,
    lines,
    text: lines.join('\n'),
    furniture: [],
  }));
}

function edgeLines(lines: string[]): string[] {
  if (lines.length <= EDGE_LINES * 2) return lines;
  return [...lines.slice(0, EDGE_LINES), ...lines.slice(-EDGE_LINES)];
}

function shapeOf(line: string): string {
  return line.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
}
