import { rm } from 'node:fs/promises';
import type { OcrLine, OcrWord } from './parse-tsv';
import { parseTsv } from './parse-tsv';
import { cropGrey, type GreyImage, writePgm } from './pgm';

/** Runs tesseract on an image with the given options and returns what it writes (TSV). */
export type Tesseract = (image: string, options: string[]) => Promise<string>;

/**
 * The word alone on white paper, read as one line. (A digits-only whitelist makes tesseract's
 * LSTM engine return nothing at all for some crops; the reading is checked to be a number instead.)
 */
const NUMBER_ARGS = ['--psm', '7', '--dpi', '300', 'tsv'];
const DOUBT = 60;
const SURE = 80;
/** Page numbers of a contents list stand at the right: beyond this share of the page width. */
const RIGHT_SHARE = 0.6;
const MAX_PER_PAGE = 12;
const NUMERIC = /^[€(]?[\d.,:/%-]*\d[\d.,:/%-]*[)]?$/;

/**
 * Words tesseract read with little confidence where a number belongs: a cell of a row of numbers
 * (a lone "0" in a table header read as "19)") and, on a contents page, the page number at the
 * margin (a clear "9" read as "ie)"). One such word can break a table or end the contents list
 * for the structure step.
 */
export function findDoubtfulNumbers(lines: OcrLine[], pageWidth: number, isContents: boolean): OcrWord[] {
  const doubtful = lines.flatMap((line) => {
    const numeric = line.words.filter((word) => NUMERIC.test(word.text)).length;
    const isNumberRow = line.words.length >= 3 && numeric >= (line.words.length - 1) * 0.75;
    const last = line.words.reduce((a, b) => (b.left > a.left ? b : a));
    return line.words.filter(
      (word) =>
        word.confidence < DOUBT &&
        word.text.length <= 4 &&
        (isNumberRow || (isContents && word === last && word.left > pageWidth * RIGHT_SHARE)),
    );
  });
  return doubtful.slice(0, MAX_PER_PAGE);
}

/**
 * Cuts each doubtful word out of the page image and reads it again on its own; the new reading
 * is kept only when it is a number and tesseract is sure of it. Changes the words in place.
 */
export async function rereadNumbers(
  picture: GreyImage,
  words: OcrWord[],
  path: string,
  tesseract: Tesseract,
): Promise<void> {
  const cropPath = `${path}.number.pgm`;
  try {
    for (const word of words) {
      const margin = Math.round(word.height * 0.2);
      const box = {
        left: word.left - margin,
        top: word.top - margin,
        width: word.width + 2 * margin,
        height: word.height + 2 * margin,
      };
      await writePgm(cropPath, cropGrey(picture, box, word.height));
      const read = parseTsv(await tesseract(cropPath, NUMBER_ARGS)).flatMap((line) => line.words);
      const number = read.length === 1 ? read[0] : undefined;
      if (number && /^\d{1,4}$/.test(number.text) && number.confidence >= SURE) {
        word.text = number.text;
        word.confidence = number.confidence;
      }
    }
  } finally {
    await rm(cropPath, { force: true });
  }
}
