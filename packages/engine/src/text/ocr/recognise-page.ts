import type { PrintedLine } from '../pdf/build-lines';
import { buildOcrLines } from './build-ocr-lines';
import { eraseLeaders } from './erase-leaders';
import {
  countLeaderLines,
  findLineEnds,
  type LeaderSpan,
  detectContents,
  MIN_LEADER_LINES,
} from './find-leaders';
import { type OcrLine, parseTsv } from './parse-tsv';
import { type GreyImage, readPgm, writePgm } from './pgm';
import { estimateSlope } from './skew';

import { findDoubtfulNumbers, rereadNumbers, type Tesseract } from './reread-numbers';

export type { Tesseract };

/** psm 4 (one column of lines of varying size) keeps list numbers ("3.") that psm 3 drops as specks. */
const PAGE_ARGS = ['--psm', '4', '--dpi', '300', 'tsv'];
/** psm 3 (automatic layout) is worse at text but keeps every line of a contents page. */
const FIND_ARGS = ['--psm', '3', '--dpi', '300', 'tsv'];
/**
 * A contents page with its leaders erased is one uniform block of lines: psm 6 keeps the page
 * numbers at the right margin on their lines, where psm 4 and 3 drop them or list them apart.
 */
const CONTENTS_ARGS = ['--psm', '6', '--dpi', '300', 'tsv'];
/** Leader lines still read as letters after the first erasing that make a second one worth it. */
const LEFT_OVER = 2;

/**
 * Reads one page image (a grey PGM) into printed lines. A contents page gets more readings:
 * tesseract turns dotted leaders into letters and loses page numbers in them, so the dots are
 * erased from the image, the page is read again, and the leaders are put back as dots.
 */
export async function recognisePage(path: string, tesseract: Tesseract): Promise<PrintedLine[]> {
  const first = parseTsv(await tesseract(path, PAGE_ARGS));
  const slope = estimateSlope(first);
  const contents = detectContents(first);
  if (!contents) return checkNumbers(first, null, false, path, tesseract, [], slope);
  const picture = await readPgm(path);
  if (!picture) return buildOcrLines(first, [], slope);
  // psm 3 finds the contents lines psm 4 left out; both tell where leaders may stand.
  let lines = [...first, ...parseTsv(await tesseract(path, FIND_ARGS))];
  const leaders: LeaderSpan[] = [];
  for (let round = 0; round < 2; round++) {
    if (round > 0 && countLeaderLines(lines) < LEFT_OVER) break;
    const erased = eraseLeaders(picture, findLineEnds(lines, slope));
    if (erased.length < (round === 0 ? MIN_LEADER_LINES : 1)) break;
    leaders.push(...erased.filter((span) => !leaders.some((known) => overlaps(known, span))));
    await writePgm(path, picture);
    lines = parseTsv(await tesseract(path, CONTENTS_ARGS));
  }
  if (leaders.length === 0) {
    // A contents list without leaders: its page numbers stand alone at the margin, where only the
    // uniform-block reading keeps them. Without a contents heading the page may be body text.
    if (contents !== 'heading') return checkNumbers(first, picture, false, path, tesseract, [], slope);
    lines = parseTsv(await tesseract(path, CONTENTS_ARGS));
  }
  return checkNumbers(lines, picture, true, path, tesseract, leaders, slope);
}

/** Reads doubtful numbers again (loading the page image only when there are any), then builds lines. */
async function checkNumbers(
  lines: OcrLine[],
  picture: GreyImage | null,
  isContents: boolean,
  path: string,
  tesseract: Tesseract,
  leaders: LeaderSpan[],
  slope: number,
): Promise<PrintedLine[]> {
  const width = picture?.width ?? Math.max(0, ...lines.map((line) => line.right));
  const doubtful = findDoubtfulNumbers(lines, width, isContents);
  const image = doubtful.length > 0 ? (picture ?? (await readPgm(path))) : null;
  if (image) await rereadNumbers(image, doubtful, path, tesseract);
  return buildOcrLines(lines, leaders, slope);
}

/** Two leaders on the same printed line (found in different readings). */
function overlaps(a: LeaderSpan, b: LeaderSpan): boolean {
  return Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5 * (a.bottom - a.top);
}
