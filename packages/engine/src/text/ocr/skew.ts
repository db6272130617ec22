import type { OcrLine } from './parse-tsv';

/** Lines narrower than this (pixels) say too little about the page's slant. */
const MIN_LINE_WIDTH = 600;
/** About 3 degrees: more is no slant but a misread. */
const MAX_SLOPE = 0.05;

/**
 * How much the scanned page is turned, as the slope of its text lines (pixels down per pixel to
 * the right): the median over long lines of the line through their words' bottoms. Descenders make
 * single bottoms noisy; the fit over many words and the median over many lines are not.
 */
export function estimateSlope(lines: OcrLine[]): number {
  const slopes: number[] = [];
  for (const line of lines) {
    if (line.words.length < 4 || line.right - line.left < MIN_LINE_WIDTH) continue;
    const xs = line.words.map((word) => word.left + word.width / 2);
    const ys = line.words.map((word) => word.top + word.height);
    const meanX = xs.reduce((a, b) => a + b, 0) / xs.length;
    const meanY = ys.reduce((a, b) => a + b, 0) / ys.length;
    let sxy = 0;
    let sxx = 0;
    xs.forEach((x, i) => {
      sxy += (x - meanX) * ((ys[i] ?? meanY) - meanY);
      sxx += (x - meanX) ** 2;
    });
    if (sxx > 0) slopes.push(sxy / sxx);
  }
  if (slopes.length < 3) return 0;
  slopes.sort((a, b) => a - b);
  const median = slopes[Math.floor(slopes.length / 2)] ?? 0;
  return Math.max(-MAX_SLOPE, Math.min(MAX_SLOPE, median));
}
