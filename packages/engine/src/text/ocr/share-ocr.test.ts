import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { DocumentError } from '../../types';
import { readDocument } from '../read-document';
import { describeOcrQueue } from './limit-concurrency';
import { removeStaleOcrFolders, stopDocumentReading } from './ocr-folders';
import { makeRepeatedScan } from './testing/make-image-only-pdf';

/**
 * One organisation's long scan must not block another's: the limits per document, round robin
 * between owners, and a caller that goes away stopping its OCR processes (tesseract runs for real).
 */
const fixture = (name: string) =>
  readFile(new URL(`fixtures/${name}`, import.meta.url)).then((b) => new Uint8Array(b));

const ownOcrDirs = async () =>
  (await readdir(tmpdir())).filter((name) => name.startsWith(`caoscan-ocr-${process.pid}-`));

/** tesseract and pdftoppm processes this test process started. */
async function ocrProcesses(): Promise<string[]> {
  const { stdout } = await promisify(execFile)('ps', ['-o', 'comm=', '--ppid', String(process.pid)]).catch(
    () => ({ stdout: '' }),
  );
  return stdout.split('\n').filter((name) => /tesseract|pdftoppm|pdfimages/.test(name));
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let scan300: Uint8Array;
beforeAll(async () => {
  scan300 = await makeRepeatedScan(300);
});

describe('OCR is limited per document and shared between organisations', () => {
  it('refuses a scan with more pages to recognise than the limit, before reading any', async () => {
    const started = Date.now();
    const error = await readDocument(scan300, { owner: 'org-a' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DocumentError);
    expect((error as DocumentError).code).toBe('too_large');
    expect((error as DocumentError).message).toMatch(
      /^Deze PDF heeft 300 gescande pagina’s zonder tekstlaag; tekstherkenning \(OCR\) leest er hoogstens 200 per document\./,
    );
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(await ownOcrDirs()).toEqual([]);
  });

  it('reads another organisation’s small scan meanwhile, and stops the long one when its caller goes away', async () => {
    const controller = new AbortController();
    const long = readDocument(scan300, {
      owner: 'org-a',
      signal: controller.signal,
      maxOcrPages: 1000,
    }).catch((e: unknown) => e);
    await waitFor(() => (describeOcrQueue().waiting['org-a'] ?? 0) > 0);

    const small = await readDocument(await fixture('scan-loongebouw.pdf'), { owner: 'org-b' });
    expect(small.pages[0]?.lines).toContain('Artikel 4.2 Loongebouw');
    // The long scan has most of its pages still to go: org-b did not wait for them.
    expect(describeOcrQueue().waiting['org-a']).toBeGreaterThan(200);

    controller.abort();
    const error = await long;
    expect(error).toBeInstanceOf(DocumentError);
    expect((error as DocumentError).code).toBe('aborted');
    // Its processes are killed, its queue emptied and the copy of the document removed.
    await waitFor(async () => (await ocrProcesses()).length === 0 && (await ownOcrDirs()).length === 0);
    expect(describeOcrQueue().waiting).toEqual({});
  });

  it('stops every OCR process and removes the copies when the server stops', async () => {
    const reading = readDocument(scan300, { owner: 'org-a', maxOcrPages: 1000 }).catch((e: unknown) => e);
    await waitFor(() => (describeOcrQueue().waiting['org-a'] ?? 0) > 0);
    stopDocumentReading();
    expect(await ownOcrDirs()).toEqual([]);
    const error = await reading;
    expect(error).toBeInstanceOf(DocumentError);
    expect((error as DocumentError).message).toMatch(/afgebroken omdat de server stopt/);
    await waitFor(async () => (await ocrProcesses()).length === 0);
  });

  it('removes at start the folders a killed process left, never those of a running one', async () => {
    // A process that ran and is gone, as a server killed with SIGKILL is.
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.on('exit', resolve));
    const left = await mkdtemp(join(tmpdir(), `caoscan-ocr-${gone.pid}-`));
    await writeFile(join(left, 'in.pdf'), 'de cao van een klant');
    const running = await mkdtemp(join(tmpdir(), `caoscan-ocr-${process.ppid}-`));
    try {
      expect(await removeStaleOcrFolders()).toBeGreaterThanOrEqual(1);
      await expect(stat(left)).rejects.toThrow();
      expect((await stat(running)).isDirectory()).toBe(true);
    } finally {
      await rm(left, { recursive: true, force: true });
      await rm(running, { recursive: true, force: true });
    }
  });
});
