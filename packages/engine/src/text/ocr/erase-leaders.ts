import type { LeaderSpan } from './find-leaders';
import type { GreyImage } from './pgm';

const INK = 160;
/** Dots are small: lower than this share of the line (letters and digits are taller). */
const DOT_SHARE = 0.28;
/** A leader has many dots; a span with fewer was a word after all (and is left as is). */
const MIN_DOTS = 4;

/**
 * Whites out the dots of dotted leaders, so a second reading sees "Looptijd" and "5" with empty
 * paper between them instead of dots it turns into letters. Only ink blobs smaller than a letter
 * whose centre lies in the line's (possibly slanted) band, right of its title, are removed: digits,
 * letters and the full stops of neighbouring lines stay. Changes `image` in place and returns the
 * spans that really held dots, with `right` clamped to the page.
 */
export function eraseLeaders(image: GreyImage, spans: LeaderSpan[]): LeaderSpan[] {
  const erased: LeaderSpan[] = [];
  for (const span of spans) {
    const lineHeight = span.bottom - span.top;
    const maxSize = Math.max(2, Math.round(lineHeight * DOT_SHARE));
    const box = searchBox(image, span, lineHeight);
    const seen = new Uint8Array((box.right - box.left) * (box.bottom - box.top));
    const dots: Blob[] = [];
    for (let y = box.top; y < box.bottom; y++) {
      for (let x = box.left; x < box.right; x++) {
        if (seen[(y - box.top) * (box.right - box.left) + (x - box.left)]) continue;
        if ((image.pixels[y * image.width + x] ?? 255) >= INK) continue;
        const blob = collectBlob(image, x, y, box, seen);
        if (blob.height > maxSize || blob.width > maxSize * 1.5) continue;
        const centreX = (blob.minX + blob.maxX) / 2;
        const centreY = (blob.minY + blob.maxY) / 2;
        const shift = span.slope * (centreX - span.anchorX);
        if (centreX < span.left || centreY < span.top + shift - 2 || centreY > span.bottom + shift + 2)
          continue;
        dots.push(blob);
      }
    }
    if (dots.length < MIN_DOTS) continue;
    // The dot's box and a pixel around it: its grey anti-aliased rim goes too.
    for (const dot of dots) {
      for (let y = Math.max(0, dot.minY - 1); y <= Math.min(image.height - 1, dot.maxY + 1); y++) {
        const row = y * image.width;
        image.pixels.fill(255, row + Math.max(0, dot.minX - 1), row + Math.min(image.width, dot.maxX + 2));
      }
    }
    // The leader starts at its first dot: a title word tesseract first took for dots stays before it.
    const left = Math.min(...dots.map((dot) => dot.minX));
    erased.push({ ...span, left, right: Math.min(span.right, image.width) });
  }
  return erased;
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The span's band from its left end to the page edge, with a line's height to spare above and below. */
function searchBox(image: GreyImage, span: LeaderSpan, lineHeight: number): Box {
  const left = Math.max(0, Math.floor(span.left) - 2);
  const right = Math.min(image.width, span.right);
  const shifts = [left, right].map((x) => span.slope * (x - span.anchorX));
  return {
    left,
    right,
    top: Math.max(0, Math.floor(span.top + Math.min(...shifts) - lineHeight)),
    bottom: Math.min(image.height, Math.ceil(span.bottom + Math.max(...shifts) + lineHeight)),
  };
}

interface Blob {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
  width: number;
  height: number;
}

function collectBlob(image: GreyImage, x0: number, y0: number, box: Box, seen: Uint8Array): Blob {
  const boxWidth = box.right - box.left;
  const stack = [x0, y0];
  let minX = x0;
  let maxX = x0;
  let minY = y0;
  let maxY = y0;
  seen[(y0 - box.top) * boxWidth + (x0 - box.left)] = 1;
  while (stack.length > 0) {
    const y = stack.pop() ?? 0;
    const x = stack.pop() ?? 0;
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
    for (const [nx, ny] of [
      [x + 1, y],
      [x - 1, y],
      [x, y + 1],
      [x, y - 1],
    ] as const) {
      if (nx < box.left || nx >= box.right || ny < box.top || ny >= box.bottom) continue;
      const local = (ny - box.top) * boxWidth + (nx - box.left);
      if (seen[local] || (image.pixels[ny * image.width + nx] ?? 255) >= INK) continue;
      seen[local] = 1;
      stack.push(nx, ny);
    }
  }
  return { minX, maxX, minY, maxY, width: maxX - minX + 1, height: maxY - minY + 1 };
}
