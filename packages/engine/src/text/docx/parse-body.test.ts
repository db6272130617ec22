import { describe, expect, it } from 'vitest';
import { paginateDocx } from './paginate-docx';
import { parseBody, readSectionStarts } from './parse-body';
import { readStyles } from './read-styles';

const p = (inner: string, properties = '') => `<w:p><w:pPr>${properties}</w:pPr>${inner}</w:p>`;
const r = (text: string) => `<w:r><w:t xml:space="preserve">${text}</w:t></w:r>`;
const cell = (text: string) => `<w:tc><w:tcPr><w:tcW w:w="1000"/></w:tcPr>${p(r(text))}</w:tc>`;
const body = (inner: string) => `<w:document><w:body>${inner}</w:body></w:document>`;

describe('parseBody', () => {
  it('reads paragraphs, tabs, entities and line breaks as printed lines', () => {
    const xml = body(
      p(
        `${r('Artikel 16')}<w:r><w:tab/><w:t>Uurlonen &amp; treden</w:t></w:r>`,
        '<w:tabs><w:tab w:val="left"/></w:tabs>',
      ) + p(`${r('eerste regel')}<w:r><w:br/></w:r>${r('tweede regel')}`),
    );
    expect(parseBody(xml).map((line) => line.text)).toEqual([
      'Artikel 16 Uurlonen & treden',
      'eerste regel',
      'tweede regel',
    ]);
  });

  it('joins the cells of a table row into one line', () => {
    const xml = body(
      `<w:tbl><w:tr>${cell('Loongroep 1')}${cell('€ 14,20')}${cell('€ 14,65')}</w:tr></w:tbl>`,
    );
    expect(parseBody(xml)).toMatchObject([
      { text: 'Loongroep 1 € 14,20 € 14,65', cells: 3, longestCell: 11 },
    ]);
  });

  it('skips field codes, deleted text and the fallback copy of drawings', () => {
    const xml = body(
      p(
        `<w:r><w:instrText>TOC \\o</w:instrText></w:r><w:r><w:delText>weg</w:delText></w:r>` +
          `<mc:AlternateContent><mc:Choice>${r('tekstvak')}</mc:Choice><mc:Fallback>${r('tekstvak')}</mc:Fallback></mc:AlternateContent>`,
      ),
    );
    expect(parseBody(xml).map((line) => line.text)).toEqual(['tekstvak']);
  });

  it('marks explicit, rendered and section page breaks without doubling them', () => {
    const xml = body(
      p(r('titel'), '<w:sectPr><w:type w:val="nextPage"/></w:sectPr>') +
        p(r('inhoud')) +
        p(`${r('voor')}<w:r><w:br w:type="page"/></w:r>`) +
        p(`<w:r><w:lastRenderedPageBreak/><w:t>na</w:t></w:r>`) +
        `<w:sectPr><w:type w:val="nextPage"/></w:sectPr>`,
    );
    const lines = parseBody(xml, readSectionStarts(xml));
    expect(lines.map((line) => [line.text, line.breakBefore])).toEqual([
      ['titel', null],
      ['inhoud', 'section'],
      ['voor', null],
      ['na', 'page'],
    ]);
  });

  it('keeps the footnote references of a line', () => {
    const xml = body(p(`${r('bijslag')}<w:r><w:footnoteReference w:id="2"/></w:r>`));
    expect(parseBody(xml)[0]?.footnotes).toEqual(['2']);
  });
});

describe('paginateDocx', () => {
  const { styles, defaults } = readStyles(undefined);
  const geometry = { width: 9000, height: 14000 };

  it('follows rendered page breaks only, and prints footnotes at the bottom of their page', () => {
    const xml = body(
      p(`${r('een')}<w:r><w:footnoteReference w:id="1"/></w:r>`) +
        p(r('twee')) +
        p(`<w:r><w:lastRenderedPageBreak/></w:r>${r('drie')}`),
    );
    const pages = paginateDocx(parseBody(xml), {
      styles,
      defaults,
      geometry,
      footnotes: new Map([['1', '1 Voetnoot.']]),
      hasRenderedBreaks: true,
    });
    expect(pages).toEqual([['een', 'twee', '1 Voetnoot.'], ['drie']]);
  });

  it('estimates overflow when Word recorded no page breaks', () => {
    const lines = parseBody(body(Array.from({ length: 120 }, (_, i) => p(r(`regel ${i}`))).join('')));
    const pages = paginateDocx(lines, {
      styles,
      defaults,
      geometry,
      footnotes: new Map(),
      hasRenderedBreaks: false,
    });
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.flat()).toHaveLength(120);
  });
});
