import { describe, expect, it } from 'vitest';
import { buildOcrLines } from './build-ocr-lines';
import { mendDigits, mendSectionSign } from './mend-digits';
import { mendLeaders } from './mend-leaders';
import { parseTsv } from './parse-tsv';

const HEADER =
  'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext';

/** A TSV line (level 4) and its words: [left, text, confidence?]. */
function tsvLine(block: number, top: number, words: Array<[number, string, number?]>): string[] {
  const id = `${block}\t1\t1`;
  return [
    `4\t1\t${id}\t0\t${words[0]?.[0] ?? 0}\t${top}\t500\t30\t-1\t`,
    ...words.map(
      ([left, text, conf], i) => `5\t1\t${id}\t${i + 1}\t${left}\t${top}\t60\t30\t${conf ?? 95}\t${text}`,
    ),
  ];
}

describe('buildOcrLines', () => {
  it('joins table cells that tesseract put in separate blocks into one row; drops rules but keeps a Roman I', () => {
    const tsv = [
      HEADER,
      ...tsvLine(1, 100, [
        [300, 'Artikel'],
        [420, '4.2'],
      ]),
      ...tsvLine(2, 200, [[300, 'A']]),
      ...tsvLine(3, 203, [
        [500, '€'],
        [540, '2.448,60'],
      ]),
      ...tsvLine(4, 198, [
        [900, '4'],
        [1000, '€'],
        [1040, '2.742,44'],
      ]),
      ...tsvLine(5, 300, [
        [300, '|'],
        [340, '_Dispensatie'],
      ]),
      ...tsvLine(7, 500, [
        [300, 'BIJLAGE'],
        [520, 'Il'],
        [560, '–-'],
        [600, 'SALARISSCHALEN'],
      ]),
      ...tsvLine(6, 400, [
        [300, 'Bijlage'],
        [520, '|'],
        [560, 'Loontabellen'],
        [900, '|'],
      ]),
    ].join('\n');
    expect(buildOcrLines(parseTsv(tsv)).map((line) => line.text)).toEqual([
      'Artikel 4.2',
      'A € 2.448,60 4 € 2.742,44',
      'Dispensatie',
      'Bijlage I Loontabellen',
      'BIJLAGE II – SALARISSCHALEN',
    ]);
  });

  it('gives OCR lines no baseline, so furniture is matched by text alone', () => {
    const tsv = [
      HEADER,
      ...tsvLine(1, 100, [
        [300, 'Pagina'],
        [400, '3'],
      ]),
    ].join('\n');
    expect(buildOcrLines(parseTsv(tsv))).toEqual([{ text: 'Pagina 3' }]);
  });
});

describe('mendLeaders', () => {
  it('puts back a dotted leader that tesseract broke up or read as letters', () => {
    const mend = (line: string, confidences: number[] = []) =>
      mendLeaders(line.split(' '), confidences).join(' ');
    expect(mend('Hoofdstuk 8 Ziekte... „15')).toBe('Hoofdstuk 8 Ziekte ...... 15');
    expect(mend('Artikel 1.1 Definities nennen ener eeee 4', [95, 95, 95, 0, 0, 0, 95])).toBe(
      'Artikel 1.1 Definities ...... 4',
    );
    expect(mend('Artikel 2.4 Opvolgende ..........nnnunnnnneereeeenseereenen 6')).toBe(
      'Artikel 2.4 Opvolgende ...... 6',
    );
  });

  it('leaves ordinary lines ending in a number alone, whatever their confidence', () => {
    const mend = (line: string, confidences: number[] = []) =>
      mendLeaders(line.split(' '), confidences).join(' ');
    expect(mend('de werknemer ontvangt even 5')).toBe('de werknemer ontvangt even 5');
    expect(mend('a. per 1 juni 2025 met 3,5%;', [95, 44, 0, 0, 51, 96, 96])).toBe(
      'a. per 1 juni 2025 met 3,5%;',
    );
    expect(mend('Werkingssfeer 4', [10, 95])).toBe('Werkingssfeer 4');
  });
});

describe('mendDigits', () => {
  it('reads letters inside a number, and a lone O between words, as digits', () => {
    expect(mendDigits(['€', '2.4O0,5O', '1O%', 'l0'])).toEqual(['€', '2.400,50', '10%', '10']);
    expect(mendDigits('in functiejaar O van de groep'.split(' '))).toEqual(
      'in functiejaar 0 van de groep'.split(' '),
    );
  });

  it('splits a number from a word it was glued to, but not an ordinal', () => {
    expect(mendDigits('b. per 1juni2026 met 3,0%.'.split(' '))).toEqual(
      'b. per 1 juni 2026 met 3,0%.'.split(' '),
    );
    expect(mendDigits(['38uur;', '1ste', '2de', '7:668a', 'A4'])).toEqual([
      '38',
      'uur;',
      '1ste',
      '2de',
      '7:668a',
      'A4',
    ]);
  });

  it('splits a sentence-opening "Het" or "Er" from the word tesseract glued it to', () => {
    expect(mendDigits(['Hetloon', 'wordt'])).toEqual(['Het', 'loon', 'wordt']);
    expect(mendDigits(['Erzijn', '6', 'Ervaring', 'Erkend'])).toEqual([
      'Er',
      'zijn',
      '6',
      'Ervaring',
      'Erkend',
    ]);
    expect(mendDigits(['Hetzelfde', 'Hetgeen', 'Heterogeen', 'Heten'])).toEqual([
      'Hetzelfde',
      'Hetgeen',
      'Heterogeen',
      'Heten',
    ]);
  });

  it('reads "perl juni" as "per 1 juni" and "8 4.1 Titel" or "$ 5.3" as a "§"', () => {
    expect(mendDigits('a. perl juni 2025 met 3,5%;'.split(' '))).toEqual(
      'a. per 1 juni 2025 met 3,5%;'.split(' '),
    );
    expect(mendDigits(['appel', 'juni'])).toEqual(['appel', 'juni']);
    expect(mendSectionSign('8 4.1 Functie-indeling')).toBe('§ 4.1 Functie-indeling');
    expect(mendSectionSign('8 4.1 procent')).toBe('8 4.1 procent');
    expect(mendSectionSign('$ 5.3 Bijzonder verlof 7')).toBe('§ 5.3 Bijzonder verlof 7');
  });

  it('never touches words', () => {
    const words = 'Op lid I. O. Bijlage Il van het loon'.split(' ');
    expect(mendDigits(words)).toEqual(words);
  });
});
