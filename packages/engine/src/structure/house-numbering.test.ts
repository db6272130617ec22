import { describe, expect, it } from 'vitest';
import { makeDocument } from '../extract/testing/make-document';
import { buildStructure } from './build-structure';
import { splitRunInHeading } from './headings';
import { matchLidMarker, matchSubMarker } from './lines';
import { markTocLines } from './toc';

function lineOf(text: string, body: string) {
  const structure = buildStructure(makeDocument(body, { format: 'pdf' }));
  const line = structure.lines.find((l) => l.text.startsWith(text));
  if (!line) throw new Error(`no line ${text}`);
  return { line, unit: structure.units[line.unit]! };
}

/** Numbering styles of other house styles than the corpus. */
describe('lid and item markers', () => {
  it.each([
    ['1. De werknemer', '1'],
    ['(2) De werknemer', '2'],
    ['lid 3 De arbeidsduur bedraagt', '3'],
    ['Lid 4. De werkgever', '4'],
  ])('%s is lid %s', (line, lid) => {
    expect(matchLidMarker(line)).toBe(lid);
  });

  it('does not take a wrapped reference for a lid', () => {
    expect(matchLidMarker('lid 2 van dit artikel is van toepassing')).toBeNull();
  });

  it.each([
    ['a. bij huwelijk', 'a'],
    ['b) bij overlijden', 'b'],
    ['sub c 3-ploegendienst: 21,5%;', 'c'],
  ])('%s is item %s', (line, sub) => {
    expect(matchSubMarker(line)).toBe(sub);
  });
});

describe('run-in headings', () => {
  it('splits "Art. 8a Ploegentoeslag. (1) De werknemer ..." into heading and lid', () => {
    expect(splitRunInHeading('Art. 8a Ploegentoeslag. (1) De werknemer ontvangt een toeslag')).toEqual([
      'Art. 8a Ploegentoeslag.',
      '(1) De werknemer ontvangt een toeslag',
    ]);
    const { line, unit } = lineOf(
      '(1) De normale',
      'Art. 5 Arbeidsduur. (1) De normale arbeidsduur bedraagt 40 uur per week.\n(2) Kort.',
    );
    expect(unit).toMatchObject({ label: '5', title: 'Arbeidsduur' });
    expect(line.lid).toBe('1');
  });

  it('leaves a sentence that opens with an article number alone', () => {
    expect(splitRunInHeading('Artikel 5 lid 2 is niet van toepassing. De werknemer ...')).toBeNull();
    expect(splitRunInHeading('Artikel 12. De werknemer heeft recht op vakantie.')).toBeNull();
  });

  it('reads "ARTIKEL 14 – OVERWERK" with lids written "lid 1"', () => {
    const { line, unit } = lineOf(
      'lid 2 Overuren',
      'ARTIKEL 14 – OVERWERK\nlid 1 Overwerk is kort.\nlid 2 Overuren op zondag.',
    );
    expect(unit.label).toBe('14');
    expect(line.lid).toBe('2');
  });
});

describe('tables and contents', () => {
  it('reads a header line above the rows as a table row, also without a caption', () => {
    const body = [
      '3.2.1 Toeslag onregelmatige dienst',
      'De toeslag staat in de tabel.',
      'Tijdvak Maandag t/m vrijdag Zaterdag Zon- en feestdagen',
      '20.00 – 22.00 uur 22% 38% 60%',
      '22.00 – 24.00 uur 44% 44% 60%',
    ].join('\n');
    expect(lineOf('Tijdvak', body).line.kind).toBe('row');
  });

  it('ends the contents at the body, also after an entry without a keyword', () => {
    expect(
      markTocLines([
        'INHOUD',
        'Hoofdstuk I – Algemeen 3',
        'Summary in English 9',
        'HOOFDSTUK I',
        'ARTIKEL 1',
      ]),
    ).toEqual([true, true, true, false, false]);
  });
});

describe('numbered sub-articles under "ARTIKEL N"', () => {
  const body = [
    'ARTIKEL 7 TOESLAGEN',
    '7.1 toeslag voor diploma’s',
    '(1) Wie een vakdiploma heeft krijgt een toeslag van € 20 per maand.',
    '7.2 toeslag voor avondwerk',
    '(1) Voor werk na 20.00 uur geldt een toeslag van 25%.',
    '(2) Voor werk na 23.00 uur geldt een toeslag van 50%.',
    'ARTIKEL 8 VAKANTIE',
    '8.1 De werknemer heeft recht op 25 vakantiedagen per jaar.',
    'ARTIKEL 9 LOOPTIJD',
    'Deze cao loopt tot en met 31 december 2026.',
  ].join('\n');

  it('cites a value by its sub-article "7.2" and its lid, when the number carries a short title', () => {
    const structure = buildStructure(makeDocument(body));
    const line = structure.lines.find((l) => l.text.startsWith('(2) Voor werk na 23.00'))!;
    expect(structure.units[line.unit]!.label).toBe('7.2');
    expect(line.lid).toBe('2');
  });

  it('keeps a numbered sentence under an article as its lid', () => {
    const structure = buildStructure(makeDocument(body));
    const line = structure.lines.find((l) => l.text.startsWith('8.1 De werknemer'))!;
    expect(structure.units[line.unit]!.label).toBe('8');
    expect(line.lid).toBe('1');
  });
});
