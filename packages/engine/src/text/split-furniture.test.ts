import { describe, expect, it } from 'vitest';
import { splitFurniture } from './split-furniture';

const page = (n: number, body: string[], lastY = 100) => [
  { text: 'Cao Test (fictief) 2025–2027', y: 800 },
  ...body.map((text, i) => ({ text: `${text} ${'z'.repeat(n)}`, y: 700 - i * 12 })),
  { text: 'Slotzin die op veel pagina’s staat.', y: lastY + n * 7 },
  { text: `Fictieve cao voor testdoeleinden Pagina ${n} van 4`, y: 40 },
];

describe('splitFurniture', () => {
  const pages = splitFurniture(
    [1, 2, 3, 4].map((n) => page(n, [`Artikel ${n}`, 'een', 'twee', 'drie', 'vier'])),
  );

  it('moves the running header and the numbered footer to furniture', () => {
    expect(pages[2]?.furniture).toEqual([
      'Cao Test (fictief) 2025–2027',
      'Fictieve cao voor testdoeleinden Pagina 3 van 4',
    ]);
    expect(pages[2]?.lines[0]).toBe('Artikel 3 zzz');
  });

  it('keeps a repeated body line that stands at a different height on each page', () => {
    expect(pages.every((p) => p.lines.includes('Slotzin die op veel pagina’s staat.'))).toBe(true);
  });

  it('without positions (plain text) the repeated shape alone decides', () => {
    const text = splitFurniture(
      [1, 2, 3].map((n) => [{ text: `Pagina ${n}` }, { text: `inhoud ${'x'.repeat(n)}` }]),
    );
    expect(text.map((p) => p.furniture)).toEqual([['Pagina 1'], ['Pagina 2'], ['Pagina 3']]);
    expect(text[0]?.text).toBe('inhoud x');
  });

  it('keeps a numbered heading that opens every page, while page numbers and running headers go', () => {
    const chapters = splitFurniture(
      [1, 2, 3, 4].map((n) => [
        { text: 'Cao Transport 2025-2027', y: 800 },
        { text: `Artikel ${n * 3 + 2}`, y: 780 },
        { text: `inhoud ${'x'.repeat(n)}`, y: 700 },
        { text: `Hoofdstuk ${n < 3 ? 1 : 2}`, y: 60 },
        { text: `Pagina ${n + 2}`, y: 40 },
      ]),
    );
    expect(chapters[1]?.lines).toEqual(['Artikel 8', 'inhoud xx']);
    expect(chapters[1]?.furniture).toEqual(['Cao Transport 2025-2027', 'Hoofdstuk 1', 'Pagina 4']);
  });

  it('finds no furniture in documents of fewer than three pages', () => {
    expect(
      splitFurniture([[{ text: 'Pagina 1' }], [{ text: 'Pagina 2' }]]).flatMap((p) => p.furniture),
    ).toEqual([]);
  });

  it('takes a running header glued to the first body line apart (the header is furniture, the line body)', () => {
    const titles = [
      'Hoofdstuk 1 Werkingssfeer',
      'Hoofdstuk 2 Arbeidsduur',
      '2.3 Rooster',
      'Hoofdstuk 3 Beloning',
    ];
    const glued = splitFurniture(
      titles.map((title, i) => [
        { text: `Tekst Cao Proefbedrijf (fictief), 1 mei 2031  ${i + 5} ${title}` },
        { text: ['Eerste alinea.', 'Tweede alinea.', 'Derde alinea.', 'Vierde alinea.'][i]! },
      ]),
    );
    expect(glued[1]?.lines[0]).toBe('Hoofdstuk 2 Arbeidsduur');
    expect(glued[1]?.furniture).toEqual(['Tekst Cao Proefbedrijf (fictief), 1 mei 2031 6']);
    expect(glued[2]?.lines[0]).toBe('2.3 Rooster');
  });
});
