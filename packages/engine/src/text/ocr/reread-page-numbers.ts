import { rm } from 'node:fs/promises';
import type { OcrLine } from './parse-tsv';
import { parseTsv } from './parse-tsv';
import { cropGrey, type GreyImage, writePgm } from './pgm';

/** Runs tesseract on an image with the given options and returns what it writes (TSV). */
export type Tesseract = (image: string, options: string[]) => Promise<string>;

/**
 * The number alone on white paper, read as one line. (A digits-only whitelist makes tesseract's
 * LSTM engine return nothing at all for some crops; the reading is checked to be digits instead.)
 */
const NUMBER_ARGS = ['--psm', '7', '--dpi', '300', 'tsv'];
const DOUBT = 60;
const SURE = 80;
/** Page numbers stand at the right: only words beyond this share of the width are read again. */
const RIGHT_SHARE = 0.6;
const MAX_PER_PAGE = 12;

/**
 * On a contents page a lone page number at the margin is sometimes read as letters with little
 * confidence (a clear "9" as "ie)"), and one such line ends the contents list for the structure
 * step. Those words are cut out of the image and read again on their own; the new reading is
 * kept only when it is a number and tesseract is sure of it. Changes the words of `lines` in place.
 */
export async function rereadPageNumbers(
  picture: GreyImage,
  lines: OcrLine[],
  path: string,
  tesseract: Tesseract,
): Promise<void> {
  const doubtful = lines
    .map((line) => line.words.reduce((last, word) => (word.left > last.left ? word : last)))
    .filter(
      (word) => word.confidence < DOUBT && word.text.length <= 4 && word.left > picture.width * RIGHT_SHARE,
    )
    .slice(0, MAX_PER_PAGE);
  const cropPath = `${path}.number.pgm`;
  try {
    for (const word of doubtful) {
      const margin = Math.round(word.height * 0.2);
      const box = {
        left: word.left - margin,
        top: word.top - margin,
        width: word.width + 2 * margin,
        height: word.height + 2 * margin,
      };
      const crop = cropGrey(picture, box, word.height);
      await writePgm(cropPath, crop);
      const read = parseTsv(await tesseract(cropPath, NUMBER_ARGS)).flatMap((line) => line.words);
      const digits = read.length === 1 ? read[0] : undefined;
      if (digits && /^\d{1,4}$/.test(digits.text) && digits.confidence >= SURE) {
        word.text = digits.text;
        word.confidence = digits.confidence;
      }
    }
  } finally {
    await rm(cropPath, { force: true });
  }
}
