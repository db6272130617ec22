import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DocumentError } from '../../types';
import { readDocument } from '../read-document';
import { readCorpusFile } from '../testing/corpus';
import { checkOcrTools } from './check-ocr-tools';
import { readOcrConfig } from './ocr-config';

/**
 * These tests run tesseract for real. CI installs the Debian packages tesseract-ocr,
 * tesseract-ocr-nld and poppler-utils; without them the tests fail (they are never skipped).
 */
const fixture = (name: string) =>
  readFile(new URL(`fixtures/${name}`, import.meta.url)).then((b) => new Uint8Array(b));

async function refusal(bytes: Uint8Array, options = {}): Promise<DocumentError> {
  const error = await readDocument(bytes, options).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DocumentError);
  return error as DocumentError;
}

/** This process's OCR folders (named after its pid): other processes may be reading scans at the same time. */
const listOcrDirs = async () =>
  (await readdir(tmpdir())).filter((name) => name.startsWith(`caoscan-ocr-${process.pid}-`));

beforeAll(async () => {
  if (!(await checkOcrTools(readOcrConfig())))
    throw new Error(
      'OCR-tests hebben tesseract met Nederlands en poppler nodig: apt-get install tesseract-ocr tesseract-ocr-nld poppler-utils',
    );
});

afterEach(() => {
  delete process.env.CAOSCAN_TESSERACT;
  delete process.env.CAOSCAN_OCR;
});

describe('a scanned PDF (pages without a text layer) is read with OCR', () => {
  it('reads the wage table of an image-only page, one table row per line', async () => {
    const before = await listOcrDirs();
    const doc = await readDocument(await fixture('scan-loongebouw.pdf'), { filename: 'scan.pdf' });
    expect(doc.format).toBe('pdf');
    expect(doc.pages).toHaveLength(1);
    const lines = doc.pages[0]?.lines ?? [];
    expect(lines).toContain('Artikel 4.2 Loongebouw');
    expect(lines).toContain('A € 2.448,60 € 73,46 4 € 2.742,44');
    expect(lines).toContain('H € 3.720,35 € 111,61 10 € 4.836,45');
    expect(doc.pages[0]?.text).toContain('wettelijke minimumjeugdlonen');
    expect(doc.warnings).toEqual([expect.stringMatching(/scan zonder tekstlaag.*tekstherkenning \(OCR\)/)]);
    // The temporary folder with the PDF and the page images is gone.
    expect(await listOcrDirs()).toEqual(before);
  });

  it('reads a contents page with dotted leaders as contents lines: title, leader, page number', async () => {
    const doc = await readDocument(await fixture('scan-inhoudsopgave.pdf'));
    const lines = doc.pages[0]?.lines ?? [];
    expect(lines).toContain('Inhoudsopgave');
    expect(lines).toContain('Artikel 1.4 Looptijd ...... 5');
    expect(lines).toContain('Artikel 4.2 Loongebouw ...... 11');
    // Tesseract alone reads the dots as letters ("Looptijd … neren eenenen") and loses the numbers.
    expect(
      lines.filter((line) => /^(Artikel|Hoofdstuk) .* \.{6} \d{1,2}$/.test(line)).length,
    ).toBeGreaterThan(50);
  });

  it('OCRs only the scanned page of a mixed PDF and says which page it was', async () => {
    const doc = await readDocument(await fixture('mixed-text-and-scan.pdf'));
    expect(doc.pages[0]?.lines).toEqual([
      'Cao Metaal en Techniek (fictief) - uittreksel',
      'Artikel 1.4 Looptijd',
      'Deze cao geldt van 1 juni 2025 tot en met 31 mei 2027. Bijlage: de loontabel (gescand).',
    ]);
    expect(doc.pages[1]?.lines).toContain('A € 2.448,60 € 73,46 4 € 2.742,44');
    expect(doc.warnings).toEqual([expect.stringMatching(/^Pagina 2 is een scan zonder tekstlaag/)]);
  });

  it('keeps refusing a scan as no_text, saying OCR is not available, when tesseract is missing', async () => {
    process.env.CAOSCAN_TESSERACT = '/nonexistent/tesseract';
    const error = await refusal(await fixture('scan-loongebouw.pdf'));
    expect(error.code).toBe('no_text');
    expect(error.message).toMatch(
      /scan zonder tekstlaag, en tekstherkenning \(OCR\) is hier niet beschikbaar/,
    );
  });

  it('refuses the same way when OCR is switched off', async () => {
    process.env.CAOSCAN_OCR = 'off';
    expect((await refusal(await fixture('scan-loongebouw.pdf'))).code).toBe('no_text');
  });

  it('reads the typed page of a mixed PDF and reports the scanned one as empty when tesseract is missing', async () => {
    process.env.CAOSCAN_TESSERACT = '/nonexistent/tesseract';
    const doc = await readDocument(await fixture('mixed-text-and-scan.pdf'));
    expect(doc.pages[0]?.lines[1]).toBe('Artikel 1.4 Looptijd');
    expect(doc.pages[1]?.lines).toEqual([]);
    expect(doc.warnings).toEqual([expect.stringMatching(/^Pagina 2 bevat geen tekst/)]);
  });

  it('still refuses a picture that is not a PDF (image-renamed.pdf) as an image', async () => {
    const error = await refusal(readCorpusFile('bad/image-renamed.pdf'), { filename: 'image-renamed.pdf' });
    expect(error.code).toBe('image');
  });

  it('stops OCR at the deadline and removes its temporary files', async () => {
    const before = await listOcrDirs();
    const error = await refusal(await fixture('scan-loongebouw.pdf'), { timeoutMs: 400 });
    expect(error.code).toBe('timeout');
    // The killed processes are reaped and the folder removed right after the refusal.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await listOcrDirs()).toEqual(before);
  });
});
