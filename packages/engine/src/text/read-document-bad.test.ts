import { describe, expect, it } from 'vitest';
import { DocumentError, type DocumentErrorCode } from '../types';
import { readDocument } from './read-document';
import { readCorpusFile } from './testing/corpus';
import { makeTextlessPdf } from './testing/make-textless-pdf';

async function refusal(bytes: Uint8Array, options = {}): Promise<DocumentError> {
  const error = await readDocument(bytes, options).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DocumentError);
  return error as DocumentError;
}

describe('readDocument refuses bad input with a specific Dutch message', () => {
  const cases: Array<[string, DocumentErrorCode, RegExp]> = [
    ['bad/empty.pdf', 'empty', /^Het bestand is leeg\./],
    ['bad/truncated.pdf', 'truncated', /^De PDF is beschadigd of onvolledig\./],
    ['bad/password-protected.pdf', 'encrypted', /^De PDF is beveiligd met een wachtwoord\./],
    ['bad/image-renamed.pdf', 'image', /^Dit bestand is geen PDF maar een afbeelding \(PNG\)/],
    ['bad/not-a-word-file.docx', 'not_word', /^Dit is geen geldig Word-document/],
  ];
  it.each(cases)('%s → %s', async (file, code, message) => {
    const error = await refusal(readCorpusFile(file), { filename: file });
    expect(error.code).toBe(code);
    expect(error.message).toMatch(message);
  });

  it('reads the protected PDF with its password, exactly like the unprotected original', async () => {
    const protectedDoc = await readDocument(readCorpusFile('bad/password-protected.pdf'), {
      password: 'cao2025',
    });
    const original = await readDocument(readCorpusFile('cao-retail-fictief.pdf'));
    expect(protectedDoc.pages).toEqual(original.pages);
    expect(protectedDoc.sha256).not.toBe(original.sha256);
  });

  it('says so when the password is wrong', async () => {
    const error = await refusal(readCorpusFile('bad/password-protected.pdf'), { password: 'fout' });
    expect(error.code).toBe('wrong_password');
  });

  it('refuses a PDF without a text layer as a scan', async () => {
    const error = await refusal(makeTextlessPdf());
    expect(error.code).toBe('no_text');
    expect(error.message).toMatch(/scan zonder tekstlaag/);
  });

  it('refuses unknown binary content', async () => {
    const bytes = new Uint8Array(4096).map((_, i) => (i * 7919) % 256);
    expect((await refusal(bytes)).code).toBe('unsupported');
  });

  it('refuses files above maxBytes before parsing', async () => {
    const error = await refusal(readCorpusFile('cao-metaal-fictief.pdf'), { maxBytes: 1000 });
    expect(error.code).toBe('too_large');
    expect(error.message).toMatch(/te groot/);
  });

  it('gives up after timeoutMs', async () => {
    const error = await refusal(readCorpusFile('cao-logistiek-lang.pdf'), { timeoutMs: 1 });
    expect(error.code).toBe('timeout');
  });

  it('refuses a PDF cut short even when pdf.js could repair it', async () => {
    const whole = readCorpusFile('cao-metaal-fictief.pdf');
    const error = await refusal(whole.subarray(0, whole.length - 200));
    expect(error.code).toBe('truncated');
  });

  it('refuses a whitespace-only text file as empty', async () => {
    expect((await refusal(new TextEncoder().encode(' \n\n \t'))).code).toBe('empty');
  });

  it('refuses RTF with advice to save as .docx or .pdf', async () => {
    const error = await refusal(new TextEncoder().encode('{\\rtf1\\ansi Artikel 1}'));
    expect(error.code).toBe('unsupported');
    expect(error.message).toMatch(/RTF/);
  });

  it('refuses a password-protected Word file as encrypted', async () => {
    const ole2 = new Uint8Array(2048);
    ole2.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    ole2.set(new Uint8Array(Buffer.from('EncryptedPackage', 'utf16le')), 1024);
    const error = await refusal(ole2, { filename: 'cao.docx' });
    expect(error.code).toBe('encrypted');
    expect(error.message).toMatch(/Word-document is beveiligd/);
  });

  it('refuses a damaged Word 97 file', async () => {
    const doc = readCorpusFile('bad/legacy-word97.doc');
    expect((await refusal(doc.subarray(0, 3000))).code).toBe('not_word');
  });

  it('refuses other images by their magic bytes', async () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]);
    const error = await refusal(jpeg, { filename: 'cao.pdf' });
    expect(error.code).toBe('image');
    expect(error.message).toMatch(/JPEG/);
  });
});
