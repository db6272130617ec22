// Named with its extension: the PDF thread (pdf-text-worker.ts) loads this file with Node directly.
import { normaliseLine } from '../normalise-text.ts';

/** The part of a pdf.js text item that line building needs. */
export interface PositionedText {
  str: string;
  /** Baseline origin in PDF space (y grows upwards). */
  x: number;
  y: number;
  width: number;
  size: number;
}

/** A rebuilt line and its baseline (PDF space), which tells a running footer from body text. */
export interface PrintedLine {
  text: string;
  y?: number;
}

/** Items whose baselines differ less than this share a line (fraction of the larger font size, so a superscript stays). */
const SAME_LINE = 0.4;
/** A horizontal gap wider than this (fraction of the font size) separates two words or cells. */
const WORD_GAP = 0.18;

/**
 * Rebuilds printed lines from positioned text: items are grouped by baseline, ordered left to
 * right, and joined with one space wherever the page shows a gap. A table row thus reads as one
 * line ("A € 2.448,60 € 73,46 4 € 2.742,44"), which is what the extractor cites.
 */
export function buildLines(items: PositionedText[]): PrintedLine[] {
  const sorted = items.filter((item) => item.str.length > 0).sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: PositionedText[][] = [];
  let row: PositionedText[] = [];
  let rowY = Number.NaN;
  let rowSize = 0;
  for (const item of sorted) {
    const tolerance = SAME_LINE * Math.max(rowSize, item.size);
    if (row.length > 0 && Math.abs(rowY - item.y) <= tolerance) {
      row.push(item);
      continue;
    }
    if (row.length > 0) rows.push(row);
    row = [item];
    rowY = item.y;
    rowSize = item.size;
  }
  if (row.length > 0) rows.push(row);
  return rows.flatMap((items) => {
    const text = normaliseLine(joinRow(items));
    return text ? [{ text, y: items[0]?.y ?? 0 }] : [];
  });
}

function joinRow(row: PositionedText[]): string {
  const items = [...row].sort((a, b) => a.x - b.x);
  let text = '';
  let end = Number.NEGATIVE_INFINITY;
  let pendingSpace = false;
  let previous: PositionedText | null = null;
  for (const item of items) {
    if (item.str.trim() === '') {
      pendingSpace = true;
      continue;
    }
    // Fake bold: the same string drawn twice at (almost) the same spot.
    if (previous && previous.str === item.str && Math.abs(previous.x - item.x) < item.size * 0.2) continue;
    const gap = item.x - end > WORD_GAP * item.size;
    if (text && (pendingSpace || gap) && !text.endsWith(' ') && !item.str.startsWith(' ')) text += ' ';
    text += item.str;
    end = Math.max(end, item.x + item.width);
    pendingSpace = false;
    previous = item;
  }
  return text;
}
