import { describe, expect, it } from 'vitest';
import { buildLines, type PositionedText } from './build-lines';
import { toPositioned } from './pdf-text-worker';

const item = (str: string, x: number, y: number, width: number, size = 9): PositionedText => ({
  str,
  x,
  y,
  width,
  size,
});

describe('buildLines', () => {
  it('puts a table row on one line, cells separated by one space', () => {
    const lines = buildLines([
      item('€ 2.742,44', 480, 463.79, 42.51),
      item('A', 73, 463.79, 5.99),
      item(' ', 78.99, 463.79, 134.91),
      item('€ 2.448,60', 213.9, 463.79, 42.51),
      item('€ 73,46', 317.2, 463.79, 30.01),
      item('4', 420.8, 463.79, 5),
      item('B', 73, 448.99, 5.99),
    ]);
    expect(lines.map((line) => line.text)).toEqual(['A € 2.448,60 € 73,46 4 € 2.742,44', 'B']);
  });

  it('joins pieces of one word and keeps a superscript on its line', () => {
    const lines = buildLines([
      item('vakantie', 100, 500, 34, 10),
      item('bijslag', 134, 500, 28, 10),
      item('1', 163, 503, 3, 6),
    ]);
    expect(lines.map((line) => line.text)).toEqual(['vakantiebijslag1']);
  });

  it('orders lines top to bottom and drops text drawn twice for bold', () => {
    const lines = buildLines([
      item('onder', 72, 100, 20, 10),
      item('Artikel 4', 72, 700, 40, 11),
      item('Artikel 4', 72.3, 700, 40, 11),
    ]);
    expect(lines.map((line) => line.text)).toEqual(['Artikel 4', 'onder']);
  });

  it('normalises no-break spaces and ligatures', () => {
    expect(buildLines([item('€\u00a0100 ﬁets', 72, 500, 50)])[0]?.text).toBe('€ 100 fiets');
  });

  it("reads Word's Symbol-font bullets (private-use characters) as bullets", () => {
    expect(buildLines([item('\uf0b7 twee dagen', 72, 500, 50)])[0]?.text).toBe('• twee dagen');
    expect(buildLines([item('\uf0a7 een dag', 72, 500, 50)])[0]?.text).toBe('▪ een dag');
  });

  it('reads a table turned a quarter (landscape on a portrait page) row by row', () => {
    const turned = (str: string, x: number, y: number) =>
      toPositioned({ str, transform: [0, 9, -9, 0, x, y], width: 40 });
    const lines = buildLines([
      ...turned('B', 115, 100),
      ...turned('€ 2.536,90', 115, 200),
      ...turned('A', 100, 100),
      ...turned('€ 2.448,60', 100, 200),
    ]);
    expect(lines.map((line) => line.text)).toEqual(['A € 2.448,60', 'B € 2.536,90']);
  });
});
