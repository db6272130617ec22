import { describe, expect, it } from 'vitest';
import { paginateDocx } from './paginate-docx';
import { parseBody, readSectionStarts } from './parse-body';
import { readNumbering } from './read-numbering';
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

describe('list numbering', () => {
  const numberingXml =
    '<w:numbering>' +
    '<w:abstractNum w:abstractNumId="7">' +
    '<w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="Artikel %1"/><w:suff w:val="space"/></w:lvl>' +
    '<w:lvl w:ilvl="1"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%2."/></w:lvl>' +
    '<w:lvl w:ilvl="2"><w:start w:val="1"/><w:numFmt w:val="lowerLetter"/><w:lvlText w:val="%3."/></w:lvl>' +
    '</w:abstractNum><w:num w:numId="3"><w:abstractNumId w:val="7"/></w:num></w:numbering>';
  const stylesXml =
    '<w:styles><w:style w:type="paragraph" w:styleId="Artikel"><w:pPr><w:numPr><w:numId w:val="3"/></w:numPr></w:pPr></w:style></w:styles>';

  it('prints Word’s list labels: numbered headings by style, leden and sub-items directly', () => {
    const { styles } = readStyles(stylesXml);
    const lists = { numbering: readNumbering(numberingXml), styleList: (id: string) => styles.get(id) };
    const item = (level: number, text: string) =>
      p(r(text), `<w:numPr><w:ilvl w:val="${level}"/><w:numId w:val="3"/></w:numPr>`);
    const xml = body(
      p(r('Looptijd'), '<w:pStyle w:val="Artikel"/>') +
        item(1, 'Deze cao loopt twee jaar.') +
        item(1, 'De toeslag bedraagt:') +
        item(2, 'op zaterdag: 50%;') +
        item(2, 'op zondag: 100%.') +
        p(r('Loon'), '<w:pStyle w:val="Artikel"/>') +
        item(1, 'Het loon wordt per maand betaald.'),
    );
    expect(parseBody(xml, [], lists).map((line) => line.text)).toEqual([
      'Artikel 1 Looptijd',
      '1. Deze cao loopt twee jaar.',
      '2. De toeslag bedraagt:',
      'a. op zaterdag: 50%;',
      'b. op zondag: 100%.',
      'Artikel 2 Loon',
      '1. Het loon wordt per maand betaald.',
    ]);
  });
});
