import { describe, expect, it } from 'vitest';
import { readDocument } from './read-document';
import { readCorpusFile, readGold, standsOnPage } from './testing/corpus';

const encode = (text: string) => new TextEncoder().encode(text);

describe('readDocument per format', () => {
  it('PDF: furniture holds the running header and footer, lines keep the body', async () => {
    const document = await readDocument(readCorpusFile('cao-metaal-fictief.pdf'));
    const page = document.pages[10];
    expect(document.format).toBe('pdf');
    expect(page?.furniture.some((line) => /Pagina 11 van 31/.test(line))).toBe(true);
    expect(page?.lines.some((line) => /Pagina \d+ van/.test(line))).toBe(false);
    expect(page?.lines).toContain('A € 2.448,60 € 73,46 4 € 2.742,44');
    expect(page?.text).toBe(page?.lines.join('\n'));
    expect(document.title).toBe('Cao Metaal- en Technische Bedrijven (fictief)');
    expect(document.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('DOCX: reads the Word original of a corpus PDF, with estimated pages and a warning', async () => {
    const document = await readDocument(readCorpusFile('cao-schoonmaak-fictief.docx'));
    expect(document.format).toBe('docx');
    expect(document.pages).toHaveLength(22);
    expect(document.warnings.join(' ')).toMatch(/geschat/);
    expect(document.title).toBe('Cao Schoonmaak- en Glazenwassersbedrijf (fictief)');
  });

  it('DOC: reads Word 97 with its page break (title page, then the articles)', async () => {
    const document = await readDocument(readCorpusFile('bad/legacy-word97.doc'));
    expect(document.format).toBe('doc');
    expect(document.pages).toHaveLength(2);
    expect(standsOnPage(document.pages[1]?.lines ?? [], 'op zaterdag: 50% van het uurloon;')).toBe(true);
  });

  it('TXT without form feeds: one page that cannot be cited', async () => {
    const gold = readGold('bad/cao-fragment.gold.json');
    const document = await readDocument(readCorpusFile('bad/cao-fragment.txt'));
    expect(document.format).toBe('txt');
    expect(document.isPaginated).toBe(false);
    expect(document.pages).toHaveLength(1);
    const printed = Object.values(gold.values).flatMap((elements) =>
      Object.values(elements).flatMap((element) => (element.as_printed ? [element.as_printed] : [])),
    );
    expect(printed.length).toBeGreaterThan(0);
    for (const value of printed) expect(standsOnPage(document.pages[0]?.lines ?? [], value)).toBe(true);
  });

  it('TXT: form feeds split pages, a BOM is dropped, no-break spaces become spaces', async () => {
    const document = await readDocument(encode('\ufeffEen\u00a0€ 1,00\fTwee\r\nDrie\f'));
    expect(document.isPaginated).toBe(true);
    expect(document.pages.map((page) => page.lines)).toEqual([['Een € 1,00'], ['Twee', 'Drie']]);
  });

  it('TXT: Windows-1252 is read when the bytes are not UTF-8', async () => {
    const document = await readDocument(new Uint8Array([0x80, 0x20, 0x35, 0x2c, 0x30, 0x30, 0x20, 0xe9]));
    expect(document.pages[0]?.lines).toEqual(['€ 5,00 é']);
    expect(document.warnings.join(' ')).toMatch(/Windows-1252/);
  });

  it('TXT: UTF-16 with a byte order mark', async () => {
    const utf16 = new Uint8Array([0xff, 0xfe, ...new Uint8Array(Buffer.from('Artikel 5 € 10', 'utf16le'))]);
    expect((await readDocument(utf16)).pages[0]?.lines).toEqual(['Artikel 5 € 10']);
  });

  it('never changes the caller’s bytes', async () => {
    const bytes = readCorpusFile('cao-retail-fictief.pdf');
    const copy = bytes.slice();
    await readDocument(bytes);
    expect(bytes).toEqual(copy);
  });
});
