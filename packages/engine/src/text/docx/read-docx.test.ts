import { describe, expect, it } from 'vitest';
import { DocumentError } from '../../types';
import { readDocument } from '../read-document';
import { makeDocx, makeZip } from '../testing/make-zip';
import { docxPool } from './docx-pool';

const p = (text: string, before = '') => `<w:p><w:r>${before}<w:t>${text}</w:t></w:r></w:p>`;

async function codeOf(bytes: Uint8Array): Promise<string | null> {
  return readDocument(bytes).then(
    () => null,
    (error: unknown) => (error instanceof DocumentError ? error.code : 'raw error'),
  );
}

describe('DOCX', () => {
  it('uses the page breaks Word recorded, without a warning', async () => {
    const bytes = makeDocx(
      p('Titelblad') +
        p('Artikel 1 Looptijd', '<w:lastRenderedPageBreak/>') +
        p('Artikel 2', '<w:br w:type="page"/>'),
    );
    const document = await readDocument(bytes);
    expect(document.format).toBe('docx');
    expect(document.pages.map((page) => page.lines)).toEqual([
      ['Titelblad'],
      ['Artikel 1 Looptijd'],
      ['Artikel 2'],
    ]);
    expect(document.warnings).toEqual([]);
  });

  it('prints footnotes at the foot of the page that refers to them', async () => {
    const footnotes =
      '<w:footnotes xmlns:w="w"><w:footnote w:type="separator" w:id="0"><w:p/></w:footnote>' +
      `<w:footnote w:id="1">${p('Bedrag geldt vanaf 1 juli.')}</w:footnote></w:footnotes>`;
    const bytes = makeDocx(
      `<w:p><w:r><w:t>€ 1.950,00</w:t></w:r><w:r><w:footnoteReference w:id="1"/></w:r></w:p>`,
      {
        'word/footnotes.xml': footnotes,
      },
    );
    const document = await readDocument(bytes);
    expect(document.pages[0]?.lines).toEqual(['€ 1.950,00', '1 Bedrag geldt vanaf 1 juli.']);
  });

  it('refuses a zip without Word parts, an empty body and a declared zip bomb', async () => {
    expect(await codeOf(makeZip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<x/>' }))).toBe(
      'not_word',
    );
    expect(await codeOf(makeZip({ 'word/document.xml': '<w:document/>' }))).toBe('not_word');
    expect(await codeOf(makeDocx('<w:p/>'))).toBe('empty');
    const bomb = makeZip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': 'x' }, 150 * 1024 * 1024);
    expect(await codeOf(bomb)).toBe('not_word');
  });

  it('refuses a broken zip', async () => {
    const bytes = makeDocx(p('tekst')).subarray(0, 60);
    expect(await codeOf(bytes)).toBe('not_word');
  });

  it('refuses a Word bomb (95 MB of XML packed in a few hundred kB) before inflating it', async () => {
    const paragraph = p('Artikel 4.2 De werkgever betaalt het loon uiterlijk op de laatste werkdag.');
    const bomb = makeDocx(paragraph.repeat(Math.ceil((95 << 20) / paragraph.length)), {}, true);
    expect(bomb.length).toBeLessThan(1 << 20);
    const error = await readDocument(bomb).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DocumentError);
    expect((error as DocumentError).code).toBe('too_large');
    expect((error as DocumentError).message).toMatch(
      /^Het Word-document is te groot of te ingewikkeld om te lezen\./,
    );
  });

  it('refuses a Word file of thousands of zip parts as too complex, not as damaged', async () => {
    const parts = Object.fromEntries(Array.from({ length: 5001 }, (_, i) => [`word/media/${i}.xml`, '<x/>']));
    const error = await readDocument(makeDocx(p('Artikel 1 Werkingssfeer'), parts)).catch((e: unknown) => e);
    expect((error as DocumentError).code).toBe('too_large');
    expect((error as DocumentError).message).toMatch(/^Het Word-document is te groot of te ingewikkeld/);
  });

  it('parses a large Word file in a worker thread, so the server keeps answering meanwhile', async () => {
    const paragraph = p('Artikel 4.2 De werkgever betaalt het loon uiterlijk op de laatste werkdag.');
    const large = makeDocx(paragraph.repeat(Math.floor((24 << 20) / paragraph.length)), {}, true);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const started = Date.now();
    const document = await readDocument(large).finally(() => clearInterval(timer));
    expect(document.pages.length).toBeGreaterThan(1000);
    expect(docxPool.describe()).toMatchObject({ isInProcess: false });
    // The event loop ran the timer all along (on the main thread it would not tick until the end).
    expect(ticks).toBeGreaterThan((Date.now() - started) / 5 / 4);
  });
});
